import { describeDomainContract } from '../../test-utils/domainContract';
import { operationalAnalysisEndpoints } from './endpoints';

describeDomainContract(
  'operational analysis',
  operationalAnalysisEndpoints,
  ['/mission/operationalAnalysis/'],
  [
    {
      path: '/mission/operationalAnalysis/employeeDataList',
      params: { pageNo: 1, pageSize: 10, deptIds: [1, 2], startTime: '2026-01-01', endTime: '2026-01-31' },
    },
    { path: '/mission/operationalAnalysis/coreTargets', params: { startTime: '2026-01-01' } },
  ],
);
