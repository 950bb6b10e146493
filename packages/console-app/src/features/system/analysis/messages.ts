import { useTranslate, type Catalogues } from '@brand-console/ui';
import { appEn, appZhCN } from '../../../lib/messages';

/** Strings of employee operational analysis beyond the employee list: cards, chart, task tab; every key in both languages. */
export const analysisZhCN = {
  'analysis.period': '统计周期',
  'analysis.figures': '核心指标',
  'analysis.trendLabel': '较上期',
  'analysis.previous': '上期：{value}',
  'analysis.chart': '每日运营趋势',
  'analysis.chartHint': '{start} 至 {end} 每日的活跃成员、任务参与与完成、上传素材和页面访问',
  'analysis.series.activeMembers': '活跃成员',
  'analysis.series.participations': '任务参与',
  'analysis.series.completions': '任务完成',
  'analysis.series.materials': '上传素材',
  'analysis.series.visits': '页面访问',
  'analysis.loadFailed': '运营数据加载失败',
  'analysis.retry': '重试',
  'analysis.tabs': '分析维度',
  'analysis.tabEmployees': '员工数据',
  'analysis.tabTasks': '任务数据',
  'tasks.table': '任务数据',
  'tasks.name': '任务名称',
  'tasks.namePlaceholder': '输入任务名称',
  'tasks.type': '任务类型',
  'tasks.tags': '任务标签',
  'tasks.start': '开始时间',
  'tasks.end': '结束时间',
  'tasks.joined': '参与人数',
  'tasks.completed': '完成人数',
  'tasks.rate': '完成率',
  'tasks.empty': '该统计周期内没有任务',
  'tasks.export': '导出任务数据',
  'tasks.exportDepts': '导出部门数据',
  'tasks.exported': '已下载“{name}”，也可在任务中心再次下载',
  'tasks.openTaskCentre': '在任务中心查看',
} as const;

export const analysisEn: Record<keyof typeof analysisZhCN, string> = {
  'analysis.period': 'Period',
  'analysis.figures': 'Core targets',
  'analysis.trendLabel': 'vs previous period',
  'analysis.previous': 'Previous period: {value}',
  'analysis.chart': 'Daily activity',
  'analysis.chartHint':
    'Active members, task participations and completions, materials uploaded and page visits per day, {start} to {end}',
  'analysis.series.activeMembers': 'Active members',
  'analysis.series.participations': 'Task participations',
  'analysis.series.completions': 'Task completions',
  'analysis.series.materials': 'Materials uploaded',
  'analysis.series.visits': 'Page visits',
  'analysis.loadFailed': 'The figures could not be loaded',
  'analysis.retry': 'Retry',
  'analysis.tabs': 'Analysis by',
  'analysis.tabEmployees': 'Employees',
  'analysis.tabTasks': 'Tasks',
  'tasks.table': 'Task data',
  'tasks.name': 'Task name',
  'tasks.namePlaceholder': 'Enter a task name',
  'tasks.type': 'Task type',
  'tasks.tags': 'Task tags',
  'tasks.start': 'Starts',
  'tasks.end': 'Ends',
  'tasks.joined': 'Joined',
  'tasks.completed': 'Completed',
  'tasks.rate': 'Completion rate',
  'tasks.empty': 'No tasks in this period',
  'tasks.export': 'Export task data',
  'tasks.exportDepts': 'Export by department',
  'tasks.exported': 'Downloaded “{name}”; the task centre keeps it to download again',
  'tasks.openTaskCentre': 'View in the task centre',
};

const analysisCatalogues: Catalogues<keyof typeof analysisZhCN | keyof typeof appZhCN> = {
  'zh-CN': { ...appZhCN, ...analysisZhCN },
  en: { ...appEn, ...analysisEn },
};

/** A translator for the analysis parts of the employee analysis page. */
export function useAnalysisTranslate() {
  return useTranslate(analysisCatalogues);
}
