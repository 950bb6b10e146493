import type { AiSetting, TextGenerator, TitleEntry } from '@brand-console/api-client';
import type { Database } from './database';
import { Filters, pageOf } from './query';

interface TitleRow {
  id: number;
  text: string;
  category: string;
  tags: string;
  used_count: number;
  generator: TextGenerator | null;
  model: string | null;
  creation_id: number | null;
  user_name: string | null;
  created_at: string;
}

const toTitle = (r: TitleRow): TitleEntry => ({
  id: r.id,
  text: r.text,
  category: r.category,
  tags: JSON.parse(r.tags) as string[],
  usedCount: r.used_count,
  generator: r.generator,
  model: r.model,
  creationId: r.creation_id,
  userName: r.user_name,
  createTime: r.created_at,
});

const FROM = 'titles t LEFT JOIN user_brands ub ON ub.user_id = t.user_id AND ub.brand_id = t.brand_id';

/** One page of the brand's titles, newest first; `keyword` searches the text, category and tags. */
export function listTitles(
  db: Database,
  brandId: number,
  filters: { keyword?: string | undefined; category?: string | undefined },
  page: { pageNo: number; pageSize: number },
): { records: TitleEntry[]; total: number } {
  const where = new Filters('t.brand_id = ?', brandId);
  const keyword = filters.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.where(
      `(t.text LIKE ? ESCAPE '\\' OR t.category LIKE ? ESCAPE '\\' OR t.tags LIKE ? ESCAPE '\\')`,
      like,
      like,
      like,
    );
  }
  if (filters.category?.trim()) where.eq('t.category', filters.category.trim());
  const { rows, total } = pageOf<TitleRow>(
    db,
    FROM,
    where,
    't.created_at DESC, t.id DESC',
    page,
    't.*, ub.user_brand_name AS user_name',
  );
  return { records: rows.map(toTitle), total };
}

/** The brand's title with this text, if it has one. */
export function titleIdByText(db: Database, brandId: number, text: string): number | undefined {
  const row = db.prepare('SELECT id FROM titles WHERE brand_id = ? AND text = ?').get(brandId, text) as
    { id: number } | undefined;
  return row?.id;
}

export function titleExists(db: Database, brandId: number, id: number): boolean {
  return !!db.prepare('SELECT 1 FROM titles WHERE brand_id = ? AND id = ?').get(brandId, id);
}

export interface NewTitle {
  text: string;
  category: string;
  tags: readonly string[];
  generator: TextGenerator | null;
  model: string | null;
  creationId: number | null;
  userId: number;
  at: string;
}

/** Adds a title; answers its id. */
export function insertTitle(db: Database, brandId: number, t: NewTitle): number {
  return Number(
    db
      .prepare(
        `INSERT INTO titles (brand_id, user_id, text, category, tags, generator, model, creation_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        brandId,
        t.userId,
        t.text,
        t.category,
        JSON.stringify(t.tags),
        t.generator,
        t.model,
        t.creationId,
        t.at,
        t.at,
      ).lastInsertRowid,
  );
}

/** Replaces a title's text, category and tags; false when the brand has no such title. */
export function updateTitle(
  db: Database,
  brandId: number,
  id: number,
  t: { text: string; category: string; tags: readonly string[]; at: string },
): boolean {
  return (
    db
      .prepare('UPDATE titles SET text = ?, category = ?, tags = ?, updated_at = ? WHERE brand_id = ? AND id = ?')
      .run(t.text, t.category, JSON.stringify(t.tags), t.at, brandId, id).changes > 0
  );
}

/** How many of `ids` are the brand's titles. */
export function countOwnTitles(db: Database, brandId: number, ids: readonly number[]): number {
  if (ids.length === 0) return 0;
  return (
    db
      .prepare(`SELECT count(*) AS n FROM titles WHERE brand_id = ? AND id IN (${ids.map(() => '?').join(', ')})`)
      .get(brandId, ...ids) as { n: number }
  ).n;
}

export function removeTitles(db: Database, brandId: number, ids: readonly number[]): void {
  db.prepare(`DELETE FROM titles WHERE brand_id = ? AND id IN (${ids.map(() => '?').join(', ')})`).run(brandId, ...ids);
}

/** Counts a use of each title (publishing calls it with the titles it used). */
export function markTitlesUsed(db: Database, brandId: number, ids: readonly number[]): void {
  if (ids.length === 0) return;
  db.prepare(
    `UPDATE titles SET used_count = used_count + 1 WHERE brand_id = ? AND id IN (${ids.map(() => '?').join(', ')})`,
  ).run(brandId, ...ids);
}

interface AiSettingRow {
  base_url: string;
  model: string;
  api_key: string;
  updated_at: string;
}

/** The brand's stored endpoint, key included (for the provider only; never answered as it is). */
export function aiEndpointOf(
  db: Database,
  brandId: number,
): { baseUrl: string; model: string; apiKey: string } | undefined {
  const row = db.prepare('SELECT * FROM ai_settings WHERE brand_id = ?').get(brandId) as AiSettingRow | undefined;
  return row ? { baseUrl: row.base_url, model: row.model, apiKey: row.api_key } : undefined;
}

/** The key's last four characters behind a mask; empty when there is no key. */
export const keyHint = (key: string) => (key ? `${key.length > 8 ? key.slice(0, 3) : ''}…${key.slice(-4)}` : '');

/** The setting as the console sees it. */
export function aiSettingOf(db: Database, brandId: number): AiSetting {
  const row = db.prepare('SELECT * FROM ai_settings WHERE brand_id = ?').get(brandId) as AiSettingRow | undefined;
  if (!row) return { configured: false, baseUrl: '', model: '', keyHint: '', updateTime: null };
  return {
    configured: true,
    baseUrl: row.base_url,
    model: row.model,
    keyHint: keyHint(row.api_key),
    updateTime: row.updated_at,
  };
}

/** Stores the brand's endpoint; `apiKey` undefined keeps the stored key. */
export function saveAiSetting(
  db: Database,
  brandId: number,
  s: { baseUrl: string; model: string; apiKey: string | undefined; at: string },
): void {
  const keep = aiEndpointOf(db, brandId)?.apiKey ?? '';
  db.prepare(
    `INSERT INTO ai_settings (brand_id, base_url, model, api_key, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (brand_id) DO UPDATE SET base_url = excluded.base_url, model = excluded.model,
       api_key = excluded.api_key, updated_at = excluded.updated_at`,
  ).run(brandId, s.baseUrl, s.model, s.apiKey ?? keep, s.at);
}

export function removeAiSetting(db: Database, brandId: number): void {
  db.prepare('DELETE FROM ai_settings WHERE brand_id = ?').run(brandId);
}
