import { useState } from 'react';
import { useLocation } from 'react-router';

/** The position of the current entry in the tab's history, as React Router's browser history keeps it. */
function historyIndex(): number | null {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number') return state.idx;
  return null;
}

/**
 * The path of the history entry just behind the current one, when the shell saw it: a breadcrumb
 * that leads there goes back instead of pushing (spec section 2), so the page comes back as it was
 * left (its query, its scroll, its kept-alive state).
 *
 * Each path the shell shows is recorded under its history position; a push or replace at a position
 * overwrites it, and going back or forward only reads. The record lives as long as the shell: after
 * a reload, or when the shell was left for a page outside it, nothing behind is known and breadcrumbs
 * push, which is never wrong.
 */
export function usePreviousPath(): string | undefined {
  const { pathname } = useLocation();
  const [seen, setSeen] = useState<ReadonlyMap<number, string>>(() => new Map());
  const index = historyIndex();
  if (index === null) return undefined;
  if (seen.get(index) !== pathname) {
    // Adjusting state while rendering (React's pattern for state derived from a change): no effect lag.
    const next = new Map(seen);
    next.set(index, pathname);
    setSeen(next);
  }
  return seen.get(index - 1);
}
