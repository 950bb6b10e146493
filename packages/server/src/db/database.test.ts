import { describe, expect, it } from 'vitest';
import { migrate, openDatabase, transaction } from './database';

const migrations = [
  { version: 1, name: 'items', sql: 'CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL)' },
  { version: 2, name: 'items.note', sql: 'ALTER TABLE items ADD COLUMN note TEXT' },
];

describe('database', () => {
  it('applies migrations once, in order', () => {
    const db = openDatabase(':memory:');
    expect(migrate(db, migrations)).toEqual([1, 2]);
    expect(migrate(db, migrations)).toEqual([]);
    db.prepare('INSERT INTO items (name, note) VALUES (?, ?)').run('a', 'n');
    expect(db.prepare('SELECT count(*) AS n FROM items').get()).toEqual({ n: 1 });
    db.close();
  });

  it('rolls a failed migration back whole', () => {
    const db = openDatabase(':memory:');
    migrate(db, migrations.slice(0, 1));
    const broken = { version: 3, name: 'broken', sql: 'ALTER TABLE items ADD COLUMN x TEXT; SELECT * FROM nowhere;' };
    expect(() => migrate(db, [...migrations.slice(0, 1), broken])).toThrow();
    const columns = db.prepare('PRAGMA table_info(items)').all() as Array<{ name: string }>;
    expect(columns.map((c) => c.name)).toEqual(['id', 'name']);
    db.close();
  });

  it('commits transactions and rolls back on error, nested as savepoints', () => {
    const db = openDatabase(':memory:');
    migrate(db, migrations);
    const insert = db.prepare('INSERT INTO items (name) VALUES (?)');
    transaction(db, () => {
      insert.run('kept');
      expect(() =>
        transaction(db, () => {
          insert.run('inner');
          throw new Error('inner fails');
        }),
      ).toThrow('inner fails');
    });
    expect(() =>
      transaction(db, () => {
        insert.run('lost');
        throw new Error('outer fails');
      }),
    ).toThrow('outer fails');
    expect(db.prepare('SELECT name FROM items').all()).toEqual([{ name: 'kept' }]);
    db.close();
  });
});

describe('the schema', () => {
  it('migrates an empty database and enforces foreign keys', async () => {
    const { migrations: all } = await import('./migrations');
    const db = openDatabase(':memory:');
    migrate(db, all);
    expect(() =>
      db
        .prepare('INSERT INTO user_brands (user_id, brand_id, user_brand_name) VALUES (?, ?, ?)')
        .run(999, 999, 'nobody'),
    ).toThrow(/FOREIGN KEY/);
    db.close();
  });
});
