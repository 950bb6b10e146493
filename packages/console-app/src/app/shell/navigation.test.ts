import type { MenuNode } from '@brand-console/api-client';
import { describe, expect, it } from 'vitest';
import { buildMenuModel, type RouteDef } from '../../lib/router/menu';
import { activeEntry, addressOf, crumbTarget, firstLeaf } from './navigation';

let id = 0;
const node = (code: string, name: string, children: MenuNode[] = [], extra: Partial<MenuNode> = {}): MenuNode => ({
  scopeId: ++id,
  scopeName: name,
  scopeCode: code,
  scopeUrl: `/${code}`,
  scopeFileUrl: children.length ? '' : code,
  scopeIcon: '',
  scopeLevel: 1,
  extendCode: '',
  useKeepAlive: false,
  childrenMenuList: children,
  childrenPermissionList: [],
  ...extra,
});

const model = buildMenuModel(
  [
    node('sumwhy_video', '短视频创作', [
      node('creation', '创作', [node('create_by_template', '模板创作')]),
      node('assets', '素材与模板', [
        node('material_library', '素材库', [], { useKeepAlive: true }),
        node('cover_management', '封面制作'),
      ]),
    ]),
    node('content_center', '内容中心', [
      node('content', '内容管理', [node('content_manage', '内容管理'), node('content_overview', '内容概览')]),
    ]),
  ],
  [
    { key: 'home', kind: 'builtIn' },
    { key: 'sumwhy_video/cover_management/detail', kind: 'static' },
    { key: 'content_center/good_management', kind: 'static' },
  ] satisfies RouteDef[],
);

describe('crumbTarget', () => {
  it('leads a page crumb to the page itself', () => {
    expect(crumbTarget(model, '/sumwhy_video/cover_management')).toBe('/sumwhy_video/cover_management');
  });

  it('leads a group crumb (素材与模板) to the group’s first page', () => {
    expect(crumbTarget(model, '/sumwhy_video/assets')).toBe('/sumwhy_video/material_library');
  });

  it('leads a module crumb to the module’s first page', () => {
    expect(crumbTarget(model, '/content_center')).toBe('/content_center/content_manage');
  });

  it('has nowhere to lead for a path the user has no page under', () => {
    expect(crumbTarget(model, '/scrm')).toBeUndefined();
  });

  it('gives every crumb of a detail page a target', () => {
    const detail = model.pages.get('/sumwhy_video/cover_management/detail')!;
    expect(detail.trail.slice(0, -1).map((c) => crumbTarget(model, c.path))).toEqual([
      '/sumwhy_video/create_by_template',
      '/sumwhy_video/material_library',
      '/sumwhy_video/cover_management',
    ]);
  });
});

describe('firstLeaf', () => {
  it('skips a large-screen entry, which opens a window rather than a page', () => {
    expect(
      firstLeaf({
        key: '/g',
        label: 'g',
        children: [
          { key: '/g/screen', label: '数据大屏', external: true },
          { key: '/g/page', label: '页面' },
        ],
      })?.key,
    ).toBe('/g/page');
  });
});

describe('activeEntry', () => {
  const items = model.sideMenus.get('/content_center')!;

  it('highlights a menu page’s own entry, whatever was remembered', () => {
    const page = model.pages.get('/content_center/content_manage')!;
    expect(activeEntry(model, page, items, '/content_center/content_overview')).toBe('/content_center/content_manage');
  });

  it('highlights, on a route under its module alone, the entry remembered for the session', () => {
    const page = model.pages.get('/content_center/good_management')!;
    expect(page.menuKey).toBe('/content_center');
    expect(activeEntry(model, page, items, '/content_center/content_overview')).toBe(
      '/content_center/content_overview',
    );
  });

  it('ignores a remembered entry that is not a page of the menu shown', () => {
    const page = model.pages.get('/content_center/good_management')!;
    expect(activeEntry(model, page, items, '/sumwhy_video/material_library')).toBe('/content_center');
    expect(activeEntry(model, page, items, '/content_center/content')).toBe('/content_center');
    expect(activeEntry(model, page, items, null)).toBe('/content_center');
  });

  it('keeps a detail route on the menu page it belongs to', () => {
    const page = model.pages.get('/sumwhy_video/cover_management/detail')!;
    const video = model.sideMenus.get('/sumwhy_video')!;
    expect(activeEntry(model, page, video, '/sumwhy_video/material_library')).toBe('/sumwhy_video/cover_management');
  });
});

describe('addressOf', () => {
  const here = {
    model,
    pathname: '/sumwhy_video/cover_management',
    search: '?name=春',
    queries: new Map([['/sumwhy_video/material_library', '?page=3&name=新品']]),
  };

  it('opens a kept-alive list on its last query', () => {
    expect(addressOf(here, '/sumwhy_video/material_library')).toBe('/sumwhy_video/material_library?page=3&name=新品');
  });

  it('opens the page on screen as it is, and other pages bare', () => {
    expect(addressOf(here, '/sumwhy_video/cover_management')).toBe('/sumwhy_video/cover_management?name=春');
    expect(addressOf(here, '/content_center/content_manage')).toBe('/content_center/content_manage');
  });

  it('starts a creation view on screen over with a clean query', () => {
    const onCreate = { ...here, pathname: '/sumwhy_video/create_by_template', search: '?draft=7' };
    expect(addressOf(onCreate, '/sumwhy_video/create_by_template')).toBe('/sumwhy_video/create_by_template');
  });
});
