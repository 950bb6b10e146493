import { TEMPLATE_SIZES, type PipelineSpec } from '@brand-console/api-client';
import { transaction, type Database } from '../db/database';
import { comboKey, insertPipeline, insertPipelineProduct } from '../db/pipelines';
import { CreationType, insertCreation, insertSynthesisTask, SynthesisStatus } from '../db/synthesis';
import { MaterialSource, MaterialType } from '../lib/codes';
import { formatDateTime } from '../lib/time';
import { pickCombinations, pipelineVideoSpec } from '../routes/videoCreation/pipelines';

/**
 * A seeded pipeline (流水线, ADR 0031) for brands 13 and 14: two groups of the brand's seeded
 * images over its seeded background music, and two finished products (of its four combinations), as `seedSynthesis` makes
 * finished template videos: completed tasks of mode 1 whose creations have no file until
 * `renderSeededCreations` renders them at start. Runs after `seedSynthesis`.
 */
export function seedPipelines(db: Database, now: number): void {
  const day = 24 * 3600_000;
  const at = (daysAgo: number, minutes = 0) => formatDateTime(now - daysAgo * day + minutes * 60_000);
  transaction(db, () => {
    for (const brandId of [13, 14]) {
      const owner = db
        .prepare('SELECT user_id FROM user_brands WHERE brand_id = ? ORDER BY is_main DESC, user_id')
        .get(brandId) as { user_id: number } | undefined;
      if (!owner) continue;
      // The brand's own images, which have files (its seeded videos get theirs only as clips at render),
      // so that running the seeded pipeline again makes real videos; the BGM under them.
      const images = db
        .prepare(
          `SELECT id, type FROM materials WHERE brand_id = ? AND type = ? AND is_delete = 0 AND url IS NOT NULL
             AND (expire_time IS NULL OR expire_time > ?) ORDER BY id LIMIT 4`,
        )
        .all(brandId, MaterialType.image, at(0)) as Array<{ id: number; type: number }>;
      if (images.length < 4) continue;
      const music = db
        .prepare(
          'SELECT id FROM materials WHERE brand_id = ? AND type = ? AND specific_type = 4 AND is_delete = 0 ORDER BY id',
        )
        .get(brandId, MaterialType.audio) as { id: number } | undefined;
      const spec: PipelineSpec = {
        ratio: '9:16',
        groups: [
          { name: '开场图片', materialIds: images.slice(0, 2).map((m) => m.id), shots: 1, shotMs: 2000 },
          { name: '产品图片', materialIds: images.slice(2, 4).map((m) => m.id), shots: 1, shotMs: 1500 },
        ],
        strategy: 1,
        videoCount: 2,
        narration: null,
        subtitles: false,
        musicMaterialId: music?.id ?? null,
      };
      const name = brandId === 13 ? '新品种草流水线' : '青禾门店流水线';
      const pipelineId = insertPipeline(db, brandId, { userId: owner.user_id, name, spec, at: at(3) });
      const materials = new Map(images.map((m) => [m.id, m]));
      // Deterministic: the first two combinations in order.
      pickCombinations(spec.groups, 3, 2, new Set()).forEach((combo, i) => {
        const video = pipelineVideoSpec(spec, combo, materials);
        const durationMs = video.shots.reduce((sum, shot) => sum + shot.durationMs, 0);
        const taskName = i === 0 ? name : `${name}-${i + 1}`;
        const taskId = insertSynthesisTask(db, brandId, {
          userId: owner.user_id,
          mode: 1,
          name: taskName,
          templateId: pipelineId,
          sourceName: name,
          spec: video,
          durationMs,
          createdAt: at(3, i),
        });
        const size = TEMPLATE_SIZES[video.ratio];
        const finishedAt = at(3, i + 2);
        const creationId = insertCreation(db, brandId, {
          userId: owner.user_id,
          name: taskName,
          creationType: CreationType.video,
          url: null,
          coverUrl: null,
          duration: durationMs,
          size: null,
          width: size.width,
          height: size.height,
          source: MaterialSource.pipeline,
          taskId,
          createdAt: finishedAt,
        });
        db.prepare(
          `UPDATE synthesis_tasks SET status = ?, progress = 100, creation_id = ?, started_at = ?, finished_at = ?
           WHERE id = ?`,
        ).run(SynthesisStatus.completed, creationId, at(3, i + 1), finishedAt, taskId);
        insertPipelineProduct(db, brandId, { pipelineId, taskId, combo: comboKey(combo) });
      });
    }
  });
}
