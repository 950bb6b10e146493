import { z } from 'zod';
import { dateBound, empty, id, int, list, page, text } from './fields';

const range = () => ({ startTime: dateBound().optional(), endTime: dateBound().optional() });
const employeeFilters = () => ({ ...range(), deptIds: list(id()).optional(), userBrandName: text().optional() });
const taskFilters = () => ({ ...range(), taskType: int().optional(), taskName: text().optional() });

/** Requests of operational analysis (`/mission/operationalAnalysis/...`); payloads not shown (reference server). */
export const operationalAnalysisRequests = {
  '/mission/operationalAnalysis/employeeDataList': z.object({ ...page(), ...employeeFilters() }),
  '/mission/operationalAnalysis/organizationalStructureInfo': empty(),
  '/mission/operationalAnalysis/exportEmployeeDataListV2': z.object(employeeFilters()),
  '/mission/operationalAnalysis/taskDataList': z.object({ ...page(), ...taskFilters() }),
  '/mission/operationalAnalysis/exportTaskDataList': z.object(taskFilters()),
  '/mission/operationalAnalysis/allDataOverview': z.object(range()),
  '/mission/operationalAnalysis/coreTargets': z.object(range()),
} satisfies Record<string, z.ZodType>;
