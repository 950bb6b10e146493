import type { CoreTargetName, TaskTypeCode } from '../../dictionaries/marketing';

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

/**
 * A marketing task of the brand with its members' participation in the period (`taskDataList`).
 * Not shown in the spec (reference server): counts are of the brand's members who joined the task
 * within the period, and of those, how many completed it by the period's end.
 */
export interface TaskDataRow {
  taskId: number;
  taskName: string;
  /** `TASK_TYPES`: 1 video, 2 live, 3 collecting, 5 study, 6 image-text. */
  taskType: TaskTypeCode;
  /** When the task runs, `YYYY-MM-DD HH:mm:ss` (UTC+8). */
  startTime: string;
  endTime: string;
  /** The task's tags (the brand's `taskTags` dictionary), in the dictionary's order. */
  tags: string[];
  /** Members who joined within the period. */
  joinCount: number;
  /** Of those, members who completed it by the period's end. */
  completeCount: number;
}

/** The period's figures of employee operational analysis (`allDataOverview`). */
export interface DataOverviewFigures {
  /** Members of the brand at the period's end. */
  members: number;
  /** Members with any activity in the period: a page visit, a material uploaded, a task joined or completed. */
  activeMembers: number;
  /** Members (by the period's end) who joined at least one task in the period. */
  participants: number;
  /** Task participations begun in the period (the sum of the task list's join counts). */
  participations: number;
  /** Of those, the ones completed by the period's end (the sum of the task list's completion counts). */
  completions: number;
  /** Materials the members uploaded in the period (not deleted). */
  materials: number;
  /** Pages the members opened in the period (tracking event 101). */
  visits: number;
}

/** One day of the overview's series; `day` is `YYYY-MM-DD` (UTC+8). */
export interface DataOverviewDay {
  day: string;
  activeMembers: number;
  participations: number;
  completions: number;
  materials: number;
  visits: number;
}

/**
 * Employee operational analysis over a period (`allDataOverview`). Not shown in the spec (reference
 * server): the figures and a daily series, every day of the period present (zeros included).
 */
export interface DataOverview {
  /** First and last day covered, `YYYY-MM-DD` (UTC+8), inclusive. */
  startDay: string;
  endDay: string;
  figures: DataOverviewFigures;
  daily: DataOverviewDay[];
}

/** A core target (`coreTargets`), one KPI card. Not shown in the spec (reference server). */
export interface CoreTarget {
  /** Which target (`CORE_TARGETS`, which also says whether it is a count or a fraction). */
  name: CoreTargetName;
  /** Its value in the period: a count, or a fraction for the rates. */
  value: number;
  /** Its value in the period of equal length just before. */
  previous: number;
  /** Change against the previous period, as a fraction; null when the previous value is 0. */
  ratio: number | null;
}
