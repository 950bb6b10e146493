import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openServices } from '../services';
import { LOAD_BRAND } from './materials';

const opened: Array<{ close: () => void; dir: string }> = [];
afterEach(() => {
  for (const { close, dir } of opened.splice(0)) {
    close();
    rmSync(dir, { recursive: true, force: true });
  }
});

async function open(loadMaterials: number) {
  const dir = mkdtempSync(join(tmpdir(), 'bc-load-'));
  const services = await openServices({
    databaseFile: ':memory:',
    filesDir: join(dir, 'files'),
    log: () => {},
    loadMaterials,
  });
  opened.push({ close: services.close, dir });
  return { ...services, dir };
}

const count = (s: Awaited<ReturnType<typeof open>>, sql: string) =>
  (s.db.prepare(sql).get(LOAD_BRAND) as { n: number }).n;

describe('the load seed', () => {
  it('adds exactly the asked number of materials to brand 13, of every listed type, without writing files', async () => {
    const plain = await open(0);
    const loaded = await open(10_000);
    const materials = 'SELECT count(*) AS n FROM materials WHERE brand_id = ?';
    expect(count(loaded, materials) - count(plain, materials)).toBe(10_000);
    expect(readdirSync(join(loaded.dir, 'files')).length).toBe(readdirSync(join(plain.dir, 'files')).length);
    const types = loaded.db
      .prepare("SELECT type, count(*) AS n FROM materials WHERE brand_id = ? AND name LIKE '负载素材_%' GROUP BY type")
      .all(LOAD_BRAND) as Array<{ type: number; n: number }>;
    expect(types.map((t) => t.type).sort()).toEqual([1, 2, 3, 4]);
    expect(count(loaded, "SELECT count(*) AS n FROM materials WHERE brand_id = ? AND name = '负载素材_10000'")).toBe(1);
    // Another brand is untouched.
    expect(count(loaded, 'SELECT count(*) AS n FROM materials WHERE brand_id = 14 AND ? > 0')).toBe(
      count(plain, 'SELECT count(*) AS n FROM materials WHERE brand_id = 14 AND ? > 0'),
    );
  });
});
