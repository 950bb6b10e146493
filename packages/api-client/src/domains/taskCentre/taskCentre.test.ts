import { describeDomainContract } from '../../test-utils/domainContract';
import { taskCentreEndpoints } from './endpoints';

describeDomainContract(
  'task centre',
  taskCentreEndpoints,
  ['/cgp/web/markTagTask/', '/cgp/web/creation/caption/'],
  [
    { path: '/cgp/web/markTagTask/listMarkTagTask', params: { pageNo: 1, pageSize: 5, tagName: '美妆' } },
    {
      path: '/cgp/web/creation/caption/listCreationCaptionTask',
      params: { pageNo: 1, pageSize: 5, orderSetting: [{ column: 'gmt_create', asc: false }] },
    },
  ],
);
