import { TEMPLATE_SIZES, type TemplateSpec } from '@brand-console/api-client';
import { transaction, type Database } from '../db/database';
import { CreationType, insertCreation, insertSynthesisTask, SynthesisStatus } from '../db/synthesis';
import { MaterialSource } from '../lib/codes';
import { formatDateTime } from '../lib/time';

/**
 * Demo synthesis tasks and finished videos (issue 23, ADR 0029): for brands 13 and 14, tasks made
 * from the brand's seeded templates in every status (waiting, processing, completed, failed with a
 * reason, closed), each completed one with its creation in the 成品库. Seeded tasks have no render
 * job, so the worker never renders them in front of anything (a seeded waiting or processing task
 * stays as it is until cancelled). A seeded creation has no file until `renderSeededCreations`
 * (`seed/synthesisMedia.ts`, run in the background by `pnpm start`) renders it from clips made by
 * ffmpeg. Runs after `seedTemplates`.
 */

/** The spec a seeded task renders when the brand has no template of its own. */
const FALLBACK_SPEC: TemplateSpec = {
  ratio: '9:16',
  shots: [
    {
      durationMs: 2000,
      slot: 'video',
      materialId: null,
      texts: [{ content: '新品上市', position: 'top', fontSize: 72, color: '#ffffff' }],
      transition: 'fade',
    },
    {
      durationMs: 2000,
      slot: 'image',
      materialId: null,
      texts: [{ content: '限时尝鲜价', position: 'bottom', fontSize: 56, color: '#ffd666' }],
      transition: 'none',
    },
  ],
  musicMaterialId: null,
  musicVolume: 40,
  narration: { text: '今天为你推荐一款新品。点击下方链接了解更多。', voice: 'zh-female' },
  subtitles: {
    enabled: true,
    style: {
      fontKey: 'zcool-kuaile',
      fontSize: 44,
      color: '#ffffff',
      strokeColor: '#1f1f1f',
      strokeWidth: 3,
      position: 'bottom',
    },
  },
};

interface SeedTask {
  name: string;
  status: 0 | 1 | 2 | 3 | 5;
  progress?: number;
  reason?: 'sourceDeleted' | 'speechFailed' | 'cancelled';
  daysAgo: number;
}

const TASKS: Record<number, { owner: number; tasks: SeedTask[] }> = {
  13: {
    owner: 2,
    tasks: [
      { name: '双十一口红种草', status: 2, daysAgo: 6 },
      { name: '双十一口红种草-2', status: 2, daysAgo: 6 },
      { name: '门店探店 · 周末篇', status: 2, daysAgo: 3 },
      { name: '新品预告（素材已删除）', status: 3, reason: 'sourceDeleted', daysAgo: 2 },
      { name: '品牌故事 · 旁白版', status: 3, reason: 'speechFailed', daysAgo: 2 },
      { name: '秋冬护肤 · 已取消', status: 5, reason: 'cancelled', daysAgo: 1 },
      { name: '直播预热', status: 1, progress: 45, daysAgo: 0 },
      { name: '直播预热-2', status: 0, daysAgo: 0 },
    ],
  },
  14: {
    owner: 3,
    tasks: [
      { name: '青禾新品 · 方形', status: 2, daysAgo: 4 },
      { name: '青禾新品 · 方形-2', status: 3, reason: 'sourceDeleted', daysAgo: 4 },
    ],
  },
};

export function seedSynthesis(db: Database, now: number): void {
  const day = 24 * 3600_000;
  const at = (daysAgo: number, minutes = 0) => formatDateTime(now - daysAgo * day + minutes * 60_000);
  transaction(db, () => {
    for (const [brand, { owner, tasks }] of Object.entries(TASKS)) {
      const brandId = Number(brand);
      const templates = db
        .prepare('SELECT id, name, spec FROM video_templates WHERE brand_id = ? AND deleted_at IS NULL ORDER BY id')
        .all(brandId) as Array<{ id: number; name: string; spec: string }>;
      tasks.forEach((t, i) => {
        const template = templates.length ? templates[i % templates.length]! : null;
        const spec = template ? (JSON.parse(template.spec) as TemplateSpec) : FALLBACK_SPEC;
        const durationMs = spec.shots.reduce((sum, shot) => sum + shot.durationMs, 0);
        // An hour before `now` at the latest, in the order listed.
        const createdAt = at(t.daysAgo, i - 60);
        const id = insertSynthesisTask(db, brandId, {
          userId: owner,
          mode: 2,
          name: t.name,
          templateId: template?.id ?? null,
          sourceName: template?.name ?? null,
          spec,
          durationMs,
          createdAt,
        });
        const ended = t.status === 2 || t.status === 3 || t.status === 5;
        const finishedAt = ended ? at(t.daysAgo, i - 58) : null;
        let creationId: number | null = null;
        if (t.status === SynthesisStatus.completed) {
          const size = TEMPLATE_SIZES[spec.ratio];
          // No file yet: renderSeededCreations makes it (pnpm start); until then the creation has no url.
          creationId = insertCreation(db, brandId, {
            userId: owner,
            name: t.name,
            creationType: CreationType.video,
            url: null,
            coverUrl: null,
            duration: durationMs,
            size: null,
            width: size.width,
            height: size.height,
            source: MaterialSource.templateGeneration,
            taskId: id,
            createdAt: finishedAt!,
          });
        }
        db.prepare(
          `UPDATE synthesis_tasks SET status = ?, progress = ?, fail_reason = ?, creation_id = ?, started_at = ?,
             finished_at = ? WHERE id = ?`,
        ).run(
          t.status,
          t.status === 2 ? 100 : (t.progress ?? 0),
          t.reason ?? null,
          creationId,
          t.status === 0 ? null : at(t.daysAgo, i - 59),
          finishedAt,
          id,
        );
      });
    }
  });
}
