import { DICTIONARY_ITEM_LABEL_MAX } from '@brand-console/api-client';
import { useTranslate, type Catalogues } from '@brand-console/ui';
import { appEn, appZhCN } from '../../../lib/messages';
import { refusalOf } from '../../../lib/refusal';

/** Strings of 字典设置 (dictionaries); both languages have every key. */
export const dictionariesZhCN = {
  'dict.choose': '字典',
  'dict.count': '{enabled} / {total} 项启用',
  'dict.items': '{name}的字典项',
  'dict.itemsHint':
    '拖动左侧手柄调整顺序，或聚焦手柄后按空格键拿起、上下方向键移动、再按空格键放下。停用的项不再出现在使用该字典的页面中。',
  'dict.add': '新增字典项',
  'dict.addTo': '在“{name}”中新增',
  'dict.label': '名称',
  'dict.labelPlaceholder': `一行，最多 ${DICTIONARY_ITEM_LABEL_MAX} 个字`,
  'dict.labelRequired': '请输入名称',
  'dict.labelTooLong': `名称最多 ${DICTIONARY_ITEM_LABEL_MAX} 个字`,
  'dict.save': '保存',
  'dict.rename': '重命名',
  'dict.renameOf': '重命名“{label}”',
  'dict.enabled': '启用',
  'dict.enabledOf': '启用“{label}”',
  'dict.disabledTag': '已停用',
  'dict.usage': '{count} 个任务使用',
  'dict.delete': '删除',
  'dict.deleteOf': '删除“{label}”',
  'dict.deleteConfirm': '删除后不可恢复，是否确认删除“{label}”？',
  'dict.inUse': '正在使用中，只能停用',
  'dict.added': '已新增“{label}”',
  'dict.renamed': '已重命名为“{label}”',
  'dict.turnedOn': '已启用“{label}”',
  'dict.turnedOff': '已停用“{label}”',
  'dict.deleted': '已删除“{label}”',
  'dict.sorted': '已保存顺序',
  'dict.empty': '这个字典还没有字典项，点击“新增字典项”添加。',
  'dict.loadFailed': '字典加载失败',
  'dict.retry': '重试',
  'dict.failed': '操作失败，请重试',
} as const;

export const dictionariesEn: Record<keyof typeof dictionariesZhCN, string> = {
  'dict.choose': 'Dictionary',
  'dict.count': '{enabled} of {total} enabled',
  'dict.items': 'Items of {name}',
  'dict.itemsHint':
    'Drag a handle to reorder, or focus a handle, press Space to pick the item up, move it with the Up and Down arrow keys and press Space to drop it. Disabled items no longer show on the pages that use the dictionary.',
  'dict.add': 'Add item',
  'dict.addTo': 'Add to “{name}”',
  'dict.label': 'Name',
  'dict.labelPlaceholder': `One line, at most ${DICTIONARY_ITEM_LABEL_MAX} characters`,
  'dict.labelRequired': 'Enter a name',
  'dict.labelTooLong': `A name has at most ${DICTIONARY_ITEM_LABEL_MAX} characters`,
  'dict.save': 'Save',
  'dict.rename': 'Rename',
  'dict.renameOf': 'Rename “{label}”',
  'dict.enabled': 'Enabled',
  'dict.enabledOf': 'Enable “{label}”',
  'dict.disabledTag': 'Disabled',
  'dict.usage': 'Used by {count} tasks',
  'dict.delete': 'Delete',
  'dict.deleteOf': 'Delete “{label}”',
  'dict.deleteConfirm': 'This cannot be undone. Delete “{label}”?',
  'dict.inUse': 'In use: it can only be disabled',
  'dict.added': 'Added “{label}”',
  'dict.renamed': 'Renamed to “{label}”',
  'dict.turnedOn': 'Enabled “{label}”',
  'dict.turnedOff': 'Disabled “{label}”',
  'dict.deleted': 'Deleted “{label}”',
  'dict.sorted': 'Order saved',
  'dict.empty': 'This dictionary has no items yet. Add one with “Add item”.',
  'dict.loadFailed': 'The dictionary could not be loaded',
  'dict.retry': 'Retry',
  'dict.failed': 'That did not work. Try again.',
};

const catalogues: Catalogues<keyof typeof dictionariesZhCN | keyof typeof appZhCN> = {
  'zh-CN': { ...appZhCN, ...dictionariesZhCN },
  en: { ...appEn, ...dictionariesEn },
};

/** A translator for 字典设置: its own strings and the console's shared ones. */
export function useDictionariesTranslate() {
  return useTranslate(catalogues);
}

/** The server's refusals on this page, in English (`zh-CN` keeps them as they are). */
const ENGLISH: ReadonlyArray<[RegExp, string]> = [
  [/^字典项不存在$/, 'This item does not exist'],
  [/^该名称已存在$/, 'The dictionary already has an item with this name'],
  [/^每个字典最多 (\d+) 项$/, 'A dictionary holds at most $1 items'],
  [/^排序须包含该字典的每一项，且每项一次$/, 'The order must list every item of the dictionary once'],
  [/^该字典项正在使用中，可停用后不再可选$/, 'The item is in use: disable it instead, so it can no longer be chosen'],
  [/^请输入名称$/, 'Enter a name'],
  [/^名称最多 (\d+) 个字$/, 'A name has at most $1 characters'],
];

/** A refusal of the dictionary routes in the reader's language. */
export function dictionaryMessage(message: string, locale: string): string {
  if (!locale.startsWith('en')) return message;
  for (const [pattern, english] of ENGLISH) if (pattern.test(message)) return message.replace(pattern, english);
  return message;
}

/** Re-exported for this feature's files: one definition for the console. */
export { refusalOf };
