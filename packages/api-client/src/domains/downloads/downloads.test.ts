import { describeDomainContract } from '../../test-utils/domainContract';
import { downloadsEndpoints } from './endpoints';

describeDomainContract(
  'downloads',
  downloadsEndpoints,
  ['/v1/system/download/'],
  [
    {
      path: '/v1/system/download/listDownloadTaskV2',
      params: {
        pageNo: 1,
        pageSize: 5,
        fileName: '报表',
        startTime: '2026-01-01',
        endTime: '2026-01-31',
        onlyShowSelfData: 1,
      },
    },
    { path: '/v1/system/download/updateDownloadTask', params: { taskId: 12, status: 4 } },
  ],
);
