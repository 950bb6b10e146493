import { useTranslate, type Catalogues } from '@brand-console/ui';
import { appEn, appZhCN } from '../../lib/messages';

/** Strings of the overview: home and the built-in demo pages; both languages have every key. */
export const overviewZhCN = {
  'home.welcome': '欢迎回来，{name}',
  'home.description': '从顶部选择模块，或从左侧菜单进入页面。',
  'home.firstPage': '进入{title}',
  'demo.description': '这是一个示例页面：在输入框里输入内容，离开后再回来，内容仍然保留。',
  'demo.field': '示例输入',
  'demoCrud.description': '示例列表：数据来自本页的内存，刷新后重置。',
} as const;

export const overviewEn: Record<keyof typeof overviewZhCN, string> = {
  'home.welcome': 'Welcome back, {name}',
  'home.description': 'Choose a module at the top, or a page in the menu on the left.',
  'home.firstPage': 'Open {title}',
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
