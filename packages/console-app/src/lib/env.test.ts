import { describe, expect, it } from 'vitest';
import { currentSystemVersion, readEnv, today, workPlatformExpired } from './env';
import { createSafeStorage } from './storage';

const memory = () => createSafeStorage(() => undefined);

describe('readEnv', () => {
  it('defaults to a plain browser, version 3, everything shown', () => {
    expect(readEnv('', memory(), false)).toEqual({
      envSource: 'browser',
      embedded: false,
      workPlatform: false,
      hideHeader: false,
      hideAside: false,
      systemVersion: 3,
      isBrowser: false,
    });
  });

  it('stores the query parameters of the spec and keeps them across reloads', () => {
    const local = memory();
    const now = new Date(2026, 10, 23, 9);
    const env = readEnv(
      '?envSource=hwork&hideHeader=1&hideAside=true&cutShadow=2&brandId=14&hToken=h-1',
      local,
      true,
      now,
    );
    expect(env).toMatchObject({
      envSource: 'hwork',
      embedded: true,
      workPlatform: true,
      hideHeader: true,
      hideAside: true,
      systemVersion: 2,
    });
    expect(local.getJson('brandInfo')).toEqual({ brandId: 14 });
    expect(local.get('hToken')).toBe('h-1');
    expect(local.get('hTime')).toBe('2026-11-23');
    expect(readEnv('', local, true)).toMatchObject({ envSource: 'hwork', hideHeader: true, systemVersion: 2 });
    expect(readEnv('?hideHeader=0', local, true).hideHeader).toBe(false);
  });

  it('ignores unknown environments and bad brand ids', () => {
    const local = memory();
    const env = readEnv('?envSource=evil&brandId=abc&is_browser=1', local, false);
    expect(env.envSource).toBe('browser');
    expect(env.isBrowser).toBe(true);
    expect(local.get('brandInfo')).toBeNull();
  });

  it('says the work-platform token expired once the stored day is not today', () => {
    const local = memory();
    expect(workPlatformExpired(local)).toBe(false);
    local.set('hTime', today(new Date(2026, 10, 22, 23, 59)));
    expect(workPlatformExpired(local, new Date(2026, 10, 23, 0, 1))).toBe(true);
    expect(workPlatformExpired(local, new Date(2026, 10, 22, 8))).toBe(false);
  });
});

describe('currentSystemVersion', () => {
  const memory = () => createSafeStorage(() => undefined);

  it('is 3 with nothing known (spec section 9)', () => {
    expect(currentSystemVersion(memory(), null)).toBe(3);
  });

  it('is the signed-in user’s, over what was stored when the page loaded', () => {
    const local = memory();
    expect(currentSystemVersion(local, { systemVersion: 2 })).toBe(2);
    local.set('systemVersion', '2');
    expect(currentSystemVersion(local, { systemVersion: 3 })).toBe(3);
  });

  it('is the stored one without a user (kept at logout for version 2, or set by cutShadow=2)', () => {
    const local = memory();
    readEnv('?cutShadow=2', local, false);
    expect(currentSystemVersion(local, null)).toBe(2);
    local.set('systemVersion', 'nonsense');
    expect(currentSystemVersion(local, null)).toBe(3);
  });
});
