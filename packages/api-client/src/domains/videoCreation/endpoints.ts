import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { MergeSplitRecord } from '../taskCentre/types';
import type {
  Category,
  CreativeGroup,
  CreativeReplace,
  CreativeStrategy,
  EditingProject,
  Font,
  MediaInfo,
  SpeechPreview,
  SpeechVoiceInfo,
  VideoTemplate,
} from './types';

/**
 * Video creation (`/v1/sumvideo/sv/...`, spec section 7). The strategy and group listings are
 * named by the spec without paths (ADR 0005). `listOperationRecords` also serves the task
 * centre's merge/split records, whose path the spec leaves unnamed.
 */
export const videoCreationEndpoints = {
  '/v1/sumvideo/sv/creativeReplace/getCreativeRplaceByCreativeId': endpoint<CreativeReplace[]>(),
  '/v1/sumvideo/sv/creativeReplace/modifyRemark': endpoint<Done>(),
  '/v1/sumvideo/sv/creativeReplace/modifyReplaceName': endpoint<Done>(),
  '/v1/sumvideo/sv/creativeReplace/replace': endpoint<Done>({ encoding: 'json' }),
  '/v1/sumvideo/sv/creativeReplace/getCreativeRplaceById': endpoint<CreativeReplace>(),
  '/v1/sumvideo/sv/creativeReplace/setReplaceRule': endpoint<Done>({ encoding: 'json' }),
  '/v1/sumvideo/sv/editing/project/addEditingProject': endpoint<EditingProject>({ encoding: 'json' }),
  '/v1/sumvideo/sv/creative/templateToProject': endpoint<EditingProject>(),
  '/v1/sumvideo/sv/overprint/fontList': endpoint<PageResult<Font>>(),
  '/v1/sumvideo/sv/creative/strategy/list': endpoint<CreativeStrategy[]>(),
  '/v1/sumvideo/sv/creative/group/list': endpoint<CreativeGroup[]>(),
  '/v1/sumvideo/sv/template/page': endpoint<PageResult<VideoTemplate>>(),
  /** GET (spec section 7). */
  '/v1/sumvideo/sv/category/serve/list': endpoint<Category[]>({ method: 'GET' }),
  '/v1/sumvideoup/sv/material/mediaInfoParam': endpoint<MediaInfo>(),
  '/v1/sumvideo/sv/material/operation/operateMaterials': endpoint<Done>({ encoding: 'json' }),
  '/v1/sumvideo/sv/material/operation/listOperationRecords': endpoint<PageResult<MergeSplitRecord>>(),
  /** Designed (issue 23): cancels the member's merge or split while it waits or renders. */
  '/v1/sumvideo/sv/material/operation/cancelOperation': endpoint<Done>(),
  /** Designed (issue 23): the synthesiser's voices. */
  '/v1/sumvideo/sv/speech/voiceList': endpoint<SpeechVoiceInfo[]>(),
  /** Designed (issue 23): a voice speaking a short text, as a playable file (cached by voice and text). */
  '/v1/sumvideo/sv/speech/preview': endpoint<SpeechPreview>(),
} satisfies EndpointMap;
