/** Task-centre statuses (spec section 4), as the task centre shows them. */

export type TaskCentreTab = 1 | 2 | 3 | 4 | 5;
export const TASK_CENTRE_TABS: readonly TaskCentreTab[] = [1, 2, 3, 4, 5];
export const TASK_CENTRE_PAGE_SIZES = [5, 10, 20, 50] as const;

/**
 * Progress of an export row: 1 waiting 0 %; 2 in progress 33 % (sub-status 0 or 1), 66 % (2) or
 * 99 % (3); 3 done 100 %; 4 and 5 at 0 %; 6 at 100 %.
 */
export function exportProgress(status: number, subStatus?: number | null): number {
  if (status === 2) return subStatus === 3 ? 99 : subStatus === 2 ? 66 : 33;
  return status === 3 || status === 6 ? 100 : 0;
}

/** Whether a row of a tab is still moving (polling continues while any is). */
export function isTaskRunning(tab: TaskCentreTab, status: number): boolean {
  if (tab === 3 || tab === 4) return status === 1 || status === 4;
  if (tab === 5) return status === 1;
  return status === 1 || status === 2;
}

/** Merge/split and AI creation: 2 completed, 3 failed, else in progress. Tag tasks: 4 completed, 3 failed. */
export function taskOutcome(tab: TaskCentreTab, status: number): 'running' | 'completed' | 'failed' {
  if (status === 3) return 'failed';
  if (tab === 2) return status === 4 ? 'completed' : 'running';
  return status === 2 ? 'completed' : 'running';
}
