import type { TaskTypeCode } from '@brand-console/api-client';
import type { Database } from './database';

/**
 * Data access of marketing tasks (营销中心): a brand's tasks and its members' participation. The
 * employee analysis reads them (`db/operationalAnalysis.ts`); the seed and tests write them here,
 * and so will the marketing pages.
 */

export interface NewMarketingTask {
  name: string;
  type: TaskTypeCode;
  /** `YYYY-MM-DD HH:mm:ss` (UTC+8). */
  startTime: string;
  endTime: string;
  createdBy: number | null;
  createdAt: string;
}

/** Adds a task to a brand; returns its id. */
export function insertMarketingTask(db: Database, brandId: number, task: NewMarketingTask): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO marketing_tasks (brand_id, name, type, start_time, end_time, created_by, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(brandId, task.name, task.type, task.startTime, task.endTime, task.createdBy, task.createdAt);
  return Number(lastInsertRowid);
}

export interface Participation {
  userId: number;
  /** `YYYY-MM-DD HH:mm:ss` (UTC+8). */
  joinedAt: string;
  completedAt: string | null;
  worksSubmitted?: number;
  views?: number;
}

/**
 * A member takes part in one of the brand's tasks (once per task); false when the task is not the
 * brand's or the person is not a member of it.
 */
export function addParticipation(db: Database, brandId: number, taskId: number, p: Participation): boolean {
  return (
    db
      .prepare(
        `INSERT INTO marketing_task_members (task_id, user_id, joined_at, completed_at, works_submitted, views)
         SELECT t.id, ub.user_id, ?, ?, ?, ?
           FROM marketing_tasks t JOIN user_brands ub ON ub.brand_id = t.brand_id AND ub.user_id = ?
          WHERE t.brand_id = ? AND t.id = ?`,
      )
      .run(p.joinedAt, p.completedAt, p.worksSubmitted ?? 0, p.views ?? 0, p.userId, brandId, taskId).changes > 0
  );
}
