import type { Catalogues } from '../translate';
import { commonEn, commonZhCN, type CommonMessageKey } from './common';
/** UI strings for charts and figures: Chart, Statistic, KpiCard. Keys are prefixed by component; both languages must have every key. */
export const chartsZhCN = {
  'chart.showTable': '查看数据表',
} as const;

export const chartsEn: Record<keyof typeof chartsZhCN, string> = {
  'chart.showTable': 'View as table',
};

/** This area's strings with the shared ones: what its components translate with. */
export const chartsCatalogues: Catalogues<keyof typeof chartsZhCN | CommonMessageKey> = {
  'zh-CN': { ...commonZhCN, ...chartsZhCN },
  en: { ...commonEn, ...chartsEn },
};
