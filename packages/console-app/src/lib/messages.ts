import type { Catalogues } from '@brand-console/ui';

/**
 * The console's shared strings (product names, page titles, sign-in flow, shell); both languages have
 * every key. Each feature has its own catalogue (`features/<module>/messages.ts`) that adds its pages'
 * strings to these, so a page's chunk carries its own strings and the login page carries none of them.
 */
export const appZhCN = {
  'action.cancel': '取消',
  'product.default': '品牌内容营销平台',
  'product.cutShadow': '剪影 · 智能创作',
  'product.alternate': '矩阵获客',
  'title.login': '登录',
  'title.chooseBrand': '选择品牌',
  'title.forgot': '忘记密码',
  'title.loginTip': '提示',
  'title.loading': '加载中',
  'title.notFound': '页面不存在',
  'title.chooseSystem': '选择系统',
  'title.personal': '个人信息',
  'title.sso': '登录中',
  'title.home': '首页',
  'title.demo': '示例',
  'title.demoCrud': '增删改查示例',
  'title.explain': '产品说明',
  'title.upgrade': '升级公告',
  'login.noPermission': '该账号暂未开通权限',
  'login.noBrand': '未找到品牌信息，请联系管理员',
  'login.noMenu': '暂无菜单权限，请联系管理员',
  'login.expired': '登录过期，请重新进入！',
  'login.relogin': '登录状态已失效，请重新登录',
  'login.systemBusy': '系统繁忙',
  'sso.denied': '已取消授权，未能登录',
  'sso.state': '登录请求已失效，请从登录页重新发起',
  'notAvailable.title': '此页面暂未开放',
  'notAvailable.description': '“{title}”（{key}）在本控制台中尚未提供，请从菜单选择其他页面。',
  'brand.switched': '已切换到{name}',
  reloadPage: '已刷新当前页面',
} as const;

export const appEn: Record<keyof typeof appZhCN, string> = {
  'action.cancel': 'Cancel',
  'product.default': 'Brand Content Marketing Console',
  'product.cutShadow': 'Cut-Shadow Smart Creation',
  'product.alternate': 'Matrix Customer Acquisition',
  'title.login': 'Sign in',
  'title.chooseBrand': 'Choose a brand',
  'title.forgot': 'Forgot password',
  'title.loginTip': 'Notice',
  'title.loading': 'Loading',
  'title.notFound': 'Page not found',
  'title.chooseSystem': 'Choose a system',
  'title.personal': 'Personal info',
  'title.sso': 'Signing in',
  'title.home': 'Home',
  'title.demo': 'Demo',
  'title.demoCrud': 'CRUD demo',
  'title.explain': 'About the console',
  'title.upgrade': 'Upgrade notice',
  'login.noPermission': 'This account has no permissions yet',
  'login.noBrand': 'No brand information was found. Please contact your administrator.',
  'login.noMenu': 'You have no menu permissions. Please contact your administrator.',
  'login.expired': 'Your sign-in has expired. Please open the console again.',
  'login.relogin': 'Your session has ended. Please sign in again.',
  'login.systemBusy': 'The system is busy',
  'sso.denied': 'Authorisation was declined, so you were not signed in',
  'sso.state': 'This sign-in request is no longer valid. Start again from the sign-in page.',
  'notAvailable.title': 'This page is not available yet',
  'notAvailable.description':
    '“{title}” ({key}) is not provided in this console yet. Choose another page from the menu.',
  'brand.switched': 'Switched to {name}',
  reloadPage: 'The page was reloaded',
};

export const appCatalogues: Catalogues<keyof typeof appZhCN> = { 'zh-CN': appZhCN, en: appEn };
