import type { SideMenuItem } from './SideMenu';

/** A small badge image (a "new" pill) as a data URL, as a menu node's `extendCode` would give. */
const NEW_BADGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="16"><rect width="28" height="16" rx="8" fill="#dc2626"/><text x="14" y="12" font-size="10" text-anchor="middle" fill="#fff" font-family="sans-serif">NEW</text></svg>',
  );

/** A page entry: its address is its key, as the app gives it. */
const page = (key: string, label: string, extra: Partial<SideMenuItem> = {}): SideMenuItem => ({
  key,
  label,
  href: key,
  ...extra,
});

/**
 * The short-video creation module's menu, three levels deep, from spec section 2: groups with the
 * icon names a menu node's `scopeIcon` carries, pages with their addresses (links).
 */
export const menuItems: SideMenuItem[] = [
  {
    key: '/sumwhy_video/create',
    label: '视频创作',
    iconName: 'film',
    children: [
      page('/sumwhy_video/create/template', '模板创作'),
      page('/sumwhy_video/create/script', '脚本创作', { badgeUrl: NEW_BADGE }),
      {
        key: '/sumwhy_video/create/pipeline',
        label: '流水线',
        children: [
          page('/sumwhy_video/Assemblyline/productList', '成片列表'),
          page('/sumwhy_video/Assemblyline/assemblyline_details', '流水线详情'),
        ],
      },
    ],
  },
  {
    key: '/sumwhy_video/library',
    label: '素材中心',
    iconName: 'image',
    children: [
      page('/sumwhy_video/material_library', '素材库'),
      page('/sumwhy_video/cover_management', '封面制作'),
      page('/sumwhy_video/cloud_cover_management', '云端封面'),
    ],
  },
  page('/sumwhy_video/synthesis_task', '合成任务', { iconName: 'clock' }),
  page('/data_screen/big_screen', '数据大屏', { iconName: 'monitor', external: true }),
];

/** Entries whose `scopeIcon` the set does not know, or that have none: collapsed, they show their first character. */
export const itemsWithoutIcons: SideMenuItem[] = [
  {
    key: '/scrm/customers',
    label: '客户',
    iconName: 'no-such-icon',
    children: [page('/scrm/customer_management', '客户管理'), page('/scrm/fans', '粉丝')],
  },
  page('/scrm/session_management', '会话管理'),
  page('/scrm/keyword', '关键词', { iconName: 'message-circle' }),
];
