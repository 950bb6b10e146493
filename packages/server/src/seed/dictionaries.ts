import type {
  BrandDictionaryCode,
  LevelRight,
  SectionContentList,
  SectionContentType,
} from '@brand-console/api-client';
import { transaction, type Database } from '../db/database';
import { setBrandSetting } from '../db/config';
import { DY_AUTH_MODE_KEY } from '../db/settings';
import { formatDateTime } from '../lib/time';

/** A seeded item: its label, disabled when marked `false`. */
type SeedItem = string | readonly [label: string, enabled: false];

/**
 * The demo brands' dictionaries (字典设置), in order; a few items disabled so the pages show they are
 * left out. Brand 13 (星河美妆) and brand 14 (青禾食品) each have items in every dictionary.
 */
export const seedDictionaries: Readonly<Record<number, Readonly<Record<BrandDictionaryCode, readonly SeedItem[]>>>> = {
  13: {
    materialTagGroups: ['产品', '场景', '人物', '节日', ['旧版包装', false]],
    industries: ['美妆护肤', '个人护理', '香水彩妆', '母婴', ['服饰鞋包', false]],
    customerStages: ['潜在客户', '意向客户', '成交客户', '复购客户', ['流失客户', false]],
    taskTags: ['新品推广', '门店引流', '节日营销', '员工培训', '品牌曝光', ['旧版活动', false]],
    violationKeywordGroups: ['极限用语', '医疗功效', '虚假宣传', '价格欺诈'],
  },
  14: {
    materialTagGroups: ['食材', '菜品', '门店', ['旧版包装', false]],
    industries: ['食品饮料', '生鲜', '餐饮'],
    customerStages: ['潜在客户', '意向客户', '成交客户', '复购客户'],
    taskTags: ['新品推广', '门店引流', '节日营销', '员工培训'],
    violationKeywordGroups: ['极限用语', '食品功效', '虚假宣传'],
  },
};

/** Task tags of the seeded marketing tasks, by a word of the task's name (the first that matches). */
const TASK_TAG_RULES: ReadonlyArray<readonly [word: string, tags: readonly string[]]> = [
  ['学习', ['员工培训']],
  ['课', ['员工培训']],
  ['新品', ['新品推广', '品牌曝光']],
  ['新米', ['新品推广']],
  ['门店', ['门店引流']],
  ['双十一', ['节日营销', '品牌曝光']],
  ['圣诞', ['节日营销']],
  ['腊八', ['节日营销']],
  ['年', ['节日营销']],
  ['品牌', ['品牌曝光']],
  ['直播', ['门店引流']],
];

/** Member levels (设置 › 等级规则 and 权益规则): name, points from, rights. */
const seedLevels: Readonly<Record<number, ReadonlyArray<readonly [string, number, readonly LevelRight[]]>>> = {
  13: [
    ['青铜', 0, []],
    ['白银', 500, ['goldBonus']],
    ['黄金', 2000, ['goldBonus', 'exclusiveMaterials']],
    ['钻石', 8000, ['goldBonus', 'exclusiveMaterials', 'priorityReview', 'mallDiscount']],
  ],
  14: [
    ['普通会员', 0, []],
    ['银卡会员', 1000, ['mallDiscount']],
    ['金卡会员', 5000, ['mallDiscount', 'courseAccess']],
  ],
};

/** Content sections (分区设置): name, content types, enabled, the lists of its page with their counts. */
const seedSections: Readonly<
  Record<
    number,
    ReadonlyArray<
      readonly [string, readonly SectionContentType[], boolean, ReadonlyArray<readonly [SectionContentList, number]>]
    >
  >
> = {
  13: [
    [
      '新品专区',
      [1, 2],
      true,
      [
        ['latest', 10],
        ['recommended', 6],
      ],
    ],
    [
      '护肤课堂',
      [4, 1],
      true,
      [
        ['popular', 8],
        ['latest', 8],
      ],
    ],
    ['直播精选', [3], true, [['brandVideos', 6]]],
    [
      '节日活动',
      [1, 5],
      false,
      [
        ['events', 4],
        ['topics', 10],
      ],
    ],
  ],
  14: [
    ['当季新品', [1, 5], true, [['latest', 10]]],
    [
      '家常菜谱',
      [2, 1],
      true,
      [
        ['popular', 12],
        ['recommended', 6],
      ],
    ],
  ],
};

/**
 * Dictionaries, task tags on the seeded marketing tasks, the Douyin authorisation mode (brand 14
 * authorises on the web), member levels with rights and content sections for brands 13 and 14.
 * Runs after the accounts and the marketing tasks.
 */
export function seedDictionariesAndSettings(db: Database, now: number): void {
  const at = formatDateTime(now);
  transaction(db, () => {
    const insertItem = db.prepare(
      `INSERT INTO dictionary_items (brand_id, dict_code, label, sort, enabled, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [brand, dictionaries] of Object.entries(seedDictionaries)) {
      for (const [code, items] of Object.entries(dictionaries)) {
        items.forEach((item, i) => {
          const [label, enabled] = typeof item === 'string' ? [item, true] : [item[0], false];
          insertItem.run(Number(brand), code, label, i + 1, enabled ? 1 : 0, at, at);
        });
      }
      const tagId = db.prepare(
        "SELECT id FROM dictionary_items WHERE brand_id = ? AND dict_code = 'taskTags' AND label = ?",
      );
      const tag = db.prepare('INSERT OR IGNORE INTO marketing_task_tags (task_id, item_id) VALUES (?, ?)');
      const tasks = db.prepare('SELECT id, name FROM marketing_tasks WHERE brand_id = ?').all(Number(brand)) as Array<{
        id: number;
        name: string;
      }>;
      for (const task of tasks) {
        const rule = TASK_TAG_RULES.find(([word]) => task.name.includes(word));
        for (const label of rule?.[1] ?? []) {
          const item = tagId.get(Number(brand), label) as { id: number } | undefined;
          if (item) tag.run(task.id, item.id);
        }
      }
    }

    setBrandSetting(db, 13, DY_AUTH_MODE_KEY, 1);
    setBrandSetting(db, 14, DY_AUTH_MODE_KEY, 2);

    const insertLevel = db.prepare('INSERT INTO member_levels (brand_id, name, threshold, rights) VALUES (?, ?, ?, ?)');
    for (const [brand, levels] of Object.entries(seedLevels)) {
      for (const [name, threshold, rights] of levels)
        insertLevel.run(Number(brand), name, threshold, JSON.stringify(rights));
    }

    const insertSection = db.prepare(
      `INSERT INTO content_sections (brand_id, name, cover_url, sort, enabled, content_types, created_at, updated_at)
       VALUES (?, ?, NULL, ?, ?, ?, ?, ?)`,
    );
    const insertList = db.prepare(
      'INSERT INTO section_lists (section_id, list_code, sort, item_count) VALUES (?, ?, ?, ?)',
    );
    for (const [brand, sections] of Object.entries(seedSections)) {
      sections.forEach(([name, types, enabled, lists], i) => {
        const id = Number(
          insertSection.run(Number(brand), name, i + 1, enabled ? 1 : 0, JSON.stringify(types), at, at).lastInsertRowid,
        );
        lists.forEach(([code, count], j) => insertList.run(id, code, j + 1, count));
      });
    }
  });
}
