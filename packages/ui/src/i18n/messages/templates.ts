import type { Catalogues } from '../translate';
import { commonEn, commonZhCN, type CommonMessageKey } from './common';
/** UI strings for list templates: ListPage and its search, toolbar, batch bar and views. Keys are prefixed by component; both languages must have every key. */
export const templatesZhCN = {
  'listPage.view': '视图',
  'listPage.view.table': '列表',
  'listPage.view.grid': '宫格',
  'listPage.columns': '列设置',
  'listPage.columnsLabel': '显示的列',
  'listPage.refresh': '刷新',
  'listPage.search': '{name}筛选',
  'listPage.batch': '批量操作',
  'listPage.selected': '已选 {count} 项',
  'listPage.clearSelection': '取消选择',
  'listPage.tabs': '分类',
} as const;

export const templatesEn: Record<keyof typeof templatesZhCN, string> = {
  'listPage.view': 'View',
  'listPage.view.table': 'List',
  'listPage.view.grid': 'Grid',
  'listPage.columns': 'Columns',
  'listPage.columnsLabel': 'Columns shown',
  'listPage.refresh': 'Refresh',
  'listPage.search': 'Filter {name}',
  'listPage.batch': 'Batch actions',
  'listPage.selected': '{count} selected',
  'listPage.clearSelection': 'Clear selection',
  'listPage.tabs': 'Categories',
};

/** This area's strings with the shared ones: what its components translate with. */
export const templatesCatalogues: Catalogues<keyof typeof templatesZhCN | CommonMessageKey> = {
  'zh-CN': { ...commonZhCN, ...templatesZhCN },
  en: { ...commonEn, ...templatesEn },
};
