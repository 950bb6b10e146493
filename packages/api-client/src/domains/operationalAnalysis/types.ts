/** Employee row of operational analysis. Not shown in the spec (reference server). */
export interface EmployeeDataRow {
  userId: number;
  userBrandName: string;
  deptName: string;
  videoCount: number;
  liveCount: number;
  taskCount: number;
  playCount: number;
}

/** Organisation summary. Not shown in the spec (reference server). */
export interface OrganizationalStructureInfo {
  deptCount: number;
  employeeCount: number;
}

/** Task row of operational analysis. Not shown in the spec (reference server). */
export interface TaskDataRow {
  taskId: number;
  taskName: string;
  taskType: number;
  joinCount: number;
  completeCount: number;
}

/** Overview figures keyed by metric name. Not shown in the spec (reference server). */
export type DataOverview = Record<string, number>;

/** A core target. Not shown in the spec (reference server). */
export interface CoreTarget {
  name: string;
  value: number;
  /** Change against the previous period, as a fraction. */
  ratio: number | null;
}
