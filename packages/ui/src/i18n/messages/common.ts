import type { Catalogues } from '../translate';

/** UI strings shared by every area (close, loading, dialogs, confirm, toasts). */
export const commonZhCN = {
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
  'toast.label': '通知',
  'toast.region': '通知 ({hotkey})',
  'toast.dismiss': '关闭通知',
  'toast.error': '错误',
  'toast.success': '成功',
  'toast.warning': '警告',
  'toast.info': '提示',
} as const;

export type CommonMessageKey = keyof typeof commonZhCN;

export const commonEn: Record<CommonMessageKey, string> = {
  'common.close': 'Close',
  'common.loading': 'Loading',
  'common.error': 'Something went wrong',
  'button.loading': 'Loading',
  'dialog.close': 'Close',
  'confirm.title': 'Notice',
  'confirm.ok': 'Confirm',
  'confirm.cancel': 'Cancel',
  'confirm.failed': 'The action failed. Please try again.',
  'confirm.warningIcon': 'Warning',
  'toast.label': 'Notification',
  'toast.region': 'Notifications ({hotkey})',
  'toast.dismiss': 'Dismiss notification',
  'toast.error': 'Error',
  'toast.success': 'Success',
  'toast.warning': 'Warning',
  'toast.info': 'Notice',
};

/** The shared strings alone, for the foundation components (Button, Dialog, ConfirmDialog, Toast). */
export const commonCatalogues: Catalogues<CommonMessageKey> = { 'zh-CN': commonZhCN, en: commonEn };
