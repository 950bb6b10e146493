import { FileIcon, ImageIcon, PlayIcon, MenuCheckIcon } from '../internal/icons';
import type { SideMenuItem } from './SideMenu';

/** A small badge image (a "new" pill) as a data URL, as a menu node's `extendCode` would give. */
const NEW_BADGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="16"><rect width="28" height="16" rx="8" fill="#dc2626"/><text x="14" y="12" font-size="10" text-anchor="middle" fill="#fff" font-family="sans-serif">NEW</text></svg>',
  );

/** The short-video creation module's menu, three levels deep, from spec section 2. */
export const menuItems: SideMenuItem[] = [
  {
    key: '/sumwhy_video/create',
    label: '视频创作',
    icon: <PlayIcon size={16} />,
    children: [
      { key: '/sumwhy_video/create/template', label: '模板创作' },
      { key: '/sumwhy_video/create/script', label: '脚本创作', badgeUrl: NEW_BADGE },
      {
        key: '/sumwhy_video/create/pipeline',
        label: '流水线',
        children: [
          { key: '/sumwhy_video/Assemblyline/productList', label: '成片列表' },
          { key: '/sumwhy_video/Assemblyline/assemblyline_details', label: '流水线详情' },
        ],
      },
    ],
  },
  {
    key: '/sumwhy_video/library',
    label: '素材中心',
    icon: <ImageIcon size={16} />,
    children: [
      { key: '/sumwhy_video/material_library', label: '素材库' },
      { key: '/sumwhy_video/cover_management', label: '封面制作' },
      { key: '/sumwhy_video/cloud_cover_management', label: '云端封面' },
    ],
  },
  { key: '/sumwhy_video/synthesis_task', label: '合成任务', icon: <MenuCheckIcon size={16} /> },
  { key: '/data_screen/big_screen', label: '数据大屏', icon: <FileIcon size={16} />, external: true },
];
