import { useState } from 'react';
import type { BreadcrumbsProps } from '../Breadcrumbs/Breadcrumbs';
import type { HeaderBrand, HeaderProps } from '../Header/Header';
import { headerBrands, headerModules } from '../Header/Header.fixtures';
import { KeepAliveOutlet } from '../KeepAliveOutlet/KeepAliveOutlet';
import type { SideMenuItem, SideMenuProps } from '../SideMenu/SideMenu';
import { menuItems } from '../SideMenu/SideMenu.fixtures';
import { TextInput } from '../TextInput/TextInput';
import { AppShell, type AppShellProps } from './AppShell';

export const shellHeader: HeaderProps = {
  productName: '品牌内容营销平台',
  modules: headerModules,
  activeModuleKey: '/sumwhy_video',
  user: { name: '林管理' },
  brands: headerBrands,
  currentBrandId: 13,
  hasDataScreen: true,
};

export const shellSideMenu: SideMenuProps = {
  items: menuItems,
  activeKey: '/sumwhy_video/material_library',
  defaultExpandedKeys: ['/sumwhy_video/library'],
};

export const shellBreadcrumbs: BreadcrumbsProps = {
  items: [
    { label: '短视频创作', path: '/sumwhy_video' },
    { label: '素材中心', path: '/sumwhy_video/library' },
    { label: '素材库', path: '/sumwhy_video/material_library' },
  ],
};

/** Thirty brands, as an agency account may have. */
export const manyBrands: HeaderBrand[] = Array.from({ length: 30 }, (_, i) => ({
  brandId: 100 + i,
  brandName: `品牌 ${String(i + 1).padStart(2, '0')}`,
  isValid: i % 9 !== 8,
}));

/** A page of the main view. */
export function DemoPage({ title, field }: { title: string; field?: string }) {
  return (
    <section aria-label={title}>
      <h1 style={{ margin: '0 0 12px', fontSize: 20 }}>{title}</h1>
      {field ? <TextInput aria-label={field} placeholder={field} /> : null}
      <p style={{ maxWidth: 640, lineHeight: 1.6 }}>
        素材库保存短视频团队共享的视频、图片、音频、文本和字体。在这里上传、搜索、预览、打标签、拆分与合并素材。
      </p>
    </section>
  );
}

const pageTitles: Record<string, string> = {
  '/sumwhy_video/material_library': '素材库',
  '/sumwhy_video/cover_management': '封面制作',
  '/sumwhy_video/synthesis_task': '合成任务',
};

/**
 * The shell wired the way the app wires it: the side menu drives the main view, the material
 * library and cover pages are kept alive, the synthesis task page is not.
 */
export function NavigatingShell(props: Partial<AppShellProps>) {
  const [active, setActive] = useState('/sumwhy_video/material_library');
  const [collapsed, setCollapsed] = useState(false);
  const title = pageTitles[active] ?? active;
  return (
    <AppShell
      header={shellHeader}
      sideMenu={{
        ...shellSideMenu,
        activeKey: active,
        collapsed,
        onCollapsedChange: setCollapsed,
        onSelect: (item: SideMenuItem) => {
          if (pageTitles[item.key]) setActive(item.key);
        },
      }}
      breadcrumbs={{ items: [...shellBreadcrumbs.items.slice(0, 2), { label: title, path: active }] }}
      {...props}
    >
      <KeepAliveOutlet activeKey={active} keepAlive={active !== '/sumwhy_video/synthesis_task'}>
        <DemoPage key={active} title={title} field={`${title}搜索`} />
      </KeepAliveOutlet>
    </AppShell>
  );
}
