import type { Catalogues } from '../translate';
import { commonEn, commonZhCN, type CommonMessageKey } from './common';
/** UI strings for display templates: Tree, TreeSelect, Result, Timeline, QRCode, PageHeader, DetailPage. Keys are prefixed by component; both languages must have every key. */
export const displayZhCN = {
  'pageHeader.back': '返回',
} as const;

export const displayEn: Record<keyof typeof displayZhCN, string> = {
  'pageHeader.back': 'Back',
};

/** This area's strings with the shared ones: what its components translate with. */
export const displayCatalogues: Catalogues<keyof typeof displayZhCN | CommonMessageKey> = {
  'zh-CN': { ...commonZhCN, ...displayZhCN },
  en: { ...commonEn, ...displayEn },
};
