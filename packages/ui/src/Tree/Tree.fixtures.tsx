import type { TreeNode } from './treeModel';

/** A brand's departments (spec: employee management). */
export const departments: TreeNode[] = [
  {
    key: 'hq',
    label: '总部',
    children: [
      {
        key: 'marketing',
        label: '市场部',
        children: [
          { key: 'brand', label: '品牌组' },
          { key: 'content', label: '内容组' },
        ],
      },
      { key: 'sales', label: '销售部', children: [{ key: 'east', label: '华东大区' }] },
      { key: 'finance', label: '财务部', disabled: true },
    ],
  },
  { key: 'stores', label: '门店', children: [{ key: 'sh-01', label: '上海南京路店' }] },
];

export const departmentsEn: TreeNode[] = [
  {
    key: 'hq',
    label: 'Headquarters',
    children: [
      {
        key: 'marketing',
        label: 'Marketing',
        children: [
          { key: 'brand', label: 'Brand' },
          { key: 'content', label: 'Content' },
        ],
      },
      { key: 'sales', label: 'Sales', children: [{ key: 'east', label: 'East region' }] },
      { key: 'finance', label: 'Finance', disabled: true },
    ],
  },
  { key: 'stores', label: 'Stores', children: [{ key: 'sh-01', label: 'Shanghai Nanjing Rd' }] },
];

/** Menu scopes for a role: module → group → page. */
export const menuScopes: TreeNode[] = [
  {
    key: 'creation',
    label: '创作中心',
    children: [
      {
        key: 'creation.library',
        label: '素材管理',
        children: [
          { key: 'creation.library.materials', label: '素材库' },
          { key: 'creation.library.tags', label: '标签管理' },
        ],
      },
      {
        key: 'creation.covers',
        label: '封面制作',
        children: [
          { key: 'creation.covers.list', label: '封面列表' },
          { key: 'creation.covers.editor', label: '封面编辑器' },
        ],
      },
    ],
  },
  {
    key: 'system',
    label: '系统设置',
    children: [
      { key: 'system.staff', label: '员工管理' },
      { key: 'system.roles', label: '角色权限' },
      { key: 'system.audit', label: '操作日志', disabled: true },
    ],
  },
];

/** A wide, deep tree of about `count` nodes: 10 modules × groups × pages. */
export function makeLargeTree(count = 2000): TreeNode[] {
  const modules = 10;
  const groupsPerModule = 10;
  const pagesPerGroup = Math.max(1, Math.round(count / (modules * groupsPerModule)) - 1);
  return Array.from({ length: modules }, (_, m) => ({
    key: `m${m}`,
    label: `模块 ${m + 1}`,
    children: Array.from({ length: groupsPerModule }, (__, g) => ({
      key: `m${m}-g${g}`,
      label: `分组 ${m + 1}-${g + 1}`,
      children: Array.from({ length: pagesPerGroup }, (___, p) => ({
        key: `m${m}-g${g}-p${p}`,
        label: `页面 ${m + 1}-${g + 1}-${p + 1}`,
      })),
    })),
  }));
}

/** Every key of a tree that has children. */
export function parentKeys(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.key, ...parentKeys(n.children)] : []));
}
