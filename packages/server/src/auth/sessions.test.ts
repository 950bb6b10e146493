import { beforeEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../db/database';
import { migrations } from '../db/migrations';
import { SessionStore } from './sessions';

let db: Database;
let clock = 0;
const store = () => new SessionStore(db, { idleMs: 1000 * 60 * 60, maxAgeMs: 1000 * 60 * 60 * 24 }, () => clock);

beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db, migrations);
  db.prepare(`INSERT INTO users (id, phone, name, created_at) VALUES (1, '13800000000', 'a', '2026-01-01')`).run();
  clock = 1_000_000;
});

describe('SessionStore', () => {
  it('resolves a fresh token and never stores it in clear', () => {
    const token = store().create(1, null, 'phone');
    expect(store().resolve(token)).toMatchObject({ userId: 1, brandId: null });
    const stored = db.prepare('SELECT token_hash FROM sessions').all() as Array<{ token_hash: string }>;
    expect(stored[0]?.token_hash).not.toBe(token);
  });

  it('given idle longer than the idle timeout, the token is dead', () => {
    const token = store().create(1, null, 'phone');
    clock += 1000 * 60 * 60;
    expect(store().resolve(token)).toBeNull();
  });

  it('given use within the idle timeout, the session lives until its absolute lifetime', () => {
    const token = store().create(1, null, 'phone');
    for (let i = 0; i < 24; i += 1) {
      clock += 1000 * 60 * 59; // 24 × 59 min = 23 h 36 min, never idle for an hour
      expect(store().resolve(token)).not.toBeNull();
    }
    clock += 1000 * 60 * 30; // 24 h 6 min after login, only 30 min idle
    expect(store().resolve(token)).toBeNull();
  });

  it('given logout, the token stops working at once', () => {
    const token = store().create(1, null, 'phone');
    store().revoke(token);
    expect(store().resolve(token)).toBeNull();
  });

  it('rejects unknown, empty and absurd tokens', () => {
    expect(store().resolve('nope')).toBeNull();
    expect(store().resolve('')).toBeNull();
    expect(store().resolve('x'.repeat(10_000))).toBeNull();
  });
});
