import { jobOutcome, type HomePageData, type JobKind, type MaterialTypeCode } from '@brand-console/api-client';
import type { Database } from './database';

/** Data access of the brand's overview (home page, data screen): figures counted from stored rows. */

/** Each task-centre table with the kind of job it holds. */
const JOB_TABLES: readonly { kind: JobKind; sql: string }[] = [
  {
    kind: 'export',
    sql: 'SELECT status, count(*) AS n FROM download_tasks WHERE brand_id = ? AND created_at BETWEEN ? AND ? GROUP BY status',
  },
  {
    kind: 'tag',
    sql: 'SELECT status, count(*) AS n FROM mark_tag_tasks WHERE brand_id = ? AND created_at BETWEEN ? AND ? GROUP BY status',
  },
  {
    kind: 'merge',
    sql: 'SELECT status, count(*) AS n FROM material_operations WHERE brand_id = ? AND operation_type = 1 AND created_at BETWEEN ? AND ? GROUP BY status',
  },
  {
    kind: 'split',
    sql: 'SELECT status, count(*) AS n FROM material_operations WHERE brand_id = ? AND operation_type = 2 AND created_at BETWEEN ? AND ? GROUP BY status',
  },
  {
    kind: 'caption',
    sql: 'SELECT status, count(*) AS n FROM caption_tasks WHERE brand_id = ? AND created_at BETWEEN ? AND ? GROUP BY status',
  },
];

/** Jobs of the brand created between `from` and `to` (stored text), by kind and outcome. */
function jobsByStatus(db: Database, brandId: number, from: string, to: string): HomePageData['jobsByStatus'] {
  const counts = new Map<string, HomePageData['jobsByStatus'][number]>();
  for (const { kind, sql } of JOB_TABLES) {
    for (const row of db.prepare(sql).all(brandId, from, to) as { status: number; n: number }[]) {
      const outcome = jobOutcome(kind, row.status);
      const key = `${kind}:${outcome}`;
      const entry = counts.get(key) ?? { kind, outcome, count: 0 };
      entry.count += row.n;
      counts.set(key, entry);
    }
  }
  return [...counts.values()];
}

/** Jobs of the brand running now, whenever they were created. */
function runningJobs(db: Database, brandId: number): number {
  const everything = ['0000-01-01 00:00:00', '9999-12-31 23:59:59'] as const;
  return jobsByStatus(db, brandId, ...everything)
    .filter((entry) => entry.outcome === 'running')
    .reduce((sum, entry) => sum + entry.count, 0);
}

/**
 * The brand's overview figures for the period `from`..`to` (stored text), with the materials added
 * in the period before (`beforeFrom`..`beforeTo`) for the comparison.
 */
export function overviewFigures(
  db: Database,
  brandId: number,
  [from, to]: readonly [string, string],
  [beforeFrom, beforeTo]: readonly [string, string],
): Omit<HomePageData, 'startDay' | 'endDay'> {
  const one = <T>(sql: string, ...args: (string | number)[]) => db.prepare(sql).get(...args) as T;

  const library = one<{ n: number; bytes: number | null; video: number | null }>(
    `SELECT count(*) AS n, sum(size) AS bytes, sum(CASE WHEN type = 1 THEN duration ELSE 0 END) AS video
       FROM materials WHERE brand_id = ? AND is_delete = 0`,
    brandId,
  );
  const added = (a: string, b: string) =>
    one<{ n: number }>(
      'SELECT count(*) AS n FROM materials WHERE brand_id = ? AND is_delete = 0 AND create_time BETWEEN ? AND ?',
      brandId,
      a,
      b,
    ).n;
  const jobs = jobsByStatus(db, brandId, from, to);
  const materialsByDay = db
    .prepare(
      `SELECT substr(create_time, 1, 10) AS day, type, count(*) AS count FROM materials
        WHERE brand_id = ? AND is_delete = 0 AND create_time BETWEEN ? AND ?
        GROUP BY day, type ORDER BY day, type`,
    )
    .all(brandId, from, to) as { day: string; type: MaterialTypeCode; count: number }[];

  return {
    figures: {
      materials: library.n,
      materialBytes: library.bytes ?? 0,
      videoMs: library.video ?? 0,
      members: one<{ n: number }>('SELECT count(*) AS n FROM user_brands WHERE brand_id = ?', brandId).n,
      newMaterials: added(from, to),
      newMaterialsBefore: added(beforeFrom, beforeTo),
      jobs: jobs.reduce((sum, entry) => sum + entry.count, 0),
      jobsRunning: runningJobs(db, brandId),
    },
    materialsByDay: materialsByDay.map((row) => ({ ...row })),
    jobsByStatus: jobs,
  };
}
