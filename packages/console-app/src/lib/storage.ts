import { LOCALE_STORAGE_KEY } from '@brand-console/ui';

/**
 * Storage that never throws. localStorage can be disabled (privacy modes, policies), partitioned
 * (third-party iframes) or full; every read and write goes through here and falls back to memory
 * for the rest of the page's life, so the console keeps working (spec section 3 storage keys).
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Removes every key except those listed. */
  clear(keep?: readonly string[]): void;
  getJson<T>(key: string): T | null;
  /** Every key held (backing store or memory). */
  keys(): string[];
  setJson(key: string, value: unknown): void;
  /** True while the backing store works; false once it fell back to memory. */
  readonly persistent: boolean;
}

/** The storage keys of spec section 3 (local storage unless noted). */
export const STORAGE_KEYS = {
  token: 'token',
  /** Sent as the userId header (spec section 7). */
  userId: 'userId',
  hTime: 'hTime',
  hToken: 'hToken',
  envSource: 'envSource',
  hideHeader: 'hideHeader',
  hideAside: 'hideAside',
  systemVersion: 'systemVersion',
  brandInfo: 'brandInfo',
  userInfo: 'userInfo',
  /** Session storage: the module (header tab) the user is in. */
  module: 'module',
  /** Session storage: the active side-menu item, remembered per session. */
  menuActive: 'menuActive',
  /** Session storage: the cached permission menu. */
  menu: 'menu',
  /** Session storage: the `state` of a single sign-on under way, checked when the provider returns. */
  ssoState: 'ssoState',
  /**
   * The interface language chosen by the user: the kit's key (`LOCALE_STORAGE_KEY`), read and written
   * only through the kit's i18n (`lib/locale.ts`); kept at logout.
   */
  locale: LOCALE_STORAGE_KEY,
} as const;

export function createSafeStorage(getBacking: () => Storage | undefined): SafeStorage {
  const memory = new Map<string, string>();
  let backing: Storage | undefined;
  try {
    backing = getBacking();
    // Probe: some browsers expose storage that throws on the first write.
    const probe = '__bc_probe__';
    backing?.setItem(probe, probe);
    backing?.removeItem(probe);
  } catch {
    backing = undefined;
  }
  const fallBack = () => {
    if (!backing) return;
    try {
      for (let i = 0; i < backing.length; i += 1) {
        const key = backing.key(i);
        if (key !== null && !memory.has(key)) memory.set(key, backing.getItem(key) ?? '');
      }
    } catch {
      // Nothing more can be read; keep what memory has.
    }
    backing = undefined;
  };

  const storage: SafeStorage = {
    get(key) {
      if (backing) {
        try {
          return backing.getItem(key);
        } catch {
          fallBack();
        }
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      if (backing) {
        try {
          backing.setItem(key, value);
          return;
        } catch {
          fallBack();
        }
      }
      memory.set(key, value);
    },
    remove(key) {
      memory.delete(key);
      if (!backing) return;
      try {
        backing.removeItem(key);
      } catch {
        fallBack();
        memory.delete(key);
      }
    },
    clear(keep = []) {
      const kept = keep.map((key) => [key, storage.get(key)] as const);
      memory.clear();
      if (backing) {
        try {
          backing.clear();
        } catch {
          fallBack();
          memory.clear();
        }
      }
      for (const [key, value] of kept) if (value !== null) storage.set(key, value);
    },
    getJson<T>(key: string): T | null {
      const text = storage.get(key);
      if (text === null) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        return null;
      }
    },
    setJson(key, value) {
      storage.set(key, JSON.stringify(value));
    },
    keys() {
      const found = new Set(memory.keys());
      if (backing) {
        try {
          for (let i = 0; i < backing.length; i += 1) {
            const key = backing.key(i);
            if (key !== null) found.add(key);
          }
        } catch {
          fallBack();
        }
      }
      return [...found];
    },
    get persistent() {
      return backing !== undefined;
    },
  };
  return storage;
}

/** The page's local and session storage, each safe. */
export const local = createSafeStorage(() => globalThis.localStorage);
export const session = createSafeStorage(() => globalThis.sessionStorage);
