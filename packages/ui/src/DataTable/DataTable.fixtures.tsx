/**
 * Deterministic rows and columns for DataTable stories, tests and the performance test.
 * No clock and no randomness: the same rows every run (screenshots stay stable).
 */
import { StatusTag } from '../StatusTag/StatusTag';
import { statusDictionary } from '../StatusTag/statusDictionary';
import { createDataTableColumnHelper } from './columnHelper';

export interface ExportRow {
  id: string;
  fileName: string;
  /** Export time, `YYYY-MM-DD HH:mm` (UTC, fixed). */
  exportTime: string;
  /** Download task status: 0 not started … 5 expired (spec §4). */
  status: number;
  /** File size in bytes. */
  size: number;
  operator: string;
}

/** Download/export task status (spec §4), in the API client's dictionary shape. */
export const downloadStatus = statusDictionary([
  { value: 0, zh: '未开始', en: 'Not started' },
  { value: 1, zh: '进行中', en: 'In progress', tone: 'accent' },
  { value: 2, zh: '已完成', en: 'Finished', tone: 'success' },
  { value: 3, zh: '已取消', en: 'Cancelled' },
  { value: 4, zh: '失败', en: 'Failed', tone: 'danger' },
  { value: 5, zh: '已过期', en: 'Expired', tone: 'warning' },
]);

const NAMES = ['员工运营分析', '视频任务数据', '直播数据', '会员列表', '素材合并记录', '素材拆分记录', '销售报表'];
const PEOPLE = ['王芳', '李娜', '张伟', '刘洋', '陈静', '杨磊'];
const BASE = Date.UTC(2026, 2, 1, 1, 0);
const pad = (n: number) => String(n).padStart(2, '0');

function formatUtc(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** `count` rows; row i is always the same. */
export function makeExportRows(count: number): ExportRow[] {
  const rows: ExportRow[] = [];
  let seed = 7;
  for (let i = 0; i < count; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    rows.push({
      id: `task-${i + 1}`,
      fileName: `${NAMES[i % NAMES.length]}_${String(i + 1).padStart(5, '0')}.xlsx`,
      exportTime: formatUtc(BASE + i * 37 * 60_000),
      status: seed % 6,
      size: 1024 * (20 + (seed % 5000)),
      operator: PEOPLE[i % PEOPLE.length] ?? '',
    });
  }
  return rows;
}

const col = createDataTableColumnHelper<ExportRow>();

/** Columns of the task centre's export list. */
export const exportColumns = col.columns([
  col.accessor('fileName', { header: '文件名称', enableSorting: true, meta: { width: 280 } }),
  col.accessor('exportTime', { header: '导出时间', enableSorting: true, meta: { width: 170 } }),
  col.accessor('status', {
    header: '状态',
    meta: { width: 110 },
    cell: (info) => <StatusTag value={info.getValue()} dictionary={downloadStatus} />,
  }),
  col.accessor('size', {
    header: '大小',
    enableSorting: true,
    meta: { align: 'end', width: 110 },
    cell: (info) => `${(info.getValue() / 1024 / 1024).toFixed(2)} MB`,
  }),
  col.accessor('operator', { header: '操作人', meta: { width: 100 } }),
]);

/** The same columns with English headers. */
export const exportColumnsEn = col.columns([
  col.accessor('fileName', { header: 'File name', enableSorting: true, meta: { width: 280 } }),
  col.accessor('exportTime', { header: 'Exported at', enableSorting: true, meta: { width: 170 } }),
  col.accessor('status', {
    header: 'Status',
    meta: { width: 110 },
    cell: (info) => <StatusTag value={info.getValue()} dictionary={downloadStatus} />,
  }),
  col.accessor('size', {
    header: 'Size',
    enableSorting: true,
    meta: { align: 'end', width: 110 },
    cell: (info) => `${(info.getValue() / 1024 / 1024).toFixed(2)} MB`,
  }),
  col.accessor('operator', { header: 'Operator', meta: { width: 100 } }),
]);

/** Sorts rows the way a server would for a sort state. */
export function sortRows(
  rows: readonly ExportRow[],
  sorting: ReadonlyArray<{ id: string; desc: boolean }>,
): ExportRow[] {
  const [first] = sorting;
  if (!first) return [...rows];
  const key = first.id as keyof ExportRow;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const order = x < y ? -1 : x > y ? 1 : 0;
    return first.desc ? -order : order;
  });
}
