import type { CoverDocument } from './document';

/** Undo keeps at least this many steps (the issue asks for 100). */
export const COVER_HISTORY_LIMIT = 200;
/** Changes with the same key within this time are one step (typing, nudging, dragging a slider). */
export const COVER_COALESCE_MS = 1_000;

export interface CoverHistory {
  past: readonly CoverDocument[];
  present: CoverDocument;
  future: readonly CoverDocument[];
  /** The key and time of the last step, for coalescing. */
  last?: { key: string; at: number };
}

export const createCoverHistory = (present: CoverDocument): CoverHistory => ({ past: [], present, future: [] });

/**
 * Records `next` as a step. The same document is not a step; a change with the same
 * `coalesceKey` as the previous one within {@link COVER_COALESCE_MS} replaces it instead of
 * adding one, so typing a word or holding an arrow key is undone at once.
 */
export function commitCover(
  history: CoverHistory,
  next: CoverDocument,
  options: { coalesceKey?: string; now?: number } = {},
): CoverHistory {
  if (next === history.present) return history;
  const now = options.now ?? Date.now();
  const key = options.coalesceKey;
  if (key && history.last?.key === key && now - history.last.at < COVER_COALESCE_MS && history.past.length > 0) {
    return { past: history.past, present: next, future: [], last: { key, at: now } };
  }
  const past = [...history.past, history.present].slice(-COVER_HISTORY_LIMIT);
  return { past, present: next, future: [], ...(key ? { last: { key, at: now } } : {}) };
}

export function undoCover(history: CoverHistory): CoverHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redoCover(history: CoverHistory): CoverHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
