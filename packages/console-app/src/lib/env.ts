import { STORAGE_KEYS, type SafeStorage } from './storage';

/** Host frames the console runs in (spec section 1): mpmw and hwork; anything else is a plain browser. */
export type EnvSource = 'mpmw' | 'hwork' | 'browser';

export interface ConsoleEnv {
  envSource: EnvSource;
  /** Inside a host frame (mpmw, hwork, or any parent window). */
  embedded: boolean;
  /** The work platform (hwork): signs in with its own token, expires daily. */
  workPlatform: boolean;
  hideHeader: boolean;
  hideAside: boolean;
  /**
   * The system version when the page loaded (2 is the cut-shadow version; default 3, spec section 9).
   * It changes with sign-in and logout: pages read `useSystemVersion()`, never this.
   */
  systemVersion: number;
  /** `is_browser=1`: opened as a plain browser tab from the messenger. */
  isBrowser: boolean;
}

const truthy = (value: string | null) => value === '1' || value === 'true';

/** Today as YYYY-MM-DD in the browser's zone: the work-platform token lives for one day (hTime). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Reads the query parameters of spec section 2 (envSource, hideHeader, hideAside, cutShadow, brandId,
 * hToken) into storage on start, and answers the environment the console runs in.
 */
export function readEnv(search: string, local: SafeStorage, inFrame: boolean, now = new Date()): ConsoleEnv {
  const query = new URLSearchParams(search);
  const envParam = query.get('envSource');
  if (envParam === 'mpmw' || envParam === 'hwork') local.set(STORAGE_KEYS.envSource, envParam);
  if (query.has('hideHeader')) local.set(STORAGE_KEYS.hideHeader, truthy(query.get('hideHeader')) ? '1' : '0');
  if (query.has('hideAside')) local.set(STORAGE_KEYS.hideAside, truthy(query.get('hideAside')) ? '1' : '0');
  if (query.get('cutShadow') === '2') local.set(STORAGE_KEYS.systemVersion, '2');
  const brandId = Number(query.get('brandId'));
  if (Number.isInteger(brandId) && brandId > 0) {
    local.setJson(STORAGE_KEYS.brandInfo, { ...(local.getJson<object>(STORAGE_KEYS.brandInfo) ?? {}), brandId });
  }
  const hToken = query.get('hToken');
  if (hToken) {
    local.set(STORAGE_KEYS.hToken, hToken);
    local.set(STORAGE_KEYS.hTime, today(now));
  }

  const stored = local.get(STORAGE_KEYS.envSource);
  const envSource: EnvSource = stored === 'mpmw' || stored === 'hwork' ? stored : 'browser';
  return {
    envSource,
    embedded: inFrame || envSource !== 'browser',
    workPlatform: envSource === 'hwork',
    hideHeader: local.get(STORAGE_KEYS.hideHeader) === '1',
    hideAside: local.get(STORAGE_KEYS.hideAside) === '1',
    systemVersion: currentSystemVersion(local, null),
    isBrowser: query.get('is_browser') === '1',
  };
}

/** The work-platform session is from another day (spec section 2: stored date differs from today). */
export function workPlatformExpired(local: SafeStorage, now = new Date()): boolean {
  const stamp = local.get(STORAGE_KEYS.hTime);
  return stamp !== null && stamp !== today(now);
}

/** The version of spec section 9's defaults: 3 unless the user or the address says otherwise. */
export const DEFAULT_SYSTEM_VERSION = 3;

/**
 * The system version now: the signed-in user's (user info), else the stored one (written at
 * sign-in, kept at logout for version 2, or set by `cutShadow=2`), else 3. It decides the product
 * name, the document title and the login page, so it is read again whenever the session changes.
 */
export function currentSystemVersion(local: SafeStorage, userInfo: { systemVersion?: number } | null): number {
  const fromUser = userInfo?.systemVersion;
  if (Number.isInteger(fromUser) && fromUser! > 0) return fromUser!;
  const stored = Number(local.get(STORAGE_KEYS.systemVersion));
  return Number.isInteger(stored) && stored > 0 ? stored : DEFAULT_SYSTEM_VERSION;
}
