import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { SavedId } from '../materialLibrary/types';
import type {
  BrandTrade,
  Creation,
  CreationTag,
  CreationUploadOutcome,
  CreationUseLog,
  DesignToolVideo,
  ImportRecord,
  MediaResource,
  QrCode,
} from './types';

/**
 * Creation library (`/cgp/web/media/creation/...`, spec section 7). `open2Omg`,
 * `importRecordList` and `saveCreationCaptionTask` are read as siblings of the full path
 * before them (ADR 0005). Payloads are not shown; ADR 0032 designs them. Designed beside them:
 * `tag/list` (the filter's tags), `kujialeVideo/list` (the design tool's catalogue to pick from)
 * and `/cgp/web/media/resource/list` (媒资库: materials and works in one list).
 */
export const creationLibraryEndpoints = {
  '/cgp/web/media/creation/list': endpoint<PageResult<Creation>>(),
  '/cgp/web/media/creation/productList': endpoint<PageResult<Creation>>(),
  '/cgp/web/media/creation/detail': endpoint<Creation>(),
  '/cgp/web/media/creation/save': endpoint<SavedId>({ encoding: 'json' }),
  '/cgp/web/media/creation/use/log/list': endpoint<PageResult<CreationUseLog>>(),
  /** Usage events: whitelisted. */
  '/cgp/web/media/creation/use/log/save': endpoint<Done>({ dedupe: false }),
  '/cgp/web/media/creation/use/log/saveBatch': endpoint<Done>({ dedupe: false }),
  '/cgp/web/media/creation/v2/upload': endpoint<Creation>({ encoding: 'multipart', dedupe: false }),
  '/cgp/web/media/creation/v2/batchUpload': endpoint<CreationUploadOutcome[]>({ encoding: 'multipart', dedupe: false }),
  '/cgp/web/media/creation/batchAddTagOrDel': endpoint<Done>(),
  '/cgp/web/media/creation/tag/relate/operator': endpoint<Done>(),
  '/cgp/web/media/creation/tag/delete': endpoint<Done>(),
  '/cgp/web/media/creation/tag/group/add': endpoint<Done>(),
  '/cgp/web/media/creation/tag/list': endpoint<CreationTag[]>(),
  '/cgp/web/brandCreation/listBrandTrade': endpoint<BrandTrade[]>(),
  '/cgp/web/brandCreation/open2Omg': endpoint<Done>(),
  '/cgp/web/kujialeVideo/list': endpoint<DesignToolVideo[]>(),
  '/cgp/web/kujialeVideo/import': endpoint<SavedId>({ encoding: 'json' }),
  '/cgp/web/kujialeVideo/importRecordList': endpoint<PageResult<ImportRecord>>(),
  '/cgp/web/material/qrcode/createOrUpdateQrCode': endpoint<QrCode>(),
  '/cgp/web/media/resource/list': endpoint<PageResult<MediaResource>>(),
  /** Queues a caption batch (a job writing titles or notes per work, ADR 0034); answers its id. */
  '/cgp/web/creation/caption/saveCreationCaptionBatch': endpoint<{ id: number }>({ encoding: 'json', dedupe: false }),
  /** The same, with the works' count stated (`totalNumber`). */
  '/cgp/web/creation/caption/saveCreationCaptionTask': endpoint<{ id: number }>({ encoding: 'json', dedupe: false }),
} satisfies EndpointMap;
