import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { Material, SavedId, StsCredentials, TagList, UseLog } from './types';

/**
 * Material library (`/cgp/web/media/material/...`, spec section 7). `importProductMaterial`
 * is read as a sibling of `/cgp/web/media/userMedia/setUserRelation`, and `delFilterTag` of
 * `/cgp/web/clues/filterTagOperate` (ADR 0005).
 */
export const materialLibraryEndpoints = {
  '/cgp/web/media/material/list': endpoint<PageResult<Material>>(),
  '/cgp/web/media/material/detail': endpoint<Material>(),
  '/cgp/web/media/material/save': endpoint<SavedId>({ encoding: 'json' }),
  '/cgp/web/media/material/batchSave': endpoint<Done>({ encoding: 'json' }),
  '/cgp/web/media/material/batch/save': endpoint<Done>({ encoding: 'json' }),
  '/cgp/web/media/material/batch/delete': endpoint<Done>(),
  /** A fresh batch number per call: whitelisted. */
  '/cgp/web/media/material/batch/number': endpoint<string>({ dedupe: false }),
  '/cgp/web/media/material/batch/upload': endpoint<Material[]>({ encoding: 'multipart', dedupe: false }),
  '/cgp/web/media/material/batch/setOpen': endpoint<Done>(),
  '/cgp/web/media/material/batch/setExpire': endpoint<Done>(),
  /** Each use is an event: whitelisted. */
  '/cgp/web/media/material/use': endpoint<Done>({ dedupe: false }),
  '/cgp/web/media/material/use/log/list': endpoint<PageResult<UseLog>>(),
  '/cgp/web/media/material/upload/content': endpoint<SavedId>({ dedupe: false }),
  '/cgp/web/media/material/file/delete': endpoint<Done>(),
  '/cgp/web/media/material/tag/group/add': endpoint<Done>(),
  '/cgp/web/media/material/tag/delete': endpoint<Done>(),
  '/cgp/web/media/material/tag/relate/operator': endpoint<Done>(),
  '/cgp/web/media/material/tag/relate/batch/operator': endpoint<Done>({ encoding: 'json' }),
  '/cgp/web/media/material/tag/list': endpoint<TagList>(),
  '/cgp/web/media/material/tag/updateMaterialTagDesc': endpoint<Done>(),
  '/cgp/web/media/material/short/updateUploadSpecificType': endpoint<Done>(),
  '/cgp/web/media/userMedia/setUserRelation': endpoint<Done>(),
  '/cgp/web/media/userMedia/importProductMaterial': endpoint<Done>({ encoding: 'json' }),
  /** Each upload gets its own credentials: whitelisted. */
  '/cgp/web/oss/ali/getSts': endpoint<StsCredentials>({ dedupe: false }),
  '/cgp/web/markTagTask/createMarkTagTask': endpoint<Done>(),
  /** Statistics events: whitelisted. */
  '/cgp/web/saveStatLog': endpoint<Done>({ dedupe: false }),
  '/cgp/web/clues/filterTagOperate': endpoint<Done>(),
  '/cgp/web/clues/delFilterTag': endpoint<Done>(),
} satisfies EndpointMap;
