import type { Catalogues } from '../translate';
import { commonEn, commonZhCN, type CommonMessageKey } from './common';
/** UI strings for the shell (AppShell, Header, SideMenu, Breadcrumbs, keep-alive outlet, loading bar, splash). Keys are prefixed by component; both languages must have every key. */
export const shellZhCN = {
  'breadcrumbs.label': '面包屑',
  'loadingBar.label': '页面加载中',
  'splash.productName': '品牌内容营销平台',
  'splash.loading': '正在加载…',
  'sideMenu.label': '侧边菜单',
  'sideMenu.search': '搜索菜单',
  'sideMenu.noMatch': '没有匹配的菜单',
} as const;

export const shellEn: Record<keyof typeof shellZhCN, string> = {
  'breadcrumbs.label': 'Breadcrumb',
  'loadingBar.label': 'Page loading',
  'splash.productName': 'Brand Content Marketing Console',
  'splash.loading': 'Loading…',
  'sideMenu.label': 'Side menu',
  'sideMenu.search': 'Search the menu',
  'sideMenu.noMatch': 'No menu entry matches',
};

/** This area's strings with the shared ones: what its components translate with. */
export const shellCatalogues: Catalogues<keyof typeof shellZhCN | CommonMessageKey> = {
  'zh-CN': { ...commonZhCN, ...shellZhCN },
  en: { ...commonEn, ...shellEn },
};
