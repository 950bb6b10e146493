import { describe, expect, it } from 'vitest';
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
