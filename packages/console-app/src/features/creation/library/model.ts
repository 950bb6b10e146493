import { CREATION_IMPORT_POLL_MS, type ImportRecord, type MediaResource } from '@brand-console/api-client';
import type { ListFilters } from '@brand-console/ui';
import { intListParam, intParam, textParam } from '../../../lib/listParams';

/** 成品库's import records (spec line 36: `finish_product_store/import_record`). */
export const IMPORT_RECORD_PATH = '/sumwhy_video/finish_product_store/import_record';
/** 成品库 itself. */
export const WORKS_PATH = '/sumwhy_video/finish_product_store';
/** A work's detail page. */
export const WORK_DETAIL_PATH = '/sumwhy_video/finish_product_store/works_detail';

/** Tones of the import statuses: not started, importing, imported, failed. */
export const IMPORT_TONES: Readonly<Record<number, string>> = { 0: 'warning', 1: 'accent', 2: 'success', 3: 'danger' };
/** Tones of a QR code's statuses: not enabled, publishing, invalid. */
export const QR_TONES: Readonly<Record<number, string>> = { 1: 'neutral', 2: 'success', 3: 'danger' };

/** An import still waits or runs. */
export const importRunning = (record: Pick<ImportRecord, 'status'>) => record.status === 0 || record.status === 1;

/** The import list asks again every `CREATION_IMPORT_POLL_MS` only while one of its imports runs. */
export function importPollInterval(records: readonly Pick<ImportRecord, 'status'>[] | undefined): number | false {
  return records?.some(importRunning) ? CREATION_IMPORT_POLL_MS : false;
}

/** 成品库's list filters with the tag filter (`tagIds`), as list parameters. */
export function tagFilterParams(filters: ListFilters): { tagIds?: number[] } {
  const tagIds = intListParam(filters.tagIds);
  return tagIds?.length ? { tagIds } : {};
}

/** 媒资库's filters (URL-shaped) as `/cgp/web/media/resource/list` parameters. */
export function mediaResourceParams(filters: ListFilters) {
  const name = textParam(filters.name);
  const library = intParam(filters.library);
  const type = intParam(filters.type);
  const tagId = intParam(filters.tagId);
  const isOpen = intParam(filters.isOpen);
  return {
    ...(name ? { name } : {}),
    ...(library === 1 || library === 2 ? { library: library as 1 | 2 } : {}),
    ...(type !== undefined ? { type } : {}),
    ...(tagId !== undefined ? { tagId } : {}),
    ...(isOpen === 1 ? { isOpen: 1 as const } : {}),
  };
}

/** Where an item of 媒资库 opens: a work its detail page; a material its detail dialog (null). */
export function resourceDetailPath(item: Pick<MediaResource, 'library' | 'id'>): string | null {
  return item.library === 2 ? `${WORK_DETAIL_PATH}?id=${item.id}` : null;
}

/** A stable row id across both libraries (a material and a work may share a number). */
export const resourceRowId = (item: Pick<MediaResource, 'library' | 'id'>) =>
  `${item.library === 2 ? 'w' : 'm'}${item.id}`;

/** The file name of a QR code's PNG download. */
export function qrFileName(workName: string): string {
  const safe = workName.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 80) || 'qrcode';
  return `${safe}-qrcode.png`;
}

/** Files of an upload batch larger than the server takes (20 MB a request) are refused before sending. */
export const WORK_UPLOAD_MAX_BYTES = 20 * 1024 * 1024 - 64 * 1024;
