import { useState } from 'react';
import type { DateRangeValue } from '../DateRangePicker/DateRangePicker';
import type {
  TaskCentreAiRow,
  TaskCentreExportRow,
  TaskCentreProps,
  TaskCentreRecordRow,
  TaskCentreTagRow,
} from './TaskCentre';
import { TaskCentre } from './TaskCentre';
import type { TaskCentreTab } from './status';

/** A fixed "today" so date limits and screenshots never move. */
export const TODAY = new Date(2026, 10, 23, 10, 0);

const COVER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#93c5fd"/><circle cx="22" cy="24" r="8" fill="#fff"/><path d="M6 56l18-20 12 12 8-8 14 16z" fill="#1d4ed8"/></svg>',
  );

/** One export row per status, sub-statuses for the in-progress steps. */
export const exportRows: TaskCentreExportRow[] = [
  { id: 1, fileName: '员工运营分析_20261123.xlsx', exportTime: '2026-11-23 09:58', status: 1, subStatus: 0 },
  { id: 2, fileName: '视频任务数据_20261123.xlsx', exportTime: '2026-11-23 09:40', status: 2, subStatus: 1 },
  { id: 3, fileName: '直播数据_20261123.xlsx', exportTime: '2026-11-23 09:31', status: 2, subStatus: 2 },
  { id: 4, fileName: '会员列表_20261123.xlsx', exportTime: '2026-11-23 09:12', status: 2, subStatus: 3 },
  { id: 5, fileName: '销售报表_20261122.xlsx', exportTime: '2026-11-22 18:05', status: 3, fileUrl: '/exports/a' },
  { id: 6, fileName: '素材合并记录_20261120.xlsx', exportTime: '2026-11-20 11:00', status: 4 },
  { id: 7, fileName: '互动数据_20261119.xlsx', exportTime: '2026-11-19 16:20', status: 5 },
  { id: 8, fileName: '客户列表_20261101.xlsx', exportTime: '2026-11-01 08:00', status: 6 },
];

export const tagRows: TaskCentreTagRow[] = [
  { id: 1, slaveNumber: 120, tagNames: ['美妆', '春季新品'], gmtCreate: '2026-11-23 09:50', status: 1, completeNum: 0 },
  { id: 2, slaveNumber: 80, tagNames: ['口播'], gmtCreate: '2026-11-23 09:20', status: 2, completeNum: 37 },
  { id: 3, slaveNumber: 15, tagNames: ['探店'], gmtCreate: '2026-11-22 14:00', status: 3, completeNum: 6 },
  {
    id: 4,
    slaveNumber: 42,
    tagNames: ['节日', '促销', '直播切片'],
    gmtCreate: '2026-11-21 10:30',
    status: 4,
    completeNum: 42,
  },
];

const sources = [
  { id: 11, name: '春季新品口播A.mp4', coverUrl: COVER },
  { id: 12, name: '春季新品口播B.mp4', coverUrl: COVER },
];

export const mergeRows: TaskCentreRecordRow[] = [
  {
    id: 1,
    sourceMaterials: sources,
    targetMaterials: [{ name: '春季新品合集.mp4' }],
    tagIds: [{ name: '春季新品' }],
    folderIds: [{ name: '2026 春季' }],
    status: 1,
    gmtCreate: '2026-11-23 09:45',
    splitDuration: null,
    progress: 42,
  },
  {
    id: 2,
    sourceMaterials: sources,
    targetMaterials: [{ name: '口播合集.mp4' }],
    tagIds: [],
    folderIds: [],
    status: 2,
    gmtCreate: '2026-11-22 17:10',
    splitDuration: null,
  },
  {
    id: 3,
    sourceMaterials: sources.slice(0, 1),
    targetMaterials: [{ name: '失败合并.mp4' }],
    tagIds: [],
    folderIds: [],
    status: 3,
    gmtCreate: '2026-11-21 12:00',
    splitDuration: null,
    failReason: '素材文件无法读取',
  },
  {
    id: 4,
    sourceMaterials: sources,
    targetMaterials: [{ name: '排队合并.mp4' }],
    tagIds: [],
    folderIds: [],
    status: 4,
    gmtCreate: '2026-11-23 09:59',
    splitDuration: null,
  },
];

export const splitRows: TaskCentreRecordRow[] = mergeRows.map((row, i) => ({
  ...row,
  sourceMaterials: sources.slice(0, 1),
  targetMaterials: [{ name: `片段_${i + 1}_1.mp4` }, { name: `片段_${i + 1}_2.mp4` }],
  splitDuration: 15_000 + i * 2_500,
}));

export const aiRows: TaskCentreAiRow[] = [
  { id: 1, creationType: 99, type: 1, totalNumber: 20, completeNumber: 8, status: 1, gmtCreate: '2026-11-23 09:30' },
  { id: 2, creationType: 1, type: 2, totalNumber: 10, completeNumber: 10, status: 2, gmtCreate: '2026-11-22 15:00' },
  { id: 3, creationType: 1, type: 1, totalNumber: 5, completeNumber: 2, status: 3, gmtCreate: '2026-11-21 11:00' },
];

export const rowsByTab = { 1: exportRows, 2: tagRows, 3: mergeRows, 4: splitRows, 5: aiRows } as const;

/**
 * The dialog with its own tab, page and range state, as an app would hold them. An export whose
 * cancellation `onCancelExport` accepted (did not throw or reject) is shown cancelled, as the
 * app's next load would show it.
 */
export function StatefulTaskCentre(
  props: Partial<TaskCentreProps> & { initialTab?: TaskCentreTab; state?: 'rows' | 'empty' | 'loading' | 'error' },
) {
  const { initialTab = 1, state = 'rows', onCancelExport, ...rest } = props;
  const [tab, setTab] = useState<TaskCentreTab>(initialTab);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 5 });
  const [range, setRange] = useState<DateRangeValue | null>(null);
  const [scope, setScope] = useState<'self' | 'all'>('self');
  const [cancelled, setCancelled] = useState<ReadonlySet<number>>(new Set());
  const all =
    tab === 1 && cancelled.size
      ? exportRows.map((row) => (cancelled.has(row.id) ? { ...row, status: 4, subStatus: null } : row))
      : rowsByTab[tab];
  const rows =
    state === 'rows'
      ? all.slice(pagination.pageIndex * pagination.pageSize, (pagination.pageIndex + 1) * pagination.pageSize)
      : [];
  return (
    <TaskCentre
      open
      onOpenChange={() => {}}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        setPagination({ pageIndex: 0, pageSize: pagination.pageSize });
      }}
      data={{
        rows,
        total: state === 'rows' ? all.length : 0,
        loading: state === 'loading',
        ...(state === 'error' ? { error: '网络请求失败，请检查网络连接后重试' } : {}),
      }}
      pagination={pagination}
      onPaginationChange={setPagination}
      range={range}
      onRangeChange={setRange}
      scope={scope}
      onScopeChange={setScope}
      today={TODAY}
      {...(onCancelExport
        ? {
            onCancelExport: async (row: TaskCentreExportRow) => {
              await onCancelExport(row);
              setCancelled((ids) => new Set(ids).add(row.id));
            },
          }
        : {})}
      {...rest}
    />
  );
}
