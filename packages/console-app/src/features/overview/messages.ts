import { useTranslate, type Catalogues } from '@brand-console/ui';
import { appEn, appZhCN } from '../../lib/messages';

/** Strings of the overview: home and the built-in demo pages; both languages have every key. */
export const overviewZhCN = {
  'home.welcome': '欢迎回来，{name}',
  'home.firstPage': '进入{title}',
  'home.period': '统计时间',
  'home.loadFailed': '概览数据加载失败',
  'home.retry': '重试',
  'home.figures': '品牌概览',
  'home.materials': '素材总数',
  'home.materialBytes': '占用 {size}',
  'home.newMaterials': '近 {days} 天新增素材',
  'home.trendLabel': '较前 {days} 天',
  'home.videoTime': '视频总时长',
  'home.members': '成员',
  'home.jobs': '近 {days} 天任务',
  'home.jobsRunning': '进行中 {count} 个',
  'home.materialsChart': '每日新增素材（按类型）',
  'home.materialsChartHint': '所选时间内每天新增到素材库的素材数，按素材类型堆叠。',
  'home.jobsChart': '任务中心任务（按类型和状态）',
  'home.jobsChartHint': '所选时间内创建的导出、打标、合并、拆分和批量文案任务，按当前状态统计。',
  'screen.subtitle': '{brand} · 统计时间 {start} 至 {end}',
  'screen.figures': '核心指标',
  'screen.jobsRunningNow': '进行中的任务',
  'screen.jobsRunningHint': '任务中心里此刻仍在进行的任务',
  'screen.materialsChart': '每日新增素材',
  'screen.materialsChartHint': '近 {days} 天每天新增到素材库的素材数，按类型堆叠。',
  'screen.typesChart': '新增素材类型占比',
  'screen.typesChartHint': '近 {days} 天新增素材按类型的合计。',
  'screen.jobsChart': '任务中心任务',
  'screen.jobsChartHint': '近 {days} 天创建的任务，按类型和当前状态。',
  'screen.outcomesChart': '任务状态分布',
  'screen.outcomesChartHint': '近 {days} 天创建的任务按当前状态的合计。',
  'screen.loadFailed': '数据大屏加载失败',
  'screen.retry': '重试',
  'demo.description': '这是一个示例页面：在输入框里输入内容，离开后再回来，内容仍然保留。',
  'demo.field': '示例输入',
  'demoCrud.description': '示例列表：数据来自本页的内存，刷新后重置。',
} as const;

export const overviewEn: Record<keyof typeof overviewZhCN, string> = {
  'home.welcome': 'Welcome back, {name}',
  'home.firstPage': 'Open {title}',
  'home.period': 'Period',
  'home.loadFailed': 'The overview could not be loaded',
  'home.retry': 'Retry',
  'home.figures': 'Brand overview',
  'home.materials': 'Materials',
  'home.materialBytes': '{size} stored',
  'home.newMaterials': 'New materials, last {days} days',
  'home.trendLabel': 'vs the {days} days before',
  'home.videoTime': 'Video length in all',
  'home.members': 'Members',
  'home.jobs': 'Jobs, last {days} days',
  'home.jobsRunning': '{count} running',
  'home.materialsChart': 'New materials per day, by type',
  'home.materialsChartHint': 'Materials added to the library each day of the period, stacked by type.',
  'home.jobsChart': 'Task-centre jobs by kind and status',
  'home.jobsChartHint':
    'Exports, tagging, merges, splits and batch captions created in the period, by where they stand now.',
  'screen.subtitle': '{brand} · {start} to {end}',
  'screen.figures': 'Key figures',
  'screen.jobsRunningNow': 'Jobs running',
  'screen.jobsRunningHint': 'Task-centre jobs still running at this moment',
  'screen.materialsChart': 'New materials per day',
  'screen.materialsChartHint': 'Materials added to the library each day of the last {days} days, stacked by type.',
  'screen.typesChart': 'New materials by type',
  'screen.typesChartHint': 'Materials added in the last {days} days, by type.',
  'screen.jobsChart': 'Task-centre jobs',
  'screen.jobsChartHint': 'Jobs created in the last {days} days, by kind and where they stand now.',
  'screen.outcomesChart': 'Jobs by status',
  'screen.outcomesChartHint': 'Jobs created in the last {days} days, by where they stand now.',
  'screen.loadFailed': 'The data screen could not be loaded',
  'screen.retry': 'Retry',
  'demo.description': 'A demo page: type something, leave and come back — it is still there.',
  'demo.field': 'Demo input',
  'demoCrud.description': 'A demo list kept in this page’s memory; a reload resets it.',
};

const overviewCatalogues: Catalogues<keyof typeof overviewZhCN | keyof typeof appZhCN> = {
  'zh-CN': { ...appZhCN, ...overviewZhCN },
  en: { ...appEn, ...overviewEn },
};

/** A translator for this feature's pages: its own strings and the console's shared ones. */
export function useOverviewTranslate() {
  return useTranslate(overviewCatalogues);
}
