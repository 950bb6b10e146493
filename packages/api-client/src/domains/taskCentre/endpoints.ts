import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { PageResult } from '../common';
import type { AiCreationRecord, TagTaskRow } from './types';

/**
 * Task-centre lists (spec section 7). The centre's other calls live in their domains: exports
 * (`/v1/system/download/listDownloadTaskV2`), merge/split records
 * (`/v1/sumvideo/sv/material/operation/listOperationRecords`), the tag listing
 * (`/cgp/web/media/material/tag/list`) and the user info fetched before opening
 * (`/v1/system/account/user/selectUserInfo`).
 */
export const taskCentreEndpoints = {
  '/cgp/web/markTagTask/listMarkTagTask': endpoint<PageResult<TagTaskRow>>(),
  '/cgp/web/creation/caption/listCreationCaptionTask': endpoint<PageResult<AiCreationRecord>>({ encoding: 'json' }),
} satisfies EndpointMap;
