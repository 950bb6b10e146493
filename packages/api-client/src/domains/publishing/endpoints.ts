import { binaryEndpoint, endpoint, type EndpointMap } from '../../client/endpoint';
import type { PageResult } from '../common';
import type { PublishTask, PublishTaskDetail, PublishWork } from './types';

/**
 * 批量发布 (matrix_distribute), designed for issue 24 (ADR 0036): the brand's batches with their
 * counts per publish status, a batch with its publications, the works the form may choose, the
 * batch itself (one publication per work and account, validated before anything is queued), retry
 * of failed publications, closing a scheduled batch's waiting ones, and the export (tracking 209).
 */
export const publishingEndpoints = {
  '/v1/matrix/publish/task/page': endpoint<PageResult<PublishTask>>(),
  '/v1/matrix/publish/task/detail': endpoint<PublishTaskDetail>(),
  /** The brand's videos with a file, from 成品库 (`source` 1) or the material library (2): newest 100. */
  '/v1/matrix/publish/works': endpoint<PublishWork[]>(),
  /** JSON body: answers the batch and how many publications were queued. */
  '/v1/matrix/publish/create': endpoint<{ id: number; count: number }>({ encoding: 'json', dedupe: false }),
  /** Queues the batch's failed publications again (all, or the chosen `ids`); answers how many. */
  '/v1/matrix/publish/retry': endpoint<{ count: number }>(),
  /** Closes a scheduled batch's waiting publications; answers how many. */
  '/v1/matrix/publish/close': endpoint<{ count: number }>(),
  /** Binary: the batches under the list's filters as xlsx, kept in the task centre. */
  '/v1/matrix/publish/export': binaryEndpoint(),
} satisfies EndpointMap;
