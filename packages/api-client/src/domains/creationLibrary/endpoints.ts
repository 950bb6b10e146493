import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { SavedId, UseLog } from '../materialLibrary/types';
import type { BrandTrade, Creation, ImportRecord, QrCode } from './types';

/**
 * Creation library (`/cgp/web/media/creation/...`, spec section 7). `open2Omg`,
 * `importRecordList` and `saveCreationCaptionTask` are read as siblings of the full path
 * before them (ADR 0005).
 */
export const creationLibraryEndpoints = {
  '/cgp/web/media/creation/list': endpoint<PageResult<Creation>>(),
  '/cgp/web/media/creation/productList': endpoint<PageResult<Creation>>(),
  '/cgp/web/media/creation/detail': endpoint<Creation>(),
  '/cgp/web/media/creation/save': endpoint<SavedId>({ encoding: 'json' }),
  '/cgp/web/media/creation/use/log/list': endpoint<PageResult<UseLog>>(),
  /** Usage events: whitelisted. */
  '/cgp/web/media/creation/use/log/save': endpoint<Done>({ dedupe: false }),
  '/cgp/web/media/creation/use/log/saveBatch': endpoint<Done>({ dedupe: false }),
  '/cgp/web/media/creation/v2/upload': endpoint<Creation>({ encoding: 'multipart', dedupe: false }),
  '/cgp/web/media/creation/v2/batchUpload': endpoint<Creation[]>({ encoding: 'multipart', dedupe: false }),
  '/cgp/web/media/creation/batchAddTagOrDel': endpoint<Done>(),
  '/cgp/web/media/creation/tag/relate/operator': endpoint<Done>(),
  '/cgp/web/media/creation/tag/delete': endpoint<Done>(),
  '/cgp/web/media/creation/tag/group/add': endpoint<Done>(),
  '/cgp/web/brandCreation/listBrandTrade': endpoint<BrandTrade[]>(),
  '/cgp/web/brandCreation/open2Omg': endpoint<Done>(),
  '/cgp/web/kujialeVideo/import': endpoint<Done>({ encoding: 'json' }),
  '/cgp/web/kujialeVideo/importRecordList': endpoint<PageResult<ImportRecord>>(),
  '/cgp/web/material/qrcode/createOrUpdateQrCode': endpoint<QrCode>(),
  '/cgp/web/creation/caption/saveCreationCaptionBatch': endpoint<Done>({ encoding: 'json' }),
  '/cgp/web/creation/caption/saveCreationCaptionTask': endpoint<Done>({ encoding: 'json' }),
} satisfies EndpointMap;
