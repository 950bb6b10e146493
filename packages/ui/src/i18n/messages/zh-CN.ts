import { commonZhCN } from './common';
import { dataZhCN } from './data';
import { formsZhCN } from './forms';
import { uploadZhCN } from './upload';
import { shellZhCN } from './shell';
import { accountZhCN } from './account';
import { pagesZhCN } from './pages';
import { signInZhCN } from './signIn';
import { taskCentreZhCN } from './taskCentre';
import { materialsZhCN } from './materials';
import { coverEditorZhCN } from './coverEditor';
import { chartsZhCN } from './charts';
import { displayZhCN } from './display';
import { templatesZhCN } from './templates';
import { inputsZhCN } from './inputs';

/** Strings the UI package renders itself, in Chinese (the default language). */
export const zhCN = {
  ...commonZhCN,
  ...formsZhCN,
  ...dataZhCN,
  ...uploadZhCN,
  ...shellZhCN,
  ...accountZhCN,
  ...pagesZhCN,
  ...signInZhCN,
  ...taskCentreZhCN,
  ...materialsZhCN,
  ...coverEditorZhCN,
  ...chartsZhCN,
  ...displayZhCN,
  ...templatesZhCN,
  ...inputsZhCN,
} as const;

export type UiMessageKey = keyof typeof zhCN;
