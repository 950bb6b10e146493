import { binaryEndpoint, endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { QrPublishCode, QrPublishDetail, QrPublishScan, QrPublishWorkOption } from './types';

/**
 * 扫码发布 (`qrcode_publish`), designed for issue 24 (ADR 0036 part C): the brand's QR publish codes,
 * the generate dialog, a code's detail with each scan's result, disable, and the scans' export
 * (tracking 211). The visitor's page itself is served by the server at `/p/<token>`, without a session.
 */
export const qrPublishEndpoints = {
  '/v1/matrix/qrcode/page': endpoint<PageResult<QrPublishCode>>(),
  /** JSON body: generates a code (its link, its PNG) for the chosen works. */
  '/v1/matrix/qrcode/create': endpoint<{ id: number }>({ encoding: 'json', dedupe: false }),
  '/v1/matrix/qrcode/detail': endpoint<QrPublishDetail>(),
  /** The code's scans, newest first, each with its publications. */
  '/v1/matrix/qrcode/scans': endpoint<PageResult<QrPublishScan>>(),
  /** 停用: the code becomes invalid (3) for good; its link says so. */
  '/v1/matrix/qrcode/disable': endpoint<Done>(),
  /** The finished videos the generate dialog may choose (newest 100, by name). */
  '/v1/matrix/qrcode/works': endpoint<QrPublishWorkOption[]>(),
  /** The scans' publications of the codes under the list's filters (or of one code) as xlsx, kept in the task centre (tracking 211). */
  '/v1/matrix/qrcode/export': binaryEndpoint(),
} satisfies EndpointMap;
