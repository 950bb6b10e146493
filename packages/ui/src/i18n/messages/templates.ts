import type { Catalogues } from '../translate';
import { commonEn, commonZhCN, type CommonMessageKey } from './common';
/** UI strings for list templates: ListPage and its search, toolbar, batch bar and views. Keys are prefixed by component; both languages must have every key. */
export const templatesZhCN = {
  'listPage.view': '视图',
} as const;

export const templatesEn: Record<keyof typeof templatesZhCN, string> = {
  'listPage.view': 'View',
};

/** This area's strings with the shared ones: what its components translate with. */
export const templatesCatalogues: Catalogues<keyof typeof templatesZhCN | CommonMessageKey> = {
  'zh-CN': { ...commonZhCN, ...templatesZhCN },
  en: { ...commonEn, ...templatesEn },
};
