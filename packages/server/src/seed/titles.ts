import { BUILTIN_MODEL } from '@brand-console/api-client';
import { builtinTexts } from '../ai/builtin';
import { endCaptionTask, insertCaptionTask, setCaptionResult, workContext } from '../db/captions';
import { transaction, type Database } from '../db/database';
import { insertTitle } from '../db/titles';
import { formatDateTime } from '../lib/time';

/** Typed-in titles of the demo brands' libraries, with their category and tags. */
const TITLES: Record<number, { owner: number; titles: Array<[string, string, string[]]> }> = {
  13: {
    owner: 2,
    titles: [
      ['双十一必囤！这支口红我回购了 5 次', '种草', ['口红', '双十一']],
      ['秋冬通勤妆，一支眼影盘搞定一周', '教程', ['美妆', '通勤']],
      ['门店探店｜周末去哪儿都不如来这里', '探店', ['门店']],
      ['新品上市，限时尝鲜价只有三天', '促销', ['新品']],
      ['直播预告：今晚 8 点不见不散', '直播', ['直播']],
      ['品牌故事：我们为什么坚持手工', '品牌', []],
    ],
  },
  14: {
    owner: 3,
    titles: [
      ['青禾新品｜方形包的十种背法', '种草', ['新品']],
      ['一分钟看懂青禾的面料选择', '品牌', ['面料']],
      ['夏天通勤包怎么选？看这篇就够了', '教程', []],
    ],
  },
};

/**
 * The title libraries of brands 13 and 14, some titles written by the built-in generator for
 * their finished works, and caption batches (a generation and an imitation) with real results in
 * the task centre's fifth tab (ADR 0034). The task seed's batches named no works: they are
 * replaced by these. Runs after `seedSynthesis` (the works come from there).
 */
export function seedTitles(db: Database, now: number): void {
  const minute = 60_000;
  const at = (minutesAgo: number) => formatDateTime(now - minutesAgo * minute);
  transaction(db, () => {
    db.prepare(`DELETE FROM caption_tasks WHERE creation_ids = '[]'`).run();
    for (const [brand, { owner, titles }] of Object.entries(TITLES)) {
      const brandId = Number(brand);
      titles.forEach(([text, category, tags], i) =>
        insertTitle(db, brandId, {
          text,
          category,
          tags,
          generator: null,
          model: null,
          creationId: null,
          userId: owner,
          at: at(60 * 24 * (titles.length - i)),
        }),
      );
      const works = db
        .prepare(
          `SELECT id, name FROM creations WHERE brand_id = ? AND deleted_at IS NULL AND creation_type = 0
           ORDER BY id LIMIT 3`,
        )
        .all(brandId) as Array<{ id: number; name: string }>;
      if (works.length === 0) continue;
      // Two titles the built-in generator wrote for the first work, saved.
      const first = workContext(db, brandId, works[0]!.id)!;
      for (const text of builtinTexts({ kind: 'title', count: 2, context: first })) {
        insertTitle(db, brandId, {
          text,
          category: '',
          tags: [],
          generator: 'builtin',
          model: BUILTIN_MODEL,
          creationId: works[0]!.id,
          userId: owner,
          at: at(30),
        });
      }
      // A finished caption batch over the works, its results written by the built-in rules.
      const taskId = insertCaptionTask(db, brandId, {
        userId: owner,
        creationType: 0,
        type: 1,
        prompt: '',
        count: 3,
        works,
        at: at(90),
      });
      for (const work of works) {
        const context = workContext(db, brandId, work.id)!;
        setCaptionResult(db, brandId, taskId, work.id, {
          texts: builtinTexts({ kind: 'title', count: 3, context }),
          generator: 'builtin',
          model: BUILTIN_MODEL,
          error: null,
        });
      }
      endCaptionTask(db, brandId, taskId, true);
      // An imitation batch over the first work: its titles rewritten from a brand title.
      const example = titles[0]![0];
      const imitation = insertCaptionTask(db, brandId, {
        userId: owner,
        creationType: 0,
        type: 2,
        prompt: example,
        count: 3,
        works: works.slice(0, 1),
        at: at(45),
      });
      setCaptionResult(db, brandId, imitation, works[0]!.id, {
        texts: builtinTexts({ kind: 'imitate', count: 3, context: first, example }),
        generator: 'builtin',
        model: BUILTIN_MODEL,
        error: null,
      });
      endCaptionTask(db, brandId, imitation, true);
    }
  });
}
