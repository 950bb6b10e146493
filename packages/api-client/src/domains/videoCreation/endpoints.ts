import { binaryEndpoint, endpoint, type EndpointMap } from '../../client/endpoint';
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
  QueuedTasks,
  SpeechPreview,
  SpeechVoiceInfo,
  SynthesisTask,
  SynthesisTaskDetail,
  VideoTemplate,
  VideoTemplateDetail,
} from './types';
import type { SavedId } from '../materialLibrary/types';
import { imageTextEndpoints } from './imageText';

/**
 * Video creation (`/v1/sumvideo/sv/...`, spec section 7). The strategy and group listings are
 * named by the spec without paths (ADR 0005). `listOperationRecords` also serves the task
 * centre's merge/split records, whose path the spec leaves unnamed.
 */
export const videoCreationEndpoints = {
  /** Replacement rules (ADR 0035; payloads designed): a template's rules, oldest first (`creativeId`: the template). */
  '/v1/sumvideo/sv/creativeReplace/getCreativeRplaceByCreativeId': endpoint<CreativeReplace[]>(),
  '/v1/sumvideo/sv/creativeReplace/modifyRemark': endpoint<Done>(),
  '/v1/sumvideo/sv/creativeReplace/modifyReplaceName': endpoint<Done>(),
  /** JSON body: makes one video per combination of the chosen rules, each its own synthesis task (mode 2). */
  '/v1/sumvideo/sv/creativeReplace/replace': endpoint<QueuedTasks>({ encoding: 'json', dedupe: false }),
  '/v1/sumvideo/sv/creativeReplace/getCreativeRplaceById': endpoint<CreativeReplace>(),
  /** JSON body: creates (no `id`) or updates a rule (answers its id). */
  '/v1/sumvideo/sv/creativeReplace/setReplaceRule': endpoint<SavedId>({ encoding: 'json' }),
  /** Designed: deletes a rule. */
  '/v1/sumvideo/sv/creativeReplace/remove': endpoint<Done>(),
  '/v1/sumvideo/sv/editing/project/addEditingProject': endpoint<EditingProject>({ encoding: 'json' }),
  '/v1/sumvideo/sv/creative/templateToProject': endpoint<EditingProject>(),
  '/v1/sumvideo/sv/overprint/fontList': endpoint<PageResult<Font>>(),
  '/v1/sumvideo/sv/creative/strategy/list': endpoint<CreativeStrategy[]>(),
  '/v1/sumvideo/sv/creative/group/list': endpoint<CreativeGroup[]>(),
  '/v1/sumvideo/sv/template/page': endpoint<PageResult<VideoTemplate>>(),
  /** Designed (issue 23, ADR 0028): templates, their recycle bin, and the cloud catalogue. */
  '/v1/sumvideo/sv/template/detail': endpoint<VideoTemplateDetail>(),
  '/v1/sumvideo/sv/template/save': endpoint<SavedId>({ encoding: 'json' }),
  '/v1/sumvideo/sv/template/remove': endpoint<Done>(),
  '/v1/sumvideo/sv/template/restore': endpoint<Done>(),
  '/v1/sumvideo/sv/template/purge': endpoint<Done>(),
  '/v1/sumvideo/sv/template/copyCloud': endpoint<SavedId>({ dedupe: false }),
  /** Designed (issue 23): synthesis tasks, the renders that make finished videos. */
  '/v1/sumvideo/sv/synthesis/createFromTemplate': endpoint<QueuedTasks>({ encoding: 'json', dedupe: false }),
  '/v1/sumvideo/sv/synthesis/page': endpoint<PageResult<SynthesisTask>>(),
  '/v1/sumvideo/sv/synthesis/detail': endpoint<SynthesisTaskDetail>(),
  '/v1/sumvideo/sv/synthesis/cancel': endpoint<Done>(),
  '/v1/sumvideo/sv/synthesis/retry': endpoint<Done>({ dedupe: false }),
  /** The filtered tasks as an xlsx (tracking 212), also kept in the task centre. */
  '/v1/sumvideo/sv/synthesis/export': binaryEndpoint(),
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
  /** Designed (issue 23, ADR 0033): image-text templates and notes (图文创作). */
  ...imageTextEndpoints,
} satisfies EndpointMap;
