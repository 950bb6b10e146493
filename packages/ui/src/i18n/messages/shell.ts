import type { Catalogues } from '../translate';
import { commonEn, commonZhCN, type CommonMessageKey } from './common';
/** UI strings for the shell (AppShell, Header, SideMenu, Breadcrumbs, keep-alive outlet, loading bar, splash). Keys are prefixed by component; both languages must have every key. */
export const shellZhCN = {
  'appShell.skipToMain': '跳到主要内容',
  'breadcrumbs.label': '面包屑',
  'loadingBar.label': '页面加载中',
  'splash.productName': '品牌内容营销平台',
  'splash.loading': '正在加载…',
  'sideMenu.label': '侧边菜单',
  'sideMenu.search': '搜索菜单',
  'sideMenu.noMatch': '没有匹配的菜单',
  'sideMenu.collapse': '收起菜单',
  'sideMenu.expand': '展开菜单',
  'header.home': '回到首页',
  'header.dataScreen': '数据大屏',
  'header.taskCentre': '任务中心',
  'header.brand': '当前品牌：{name}，切换品牌',
  'header.switchBrand': '切换品牌',
  'header.brandDisabled': '该账号已被禁用',
  'header.userMenu': '{name}，用户菜单',
  'header.personalInfo': '个人信息',
  'header.logout': '退出登录',
  'header.modules': '模块',
} as const;

export const shellEn: Record<keyof typeof shellZhCN, string> = {
  'appShell.skipToMain': 'Skip to main content',
  'breadcrumbs.label': 'Breadcrumb',
  'loadingBar.label': 'Page loading',
  'splash.productName': 'Brand Content Marketing Console',
  'splash.loading': 'Loading…',
  'sideMenu.label': 'Side menu',
  'sideMenu.search': 'Search the menu',
  'sideMenu.noMatch': 'No menu entry matches',
  'sideMenu.collapse': 'Collapse the menu',
  'sideMenu.expand': 'Expand the menu',
  'header.home': 'Go to the first module',
  'header.dataScreen': 'Data screen',
  'header.taskCentre': 'Task centre',
  'header.brand': 'Brand: {name}. Switch brand',
  'header.switchBrand': 'Switch brand',
  'header.brandDisabled': 'This account is disabled',
  'header.userMenu': '{name}, user menu',
  'header.personalInfo': 'Personal info',
  'header.logout': 'Log out',
  'header.modules': 'Modules',
};

/** This area's strings with the shared ones: what its components translate with. */
export const shellCatalogues: Catalogues<keyof typeof shellZhCN | CommonMessageKey> = {
  'zh-CN': { ...commonZhCN, ...shellZhCN },
  en: { ...commonEn, ...shellEn },
};
