import { describeDomainContract } from '../../test-utils/domainContract';
import { noticesEndpoints } from './endpoints';

describeDomainContract(
  'notices',
  noticesEndpoints,
  ['/v1/system/notice/'],
  [
    { path: '/v1/system/notice/listNotice', params: { pageNo: 1, pageSize: 20, title: '维护', msgType: 1, status: 3 } },
    {
      path: '/v1/system/notice/createNotice',
      params: { msgType: 1, title: ' 周六维护 ', body: '第一段\n第二段', audience: 2, deptIds: [3, 4] },
      expected: { msgType: 1, title: '周六维护', body: '第一段\n第二段', audience: 2, deptIds: [3, 4] },
    },
    { path: '/v1/system/notice/updateNotice', params: { id: 5, msgType: 2, title: '升级', body: '内容', audience: 1 } },
    { path: '/v1/system/notice/publishNotice', params: { id: 5, publishTime: '2026-12-01 09:00:00' } },
    { path: '/v1/system/notice/publishNotice', params: { id: 5 } },
    { path: '/v1/system/notice/withdrawNotice', params: { id: 5 } },
    { path: '/v1/system/notice/noticeReaders', params: { id: 5, read: 0, pageNo: 1, pageSize: 20 } },
  ],
);
