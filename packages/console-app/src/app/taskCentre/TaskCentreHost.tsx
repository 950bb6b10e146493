import { isApiError } from '@brand-console/api-client';
import { TaskCentre, type DateRangeValue, type TaskCentreTab } from '@brand-console/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermissions } from '../../lib/hooks';
import { day } from '../../lib/dates';
import { MaterialDetailHost } from '../../components/MaterialDetailHost';
import { useServices } from '../../lib/services';
import { DEFAULT_PAGE_SIZE, isRunning, loadTab, type TabPage, type TabRows } from './lists';
import { usePolling } from './usePolling';

/** Where "view" on a merge or split record leads (spec section 2), after the 500 ms view delay. */
export const MATERIAL_LIBRARY_PATH = '/sumwhy_video/material_library';
const VIEW_DELAY_MS = 500;

type AnyRow = TabRows[TaskCentreTab];

/**
 * The task centre wired to the API: user info first, then the open tab, polled every 4 s while
 * any row runs; nothing after the dialog closes. A refusal (non-zero code) empties the list on
 * the first page; a network failure stops loading quietly, keeping what was shown.
 */
export function TaskCentreHost({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { api, session } = useServices();
  const { isAdmin } = usePermissions();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TaskCentreTab>(1);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [range, setRange] = useState<DateRangeValue | null>(null);
  const [scope, setScope] = useState<'self' | 'all'>('self');
  const [reload, setReload] = useState(0);
  const [sourceId, setSourceId] = useState<number | null>(null);

  /** Whether this opening of the centre has fetched the user info yet (once per opening, not per poll). */
  const userInfoFetched = useRef(false);
  useEffect(() => {
    if (!open) userInfoFetched.current = false;
  }, [open]);

  const load = useCallback(
    async (signal: AbortSignal): Promise<TabPage<AnyRow> & { tab: TaskCentreTab }> => {
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
        return {
          tab,
          ...(await loadTab(
            api,
            tab,
            {
              pageNo: pagination.pageIndex + 1,
              pageSize: pagination.pageSize,
              ...(range ? { startTime: day(range.from), endTime: day(range.to) } : {}),
              ...(tab === 1 && isAdmin ? { onlyShowSelfData: scope === 'self' ? 1 : 0 } : {}),
            },
            signal,
          )),
        };
      } catch (error) {
        if (isApiError(error) && pagination.pageIndex === 0) return { tab, rows: [], total: 0 };
        throw error;
      }
    },
    [api, session, tab, pagination, range, isAdmin, scope],
  );

  const polling = usePolling<TabPage<AnyRow> & { tab: TaskCentreTab }>({
    enabled: open,
    load,
    shouldContinue: (page) => page.rows.some((row) => isRunning(page.tab, row.status)),
    reloadKey: `${tab}:${pagination.pageIndex}:${pagination.pageSize}:${range?.from.getTime()}:${range?.to.getTime()}:${scope}:${reload}`,
  });
  // Rows of another tab (still shown while the new tab loads) would not fit its columns.
  const current = polling.data?.tab === tab ? polling.data : undefined;
  const data = current ?? { rows: [], total: 0 };

  return (
    <>
      <TaskCentre
        open={open}
        onOpenChange={onOpenChange}
        tab={tab}
        onTabChange={(next) => {
          setTab(next);
          setPagination((p) => ({ pageIndex: 0, pageSize: p.pageSize }));
        }}
        data={{ rows: data.rows, total: data.total, loading: polling.loading && current === undefined }}
        pagination={pagination}
        onPaginationChange={setPagination}
        range={range}
        onRangeChange={(next) => {
          setRange(next);
          setPagination((p) => ({ pageIndex: 0, pageSize: p.pageSize }));
        }}
        isAdmin={isAdmin}
        scope={scope}
        onScopeChange={setScope}
        onCancelExport={(row) => {
          void api
            .request('/v1/system/download/updateDownloadTask', { taskId: row.id, status: 4 })
            .then(() => setReload((n) => n + 1));
        }}
        onDownload={(row) => {
          if (row.fileUrl) window.open(row.fileUrl, '_blank', 'noopener,noreferrer');
        }}
        onView={(row, kind) => {
          const name = (kind === 3 ? row.targetMaterials[0]?.name : row.sourceMaterials[0]?.name) ?? '';
          onOpenChange(false);
          setTimeout(
            () => void navigate(`${MATERIAL_LIBRARY_PATH}?${new URLSearchParams({ name, from: 'record' })}`),
            VIEW_DELAY_MS,
          );
        }}
        onRetry={() => setReload((n) => n + 1)}
        onOpenSource={(material) => setSourceId(material.id)}
      />
      {/* A source thumbnail opens the element detail dialog above the task centre (spec section 2). */}
      <MaterialDetailHost materialId={open ? sourceId : null} onClose={() => setSourceId(null)} />
    </>
  );
}
