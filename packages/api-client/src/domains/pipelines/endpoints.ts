import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { SavedId } from '../materialLibrary/types';
import type { QueuedTasks } from '../videoCreation/types';
import type { PipelineDetail, PipelineInfo, PipelineProduct } from './types';

/**
 * Pipelines (流水线) and foolish mode (傻瓜模式), designed for issue 23 (ADR 0031) beside the spec's
 * `creative/strategy/list` and `creative/group/list` (in the video-creation map): the brand's
 * pipelines, their runs (synthesis tasks of mode 1) and products, and a one-button video (mode 4).
 */
export const pipelinesEndpoints = {
  '/v1/sumvideo/sv/pipeline/page': endpoint<PageResult<PipelineInfo>>(),
  '/v1/sumvideo/sv/pipeline/detail': endpoint<PipelineDetail>(),
  '/v1/sumvideo/sv/pipeline/save': endpoint<SavedId>({ encoding: 'json' }),
  '/v1/sumvideo/sv/pipeline/remove': endpoint<Done>(),
  '/v1/sumvideo/sv/pipeline/run': endpoint<QueuedTasks>({ dedupe: false }),
  '/v1/sumvideo/sv/pipeline/productList': endpoint<PageResult<PipelineProduct>>(),
  '/v1/sumvideo/sv/foolish/create': endpoint<QueuedTasks>({ encoding: 'json', dedupe: false }),
} satisfies EndpointMap;
