import { binaryEndpoint, endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { DownloadTask } from './types';

/**
 * Downloads: the spec's `download/...` paths live under `/v1/system/download/` (ADR 0005).
 * The template is fetched with GET (a static file).
 */
export const downloadsEndpoints = {
  '/v1/system/download/listDownloadTaskV2': endpoint<PageResult<DownloadTask>>(),
  '/v1/system/download/updateDownloadTask': endpoint<Done>(),
  '/v1/system/download/template/{fileName}.xlsx': binaryEndpoint({ method: 'GET' }),
} satisfies EndpointMap;
