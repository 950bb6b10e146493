import { describeDomainContract } from '../../test-utils/domainContract';
import { configEndpoints } from './endpoints';

describeDomainContract(
  'config',
  configEndpoints,
  ['/v1/system/config/', '/mission/common/'],
  [
    { path: '/v1/system/config/getSumvideoClientDownloadUrl', params: {} },
    { path: '/mission/common/getSupportedPublishWays', params: {} },
  ],
);
