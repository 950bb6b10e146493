import { useTranslate, type Catalogues } from '@brand-console/ui';
import { appEn, appZhCN } from '../../../lib/messages';

/** Strings of the member detail's short-video quota and its dialog; both languages have every key. */
export const quotaZhCN = {
  'quota.title': '短视频额度',
  'quota.edit': '设置额度',
  'quota.editOf': '设置“{name}”的短视频额度',
  'quota.period': '统计周期',
  'quota.periodValue': '{month}（北京时间自然月）',
  'quota.used': '本月已生成',
  'quota.usedHint': '合并 1 个，拆分按片段计，失败的不计',
  'quota.limit': '每月上限',
  'quota.left': '本月剩余',
  'quota.count': '{count} 个',
  'quota.unlimited': '不限',
  'quota.progress': '本月短视频额度已用',
  'quota.unlimitedBody': '未设上限：该成员每月可生成的短视频不受限制。',
  'quota.fullBody': '额度已用完：该成员本月不能再合并或拆分视频。',
  'quota.overBody': '已超出上限 {count} 个（上限在生成后被调低）：该成员本月不能再合并或拆分视频。',
  'quota.limitLabel': '每月上限（个）',
  'quota.limitHint': '每个自然月（北京时间）最多生成的短视频数：合并算 1 个，拆分按片段数计。0 表示不限。',
  'quota.save': '保存',
  'quota.saved': '已保存“{name}”的短视频额度',
  'quota.loadFailed': '短视频额度加载失败',
  'quota.retry': '重试',
};

export const quotaEn: Record<keyof typeof quotaZhCN, string> = {
  'quota.title': 'Short-video quota',
  'quota.edit': 'Set quota',
  'quota.editOf': 'Short-video quota of "{name}"',
  'quota.period': 'Period',
  'quota.periodValue': '{month} (calendar month, Beijing time)',
  'quota.used': 'Produced this month',
  'quota.usedHint': 'A merge counts 1, a split one per piece; failed ones do not count',
  'quota.limit': 'Monthly limit',
  'quota.left': 'Left this month',
  'quota.count': '{count}',
  'quota.unlimited': 'No limit',
  'quota.progress': 'Short-video quota used this month',
  'quota.unlimitedBody': 'No limit set: this member may produce any number of short videos a month.',
  'quota.fullBody': 'The quota is used up: this member cannot merge or split videos again this month.',
  'quota.overBody':
    '{count} over the limit (it was lowered after they were produced): this member cannot merge or split videos again this month.',
  'quota.limitLabel': 'Videos per month',
  'quota.limitHint':
    'The most short videos they may produce per calendar month (Beijing time): a merge counts 1, a split one per piece. 0 means no limit.',
  'quota.save': 'Save',
  'quota.saved': 'Short-video quota of "{name}" saved',
  'quota.loadFailed': 'The short-video quota could not be loaded',
  'quota.retry': 'Retry',
};

const quotaCatalogues: Catalogues<keyof typeof quotaZhCN | keyof typeof appZhCN> = {
  'zh-CN': { ...appZhCN, ...quotaZhCN },
  en: { ...appEn, ...quotaEn },
};

/** A translator for the quota section and its dialog: their own strings and the console's shared ones. */
export function useQuotaTranslate() {
  return useTranslate(quotaCatalogues);
}

/** English for the server's refusals of `updateUserSumvideoConfig`; others are shown as written. */
const ENGLISH: Readonly<Record<string, string>> = {
  成员不存在: 'This member does not exist or no longer belongs to the brand',
};

/** A refusal of the quota calls in the reader's language (`zh-CN` keeps it as the server wrote it). */
export function quotaRefusal(message: string, locale: string): string {
  return locale.startsWith('en') ? (ENGLISH[message] ?? message) : message;
}
