import { binaryEndpoint, endpoint, type EndpointMap } from '../../client/endpoint';
import type { PageResult } from '../common';
import type { Publication } from '../publishing/types';
import type { MountGoods, PublicationFiguresResult } from './types';

/**
 * 发布记录 (records_publish), designed for issue 24 (ADR 0036): every publication of the brand, the
 * figures of the successful ones (read from the platform, a separate call so the list answers at
 * once), retry of failed ones, the export (tracking 210), and mounting a product or a
 * mini-programme page on a published item.
 */
export const publishRecordsEndpoints = {
  '/v1/matrix/record/page': endpoint<PageResult<Publication>>(),
  /** The figures of the listed successful publications, one entry each (with the reason when unreadable). */
  '/v1/matrix/record/figures': endpoint<PublicationFiguresResult[]>({ encoding: 'json' }),
  /** Queues failed publications again; answers how many were queued. */
  '/v1/matrix/record/retry': endpoint<{ retried: number }>({ encoding: 'json' }),
  /** Binary: the filtered publications as xlsx, kept in the task centre (tracking 210). */
  '/v1/matrix/record/export': binaryEndpoint(),
  /** The goods of a published item's account that the mount dialog offers. */
  '/v1/matrix/record/goods': endpoint<MountGoods[]>(),
  /** Attaches a product or a mini-programme page to a published item (replacing what was attached). */
  '/v1/matrix/record/mount': endpoint<Publication>({ encoding: 'json' }),
  /** Takes off what was attached. */
  '/v1/matrix/record/unmount': endpoint<Publication>(),
} satisfies EndpointMap;
