import type { Catalogues } from '../translate';
import { en } from './en';
import { zhCN, type UiMessageKey } from './zh-CN';

export type { UiMessageKey };
export const uiCatalogues: Catalogues<UiMessageKey> = { 'zh-CN': zhCN, en };
export { commonCatalogues } from './common';
export { formsCatalogues } from './forms';
export { dataCatalogues } from './data';
export { uploadCatalogues } from './upload';
export { shellCatalogues } from './shell';
export { accountCatalogues } from './account';
export { pagesCatalogues } from './pages';
export { signInCatalogues } from './signIn';
export { taskCentreCatalogues } from './taskCentre';
export { materialsCatalogues } from './materials';
export { coverEditorCatalogues } from './coverEditor';
