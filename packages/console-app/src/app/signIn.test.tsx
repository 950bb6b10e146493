import { isValidElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createServices } from '../lib/services';
import { createSafeStorage, STORAGE_KEYS } from '../lib/storage';
import { LIGHT_SIGN_IN_PATHS, OPEN_PATHS } from '../lib/router/paths';
import { RequireSession } from './RequireSession';
import { routes } from './router';
import { startsOnSignIn } from './signIn';

const memoryStorage = () => createSafeStorage(() => undefined);

/** A page load at `address` with this storage (a fresh services object, as main.tsx makes). */
function load(address: string, local = memoryStorage()) {
  window.history.replaceState(null, '', address);
  const services = createServices({ local, tab: memoryStorage(), search: window.location.search, inFrame: false });
  return startsOnSignIn(services, false);
}
const here = () => `${window.location.pathname}${window.location.search}`;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a page load without the router (the light sign-in root)', () => {
  it('starts at the login pages as they are', () => {
    expect(load('/login?redirect=%2Fhome')).toBe(true);
    expect(here()).toBe('/login?redirect=%2Fhome');
    expect(load('/cutShadow_login')).toBe(true);
  });

  it('sends a deep link without a session to the login page with its redirect, as the guard does', () => {
    expect(load('/sumwhy_video/material_library?page=2')).toBe(true);
    expect(here()).toBe(`/login?redirect=${encodeURIComponent('/sumwhy_video/material_library?page=2')}`);
    // The router reads the entry it wrote.
    expect((window.history.state as { idx: number }).idx).toBe(0);
    expect(load('/')).toBe(true);
    expect(here()).toBe('/login');
  });

  it('goes to the version-2 login page when the stored version is 2', () => {
    const local = memoryStorage();
    local.set(STORAGE_KEYS.systemVersion, '2');
    expect(load('/system_manage/personal', local)).toBe(true);
    expect(here()).toBe(`/cutShadow_login?redirect=${encodeURIComponent('/system_manage/personal')}`);
  });

  it('leaves everything else to the router, the address untouched', () => {
    const signedIn = memoryStorage();
    signedIn.set(STORAGE_KEYS.token, 'abc');
    expect(load('/sumwhy_video/material_library', signedIn)).toBe(false);
    expect(here()).toBe('/sumwhy_video/material_library');
    expect(load('/forget_password')).toBe(false);
    expect(load('/explain')).toBe(false);
    const workPlatform = memoryStorage();
    expect(load('/home?envSource=hwork&hToken=t1', workPlatform)).toBe(false);
    expect(here()).toBe('/home?envSource=hwork&hToken=t1');
  });
});

describe('the open paths', () => {
  it('are exactly the router’s top-level routes not behind the guard', () => {
    const top = routes[0]!.children ?? [];
    const open = top
      .filter((route) => {
        const element = route.element as ReactElement | undefined;
        return !(isValidElement(element) && element.type === RequireSession);
      })
      .map((route) => route.path);
    const other = routes.slice(1).map((route) => route.path);
    expect(new Set([...open, ...other])).toEqual(OPEN_PATHS);
    for (const path of LIGHT_SIGN_IN_PATHS) expect(OPEN_PATHS.has(path)).toBe(true);
  });
});
