import { describeDomainContract } from '../../test-utils/domainContract';
import { materialLibraryEndpoints } from './endpoints';

describeDomainContract(
  'material library',
  materialLibraryEndpoints,
  [
    '/cgp/web/media/material/',
    '/cgp/web/media/userMedia/',
    '/cgp/web/oss/',
    '/cgp/web/markTagTask/',
    '/cgp/web/saveStatLog',
    '/cgp/web/clues/',
  ],
  [
    {
      path: '/cgp/web/media/material/list',
      params: { pageNo: 1, pageSize: 20, type: 1, tagIds: [3, 4], name: '春季' },
    },
    { path: '/cgp/web/media/material/tag/list', params: { isCreate: 0, name: '', source: 3, tagType: 1 } },
    {
      path: '/cgp/web/media/userMedia/setUserRelation',
      params: { isAppend: 1, userIds: [1], mediaIds: [2, 3], isMaterial: 1 },
    },
    { path: '/cgp/web/media/material/batch/setExpire', params: { expireTime: '2026-12-31 23:59:59', ids: [1] } },
  ],
);
