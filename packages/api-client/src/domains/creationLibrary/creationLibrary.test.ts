import { describeDomainContract } from '../../test-utils/domainContract';
import { creationLibraryEndpoints } from './endpoints';

describeDomainContract(
  'creation library',
  creationLibraryEndpoints,
  [
    '/cgp/web/media/creation/',
    '/cgp/web/brandCreation/',
    '/cgp/web/kujialeVideo/',
    '/cgp/web/material/qrcode/',
    '/cgp/web/creation/caption/',
    '/cgp/web/media/resource/',
  ],
  [
    { path: '/cgp/web/media/creation/list', params: { pageNo: 1, pageSize: 20, creationType: 99 } },
    {
      path: '/cgp/web/creation/caption/saveCreationCaptionTask',
      params: { creationIds: [1, 2], type: 1, creationType: 99, totalNumber: 2 },
    },
  ],
);
