import type { HeaderBrand, HeaderModule } from './Header';

export const headerModules: HeaderModule[] = [
  { key: '/content_center', label: '内容中心', scopeCode: 'content_center' },
  { key: '/content_market', label: '内容营销', scopeCode: 'content_market' },
  { key: '/sumwhy_video', label: '短视频创作', scopeCode: 'sumwhy_video' },
  { key: '/scrm', label: '客户管理', scopeCode: 'scrm' },
  { key: '/system_manage', label: '系统管理', scopeCode: 'system_manage' },
  { key: '/public', label: '公共权限', scopeCode: 'public_authority' },
  { key: '/data_screen', label: '数据大屏', scopeCode: 'data_screen' },
];

/** The modules as the app gives them: each tab a link to the module's first page. */
export const linkedModules: HeaderModule[] = [
  { ...headerModules[0]!, href: '/content_center/content_manage' },
  { ...headerModules[1]!, href: '/content_market/market_calendar' },
  { ...headerModules[2]!, href: '/sumwhy_video/material_library?page=2' },
  { ...headerModules[3]!, href: '/scrm/customer_management' },
  { ...headerModules[4]!, href: '/system_manage/child_account' },
  ...headerModules.slice(5),
];

export const headerBrands: HeaderBrand[] = [
  { brandId: 13, brandName: '星河美妆', isValid: true },
  { brandId: 14, brandName: '青禾食品', isValid: true },
  { brandId: 15, brandName: '旧城百货', isValid: false },
];
