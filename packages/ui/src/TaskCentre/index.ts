export { TaskCentre } from './TaskCentre';
export type {
  TaskCentreAiRow,
  TaskCentreExportRow,
  TaskCentreMaterial,
  TaskCentrePagination,
  TaskCentreProps,
  TaskCentreRecordRow,
  TaskCentreRows,
  TaskCentreTabState,
  TaskCentreTagRow,
} from './TaskCentre';
export { exportProgress, isTaskRunning, taskOutcome, TASK_CENTRE_PAGE_SIZES, TASK_CENTRE_TABS } from './status';
export type { TaskCentreTab } from './status';
