import { commonEn } from './common';
import { dataEn } from './data';
import { formsEn } from './forms';
import { uploadEn } from './upload';
import { shellEn } from './shell';
import { accountEn } from './account';
import { pagesEn } from './pages';
import { signInEn } from './signIn';
import { taskCentreEn } from './taskCentre';
import { materialsEn } from './materials';
import { coverEditorEn } from './coverEditor';
import { chartsEn } from './charts';
import { displayEn } from './display';
import { templatesEn } from './templates';
import { inputsEn } from './inputs';
import type { UiMessageKey } from './zh-CN';

/** Strings the UI package renders itself, in English. */
export const en: Record<UiMessageKey, string> = {
  ...commonEn,
  ...formsEn,
  ...dataEn,
  ...uploadEn,
  ...shellEn,
  ...accountEn,
  ...pagesEn,
  ...signInEn,
  ...taskCentreEn,
  ...materialsEn,
  ...coverEditorEn,
  ...chartsEn,
  ...displayEn,
  ...templatesEn,
  ...inputsEn,
};
