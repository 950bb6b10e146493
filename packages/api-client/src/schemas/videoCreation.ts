import { z } from 'zod';
import { SPEECH_PREVIEW_MAX, SPEECH_VOICES, type SpeechVoice } from '../dictionaries/media';
import { array, code, dateBound, empty, id, int, LIMITS, page, text } from './fields';

const replaceItem = () =>
  z.object({
    id: id().optional(),
    replaceName: text(),
    materialId: id().optional(),
    content: text(LIMITS.content).optional(),
  });

/** Requests of video creation (`/v1/sumvideo/sv/...`); payloads not shown except the font list (reference server). */
export const videoCreationRequests = {
  '/v1/sumvideo/sv/creativeReplace/getCreativeRplaceByCreativeId': z.object({ creativeId: id() }),
  '/v1/sumvideo/sv/creativeReplace/modifyRemark': z.object({ id: id(), remark: text().max(200) }),
  '/v1/sumvideo/sv/creativeReplace/modifyReplaceName': z.object({ id: id(), replaceName: text().trim().min(1) }),
  /** JSON body. */
  '/v1/sumvideo/sv/creativeReplace/replace': z.object({ creativeId: id(), replaceList: array(replaceItem()) }),
  '/v1/sumvideo/sv/creativeReplace/getCreativeRplaceById': z.object({ id: id() }),
  /** JSON body. */
  '/v1/sumvideo/sv/creativeReplace/setReplaceRule': z.object({
    id: id(),
    rule: z.object({ mode: code([1, 2]), count: int().min(1).optional() }),
  }),
  /** JSON body. */
  '/v1/sumvideo/sv/editing/project/addEditingProject': z.object({
    name: text().trim().min(1),
    materialIds: array(id()).optional(),
  }),
  '/v1/sumvideo/sv/creative/templateToProject': z.object({ templateId: id() }),
  /** Font list: page 1, size 1000 (spec section 5). */
  '/v1/sumvideo/sv/overprint/fontList': z.object(page()),
  /** Creative strategy listing: the spec names "creative strategy and group calls" without paths. */
  '/v1/sumvideo/sv/creative/strategy/list': z.object({ creativeId: id().optional() }),
  /** Creative group listing (path not named by the spec). */
  '/v1/sumvideo/sv/creative/group/list': z.object({ name: text().optional() }),
  '/v1/sumvideo/sv/template/page': z.object({ ...page(), name: text().optional(), categoryId: id().optional() }),
  /** GET (query string). */
  '/v1/sumvideo/sv/category/serve/list': z.object({ type: int().optional() }),
  '/v1/sumvideoup/sv/material/mediaInfoParam': z.object({ url: text(LIMITS.url).min(1) }),
  /** JSON body. Merge (1) several materials into one, or split (2) one video (min 10000 ms) by `splitDuration`. */
  '/v1/sumvideo/sv/material/operation/operateMaterials': z.object({
    operationType: code([1, 2]),
    materialIds: array(id()).min(1),
    splitDuration: int().min(1).optional(),
    targetName: text().optional(),
    tagIds: array(id()).optional(),
    folderIds: array(id()).optional(),
  }),
  /** Merge/split records of the task centre: `operationType` 1 merge, 2 split. */
  '/v1/sumvideo/sv/material/operation/listOperationRecords': z.object({
    operationType: code([1, 2]),
    ...page(),
    startTime: dateBound().optional(),
    endTime: dateBound().optional(),
  }),
  /** Cancels one of the member's merges or splits (its record's id). */
  '/v1/sumvideo/sv/material/operation/cancelOperation': z.object({ id: id() }),
  '/v1/sumvideo/sv/speech/voiceList': empty(),
  /** A voice and a short text (at most `SPEECH_PREVIEW_MAX` characters). */
  '/v1/sumvideo/sv/speech/preview': z.object({
    voice: z.enum(SPEECH_VOICES.map((v) => v.value) as [SpeechVoice, ...SpeechVoice[]]),
    text: text(SPEECH_PREVIEW_MAX).trim().min(1),
  }),
} satisfies Record<string, z.ZodType>;
