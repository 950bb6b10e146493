import { dataZhCN } from './data';
import { formsZhCN } from './forms';
import { uploadZhCN } from './upload';
import { shellZhCN } from './shell';
import { accountZhCN } from './account';

/** Strings the UI package renders itself, in Chinese (the default language). */
export const zhCN = {
  ...formsZhCN,
  ...dataZhCN,
  ...uploadZhCN,
  ...shellZhCN,
  ...accountZhCN,
  'common.close': '关闭',
  'common.loading': '加载中',
  'common.error': '出错了',
  'button.loading': '加载中',
  'dialog.close': '关闭',
  'confirm.title': '提示',
  'confirm.ok': '确认',
  'confirm.cancel': '取消',
  'confirm.failed': '操作失败，请重试',
  'confirm.warningIcon': '警告',
  'toast.region': '通知 ({hotkey})',
  'toast.dismiss': '关闭通知',
  'toast.error': '错误',
  'toast.success': '成功',
  'toast.warning': '警告',
  'toast.info': '提示',
} as const;

export type UiMessageKey = keyof typeof zhCN;
