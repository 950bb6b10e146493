import { useTranslate, type Catalogues } from '@brand-console/ui';
import { appEn, appZhCN } from '../../lib/messages';

/** Strings of system administration: employee analysis, client download; both languages have every key. */
export const systemZhCN = {
  'clientDownload.description': '下载并安装客户端，在电脑上批量上传素材、离线剪辑与发布。',
  'clientDownload.action': '下载客户端',
  'employees.summary': '共 {depts} 个部门，{members} 名成员',
  'employees.filters': '筛选员工',
  'employees.name': '显示名称',
  'employees.namePlaceholder': '输入显示名称',
  'employees.period': '统计时间',
  'employees.userId': '员工ID',
  'employees.phone': '手机号',
  'employees.departments': '部门',
  'employees.roles': '角色',
  'employees.materials': '素材数',
  'employees.visits': '访问次数',
  'employees.export': '导出',
  'employees.exportStarted': '导出任务已创建，可在任务中心查看进度并下载',
  'employees.openTaskCentre': '在任务中心查看',
} as const;

export const systemEn: Record<keyof typeof systemZhCN, string> = {
  'clientDownload.description': 'Install the desktop client to upload materials in bulk, edit offline and publish.',
  'clientDownload.action': 'Download the client',
  'employees.summary': '{depts} departments, {members} members',
  'employees.filters': 'Filter employees',
  'employees.name': 'Display name',
  'employees.namePlaceholder': 'Type a display name',
  'employees.period': 'Period',
  'employees.userId': 'Employee ID',
  'employees.phone': 'Phone',
  'employees.departments': 'Departments',
  'employees.roles': 'Roles',
  'employees.materials': 'Materials',
  'employees.visits': 'Page visits',
  'employees.export': 'Export',
  'employees.exportStarted': 'The export has started. Follow it and download the file in the task centre.',
  'employees.openTaskCentre': 'View in the task centre',
};

const systemCatalogues: Catalogues<keyof typeof systemZhCN | keyof typeof appZhCN> = {
  'zh-CN': { ...appZhCN, ...systemZhCN },
  en: { ...appEn, ...systemEn },
};

/** A translator for this feature's pages: its own strings and the console's shared ones. */
export function useSystemTranslate() {
  return useTranslate(systemCatalogues);
}
