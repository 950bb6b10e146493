import type { TaskTypeCode } from '@brand-console/api-client';
import { transaction, type Database } from '../db/database';
import { addParticipation, insertMarketingTask } from '../db/marketingTasks';
import { formatDateTime, parseDateTime } from '../lib/time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo task: name, type, first day (days ago) and length in days (some still run). */
type SeedTask = readonly [name: string, type: TaskTypeCode, startDaysAgo: number, days: number];

/** A dozen tasks per demo brand, of every type, over the last 60 days. */
export const seedMarketingTasks: Readonly<Record<number, readonly SeedTask[]>> = {
  13: [
    ['新员工产品知识学习', 5, 60, 30],
    ['双十一爆款短视频挑战', 1, 58, 14],
    ['秋冬护肤直播带货', 2, 52, 3],
    ['门店探店视频征集', 3, 45, 15],
    ['新品口红试色视频', 1, 40, 14],
    ['妆容教程图文笔记', 6, 35, 14],
    ['直播话术进阶课', 5, 25, 35],
    ['品牌日直播', 2, 20, 2],
    ['用户好评截图征集', 3, 15, 20],
    ['冬季护肤攻略图文', 6, 10, 14],
    ['年终盛典预热视频', 1, 7, 14],
    ['圣诞限定直播', 2, 3, 5],
  ],
  14: [
    ['食品安全知识学习', 5, 59, 20],
    ['新米上市短视频', 1, 55, 10],
    ['产地溯源直播', 2, 48, 2],
    ['家常菜谱征集', 3, 42, 21],
    ['早餐搭配图文', 6, 36, 10],
    ['门店陈列视频', 1, 30, 7],
    ['团购直播', 2, 24, 2],
    ['导购话术学习', 5, 20, 30],
    ['年货节图文种草', 6, 14, 14],
    ['顾客晒单征集', 3, 9, 20],
    ['冬季暖饮短视频', 1, 5, 10],
    ['腊八节直播', 2, 2, 3],
  ],
};

/** Types whose members hand in works (videos, notes, entries); live and study tasks have none. */
const HANDS_IN: ReadonlySet<number> = new Set([1, 3, 6]);

/** A small deterministic generator (the seed is the same on every machine). */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Marketing tasks of brands 13 and 14 with their enabled members' participation: each member joins a
 * task with a chance that depends on their department (some regions take part more than others),
 * joins while it runs, and completes most finished tasks and fewer running ones. Runs after the
 * accounts (it needs their members and departments).
 */
export function seedMarketingTaskData(db: Database, now: number): void {
  transaction(db, () => {
    for (const [brand, tasks] of Object.entries(seedMarketingTasks)) {
      const brandId = Number(brand);
      const random = generator(brandId * 7919);
      const creator = db
        .prepare('SELECT user_id FROM user_brands WHERE brand_id = ? AND is_main = 1 ORDER BY user_id LIMIT 1')
        .get(brandId) as { user_id: number } | undefined;
      const departments = (
        db.prepare('SELECT id FROM departments WHERE brand_id = ? ORDER BY id').all(brandId) as Array<{ id: number }>
      ).map((d) => d.id);
      const members = db
        .prepare(
          `SELECT ub.user_id, ub.joined_at, min(ud.dept_id) AS dept_id FROM user_brands ub
             LEFT JOIN user_departments ud ON ud.user_id = ub.user_id AND ud.brand_id = ub.brand_id
            WHERE ub.brand_id = ? AND ub.is_valid = 1 GROUP BY ub.user_id ORDER BY ub.user_id`,
        )
        .all(brandId) as Array<{ user_id: number; joined_at: string | null; dept_id: number | null }>;
      // Departments in tree order take part 45 %, 60 %, 85 % and 70 % of the time (none: 40 %).
      const share = (deptId: number | null) => [0.45, 0.6, 0.85, 0.7][departments.indexOf(deptId ?? -1)] ?? 0.4;

      for (const [name, type, startDaysAgo, days] of tasks) {
        const start = now - startDaysAgo * DAY_MS;
        const end = start + days * DAY_MS - 1000;
        const taskId = insertMarketingTask(db, brandId, {
          name,
          type,
          startTime: formatDateTime(start),
          endTime: formatDateTime(end),
          createdBy: creator?.user_id ?? null,
          createdAt: formatDateTime(start - DAY_MS),
        });
        const open = Math.min(end, now);
        const running = end > now;
        for (const member of members) {
          if (random() >= share(member.dept_id)) continue;
          // Nobody takes part before they joined the brand.
          const memberSince = member.joined_at ? parseDateTime(member.joined_at) : start;
          const from = Math.max(start, memberSince);
          if (from >= open) continue;
          const joined = from + random() * (open - from) * 0.8;
          const completes = random() < (running ? 0.45 : 0.75);
          const completed = completes ? joined + random() * (open - joined) : null;
          const works = HANDS_IN.has(type) && completed !== null ? 1 + Math.floor(random() * 3) : 0;
          addParticipation(db, brandId, taskId, {
            userId: member.user_id,
            joinedAt: formatDateTime(joined),
            completedAt: completed === null ? null : formatDateTime(completed),
            worksSubmitted: works,
            views: works * Math.floor(200 + random() * 5000),
          });
        }
      }
    }
  });
}
