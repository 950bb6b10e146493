import type { DescriptionsItem } from '../Descriptions/Descriptions';
import { StatusTag } from '../StatusTag/StatusTag';
import type { DetailPageTab } from './DetailPage';

export const staffStatuses = [
  { value: 1, zh: '在职', en: 'Active', tone: 'success' },
  { value: 2, zh: '已停用', en: 'Disabled', tone: 'warning' },
];

export const staffStatus = <StatusTag value={1} dictionary={staffStatuses} />;

/** An employee's key facts (fixed values). */
export const staffSummary: DescriptionsItem[] = [
  { label: '工号', value: 'E-10086' },
  { label: '手机号', value: '138****0000' },
  { label: '部门', value: '市场部 / 品牌组' },
  { label: '角色', value: '品牌运营' },
  { label: '创建时间', value: '2026-01-05 09:30' },
  { label: '最近登录', value: '2026-03-01 18:02' },
];

export const staffSummaryEn: DescriptionsItem[] = [
  { label: 'Staff no.', value: 'E-10086' },
  { label: 'Mobile', value: '138****0000' },
  { label: 'Department', value: 'Marketing / Brand' },
  { label: 'Role', value: 'Brand operator' },
];

export const staffTabs: DetailPageTab[] = [
  { key: 'materials', label: '上传的素材', count: 12, content: <p>12 个素材（此处为素材列表）</p> },
  { key: 'tasks', label: '任务', count: 3, content: <p>3 个任务（此处为任务列表）</p> },
  { key: 'logs', label: '操作日志', content: <p>操作日志（此处为日志时间线）</p> },
];

export const staffTabsEn: DetailPageTab[] = [
  { key: 'materials', label: 'Materials', count: 12, content: <p>12 materials (a list here)</p> },
  { key: 'tasks', label: 'Tasks', count: 3, content: <p>3 tasks (a list here)</p> },
];
