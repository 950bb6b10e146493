import type { Dictionary, DictionaryEntry, DictionaryValue } from './dictionary';

/**
 * Marketing task types (营销中心 tasks): the codes of spec section 2's create-task paths
 * (1 video, 2 live, 3 collecting, 5 study, 6 image-text).
 */
export const TASK_TYPES = [
  { value: 1, key: 'video', zh: '视频任务', en: 'Video task' },
  { value: 2, key: 'live', zh: '直播任务', en: 'Live task' },
  { value: 3, key: 'collecting', zh: '征集任务', en: 'Collecting task' },
  { value: 5, key: 'study', zh: '学习任务', en: 'Study task' },
  { value: 6, key: 'imageText', zh: '图文任务', en: 'Image-text task' },
] as const satisfies Dictionary;
export type TaskTypeCode = DictionaryValue<typeof TASK_TYPES>;

/**
 * The core targets of employee operational analysis (`coreTargets`), in the order they are shown,
 * with how each value reads: a count or a fraction (0.5 = 50 %).
 */
export const CORE_TARGETS = [
  { value: 'members', key: 'members', zh: '成员数', en: 'Members', valueType: 'count' },
  { value: 'activeMembers', key: 'activeMembers', zh: '活跃成员', en: 'Active members', valueType: 'count' },
  {
    value: 'participationRate',
    key: 'participationRate',
    zh: '任务参与率',
    en: 'Task participation rate',
    valueType: 'percent',
  },
  {
    value: 'completionRate',
    key: 'completionRate',
    zh: '任务完成率',
    en: 'Task completion rate',
    valueType: 'percent',
  },
  { value: 'materials', key: 'materials', zh: '上传素材', en: 'Materials uploaded', valueType: 'count' },
] as const satisfies readonly (DictionaryEntry<string> & { readonly valueType: 'count' | 'percent' })[];
export type CoreTargetName = DictionaryValue<typeof CORE_TARGETS>;

/** What an export of task data is grouped by: one row per task (tracking 115) or per department (116). */
export const TASK_EXPORT_DIMENSIONS = ['task', 'department'] as const;
export type TaskExportDimension = (typeof TASK_EXPORT_DIMENSIONS)[number];
