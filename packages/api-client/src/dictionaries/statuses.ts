import type { Dictionary, DictionaryValue } from './dictionary';

/** Download/export task status (spec section 4). Only 1 (in progress) can be cancelled, which sets 4. */
export const DOWNLOAD_TASK_STATUSES = [
  { value: 0, key: 'notStarted', zh: '未开始', en: 'Not started' },
  { value: 1, key: 'inProgress', zh: '进行中', en: 'In progress' },
  { value: 2, key: 'finished', zh: '已完成', en: 'Finished' },
  { value: 3, key: 'cancelled', zh: '已取消', en: 'Cancelled' },
  { value: 4, key: 'failed', zh: '失败', en: 'Failed' },
  { value: 5, key: 'expired', zh: '已过期', en: 'Expired' },
] as const satisfies Dictionary;
export type DownloadTaskStatus = DictionaryValue<typeof DOWNLOAD_TASK_STATUSES>;
/** Status a cancelled in-progress download task is set to (spec section 4). */
export const DOWNLOAD_TASK_CANCEL_STATUS = 4;
/** While any task is in progress the list is polled this often (spec sections 4 and 9). */
export const DOWNLOAD_POLL_INTERVAL_MS = 4000;

/**
 * Export-file row status in the task centre (spec section 4). The spec gives only 1 waiting,
 * 2 in progress and 3 done; the labels of 4, 5 and 6 are not shown. 4 is what cancelling sets
 * (spec section 4: "sets status 4"), so it reads cancelled; 5 (0%) failed; 6 (100%) expired.
 */
export const EXPORT_ROW_STATUSES = [
  { value: 1, key: 'waiting', zh: '等待中', en: 'Waiting' },
  { value: 2, key: 'inProgress', zh: '导出中', en: 'Exporting' },
  { value: 3, key: 'done', zh: '已完成', en: 'Done' },
  { value: 4, key: 'cancelled', zh: '已取消', en: 'Cancelled' },
  { value: 5, key: 'failed', zh: '导出失败', en: 'Failed' },
  { value: 6, key: 'expired', zh: '已过期', en: 'Expired' },
] as const satisfies Dictionary;
export type ExportRowStatus = DictionaryValue<typeof EXPORT_ROW_STATUSES>;

/**
 * Progress percentage of an export row (spec section 4): 1 → 0; 2 → 33 (sub-status 0 or 1),
 * 66 (2) or 99 (3); 3 → 100; 4 and 5 → 0; 6 → 100. Anything else → 0.
 */
export function exportRowProgress(status: number, subStatus?: number | null): number {
  switch (status) {
    case 2:
      return subStatus === 3 ? 99 : subStatus === 2 ? 66 : 33;
    case 3:
    case 6:
      return 100;
    default:
      return 0;
  }
}

/** The action an export row offers (spec section 4): 1/2 a first action (cancel), 3 open the file, others none. */
export function exportRowAction(status: number): 'cancel' | 'open' | 'none' {
  if (status === 1 || status === 2) return 'cancel';
  if (status === 3) return 'open';
  return 'none';
}

/** Task-centre status dictionary (spec section 4): 0/1/2 in progress, 3 completed, 4 terminated, 10 previewing. */
export const TASK_CENTRE_STATUSES = [
  { value: 0, key: 'inProgress0', zh: '进行中', en: 'In progress' },
  { value: 1, key: 'inProgress1', zh: '进行中', en: 'In progress' },
  { value: 2, key: 'inProgress2', zh: '进行中', en: 'In progress' },
  { value: 3, key: 'completed', zh: '已完成', en: 'Completed' },
  { value: 4, key: 'terminated', zh: '已终止', en: 'Terminated' },
  { value: 10, key: 'previewing', zh: '预览中', en: 'Previewing' },
] as const satisfies Dictionary;
export type TaskCentreStatus = DictionaryValue<typeof TASK_CENTRE_STATUSES>;

/** Tag task status (spec section 4): 1/2 in progress (completed/total shown), 3 failed, 4 completed. */
export const TAG_TASK_STATUSES = [
  { value: 1, key: 'inProgress', zh: '进行中', en: 'In progress' },
  { value: 2, key: 'inProgress2', zh: '进行中', en: 'In progress' },
  { value: 3, key: 'failed', zh: '失败', en: 'Failed' },
  { value: 4, key: 'completed', zh: '已完成', en: 'Completed' },
] as const satisfies Dictionary;
export type TagTaskStatus = DictionaryValue<typeof TAG_TASK_STATUSES>;

/** Merge/split record status (spec section 4): 1 and 4 in progress, 2 completed, 3 failed. View only when completed. */
export const MERGE_SPLIT_STATUSES = [
  { value: 1, key: 'inProgress', zh: '进行中', en: 'In progress' },
  { value: 2, key: 'completed', zh: '已完成', en: 'Completed' },
  { value: 3, key: 'failed', zh: '失败', en: 'Failed' },
  { value: 4, key: 'inProgress4', zh: '进行中', en: 'In progress' },
] as const satisfies Dictionary;
export type MergeSplitStatus = DictionaryValue<typeof MERGE_SPLIT_STATUSES>;

/** AI creation record status (spec section 4): 1 in progress, 2 completed, 3 failed. */
export const AI_CREATION_STATUSES = [
  { value: 1, key: 'inProgress', zh: '进行中', en: 'In progress' },
  { value: 2, key: 'completed', zh: '已完成', en: 'Completed' },
  { value: 3, key: 'failed', zh: '失败', en: 'Failed' },
] as const satisfies Dictionary;
export type AiCreationStatus = DictionaryValue<typeof AI_CREATION_STATUSES>;

/** Generation task status (spec section 4): 0 waiting, 1 processing, 2 completed, 3 and 4 abnormal, 5 closed. */
export const GENERATION_STATUSES = [
  { value: 0, key: 'waiting', zh: '等待中', en: 'Waiting' },
  { value: 1, key: 'processing', zh: '处理中', en: 'Processing' },
  { value: 2, key: 'completed', zh: '已完成', en: 'Completed' },
  { value: 3, key: 'abnormal', zh: '异常', en: 'Abnormal' },
  { value: 4, key: 'abnormal4', zh: '异常', en: 'Abnormal' },
  { value: 5, key: 'closed', zh: '已关闭', en: 'Closed' },
] as const satisfies Dictionary;
export type GenerationStatus = DictionaryValue<typeof GENERATION_STATUSES>;

/** Publish status (spec section 4): 1 waiting, 2 publishing, 3 success, 4 failed, 5 closed. */
export const PUBLISH_STATUSES = [
  { value: 1, key: 'waiting', zh: '待发布', en: 'Waiting' },
  { value: 2, key: 'publishing', zh: '发布中', en: 'Publishing' },
  { value: 3, key: 'success', zh: '发布成功', en: 'Published' },
  { value: 4, key: 'failed', zh: '发布失败', en: 'Failed' },
  { value: 5, key: 'closed', zh: '已关闭', en: 'Closed' },
] as const satisfies Dictionary;
export type PublishStatus = DictionaryValue<typeof PUBLISH_STATUSES>;

/** Link or code status (spec section 4): 1 not enabled, 2 publishing, 3 invalid. */
export const LINK_STATUSES = [
  { value: 1, key: 'notEnabled', zh: '未启用', en: 'Not enabled' },
  { value: 2, key: 'publishing', zh: '发布中', en: 'Publishing' },
  { value: 3, key: 'invalid', zh: '已失效', en: 'Invalid' },
] as const satisfies Dictionary;
export type LinkStatus = DictionaryValue<typeof LINK_STATUSES>;

/** Processing status (spec section 4): 0 not started, 1 processing, 2 success, 3 failed. */
export const PROCESSING_STATUSES = [
  { value: 0, key: 'notStarted', zh: '未开始', en: 'Not started' },
  { value: 1, key: 'processing', zh: '处理中', en: 'Processing' },
  { value: 2, key: 'success', zh: '成功', en: 'Succeeded' },
  { value: 3, key: 'failed', zh: '失败', en: 'Failed' },
] as const satisfies Dictionary;
export type ProcessingStatus = DictionaryValue<typeof PROCESSING_STATUSES>;

/** The kinds of background job the task centre lists (its five tabs, merge and split apart). */
export const JOB_KINDS = [
  { value: 'export', key: 'export', zh: '文件导出', en: 'Exports' },
  { value: 'tag', key: 'tag', zh: '智能打标', en: 'Smart tagging' },
  { value: 'merge', key: 'merge', zh: '素材合并', en: 'Merges' },
  { value: 'split', key: 'split', zh: '素材拆分', en: 'Splits' },
  { value: 'caption', key: 'caption', zh: '批量文案', en: 'Batch captions' },
] as const satisfies Dictionary<string>;
export type JobKind = DictionaryValue<typeof JOB_KINDS>;

/** Where a background job stands, whatever its kind's own status codes (overviews count by this). */
export const JOB_OUTCOMES = [
  { value: 'running', key: 'running', zh: '进行中', en: 'Running' },
  { value: 'done', key: 'done', zh: '已完成', en: 'Done' },
  { value: 'failed', key: 'failed', zh: '失败', en: 'Failed' },
  { value: 'cancelled', key: 'cancelled', zh: '已取消', en: 'Cancelled' },
  { value: 'expired', key: 'expired', zh: '已过期', en: 'Expired' },
] as const satisfies Dictionary<string>;
export type JobOutcome = DictionaryValue<typeof JOB_OUTCOMES>;

const JOB_STATUS_DICTIONARIES: Record<JobKind, Dictionary> = {
  export: EXPORT_ROW_STATUSES,
  tag: TAG_TASK_STATUSES,
  merge: MERGE_SPLIT_STATUSES,
  split: MERGE_SPLIT_STATUSES,
  caption: AI_CREATION_STATUSES,
};

/**
 * The outcome of a job of `kind` in `status`, read from that kind's status dictionary above (its
 * keys say it): waiting and in progress are running, done and completed are done. Unknown: running.
 */
export function jobOutcome(kind: JobKind, status: number): JobOutcome {
  const key = JOB_STATUS_DICTIONARIES[kind].find((entry) => entry.value === status)?.key ?? 'waiting';
  if (key === 'done' || key === 'completed') return 'done';
  if (key === 'failed' || key === 'cancelled' || key === 'expired') return key;
  return 'running';
}
