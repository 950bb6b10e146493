import type { MenuNode } from '@brand-console/api-client';
import { LOCALES } from '@brand-console/ui';
import { describe, expect, it } from 'vitest';
import { buildMenuModel } from '../lib/router/menu';
import { rawIdentifiers, ROUTE_TITLES, staticRouteTitle } from '../lib/router/titles';
import { registry, routeDefs } from './registry';

describe('the page registry', () => {
  it('keys static routes as <module>/<path> and built-in pages as one segment', () => {
    for (const { key, kind } of routeDefs) {
      if (kind === 'static') expect(key).toMatch(/^[a-z_]+\/[A-Za-z_/]+$/);
      else expect(key).toMatch(/^[a-z_]+$/);
    }
  });

  it('gives every menu page and built-in page a lazily loaded component', () => {
    for (const [key, entry] of Object.entries(registry)) {
      if (entry.kind !== 'static') expect(entry.Page, key).toBeDefined();
    }
  });

  it('hands the menu model the static routes and built-in pages, not the menu pages', () => {
    const keys = routeDefs.map((r) => r.key);
    expect(keys).toContain('home');
    expect(keys).toContain('sumwhy_video/cover_management/detail');
    expect(keys).not.toContain('material_library');
    expect(routeDefs.find((r) => r.key === 'content_market/course_management/edit_course')?.keepAlive).toBe(true);
  });
});

describe('the titles of the registry’s routes', () => {
  const staticKeys = routeDefs.filter((r) => r.kind === 'static').map((r) => r.key);
  const isRaw = (key: string, title: string) => rawIdentifiers(key).includes(title.trim());

  it('names every static route in both languages, never by its raw identifier', () => {
    for (const key of staticKeys) {
      const title = ROUTE_TITLES[key];
      expect(title, `${key} has no title in lib/router/titles.ts`).toBeDefined();
      for (const locale of LOCALES) {
        expect(isRaw(key, title![locale]), `${key} (${locale}): ${title![locale]}`).toBe(false);
        expect(title![locale], `${key} (${locale})`).not.toMatch(/_|^\s*$/);
      }
      expect(title!['zh-CN'], key).toMatch(/\p{Script=Han}/u);
    }
  });

  it('keeps no title of a route the registry no longer has', () => {
    expect(Object.keys(ROUTE_TITLES).filter((key) => !staticKeys.includes(key))).toEqual([]);
  });

  it('shows those titles on the pages a menu opens: activityList, per config, productList and titleLibrary among them', () => {
    const modules = [...new Set(staticKeys.map((key) => key.split('/')[0]!))];
    const menu = modules.map(
      (module, i): MenuNode => ({ scopeId: i, scopeName: module, scopeCode: module, scopeUrl: module }) as MenuNode,
    );
    for (const locale of LOCALES) {
      const model = buildMenuModel(menu, routeDefs, (key) => staticRouteTitle(key, locale));
      for (const key of staticKeys) {
        const page = model.pages.get(`/${key}`);
        expect(page, key).toBeDefined();
        expect(isRaw(key, page!.title), `${key}: ${page!.title}`).toBe(false);
        expect(page!.trail.at(-1)?.label).toBe(page!.title);
      }
      const zh = locale === 'zh-CN';
      expect(model.pages.get('/content_market/market_calendar/activityList')?.title).toBe(
        zh ? '活动列表' : 'Activity list',
      );
      expect(model.pages.get('/system_manage/role/per_config')?.title).toBe(zh ? '权限配置' : 'Role permissions');
      expect(model.pages.get('/sumwhy_video/Assemblyline/productList')?.title).toBe(
        zh ? '流水线成品列表' : 'Pipeline products',
      );
      expect(model.pages.get('/sumwhy_video/template_space/titleLibrary')?.title).toBe(zh ? '标题库' : 'Title library');
    }
  });
});
