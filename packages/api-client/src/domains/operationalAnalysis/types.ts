/** Employee row of operational analysis. Not shown in the spec (reference server's shape). */
export interface EmployeeDataRow {
  userId: number;
  userBrandName: string;
  /** Masked by the server: 138****0002. */
  phone: string;
  /** 1 for the brand's main account. */
  isMain: 0 | 1;
  /** Department names joined with 、 (empty when none). */
  deptName: string;
  /** Role names joined with 、 (empty when none). */
  roleNames: string;
  /** Materials the member uploaded in the period (not deleted). */
  materialCount: number;
  /** Pages the member opened in the period (tracking event 101). */
  visitCount: number;
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
