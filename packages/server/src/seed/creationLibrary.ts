import { transaction, type Database } from '../db/database';
import { formatDateTime } from '../lib/time';

/** Each seeded brand's industries (`listBrandTrade`), by brand. */
const TRADES: Record<number, string[]> = {
  13: ['美妆个护', '服饰鞋包', '食品饮料', '家居家装'],
  14: ['家居家装', '茶饮', '生活服务'],
};

/**
 * The creation library's own seed (ADR 0032): each brand's industries; on its finished works, tags
 * (the brand's material tags whose names fit), uses (downloads and a publish by the owner, a scan of
 * a QR code) and the first work opened to the shared pool under the brand's first industry. Runs
 * after `seedSynthesis`, on the works it made.
 */
export function seedCreationLibrary(db: Database, now: number): void {
  const hour = 3600_000;
  transaction(db, () => {
    for (const [brand, trades] of Object.entries(TRADES)) {
      const brandId = Number(brand);
      const insertTrade = db.prepare('INSERT INTO brand_trades (brand_id, name, sort) VALUES (?, ?, ?)');
      const tradeIds = trades.map((name, i) => Number(insertTrade.run(brandId, name, i).lastInsertRowid));
      const works = db
        .prepare('SELECT id, user_id FROM creations WHERE brand_id = ? AND deleted_at IS NULL ORDER BY id')
        .all(brandId) as Array<{ id: number; user_id: number | null }>;
      const tags = db.prepare('SELECT id, name FROM tags WHERE brand_id = ? ORDER BY id').all(brandId) as Array<{
        id: number;
        name: string;
      }>;
      const relate = db.prepare('INSERT OR IGNORE INTO creation_tags (creation_id, tag_id) VALUES (?, ?)');
      const use = db.prepare(
        'INSERT INTO creation_use_log (brand_id, creation_id, user_id, use_type, created_at) VALUES (?, ?, ?, ?, ?)',
      );
      works.forEach((work, i) => {
        // Two tags each, rotating through the brand's tags, so the tag filter has something to find.
        if (tags.length) {
          relate.run(work.id, tags[i % tags.length]!.id);
          relate.run(work.id, tags[(i + 1) % tags.length]!.id);
        }
        const at = (hoursAgo: number) => formatDateTime(now - hoursAgo * hour);
        use.run(brandId, work.id, work.user_id, 1, at(30 + i));
        if (i % 2 === 0) use.run(brandId, work.id, work.user_id, 2, at(20 + i));
        if (i === 0) use.run(brandId, work.id, null, 3, at(5));
      });
      if (works[0] && tradeIds[0]) {
        db.prepare('UPDATE creations SET is_open = 1, trade_id = ? WHERE id = ?').run(tradeIds[0], works[0].id);
      }
    }
  });
}
