import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { SavedId } from '../materialLibrary/types';
import type { DigitalModel, PipelinePresenter } from './types';

/**
 * Digital models (数字人, designed, issue 23; ADR 0035): the brand's presenters and the shared
 * virtual model library they are copied from.
 */
export const digitalModelsEndpoints = {
  /** The brand's own models, newest change first. */
  '/v1/sumvideo/sv/digitalModel/page': endpoint<PageResult<DigitalModel>>(),
  /** One model: the brand's own, or one of the library. */
  '/v1/sumvideo/sv/digitalModel/detail': endpoint<DigitalModel>(),
  /** JSON body: creates (no `id`) or updates one of the brand's models. */
  '/v1/sumvideo/sv/digitalModel/save': endpoint<SavedId>({ encoding: 'json' }),
  /** Deletes the brand's models (templates naming one render without it after). */
  '/v1/sumvideo/sv/digitalModel/remove': endpoint<Done>(),
  /** The virtual model library (shared, read-only). */
  '/v1/sumvideo/sv/digitalModel/library/list': endpoint<PageResult<DigitalModel>>(),
  /** Copies a library model into the brand (answers the copy's id). */
  '/v1/sumvideo/sv/digitalModel/copy': endpoint<SavedId>({ dedupe: false }),
  /** A pipeline's presenter (流水线 → 数字人, `digitalPerson`). */
  '/v1/sumvideo/sv/digitalModel/pipelinePresenter': endpoint<PipelinePresenter>(),
  /** JSON body: sets (or clears, with null) a pipeline's presenter; its later runs' videos show it. */
  '/v1/sumvideo/sv/digitalModel/setPipelinePresenter': endpoint<Done>({ encoding: 'json' }),
} satisfies EndpointMap;
