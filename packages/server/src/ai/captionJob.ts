import { TITLE_LIMITS } from '@brand-console/api-client';
import { endCaptionTask, pendingCaptionWork, setCaptionResult, workContext } from '../db/captions';
import type { Services } from '../http/context';
import { CreationType } from '../db/synthesis';
import { providerFor } from './index';
import { ProviderError } from './provider';

/** Steps under way, per database and batch id: one work of a batch at a time, never the same batch twice. */
const underWay = new WeakMap<object, Map<number, Promise<void>>>();

function runningOf(db: object): Map<number, Promise<void>> {
  let map = underWay.get(db);
  if (!map) underWay.set(db, (map = new Map()));
  return map;
}

/**
 * Caption batches (ADR 0034): every tick, each batch in progress that has no step running starts
 * its next waiting work through the brand's provider (titles for videos, notes for image-text
 * works, imitations of the batch's example for type 2), without holding up the other jobs; a batch
 * with nothing left waiting ends, completed when any work got texts, failed when none did.
 * Answers how many batches moved.
 */
export function pumpCaptions(services: Services): number {
  const { db } = services;
  const running = runningOf(db);
  let moved = 0;
  for (const task of pendingCaptionWork(db)) {
    if (running.has(task.id)) continue;
    moved += 1;
    if (task.next_creation_id === null) {
      endCaptionTask(db, task.brand_id, task.id, task.done > 0);
      continue;
    }
    const creationId = task.next_creation_id;
    const step = (async () => {
      const context = workContext(db, task.brand_id, creationId);
      if (!context) {
        setCaptionResult(db, task.brand_id, task.id, creationId, {
          texts: [],
          generator: null,
          model: null,
          error: '作品不存在或已删除',
        });
        return;
      }
      try {
        const kind = task.type === 2 ? 'imitate' : task.creation_type === CreationType.imageText ? 'note' : 'title';
        const result = await providerFor(db, task.brand_id).generate({
          kind,
          count: Math.min(task.count, TITLE_LIMITS.count.max),
          context,
          example: task.prompt || undefined,
        });
        setCaptionResult(db, task.brand_id, task.id, creationId, {
          texts: result.items,
          generator: result.generator,
          model: result.model,
          error: result.items.length ? null : '没有生成可用的文案',
        });
      } catch (error) {
        const message = error instanceof ProviderError ? error.message : '文案生成失败';
        if (!(error instanceof ProviderError))
          services.log(`jobs: caption ${task.id} failed: ${(error as Error).message}`);
        setCaptionResult(db, task.brand_id, task.id, creationId, {
          texts: [],
          generator: null,
          model: null,
          error: message,
        });
      }
    })().finally(() => running.delete(task.id));
    running.set(task.id, step);
  }
  return moved;
}

/** Waits for the caption steps under way (tests, and a stopping server). */
export async function settleCaptions(services: Pick<Services, 'db'>): Promise<void> {
  await Promise.all([...runningOf(services.db).values()]);
}
