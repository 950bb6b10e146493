import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transaction } from '../db/database';
import {
  advanceExport,
  dueExports,
  expireExport,
  failExport,
  finishExport,
  insertFinishedExport,
  startExport,
} from '../db/downloads';
import { addMaterialTags, materialById } from '../db/materialLibrary';
import { activeTagTasks, updateTagTask } from '../db/taskCentre';
import { pumpCaptions } from '../ai/captionJob';
import { pumpPublications } from '../db/publishing';
import type { Services } from '../http/context';
import { ExportStatus, TagTaskStatus } from '../lib/codes';
import { formatDateTime } from '../lib/time';
import { buildExport, type ExporterType } from './exports';
import { runSyncJob } from './orgSync';
import { pumpRenders } from './renders';
import { stepCreationImports } from './creationImports';
import { pendingSyncRuns } from '../db/orgSync';

/** Finished exports can be downloaded again for 15 days (spec section 9), then they expire. */
export const EXPORT_RETENTION_MS = 15 * 24 * 60 * 60 * 1000;
/** Last progress step of an export (99 %): the next step writes its file. */
const LAST_EXPORT_STEP = 3;

/**
 * Writes an export made at once (a binary export answered with its file) and records it in the
 * member's task centre as finished, so it can be downloaded again for the retention period like
 * the queued ones. Returns the file's bytes.
 */
export async function keepExportMadeNow(
  services: Services,
  brandId: number,
  task: { userId: number; fileName: string; exporterType: ExporterType; filters: Record<string, unknown> },
): Promise<Uint8Array> {
  const now = services.now();
  const bytes = await buildExport(services.db, brandId, task.exporterType, task.filters);
  const name = `${randomBytes(16).toString('hex')}.xlsx`;
  writeFileSync(join(services.filesDir, name), bytes);
  insertFinishedExport(services.db, brandId, {
    userId: task.userId,
    fileName: task.fileName,
    exporterType: task.exporterType,
    filters: task.filters,
    createdAt: formatDateTime(now),
    filePath: name,
    expiresAt: formatDateTime(now + EXPORT_RETENTION_MS),
    downloadToken: randomBytes(16).toString('hex'),
  });
  return bytes;
}

/**
 * Moves every background job one step along its lifecycle. The server calls it on a timer; tests
 * call it directly with their clock, so every transition is deterministic. Returns how many
 * jobs moved.
 */
export async function tickJobs(services: Services): Promise<number> {
  const { db } = services;
  const now = services.now();
  const nowText = formatDateTime(now);
  let moved = 0;

  // Exports.
  for (const task of dueExports(db, nowText)) {
    moved += 1;
    const brandId = task.brand_id;
    if (task.status === ExportStatus.waiting) {
      startExport(db, brandId, task.id);
    } else if (task.status === ExportStatus.inProgress && task.sub_status < LAST_EXPORT_STEP) {
      advanceExport(db, brandId, task.id);
    } else if (task.status === ExportStatus.inProgress) {
      try {
        const bytes = await buildExport(
          db,
          brandId,
          task.exporter_type as ExporterType,
          JSON.parse(task.export_json) as Record<string, unknown>,
        );
        const name = `${randomBytes(16).toString('hex')}.xlsx`;
        writeFileSync(join(services.filesDir, name), bytes);
        const done = finishExport(db, brandId, task.id, {
          filePath: name,
          finishedAt: nowText,
          expiresAt: formatDateTime(now + EXPORT_RETENTION_MS),
          downloadToken: randomBytes(16).toString('hex'),
        });
        // Cancelled while the file was being written: the file is dropped.
        if (!done) rmSync(join(services.filesDir, name), { force: true });
      } catch (error) {
        services.log(`jobs: export ${task.id} failed: ${(error as Error).message}`);
        failExport(db, brandId, task.id, '导出失败，请重新导出');
      }
    } else {
      // Done and past its 15 days: expired, the file removed.
      if (task.file_path) rmSync(join(services.filesDir, task.file_path), { force: true });
      expireExport(db, brandId, task.id);
    }
  }

  // Tag tasks: queued, then each step tags one more material.
  for (const task of activeTagTasks(db)) {
    moved += 1;
    const brandId = task.brand_id;
    if (task.status === TagTaskStatus.inProgress) {
      updateTagTask(db, brandId, task.id, { status: TagTaskStatus.inProgress2 });
      continue;
    }
    const materialIds = JSON.parse(task.material_ids) as number[];
    const tagIds = task.tag_ids.split(',').filter(Boolean).map(Number);
    const next = materialIds[task.complete_num];
    transaction(db, () => {
      if (next === undefined) {
        updateTagTask(db, brandId, task.id, { status: TagTaskStatus.completed });
        return;
      }
      if (!materialById(db, brandId, next)) {
        updateTagTask(db, brandId, task.id, { status: TagTaskStatus.failed });
        return;
      }
      addMaterialTags(db, brandId, [next], tagIds);
      const completeNum = task.complete_num + 1;
      updateTagTask(db, brandId, task.id, {
        status: completeNum >= materialIds.length ? TagTaskStatus.completed : TagTaskStatus.inProgress2,
        completeNum,
      });
    });
  }

  // Merges and splits: each is a render job (jobs/renders.ts); the oldest waiting one starts when
  // the render queue has room and runs on its own, so a long render never holds up the other jobs.
  moved += pumpRenders(services);

  // Imports from the design tool into 成品库 (ADR 0032): one video per import and step.
  moved += await stepCreationImports(services);

  // Organisation syncs: each queued run applies the brand's directory in one step.
  for (const run of pendingSyncRuns(db)) {
    moved += 1;
    const failure = runSyncJob(db, run, nowText, now);
    if (failure) services.log(`jobs: organisation sync ${run.id} failed: ${failure.message}`);
  }

  // Caption batches (ADR 0034): each batch writes its next work's texts through the brand's provider.
  moved += pumpCaptions(services);
  moved += await pumpPublications(services);
  return moved;
}

/** Runs `tickJobs` every `intervalMs` until stopped; one step at a time, never overlapping. */
export function startJobWorker(services: Services, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tickJobs(services)
      .catch((error: unknown) => services.log(`jobs: ${(error as Error).stack ?? String(error)}`))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
