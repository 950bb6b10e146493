import { describeDomainContract } from '../../test-utils/domainContract';
import { orgTasksEndpoints } from './endpoints';

describeDomainContract(
  'org tasks',
  orgTasksEndpoints,
  ['/mission/org/task/', '/mission/miniApp/task/', '/mission/task/'],
  [
    { path: '/mission/org/task/exportV2', params: { taskId: 3, columns: ['deptName', 'joinCount'] } },
    {
      path: '/mission/task/createTask',
      params: {
        taskType: 6,
        taskName: '图文任务',
        startTime: '2026-02-01 00:00:00',
        endTime: '2026-02-28 23:59:59',
        deptIds: [1],
        config: { minWords: 100 },
      },
    },
  ],
);
