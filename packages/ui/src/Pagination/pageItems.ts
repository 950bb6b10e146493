/** One slot in the page list: a page number or a gap. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The pages to show: always the first and last, the current page with `siblings` on each side,
 * and a gap where pages are skipped. The list keeps the same length while paging, so buttons
 * do not jump under the pointer.
 */
export function getPageItems(current: number, totalPages: number, siblings = 1): PageItem[] {
  const slots = siblings * 2 + 5;
  if (totalPages <= slots) return range(1, totalPages);
  const page = Math.min(Math.max(current, 1), totalPages);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, totalPages);
  const showStartGap = left > 3;
  const showEndGap = right < totalPages - 2;
  const edgeCount = 3 + siblings * 2;
  if (!showStartGap) return [...range(1, edgeCount), 'end-ellipsis', totalPages];
  if (!showEndGap) return [1, 'start-ellipsis', ...range(totalPages - edgeCount + 1, totalPages)];
  return [1, 'start-ellipsis', ...range(left, right), 'end-ellipsis', totalPages];
}

/** Number of pages for a total and a page size (at least 1). */
export function getTotalPages(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}
