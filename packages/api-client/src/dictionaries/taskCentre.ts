import type { Dictionary, DictionaryValue } from './dictionary';

/** Task-centre tabs (spec sections 2 and 9). */
export const TASK_CENTRE_TABS = [
  { value: 1, key: 'exports', zh: '下载任务', en: 'Download tasks' },
  { value: 2, key: 'tagTasks', zh: '智能打标', en: 'Smart tagging' },
  { value: 3, key: 'merge', zh: '素材合并', en: 'Material merge' },
  { value: 4, key: 'split', zh: '素材拆分', en: 'Material split' },
  { value: 5, key: 'aiCreation', zh: '批量文案', en: 'Batch captions' },
] as const satisfies Dictionary;
export type TaskCentreTab = DictionaryValue<typeof TASK_CENTRE_TABS>;

/** Page sizes of the task-centre tables; the first is the default (spec section 9). */
export const TASK_CENTRE_PAGE_SIZES = [5, 10, 20, 50] as const;
/** Default task-centre page size. */
export const TASK_CENTRE_DEFAULT_PAGE_SIZE = 5;
/** Operation type of merge/split record listing. */
export const MERGE_SPLIT_OPERATION = { merge: 1, split: 2 } as const;
