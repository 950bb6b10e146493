import { z } from 'zod';
import { DIGITAL_MODEL_LIMITS, PRESENTER_POSITIONS, type PresenterPosition } from '../dictionaries/digitalModels';
import { SPEECH_VOICES, type SpeechVoice } from '../dictionaries/media';
import { id, int, list, page, text } from './fields';

const voice = () => z.enum(SPEECH_VOICES.map((v) => v.value) as [SpeechVoice, ...SpeechVoice[]]);
/** A presenter's place on the picture (`PRESENTER_POSITIONS`). */
export const presenterPosition = () =>
  z.enum(PRESENTER_POSITIONS.map((p) => p.value) as [PresenterPosition, ...PresenterPosition[]]);

/** What the digital model form says when a value is wrong, in the reader's language. */
export interface DigitalModelFormMessages {
  nameRequired: string;
  nameTooLong: string;
  figureRequired: string;
  scale: string;
  descriptionTooLong: string;
}

const CHINESE_MESSAGES: DigitalModelFormMessages = {
  nameRequired: '请输入数字人名称',
  nameTooLong: `数字人名称最多 ${DIGITAL_MODEL_LIMITS.name} 个字`,
  figureRequired: '请选择形象素材',
  scale: `大小须在 ${DIGITAL_MODEL_LIMITS.scale.min}%–${DIGITAL_MODEL_LIMITS.scale.max}% 之间`,
  descriptionTooLong: `简介最多 ${DIGITAL_MODEL_LIMITS.description} 个字`,
};

/** A presenter's height in percent of the picture's (`DIGITAL_MODEL_LIMITS.scale`). */
export const presenterScale = (message = CHINESE_MESSAGES.scale) =>
  int().min(DIGITAL_MODEL_LIMITS.scale.min, message).max(DIGITAL_MODEL_LIMITS.scale.max, message);

/**
 * The digital model form (`digitalModel/save`): the console's editor and the server validate with
 * this one schema. `figureMaterialId` is an image or video of the brand's library; null keeps the
 * model's figure (a copied library model's), and is refused for a new model by the server.
 */
export const digitalModelFormSchema = (m: DigitalModelFormMessages = CHINESE_MESSAGES) =>
  z.object({
    id: id().optional(),
    name: text(DIGITAL_MODEL_LIMITS.name + 100)
      .trim()
      .min(1, m.nameRequired)
      .max(DIGITAL_MODEL_LIMITS.name, m.nameTooLong),
    figureMaterialId: id().nullable(),
    voice: voice(),
    position: presenterPosition(),
    scale: presenterScale(m.scale),
    description: text(DIGITAL_MODEL_LIMITS.description + 100)
      .trim()
      .max(DIGITAL_MODEL_LIMITS.description, m.descriptionTooLong)
      .nullable()
      .optional(),
  });

/** Requests of digital models (designed, issue 23; ADR 0035). */
export const digitalModelsRequests = {
  '/v1/sumvideo/sv/digitalModel/page': z.object({ ...page(), name: text().optional(), voice: voice().optional() }),
  '/v1/sumvideo/sv/digitalModel/detail': z.object({ id: id() }),
  /** JSON body; see `digitalModelFormSchema`. */
  '/v1/sumvideo/sv/digitalModel/save': digitalModelFormSchema(),
  '/v1/sumvideo/sv/digitalModel/remove': z.object({ ids: list(id(), 100) }),
  '/v1/sumvideo/sv/digitalModel/library/list': z.object({ ...page(), name: text().optional() }),
  '/v1/sumvideo/sv/digitalModel/copy': z.object({
    id: id(),
    name: text(DIGITAL_MODEL_LIMITS.name).trim().min(1).optional(),
  }),
  '/v1/sumvideo/sv/digitalModel/pipelinePresenter': z.object({ pipelineId: id() }),
  /** JSON body. */
  '/v1/sumvideo/sv/digitalModel/setPipelinePresenter': z.object({
    pipelineId: id(),
    presenter: z
      .object({
        modelId: id(),
        position: presenterPosition(),
        scale: presenterScale(),
        modelVoice: z.boolean().optional(),
      })
      .nullable(),
  }),
} satisfies Record<string, z.ZodType>;
