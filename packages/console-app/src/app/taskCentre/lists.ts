import type {
  AiCreationRecord,
  ApiClient,
  DownloadTask,
  MergeSplitRecord,
  TagTaskRow,
} from '@brand-console/api-client';
import { API_QUERY_SCOPE } from '@brand-console/api-client/query';

/** The five tabs (spec sections 2 and 9): 1 exports, 2 tag tasks, 3 merges, 4 splits, 5 AI creation. */
export type TaskTab = 1 | 2 | 3 | 4 | 5;
export const TASK_TABS: readonly TaskTab[] = [1, 2, 3, 4, 5];

export interface TabRows {
  1: DownloadTask;
  2: TagTaskRow;
  3: MergeSplitRecord;
  4: MergeSplitRecord;
  5: AiCreationRecord;
}

export interface TabQuery {
  /** 1-based. */
  pageNo: number;
  /** 5, 10, 20 or 50 (default 5). */
  pageSize: number;
  /** YYYY-MM-DD, inclusive; never after today. */
  startTime?: string;
  endTime?: string;
  /** Exports only, for admins: 1 own records (the default), 0 every member's. */
  onlyShowSelfData?: 0 | 1;
}

export interface TabPage<T> {
  rows: T[];
  total: number;
}

export const PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 5;

const MERGE = 1;
const SPLIT = 2;

/** The list endpoint of each tab. */
export const TAB_PATHS = {
  1: '/v1/system/download/listDownloadTaskV2',
  2: '/cgp/web/markTagTask/listMarkTagTask',
  3: '/v1/sumvideo/sv/material/operation/listOperationRecords',
  4: '/v1/sumvideo/sv/material/operation/listOperationRecords',
  5: '/cgp/web/creation/caption/listCreationCaptionTask',
} as const satisfies Record<TaskTab, string>;

/**
 * The query key of one page of a tab. It starts like the api-client's `apiPathKey` of the tab's
 * endpoint, so invalidating that path (after starting an export, a split…) refreshes the task
 * centre too; it ends in `taskCentre` because these loads differ from a plain call of the path
 * (self-handled, and a refusal of the first page is an empty list).
 */
export function tabQueryKey(tab: TaskTab, query: TabQuery) {
  return [API_QUERY_SCOPE, TAB_PATHS[tab], { tab, ...query }, 'taskCentre'] as const;
}

const range = (query: TabQuery) => ({
  ...(query.startTime ? { startTime: query.startTime } : {}),
  ...(query.endTime ? { endTime: query.endTime } : {}),
});

/**
 * One page of a tab through the API client. Errors are the caller's to show (spec section 8: a
 * non-zero code empties the list on the first page; a network failure stops loading silently),
 * so every call is self-handled.
 */
export async function loadTab<K extends TaskTab>(
  api: ApiClient,
  tab: K,
  query: TabQuery,
  signal?: AbortSignal,
): Promise<TabPage<TabRows[K]>> {
  const options = { selfHandled: true, ...(signal ? { signal } : {}) };
  const paging = { pageNo: query.pageNo, pageSize: query.pageSize };
  let result: { records: unknown[]; total: number };
  switch (tab) {
    case 1:
      result = await api.request(
        '/v1/system/download/listDownloadTaskV2',
        {
          ...paging,
          ...range(query),
          ...(query.onlyShowSelfData !== undefined ? { onlyShowSelfData: query.onlyShowSelfData } : {}),
        },
        options,
      );
      break;
    case 2:
      result = await api.request('/cgp/web/markTagTask/listMarkTagTask', { ...paging, ...range(query) }, options);
      break;
    case 3:
    case 4:
      result = await api.request(
        '/v1/sumvideo/sv/material/operation/listOperationRecords',
        { operationType: tab === 3 ? MERGE : SPLIT, ...paging, ...range(query) },
        options,
      );
      break;
    default:
      result = await api.request(
        '/cgp/web/creation/caption/listCreationCaptionTask',
        {
          ...paging,
          ...(query.startTime ? { createMinTime: query.startTime } : {}),
          ...(query.endTime ? { createMaxTime: query.endTime } : {}),
          orderSetting: [{ column: 'gmt_create', asc: false }],
        },
        options,
      );
  }
  return { rows: result.records as TabRows[K][], total: result.total };
}

/** A row still moving (spec section 4): polling continues while any row of the tab is. */
export function isRunning(tab: TaskTab, status: number): boolean {
  switch (tab) {
    case 1:
      return status === 1 || status === 2;
    case 2:
      return status === 1 || status === 2;
    case 3:
    case 4:
      return status === 1 || status === 4;
    default:
      return status === 1;
  }
}
