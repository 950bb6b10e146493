import {
  dictionaryLabel,
  isApiClientError,
  isApiError,
  RENDER_FAILURE_REASONS,
  type MergeSplitRecord,
} from '@brand-console/api-client';
import { apiPathKey } from '@brand-console/api-client/query';
import {
  TaskCentre,
  type DateRangeValue,
  type TaskCentreExportRow,
  type TaskCentreMaterial,
  type TaskCentreRecordRow,
  type TaskCentreTab,
  useLocale,
} from '@brand-console/ui';
import { keepPreviousData, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermissions } from '../../lib/hooks';
import { day } from '../../lib/dates';
import { MaterialDetailHost } from '../../components/MaterialDetailHost';
import { preloadable } from '../../lib/preloadable';
import { useServices } from '../../lib/services';
import {
  DEFAULT_PAGE_SIZE,
  isRunning,
  loadTab,
  TAB_PATHS,
  tabQueryKey,
  type TabPage,
  type TabQuery,
  type TabRows,
} from './lists';

// A caption batch's results (ADR 0034), loaded when one is first viewed.
const CaptionResultsDialog = preloadable(() =>
  import('../../features/creation/titles/CaptionResultsDialog').then((m) => m.CaptionResultsDialog),
);

/** Where "view" on a merge or split record leads (spec section 2), after the 500 ms view delay. */
export const MATERIAL_LIBRARY_PATH = '/sumwhy_video/material_library';
const VIEW_DELAY_MS = 500;
/** Task-centre polling interval (spec sections 4 and 9: about every 4 s). */
export const POLL_INTERVAL_MS = 4000;

type AnyRow = TabRows[TaskCentreTab];
type TabData = TabPage<AnyRow>;
const NO_ROWS: AnyRow[] = [];

/**
 * Polling rules (spec section 4): a page is polled every 4 s while it answered with a row in
 * progress, and no longer once none is or once a load failed. The query is only enabled while the
 * dialog is open, and TanStack Query sends no interval load while the browser tab is hidden; on
 * return, a page still in progress is loaded once at once.
 */
function stillRunning(tab: TaskCentreTab) {
  return (query: Query<TabData, Error, TabData, readonly unknown[]>) =>
    query.state.status === 'success' && query.state.data !== undefined
      ? query.state.data.rows.some((row) => isRunning(tab, row.status))
      : false;
}

/**
 * The task centre wired to the API: user info first (once per opening), then the open tab's page
 * through the query cache, polled every 4 s while any of its rows runs; nothing after the dialog
 * closes. A refusal (non-zero code) empties the list on the first page; a network failure stops
 * loading quietly, keeping what was shown.
 *
 * Idle cost: a poll that brings the same rows changes nothing React sees. Query results are
 * structurally shared (an unchanged answer keeps the previous objects) and this component reads
 * only the data and whether it is pending, so an unchanged poll renders nothing; a changed row
 * renders the table's rows, and the task centre's cells are memoised on their values.
 */
export function TaskCentreHost({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { api, session } = useServices();
  const queryClient = useQueryClient();
  const { isAdmin } = usePermissions();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TaskCentreTab>(1);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [range, setRange] = useState<DateRangeValue | null>(null);
  const [scope, setScope] = useState<'self' | 'all'>('self');
  const [sourceId, setSourceId] = useState<number | null>(null);

  /** Whether this opening of the centre has fetched the user info yet (once per opening, not per poll). */
  const userInfoFetched = useRef(false);
  useEffect(() => {
    if (open) return;
    userInfoFetched.current = false;
    // Closing stops everything at once: a load in flight is aborted and its answer dropped.
    void queryClient.cancelQueries({ predicate: isTaskCentreQuery });
  }, [open, queryClient]);

  const query: TabQuery = useMemo(
    () => ({
      pageNo: pagination.pageIndex + 1,
      pageSize: pagination.pageSize,
      ...(range ? { startTime: day(range.from), endTime: day(range.to) } : {}),
      ...(tab === 1 && isAdmin ? { onlyShowSelfData: scope === 'self' ? 1 : 0 } : {}),
    }),
    [tab, pagination, range, isAdmin, scope],
  );

  const list = useQuery<TabData, Error, TabData, readonly unknown[]>({
    queryKey: tabQueryKey(tab, query),
    queryFn: async ({ signal }) => {
      // Spec section 2: the task centre fetches user info before opening, then its lists.
      const { userInfo } = session.state;
      if (userInfo && !userInfoFetched.current) {
        await api.request(
          '/v1/system/account/user/selectUserInfo',
          { userId: userInfo.userId },
          { signal, selfHandled: true },
        );
        userInfoFetched.current = true;
      }
      try {
        return await loadTab(api, tab, query, signal);
      } catch (error) {
        // Spec section 8: a refusal empties the list on the first page.
        if (isApiError(error) && query.pageNo === 1) return { rows: [], total: 0 };
        throw error;
      }
    },
    enabled: open,
    // Every opening, tab or page shows what the cache has and loads it again.
    staleTime: 0,
    refetchInterval: (q) => (stillRunning(tab)(q) ? POLL_INTERVAL_MS : false),
    refetchOnWindowFocus: stillRunning(tab),
    // Paging within a tab keeps the rows shown (under a spinner) until the next page is in.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === TAB_PATHS[tab] && (previousQuery.queryKey[2] as { tab: number }).tab === tab
        ? keepPreviousData(previous)
        : undefined,
  });

  const locale = useLocale();
  const withReasons = useMemo(() => recordsWithReasons(locale.startsWith('en') ? 'en' : 'zh'), [locale]);
  const data = useMemo(
    () => ({
      rows: tab === 3 || tab === 4 ? (list.data?.rows ?? NO_ROWS).map(withReasons) : (list.data?.rows ?? NO_ROWS),
      total: list.data?.total ?? 0,
      loading: open && (list.isPending || list.isPlaceholderData),
    }),
    [list.data, list.isPending, list.isPlaceholderData, open, tab, withReasons],
  );

  const toFirstPage = useCallback(() => setPagination((p) => ({ pageIndex: 0, pageSize: p.pageSize })), []);
  const onTabChange = useCallback(
    (next: TaskCentreTab) => {
      setTab(next);
      toFirstPage();
    },
    [toFirstPage],
  );
  const onRangeChange = useCallback(
    (next: DateRangeValue | null) => {
      setRange(next);
      toFirstPage();
    },
    [toFirstPage],
  );
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: tabQueryKey(tab, query).slice(0, 2) }),
    [queryClient, tab, query],
  );

  /**
   * Cancel, once the user confirmed (the kit asks). The server refuses a job that is no longer in
   * progress (it finished meanwhile): the client shows its message as an error toast (spec
   * section 8), the confirmation closes and the list is loaded again, so the row shows how the job
   * ended. Network failures are toasted the same way.
   */
  const onCancelExport = useCallback(
    async (row: TaskCentreExportRow) => {
      try {
        await api.request('/v1/system/download/updateDownloadTask', { taskId: row.id, status: 4 });
      } catch (error) {
        if (!isApiClientError(error)) throw error;
      } finally {
        void queryClient.invalidateQueries({ queryKey: apiPathKey(TAB_PATHS[1]) });
      }
    },
    [api, queryClient],
  );
  /** Cancel a merge or split in progress (confirmed in the kit); a refusal (it ended meanwhile) is toasted the same way. */
  const onCancelRecord = useCallback(
    async (row: TaskCentreRecordRow) => {
      try {
        await api.request('/v1/sumvideo/sv/material/operation/cancelOperation', { id: row.id });
      } catch (error) {
        if (!isApiClientError(error)) throw error;
      } finally {
        void queryClient.invalidateQueries({ queryKey: apiPathKey(TAB_PATHS[3]) });
      }
    },
    [api, queryClient],
  );
  const onDownload = useCallback((row: TaskCentreExportRow) => {
    if (row.fileUrl) window.open(row.fileUrl, '_blank', 'noopener,noreferrer');
  }, []);
  const onView = useCallback(
    (row: TaskCentreRecordRow, kind: 3 | 4) => {
      const name = (kind === 3 ? row.targetMaterials[0]?.name : row.sourceMaterials[0]?.name) ?? '';
      onOpenChange(false);
      setTimeout(
        () => void navigate(`${MATERIAL_LIBRARY_PATH}?${new URLSearchParams({ name, from: 'record' })}`),
        VIEW_DELAY_MS,
      );
    },
    [navigate, onOpenChange],
  );
  const onOpenSource = useCallback((material: TaskCentreMaterial) => setSourceId(material.id), []);
  const [captionTask, setCaptionTask] = useState<number | null>(null);
  const onViewCaption = useCallback((row: { id: number }) => setCaptionTask(row.id), []);

  return (
    <>
      <TaskCentre
        open={open}
        onOpenChange={onOpenChange}
        tab={tab}
        onTabChange={onTabChange}
        data={data}
        pagination={pagination}
        onPaginationChange={setPagination}
        range={range}
        onRangeChange={onRangeChange}
        isAdmin={isAdmin}
        scope={scope}
        onScopeChange={setScope}
        onCancelExport={onCancelExport}
        onCancelRecord={onCancelRecord}
        onDownload={onDownload}
        onView={onView}
        onViewCaption={onViewCaption}
        onRetry={refresh}
        onOpenSource={onOpenSource}
      />
      {/* A source thumbnail opens the element detail dialog above the task centre (spec section 2). */}
      <MaterialDetailHost materialId={open ? sourceId : null} onClose={() => setSourceId(null)} />
      <Suspense fallback={null}>
        {open && captionTask !== null ? (
          <CaptionResultsDialog taskId={captionTask} onClose={() => setCaptionTask(null)} />
        ) : null}
      </Suspense>
    </>
  );
}

/**
 * Merge and split records with their failure reason in the reader's language. One mapped object per
 * row object: the query keeps unchanged rows' objects between polls, so their mapped rows stay the
 * same objects too and an unchanged poll still renders nothing.
 */
function recordsWithReasons(lang: 'zh' | 'en') {
  const mapped = new WeakMap<object, AnyRow>();
  return (row: AnyRow): AnyRow => {
    const record = row as MergeSplitRecord;
    let out = mapped.get(record);
    if (!out) {
      out = {
        ...record,
        failReason: record.failReason ? dictionaryLabel(RENDER_FAILURE_REASONS, record.failReason, lang) : null,
      } as unknown as AnyRow;
      mapped.set(record, out);
    }
    return out;
  };
}

/** Queries of the task centre's lists (their keys end in `taskCentre`). */
function isTaskCentreQuery(query: Query): boolean {
  return query.queryKey.at(-1) === 'taskCentre';
}
