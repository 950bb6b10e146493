import { dataEn } from './data';
import { formsEn } from './forms';
import { uploadEn } from './upload';
import { shellEn } from './shell';
import { accountEn } from './account';
import type { UiMessageKey } from './zh-CN';

/** Strings the UI package renders itself, in English. */
export const en: Record<UiMessageKey, string> = {
  ...formsEn,
  ...dataEn,
  ...uploadEn,
  ...shellEn,
  ...accountEn,
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
  'toast.region': 'Notifications ({hotkey})',
  'toast.dismiss': 'Dismiss notification',
  'toast.error': 'Error',
  'toast.success': 'Success',
  'toast.warning': 'Warning',
  'toast.info': 'Notice',
};
