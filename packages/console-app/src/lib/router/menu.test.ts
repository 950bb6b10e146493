import type { MenuNode } from '@brand-console/api-client';
import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, isAllowedRedirect } from '../session/destination';
import { buildMenuModel, isDetailOrEditPath, type RouteDef } from './menu';

let id = 0;
const node = (
  scopeCode: string,
  scopeName: string,
  scopeUrl: string,
  children: MenuNode[] = [],
  extra: Partial<MenuNode> = {},
): MenuNode => ({
  scopeId: ++id,
  scopeName,
  scopeCode,
  scopeUrl,
  scopeFileUrl: children.length ? '' : scopeCode,
  scopeIcon: '',
  scopeLevel: 1,
  extendCode: '',
  useKeepAlive: false,
  childrenMenuList: children,
  childrenPermissionList: [],
  ...extra,
});

const tree: MenuNode[] = [
  node('public_authority', '公共权限', '/public_authority', [node('home', '首页', '/home')]),
  node('sumwhy_video', '短视频创作', '/sumwhy_video', [
    node(
      'assets',
      '素材与模板',
      '/assets',
      [
        node('material_library', '素材库', '/material_library', [], { useKeepAlive: true, extendCode: 'new.png' }),
        node('cover_management', '封面制作', '/cover_management'),
      ],
      { scopeIcon: 'image' },
    ),
  ]),
  node('content_market', '营销中心', '/content_market', [
    node('market_tasks', '营销任务', '/market_tasks', [node('video_task', '视频任务', '/video_task')]),
  ]),
  node('data_screen', '数据大屏', '/data_screen', [node('big_screen', '数据大屏', '/big_screen')]),
];

const routes: RouteDef[] = [
  { key: 'home', kind: 'builtIn' },
  { key: 'demo', kind: 'builtIn', keepAlive: true },
  { key: 'content_market/video_task/create_task', kind: 'static' },
  { key: 'content_market/course_management/edit_course', kind: 'static', keepAlive: true },
  { key: 'sumwhy_video/cover_management/detail', kind: 'static' },
  { key: 'scrm/policy_template/create', kind: 'static' },
];

describe('buildMenuModel', () => {
  const model = buildMenuModel(tree, routes);

  it('makes module tabs, side menus and pages with final URL = module URL + index', () => {
    expect(model.modules.map((m) => m.key)).toEqual([
      '/public_authority',
      '/sumwhy_video',
      '/content_market',
      '/data_screen',
    ]);
    const library = model.pages.get('/sumwhy_video/material_library');
    expect(library).toMatchObject({
      componentKey: 'material_library',
      keepAlive: true,
      moduleKey: '/sumwhy_video',
      isStatic: false,
    });
    expect(library?.trail.map((c) => c.label)).toEqual(['短视频创作', '素材与模板', '素材库']);
    const side = model.sideMenus.get('/sumwhy_video')!;
    expect(side[0]).toMatchObject({ key: '/sumwhy_video/assets', label: '素材与模板', iconName: 'image' });
    expect(side[0]!.children![0]).toMatchObject({ key: '/sumwhy_video/material_library', badgeUrl: 'new.png' });
    expect(side[0]!.children![0]).not.toHaveProperty('iconName');
  });

  it('goes first to the first page of the first module that is not public or the data screen', () => {
    expect(model.firstPage?.path).toBe('/sumwhy_video/material_library');
    expect(model.hasDataScreen).toBe(true);
    expect(model.pages.get('/data_screen/big_screen')?.external).toBe(true);
  });

  it('allows the static detail/edit/create routes only under modules the user has', () => {
    const create = model.pages.get('/content_market/video_task/create_task');
    expect(create).toMatchObject({
      isStatic: true,
      componentKey: 'content_market/video_task/create_task',
      menuKey: '/content_market/video_task',
    });
    expect(create?.trail.at(-2)?.label).toBe('视频任务');
    expect(model.pages.get('/sumwhy_video/cover_management/detail')).toBeDefined();
    expect(model.pages.get('/scrm/policy_template/create')).toBeUndefined();
    expect(model.pages.get('/content_market/course_management/edit_course')).toMatchObject({
      keepAlive: true,
      // No menu page course_management: the module is the parent.
      menuKey: '/content_market',
    });
  });

  it('adds the built-in pages for everyone, in no module, named by the title function', () => {
    const titled = buildMenuModel(tree, routes, (key) => (key === 'home' ? '首页' : key));
    expect(titled.pages.get('/home')).toMatchObject({
      componentKey: 'home',
      title: '首页',
      moduleKey: '',
      builtIn: true,
      isStatic: true,
    });
    expect(titled.pages.get('/demo')?.keepAlive).toBe(true);
    expect(buildMenuModel([], routes).pages.has('/home')).toBe(true);
    // Built-in pages never count as the first menu page.
    expect(buildMenuModel([], routes).firstPage).toBeNull();
  });

  it('treats a menu of only public permissions as no menu', () => {
    const only = buildMenuModel([tree[0]!]);
    expect(only.empty).toBe(true);
    expect(only.firstPage).toBeNull();
    expect(buildMenuModel([]).empty).toBe(true);
  });
});

describe('after login', () => {
  const model = buildMenuModel(tree, routes);
  const user = { loginBrandVos: [{ brandId: 13 }] } as never;

  it('goes to the original page when it is the user’s, else the first menu page', () => {
    expect(destinationAfterLogin(user, model, { embedded: false, redirect: '/content_market/video_task?x=1' })).toEqual(
      {
        kind: 'path',
        path: '/content_market/video_task?x=1',
      },
    );
    expect(destinationAfterLogin(user, model, { embedded: false, redirect: '/scrm/fans' })).toEqual({
      kind: 'path',
      path: '/sumwhy_video/material_library',
    });
  });

  it('never redirects off the site', () => {
    expect(isAllowedRedirect('//evil.example/x', model)).toBe(false);
    expect(isAllowedRedirect('https://evil.example/', model)).toBe(false);
  });

  it('without pages: choose system, or the tip when embedded; without brands: the tip', () => {
    const empty = buildMenuModel([]);
    expect(destinationAfterLogin(user, empty, { embedded: false })).toEqual({ kind: 'chooseSystem' });
    expect(destinationAfterLogin(user, empty, { embedded: true })).toEqual({ kind: 'loginTip', message: 'noMenu' });
    expect(destinationAfterLogin({ loginBrandVos: [] } as never, model, { embedded: false })).toEqual({
      kind: 'loginTip',
      message: 'noBrand',
    });
  });
});

describe('isDetailOrEditPath', () => {
  it('recognises detail and edit pages (no parent-frame history sync)', () => {
    expect(isDetailOrEditPath('/sumwhy_video/cover_management/detail')).toBe(true);
    expect(isDetailOrEditPath('/content_market/course_management/edit_course')).toBe(true);
    expect(isDetailOrEditPath('/content_center/content_matrix/details')).toBe(true);
    expect(isDetailOrEditPath('/sumwhy_video/material_library')).toBe(false);
  });
});
