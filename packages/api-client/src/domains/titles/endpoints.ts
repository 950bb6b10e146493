import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { AiSetting, CaptionTaskDetail, GeneratedTexts, TitleEntry, TitleImportResult, TitleWork } from './types';

/**
 * Titles and text generation, designed for issue 23 (ADR 0034): the brand's title library
 * (`template_space/titleLibrary`), generation through the brand's provider (its OpenAI-compatible
 * endpoint when configured, the built-in rules otherwise), the endpoint's setting, and a caption
 * batch's results (the batch itself is `creation/caption/saveCreationCaptionTask`).
 */
export const titlesEndpoints = {
  '/v1/sumvideo/sv/title/page': endpoint<PageResult<TitleEntry>>(),
  '/v1/sumvideo/sv/title/save': endpoint<{ id: number }>({ encoding: 'json' }),
  /** Saves chosen generated texts at once; answers their ids (a text already saved is left out). */
  '/v1/sumvideo/sv/title/saveBatch': endpoint<{ ids: number[] }>({ encoding: 'json' }),
  '/v1/sumvideo/sv/title/remove': endpoint<Done>(),
  /** Multipart: the 视频标题仿写模板 xlsx; each row's title saved, with imitations when asked. */
  '/v1/sumvideo/sv/title/import': endpoint<TitleImportResult>({ encoding: 'multipart', dedupe: false }),
  /** The brand's finished works to write for (newest 100, by name): 标题库 needs no 成品库 grant to choose one. */
  '/v1/sumvideo/sv/title/works': endpoint<TitleWork[]>(),
  /** Writes texts for a work (or imitations of an example); nothing is saved. */
  '/v1/sumvideo/sv/title/generate': endpoint<GeneratedTexts>({ encoding: 'json', dedupe: false }),
  '/v1/sumvideo/sv/ai/setting/detail': endpoint<AiSetting>(),
  '/v1/sumvideo/sv/ai/setting/save': endpoint<AiSetting>({ encoding: 'json' }),
  /** Forgets the endpoint: the built-in generator writes every text again. */
  '/v1/sumvideo/sv/ai/setting/remove': endpoint<AiSetting>(),
  '/v1/sumvideo/sv/caption/task/detail': endpoint<CaptionTaskDetail>(),
} satisfies EndpointMap;
