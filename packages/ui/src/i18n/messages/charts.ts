import type { Catalogues } from '../translate';
import { commonEn, commonZhCN, type CommonMessageKey } from './common';
/** UI strings for charts and figures: Chart, Statistic, KpiCard, DataScreen. Keys are prefixed by component; both languages must have every key. */
export const chartsZhCN = {
  'chart.showTable': '查看数据表',
  'chart.category': '类别',
  'chart.name': '名称',
  'chart.value': '数值',
  'chart.loadFailed': '图表加载失败，已显示数据表',
  'statistic.up': '上升 {value}',
  'statistic.down': '下降 {value}',
  'statistic.flat': '持平',
  'statistic.upVsPrevious': '较上期上升 {value}',
  'statistic.downVsPrevious': '较上期下降 {value}',
  'statistic.flatVsPrevious': '与上期持平',
  'dataScreen.updatedAt': '更新于 {time}',
  'dataScreen.autoRefresh': '每 {seconds} 秒自动刷新',
  'dataScreen.refresh': '立即刷新',
  'dataScreen.fullscreen': '全屏显示',
  'dataScreen.exitFullscreen': '退出全屏',
} as const;

export const chartsEn: Record<keyof typeof chartsZhCN, string> = {
  'chart.showTable': 'View as table',
  'chart.category': 'Category',
  'chart.name': 'Name',
  'chart.value': 'Value',
  'chart.loadFailed': 'The chart could not be loaded; showing the data table',
  'statistic.up': 'up {value}',
  'statistic.down': 'down {value}',
  'statistic.flat': 'unchanged',
  'statistic.upVsPrevious': 'up {value}',
  'statistic.downVsPrevious': 'down {value}',
  'statistic.flatVsPrevious': 'unchanged',
  'dataScreen.updatedAt': 'Updated {time}',
  'dataScreen.autoRefresh': 'Refreshes every {seconds} s',
  'dataScreen.refresh': 'Refresh now',
  'dataScreen.fullscreen': 'Full screen',
  'dataScreen.exitFullscreen': 'Exit full screen',
};

/** This area's strings with the shared ones: what its components translate with. */
export const chartsCatalogues: Catalogues<keyof typeof chartsZhCN | CommonMessageKey> = {
  'zh-CN': { ...commonZhCN, ...chartsZhCN },
  en: { ...commonEn, ...chartsEn },
};
