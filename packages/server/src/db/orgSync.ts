import type { OrgSyncChange, OrgSyncRun, OrgSyncStatus } from '@brand-console/api-client';
import { SSO_IDENTITY_COLUMNS } from './account';
import type { Database } from './database';
import type { IdpKind } from './identityProvider';

/**
 * Data access of the organisation sync: the brand's directory at its enterprise messenger (the
 * stand-in provider's people of that brand), the members a sync linked to it, and the sync runs.
 */

/** A person in a brand's directory. */
export interface DirectoryPerson {
  identity: string;
  name: string;
  phone: string | null;
  /** Department names from the top of the brand's tree, `/`-separated; null: no department. */
  deptPath: string | null;
  /** 0 once the person has left the enterprise. */
  active: number;
}

/** The brand's directory at `provider`, in identity order. */
export function directoryPeople(db: Database, brandId: number, provider: IdpKind): DirectoryPerson[] {
  return db
    .prepare(
      `SELECT identity, name, phone, dept_path AS deptPath, active FROM idp_people
       WHERE brand_id = ? AND provider = ? ORDER BY identity`,
    )
    .all(brandId, provider) as unknown as DirectoryPerson[];
}

/** How many people the brand's directory at `provider` lists (those who left included). */
export function directorySize(db: Database, brandId: number, provider: IdpKind): number {
  return (
    db.prepare('SELECT count(*) AS n FROM idp_people WHERE brand_id = ? AND provider = ?').get(brandId, provider) as {
      n: number;
    }
  ).n;
}

/** The directory person behind `identity` at `provider`, with the brand whose directory lists them. */
export function directoryEntry(
  db: Database,
  provider: IdpKind,
  identity: string,
): (DirectoryPerson & { brandId: number | null }) | undefined {
  return db
    .prepare(
      `SELECT identity, name, phone, dept_path AS deptPath, active, brand_id AS brandId FROM idp_people
       WHERE provider = ? AND identity = ?`,
    )
    .get(provider, identity) as (DirectoryPerson & { brandId: number | null }) | undefined;
}

/** Puts a person in (or moves them within) a brand's directory: the stand-in directory's own edit. */
export function placeInDirectory(
  db: Database,
  provider: IdpKind,
  identity: string,
  place: { brandId: number | null; deptPath: string | null; active?: boolean },
): void {
  db.prepare('UPDATE idp_people SET brand_id = ?, dept_path = ?, active = ? WHERE provider = ? AND identity = ?').run(
    place.brandId,
    place.deptPath,
    place.active === false ? 0 : 1,
    provider,
    identity,
  );
}

/** A member of the brand as the sync sees them. */
export interface SyncMember {
  userId: number;
  name: string;
  isValid: number;
  isMain: number;
  /** The directory identity a sync linked the member to on this brand, if any. */
  directoryIdentity: string | null;
}

/** The brand's member whose account is `userId`, if they are one. */
export function syncMember(db: Database, brandId: number, userId: number): SyncMember | undefined {
  return db
    .prepare(
      `SELECT user_id AS userId, user_brand_name AS name, is_valid AS isValid, is_main AS isMain,
              directory_identity AS directoryIdentity
       FROM user_brands WHERE brand_id = ? AND user_id = ?`,
    )
    .get(brandId, userId) as SyncMember | undefined;
}

/** The brand's members a sync linked to its directory. */
export function linkedMembers(db: Database, brandId: number): SyncMember[] {
  return db
    .prepare(
      `SELECT user_id AS userId, user_brand_name AS name, is_valid AS isValid, is_main AS isMain,
              directory_identity AS directoryIdentity
       FROM user_brands WHERE brand_id = ? AND directory_identity IS NOT NULL ORDER BY user_id`,
    )
    .all(brandId) as unknown as SyncMember[];
}

/** Links the brand's member to a directory identity (null unlinks). */
export function setDirectoryIdentity(db: Database, brandId: number, userId: number, identity: string | null): void {
  db.prepare('UPDATE user_brands SET directory_identity = ? WHERE brand_id = ? AND user_id = ?').run(
    identity,
    brandId,
    userId,
  );
}

/** The account's identity at `provider` (for single sign-on), when it has none yet. */
export function setUserIdentityIfNone(db: Database, userId: number, provider: IdpKind, identity: string): void {
  const column = SSO_IDENTITY_COLUMNS[provider];
  db.prepare(`UPDATE users SET ${column} = ? WHERE id = ? AND ${column} IS NULL`).run(identity, userId);
}

/**
 * Creates the account of a directory person: no password (they sign in through their messenger,
 * or by SMS code and then set one), their identity at the provider set.
 */
export function createDirectoryUser(
  db: Database,
  person: { phone: string; name: string },
  provider: IdpKind,
  identity: string,
  at: string,
): number {
  return Number(
    db
      .prepare(
        `INSERT INTO users (phone, name, password_hash, is_init_pwd, created_at, ${SSO_IDENTITY_COLUMNS[provider]})
         VALUES (?, ?, NULL, 0, ?, ?)`,
      )
      .run(person.phone, person.name, at, identity).lastInsertRowid,
  );
}

/** The brand's department called `name` under `parentId` (the top level for null), if any. */
export function childDepartment(db: Database, brandId: number, parentId: number | null, name: string) {
  return (
    db
      .prepare('SELECT id FROM departments WHERE brand_id = ? AND parent_id IS ? AND name = ? ORDER BY id LIMIT 1')
      .get(brandId, parentId, name) as { id: number } | undefined
  )?.id;
}

interface RunRow {
  id: number;
  brand_id: number;
  user_id: number;
  source: 'feishu' | 'wecom';
  status: OrgSyncStatus;
  created_at: string;
  finished_at: string | null;
  report: string | null;
  reason: string | null;
}

/** What a finished run stores: the counts and each change. */
export interface SyncReport {
  added: number;
  linked: number;
  moved: number;
  disabled: number;
  skipped: number;
  createdDepts: number;
  changes: OrgSyncChange[];
}

const EMPTY_REPORT: SyncReport = {
  added: 0,
  linked: 0,
  moved: 0,
  disabled: 0,
  skipped: 0,
  createdDepts: 0,
  changes: [],
};

const toRun = (row: RunRow): OrgSyncRun => ({
  id: row.id,
  status: row.status,
  source: row.source,
  createTime: row.created_at,
  finishTime: row.finished_at,
  ...(row.report ? (JSON.parse(row.report) as SyncReport) : EMPTY_REPORT),
  reason: row.reason,
});

/** Queues a sync of the brand's directory; answers the run's id. */
export function queueSyncRun(
  db: Database,
  brandId: number,
  run: { userId: number; source: IdpKind; createdAt: string },
): number {
  return Number(
    db
      .prepare('INSERT INTO org_sync_runs (brand_id, user_id, source, status, created_at) VALUES (?, ?, ?, 1, ?)')
      .run(brandId, run.userId, run.source, run.createdAt).lastInsertRowid,
  );
}

/** True while a run of the brand is queued. */
export function hasPendingSync(db: Database, brandId: number): boolean {
  return !!db.prepare('SELECT 1 FROM org_sync_runs WHERE brand_id = ? AND status = 1').get(brandId);
}

/** Queued runs of every brand, oldest first (the job worker's list). */
export function pendingSyncRuns(db: Database): Array<{ id: number; brandId: number; source: IdpKind }> {
  return db
    .prepare('SELECT id, brand_id AS brandId, source FROM org_sync_runs WHERE status = 1 ORDER BY id')
    .all() as unknown as Array<{ id: number; brandId: number; source: IdpKind }>;
}

/** Ends a queued run: done with its report, or failed with a reason. */
export function finishSyncRun(
  db: Database,
  brandId: number,
  id: number,
  end: { finishedAt: string } & ({ report: SyncReport } | { reason: string }),
): void {
  db.prepare(
    'UPDATE org_sync_runs SET status = ?, finished_at = ?, report = ?, reason = ? WHERE brand_id = ? AND id = ? AND status = 1',
  ).run(
    'report' in end ? 2 : 3,
    end.finishedAt,
    'report' in end ? JSON.stringify(end.report) : null,
    'reason' in end ? end.reason : null,
    brandId,
    id,
  );
}

/** The brand's latest run, if it ever synced. */
export function lastSyncRun(db: Database, brandId: number): OrgSyncRun | null {
  const row = db.prepare('SELECT * FROM org_sync_runs WHERE brand_id = ? ORDER BY id DESC LIMIT 1').get(brandId) as
    RunRow | undefined;
  return row ? toRun(row) : null;
}

/** When the brand's directory last synced successfully. */
export function lastSyncTime(db: Database, brandId: number): string | null {
  return (
    (
      db.prepare('SELECT max(finished_at) AS at FROM org_sync_runs WHERE brand_id = ? AND status = 2').get(brandId) as {
        at: string | null;
      }
    ).at ?? null
  );
}

/** The brand's `architectureMode` and whether it is in use, if the brand exists. */
export function brandArchitecture(db: Database, brandId: number): { mode: number; isValid: number } | undefined {
  return db.prepare('SELECT architecture_mode AS mode, is_valid AS isValid FROM brands WHERE id = ?').get(brandId) as
    { mode: number; isValid: number } | undefined;
}
