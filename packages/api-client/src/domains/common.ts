/** Shared shapes of the envelope `data` of many endpoints. */

/** One page of a list (spec: `data.records` and `data.total`). */
export interface PageResult<T> {
  records: T[];
  total: number;
}

/**
 * Result of calls whose answer the spec does not show and the app does not read (saves,
 * deletes, status changes). The reference server answers `data: null`.
 */
export type Done = null;

/** `YYYY-MM-DD HH:mm:ss` text, as the server writes times. */
export type DateTimeText = string;

/** 0 or 1 flags, as the server writes booleans. */
export type Flag = 0 | 1;
