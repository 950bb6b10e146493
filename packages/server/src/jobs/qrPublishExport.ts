import { dictionaryLabel, PLATFORMS, PUBLISH_STATUSES, type LinkStatus } from '@brand-console/api-client';
import type { SheetData } from 'write-excel-file/node';
import type { Database } from '../db/database';
import { allQrcodeIds, scansOfCodes } from '../db/publishQrcodes';

/** Codes one export reads at most, and scans it writes at most. */
const MAX_CODES = 1000;
const MAX_SCANS = 5000;

/**
 * The 扫码发布 record export (tracking 211): one row per publication a scan made (a scan that
 * published nothing is one row too), of one code (`id`) or of the codes under the list's filters.
 */
export function qrPublishScanRows(db: Database, brandId: number, filters: Record<string, unknown>): SheetData {
  const now = typeof filters.now === 'number' ? filters.now : Date.now();
  const status = filters.status === 1 || filters.status === 2 || filters.status === 3 ? filters.status : undefined;
  const ids = Number.isInteger(filters.id)
    ? [filters.id as number]
    : allQrcodeIds(
        db,
        brandId,
        { name: typeof filters.name === 'string' ? filters.name : undefined, status: status as LinkStatus | undefined },
        now,
        MAX_CODES,
      );
  const header = [
    '二维码',
    '扫码时间',
    '平台',
    '账号',
    '平台账号ID',
    '作品',
    '标题',
    '发布状态',
    '失败原因',
    '作品链接',
    '发布时间',
  ];
  const rows: SheetData = [header.map((value) => ({ value, fontWeight: 'bold' as const }))];
  for (const scan of scansOfCodes(db, brandId, ids, MAX_SCANS)) {
    const base = [
      { value: scan.codeName },
      { value: scan.scanTime },
      { value: dictionaryLabel(PLATFORMS, scan.platform, 'zh') },
      { value: scan.accountName },
      { value: scan.platformUid },
    ];
    if (scan.publications.length === 0) {
      rows.push([
        ...base,
        { value: '' },
        { value: '' },
        { value: '未发布' },
        { value: '' },
        { value: '' },
        { value: '' },
      ]);
    }
    for (const p of scan.publications) {
      rows.push([
        ...base,
        { value: p.workName },
        { value: p.title },
        { value: dictionaryLabel(PUBLISH_STATUSES, p.status, 'zh') },
        { value: p.reason ?? '' },
        { value: p.itemUrl ?? '' },
        { value: p.publishTime ?? '' },
      ]);
    }
  }
  return rows;
}
