import { describe, expect, it } from 'vitest';
import { createSafeStorage } from './storage';

/** A Storage whose methods throw, as in a disabled or full browser store. */
function throwingStorage(from: 'start' | 'write'): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => {
      if (from === 'start') throw new Error('SecurityError');
      return data.get(k) ?? null;
    },
    setItem: (k, v) => {
      if (from === 'start' || k !== '__bc_probe__') throw new Error('QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
}

describe('createSafeStorage', () => {
  it('reads and writes the real store when it works', () => {
    const real = new Map<string, string>();
    const backing = {
      get length() {
        return real.size;
      },
      key: (i: number) => [...real.keys()][i] ?? null,
      getItem: (k: string) => real.get(k) ?? null,
      setItem: (k: string, v: string) => void real.set(k, v),
      removeItem: (k: string) => void real.delete(k),
      clear: () => real.clear(),
    } as Storage;
    const storage = createSafeStorage(() => backing);
    storage.set('token', 'abc');
    expect(real.get('token')).toBe('abc');
    expect(storage.persistent).toBe(true);
  });

  it('keeps working in memory when the store is disabled', () => {
    const storage = createSafeStorage(() => throwingStorage('start'));
    expect(storage.persistent).toBe(false);
    storage.set('token', 'abc');
    expect(storage.get('token')).toBe('abc');
  });

  it('falls back to memory when the store fills up mid-session', () => {
    const storage = createSafeStorage(() => throwingStorage('write'));
    expect(storage.persistent).toBe(true);
    storage.setJson('userInfo', { userId: 7 });
    expect(storage.persistent).toBe(false);
    expect(storage.getJson('userInfo')).toEqual({ userId: 7 });
  });

  it('survives a throwing getter of the store itself', () => {
    const storage = createSafeStorage(() => {
      throw new Error('SecurityError: partitioned');
    });
    storage.set('a', '1');
    expect(storage.get('a')).toBe('1');
  });

  it('clears everything but the kept keys, and reads bad JSON as null', () => {
    const storage = createSafeStorage(() => undefined);
    storage.set('token', 't');
    storage.set('systemVersion', '2');
    storage.set('envSource', 'mpmw');
    storage.set('broken', '{');
    expect(storage.getJson('broken')).toBeNull();
    storage.clear(['systemVersion', 'envSource']);
    expect(storage.get('token')).toBeNull();
    expect(storage.get('systemVersion')).toBe('2');
    expect(storage.get('envSource')).toBe('mpmw');
  });
});
