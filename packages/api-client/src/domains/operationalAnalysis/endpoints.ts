import { binaryEndpoint, endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { CoreTarget, DataOverview, EmployeeDataRow, OrganizationalStructureInfo, TaskDataRow } from './types';

/** Operational analysis (`/mission/operationalAnalysis/...`, spec section 7). */
export const operationalAnalysisEndpoints = {
  '/mission/operationalAnalysis/employeeDataList': endpoint<PageResult<EmployeeDataRow>>(),
  '/mission/operationalAnalysis/organizationalStructureInfo': endpoint<OrganizationalStructureInfo>(),
  /** V2 exports are queued in the task centre (JSON answer), not streamed. */
  '/mission/operationalAnalysis/exportEmployeeDataListV2': endpoint<Done>(),
  '/mission/operationalAnalysis/taskDataList': endpoint<PageResult<TaskDataRow>>(),
  /** Binary (spec section 7). */
  '/mission/operationalAnalysis/exportTaskDataList': binaryEndpoint(),
  '/mission/operationalAnalysis/allDataOverview': endpoint<DataOverview>(),
  '/mission/operationalAnalysis/coreTargets': endpoint<CoreTarget[]>(),
} satisfies EndpointMap;
