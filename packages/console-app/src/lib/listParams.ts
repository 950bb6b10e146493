import { filterList, filterText, splitRange, type ListFilterValue } from '@brand-console/ui';

/**
 * Reading a list's URL-shaped filters (`ListQuery.filters`) as request parameters. The request
 * schemas validate what comes out, so a hand-edited address gets the server's 4xx, never a crash.
 */

/** A text filter, trimmed; undefined when empty. */
export function textParam(value: ListFilterValue | undefined): string | undefined {
  const text = filterText(value)?.trim();
  return text ? text : undefined;
}

/** A numeric filter (an id or a code); undefined when empty or not a whole number. */
export function intParam(value: ListFilterValue | undefined): number | undefined {
  const text = textParam(value);
  return text !== undefined && /^-?\d+$/.test(text) ? Number(text) : undefined;
}

/** A list of ids; items that are not whole numbers are dropped. */
export function intListParam(value: ListFilterValue | undefined): number[] | undefined {
  const ids = filterList(value)
    .filter((item) => /^\d+$/.test(item))
    .map(Number);
  return ids.length ? ids : undefined;
}

/** A `from~to` day range as the list calls' `startTime` / `endTime` (either side may be open). */
export function dateRangeParams(value: ListFilterValue | undefined): { startTime?: string; endTime?: string } {
  const [from, to] = splitRange(value);
  return { ...(from ? { startTime: from } : {}), ...(to ? { endTime: to } : {}) };
}
