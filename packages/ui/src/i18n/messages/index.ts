import type { Catalogues } from '../translate';
import { en } from './en';
import { zhCN, type UiMessageKey } from './zh-CN';

export type { UiMessageKey };
export const uiCatalogues: Catalogues<UiMessageKey> = { 'zh-CN': zhCN, en };
