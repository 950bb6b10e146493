import { z } from 'zod';
import { DICTIONARY_ITEMS_MAX } from '../dictionaries/brandSettings';
import { TASK_EXPORT_DIMENSIONS, TASK_TYPES } from '../dictionaries/marketing';
import { code, dateBound, empty, id, list, page, text } from './fields';

const taskTypes = TASK_TYPES.map((entry) => entry.value) as [1, 2, 3, 5, 6];

const range = () => ({ startTime: dateBound().optional(), endTime: dateBound().optional() });
const employeeFilters = () => ({ ...range(), deptIds: list(id()).optional(), userBrandName: text().optional() });
/** Task data: a name contained, one of `TASK_TYPES`, and the period the participation is counted in. */
const taskFilters = () => ({
  ...range(),
  taskType: code(taskTypes).optional(),
  taskName: text().optional(),
  /** Task tags (items of the brand's `taskTags` dictionary): tasks carrying any of them. */
  tagIds: list(id(), DICTIONARY_ITEMS_MAX).optional(),
});

/** Requests of operational analysis (`/mission/operationalAnalysis/...`); payloads not shown (reference server). */
export const operationalAnalysisRequests = {
  '/mission/operationalAnalysis/employeeDataList': z.object({ ...page(), ...employeeFilters() }),
  '/mission/operationalAnalysis/organizationalStructureInfo': empty(),
  '/mission/operationalAnalysis/exportEmployeeDataListV2': z.object(employeeFilters()),
  '/mission/operationalAnalysis/taskDataList': z.object({ ...page(), ...taskFilters() }),
  /** One row per task, or (`dimension: 'department'`) per department of the brand. */
  '/mission/operationalAnalysis/exportTaskDataList': z.object({
    ...taskFilters(),
    dimension: z.enum(TASK_EXPORT_DIMENSIONS).optional(),
  }),
  '/mission/operationalAnalysis/allDataOverview': z.object(range()),
  '/mission/operationalAnalysis/coreTargets': z.object(range()),
} satisfies Record<string, z.ZodType>;
