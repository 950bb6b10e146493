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

export const headerBrands: HeaderBrand[] = [
  { brandId: 13, brandName: '星河美妆', isValid: true },
  { brandId: 14, brandName: '青禾食品', isValid: true },
  { brandId: 15, brandName: '旧城百货', isValid: false },
];
