/** A row of organisation task data, keyed by export column key. Not shown (reference server). */
export type OrgTaskDataRow = Record<string, string | number | null>;

/** A column the task export can contain. Not shown (reference server). */
export interface ExportColumn {
  key: string;
  title: string;
  /** Chosen by default. */
  checked: boolean;
}

/** A task of the mini-programme task centre. Not shown (reference server). */
export interface MiniTask {
  taskId: number;
  taskName: string;
  taskType: number;
  status: number;
}

/** The mini-programme task centre. Not shown (reference server). */
export interface TaskCenter {
  records: MiniTask[];
}

/** Result of creating or updating a task (reference server). */
export interface SavedTask {
  taskId: number;
}
