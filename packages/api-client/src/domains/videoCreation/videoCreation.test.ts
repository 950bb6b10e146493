import { describeDomainContract } from '../../test-utils/domainContract';
import { videoCreationEndpoints } from './endpoints';

describeDomainContract(
  'video creation',
  videoCreationEndpoints,
  ['/v1/sumvideo/sv/', '/v1/sumvideoup/sv/'],
  [
    { path: '/v1/sumvideo/sv/overprint/fontList', params: { pageNo: 1, pageSize: 1000 } },
    { path: '/v1/sumvideo/sv/category/serve/list', params: { type: 2 } },
    {
      path: '/v1/sumvideo/sv/material/operation/operateMaterials',
      params: { operationType: 2, materialIds: [9], splitDuration: 10000, tagIds: [1], folderIds: [2] },
    },
    {
      path: '/v1/sumvideo/sv/material/operation/listOperationRecords',
      params: { operationType: 1, pageNo: 1, pageSize: 5, startTime: '2026-01-01', endTime: '2026-01-02' },
    },
  ],
);
