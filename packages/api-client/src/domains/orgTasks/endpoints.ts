import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { ExportColumn, OrgTaskDataRow, SavedTask, TaskCenter } from './types';

/** Organisation tasks (spec section 7) plus the self-handled task create/update calls. */
export const orgTasksEndpoints = {
  /** Queued export (JSON answer). */
  '/mission/org/task/exportV2': endpoint<Done>(),
  '/mission/org/task/data': endpoint<PageResult<OrgTaskDataRow>>(),
  '/mission/org/task/export/column': endpoint<ExportColumn[]>(),
  '/mission/miniApp/task/getTaskCenter': endpoint<TaskCenter>(),
  '/mission/task/createTask': endpoint<SavedTask>({ encoding: 'json', selfHandled: true }),
  '/mission/task/updateTask': endpoint<SavedTask>({ encoding: 'json', selfHandled: true }),
} satisfies EndpointMap;
