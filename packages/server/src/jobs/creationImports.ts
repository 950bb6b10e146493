import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { transaction } from '../db/database';
import { activeCreationImports, updateCreationImport, type CreationImportRow } from '../db/creationLibrary';
import { insertGeneratedFile } from '../db/renderJobs';
import { CreationType, insertCreation } from '../db/synthesis';
import type { Services } from '../http/context';
import { MaterialSource } from '../lib/codes';
import { formatDateTime } from '../lib/time';
import { generatedName } from '../media/output';
import { probeVideo } from '../media/probe';
import { extractCover, makeTestClip } from '../media/render';
import { designToolVideo } from '../platforms/designTool';

/**
 * Imports from the design tool (`kujialeVideo/import`, ADR 0032), one step per worker tick and
 * import: a new import starts (0 → 1); each following step fetches one video: the tool's file
 * (made by ffmpeg, see platforms/designTool.ts) is written to the brand's files, measured by
 * ffprobe, given a cover frame and added to 成品库 as a work of source 26 (成品导入); a video the
 * tool cannot give is counted as failed with its reason. After the last: 2 success (at least one
 * imported) or 3 failed (none). Progress is the share of videos handled.
 */
export async function stepCreationImports(services: Services): Promise<number> {
  let moved = 0;
  for (const row of activeCreationImports(services.db)) {
    moved += 1;
    if (row.status === 0) {
      updateCreationImport(services.db, row.brand_id, row.id, { status: 1 });
      continue;
    }
    await importNext(services, row);
  }
  return moved;
}

async function importNext(services: Services, row: CreationImportRow): Promise<void> {
  const { db } = services;
  const videoIds = JSON.parse(row.video_ids) as string[];
  const reasons = JSON.parse(row.fail_reasons) as string[];
  const done = row.success_number + row.fail_number;
  const videoId = videoIds[done];
  let success = row.success_number;
  let fail = row.fail_number;
  if (videoId !== undefined) {
    const found = designToolVideo(videoId);
    if ('reason' in found) {
      fail += 1;
      reasons.push(found.reason);
    } else {
      const { entry } = found;
      const video = generatedName('mp4');
      const cover = generatedName('jpg');
      try {
        await makeTestClip(join(services.filesDir, video), {
          durationMs: entry.duration,
          width: entry.width,
          height: entry.height,
          fps: 25,
          frequency: entry.frequency,
        });
        const probe = await probeVideo(join(services.filesDir, video));
        await extractCover(
          join(services.filesDir, video),
          join(services.filesDir, cover),
          Math.min(1000, probe.durationMs / 2),
          probe,
        );
        const coverSize = (await stat(join(services.filesDir, cover))).size;
        const now = formatDateTime(services.now());
        const userId = row.user_id ?? 1;
        transaction(db, () => {
          insertGeneratedFile(db, row.brand_id, {
            userId,
            storedName: video,
            name: `${entry.name}.mp4`,
            mime: 'video/mp4',
            size: probe.size,
            createdAt: now,
          });
          insertGeneratedFile(db, row.brand_id, {
            userId,
            storedName: cover,
            name: `${entry.name}.jpg`,
            mime: 'image/jpeg',
            size: coverSize,
            createdAt: now,
          });
          const id = insertCreation(db, row.brand_id, {
            userId: row.user_id,
            name: entry.name,
            creationType: CreationType.video,
            url: `/files/${video}`,
            coverUrl: `/files/${cover}`,
            duration: probe.durationMs,
            size: probe.size,
            width: probe.width,
            height: probe.height,
            source: MaterialSource.finishedProductImport,
            taskId: null,
            createdAt: now,
          });
          db.prepare('UPDATE creations SET import_id = ? WHERE id = ?').run(row.id, id);
        });
        success += 1;
      } catch (error) {
        services.log(`jobs: import ${row.id} of ${videoId} failed: ${(error as Error).message}`);
        fail += 1;
        reasons.push(`${videoId}：文件读取失败`);
      }
    }
  }
  const finished = success + fail >= videoIds.length;
  updateCreationImport(db, row.brand_id, row.id, {
    status: finished ? (success > 0 ? 2 : 3) : 1,
    successNumber: success,
    failNumber: fail,
    failReasons: reasons,
    finishedAt: finished ? formatDateTime(services.now()) : null,
  });
}
