import { accountModeOf, type OrgSyncChange, type OrgSyncChangeKind } from '@brand-console/api-client';
import { userByPhone, userBySsoIdentity } from '../db/account';
import { brandSetting, ORG_SETTING_KEYS } from '../db/config';
import { transaction, type Database } from '../db/database';
import type { IdpKind } from '../db/identityProvider';
import {
  addMembership,
  fullDepartment,
  hasRoleManager,
  revokeBrandSessions,
  roleOf,
  setMemberStatus,
} from '../db/members';
import { createDepartment, memberDepartmentIds, setMemberDepartments } from '../db/organisation';
import {
  brandArchitecture,
  childDepartment,
  createDirectoryUser,
  directoryPeople,
  finishSyncRun,
  linkedMembers,
  setDirectoryIdentity,
  setUserIdentityIfNone,
  syncMember,
  type DirectoryPerson,
  type SyncMember,
  type SyncReport,
} from '../db/orgSync';

/**
 * Organisation sync (issue 21): the brand's members follow its enterprise directory (Feishu or
 * WeCom by `architectureMode`; the reference server reads its stand-in provider's directory).
 *
 * - A person in the directory who is not a member becomes one, with the brand's default role, in
 *   their directory department (created in the tree when missing); an account is made for an
 *   unknown phone, with no password: they sign in through the messenger (or by SMS code).
 * - A member found by directory identity or phone is linked to the directory; a linked member whose
 *   directory department is not among theirs moves to it.
 * - A member who left the directory (found by identity or phone), or a linked member no longer in
 *   it, is disabled and signed out; the brand's main account and the last member who can manage
 *   roles are never disabled (reported as skipped).
 * - Members added by hand and never found in the directory are left alone; a sync never enables a
 *   member an administrator disabled.
 * Nobody is added to a department at its member limit: they are reported as skipped.
 */

/** Changes listed in a run's report (the counts are complete). */
const MAX_LISTED_CHANGES = 500;

/** The directory the brand syncs from, or null for WeChat (no directory) or an unknown brand. */
export function directoryOf(db: Database, brandId: number): IdpKind | null {
  const brand = brandArchitecture(db, brandId);
  if (!brand) return null;
  const mode = accountModeOf(brand.mode);
  return mode === 'wechat' ? null : mode;
}

/** The brand's default role for synced members, when it is set and still exists. */
export function defaultRoleOf(db: Database, brandId: number): number | null {
  const id = brandSetting<number | null>(db, brandId, ORG_SETTING_KEYS.defaultRoleId, null);
  return id !== null && roleOf(db, brandId, id) ? id : null;
}

/** The department a directory path names, made in the tree where missing; null without a path. */
function departmentOf(db: Database, brandId: number, path: string | null, created: { count: number }): number | null {
  const names = (path ?? '')
    .split('/')
    .map((name) => name.trim())
    .filter(Boolean);
  let parent: number | null = null;
  for (const name of names) {
    let id = childDepartment(db, brandId, parent, name);
    if (id === undefined) {
      id = createDepartment(db, brandId, parent, name);
      created.count += 1;
    }
    parent = id;
  }
  return parent;
}

/** The account of a directory person: by their identity at the provider, else by phone. */
function findUser(db: Database, provider: IdpKind, person: DirectoryPerson) {
  return userBySsoIdentity(db, provider, person.identity) ?? (person.phone ? userByPhone(db, person.phone) : undefined);
}

type Outcome = { kind: OrgSyncChangeKind; detail: string } | null;

/**
 * Brings one active directory person into the brand: adds or links them and puts them in their
 * directory department. Answers what changed (null: nothing).
 */
function admit(
  db: Database,
  brandId: number,
  provider: IdpKind,
  person: DirectoryPerson,
  roleId: number,
  at: string,
  created: { count: number },
): Outcome {
  const user = findUser(db, provider, person);
  const deptId = departmentOf(db, brandId, person.deptPath, created);
  const deptIds = deptId === null ? [] : [deptId];
  const path = person.deptPath ?? '';
  const member = user ? syncMember(db, brandId, user.id) : undefined;
  if (!member) {
    if (!user && !person.phone) return { kind: 'skipped', detail: '目录中没有手机号' };
    const full = fullDepartment(db, brandId, deptIds);
    if (full) return { kind: 'skipped', detail: `部门「${full.name}」已满 ${full.limit} 人` };
    const userId =
      user?.id ?? createDirectoryUser(db, { phone: person.phone!, name: person.name }, provider, person.identity, at);
    if (user) setUserIdentityIfNone(db, user.id, provider, person.identity);
    addMembership(
      db,
      brandId,
      userId,
      { userBrandName: person.name, employeeId: null, roleIds: [roleId], deptIds },
      at,
    );
    setDirectoryIdentity(db, brandId, userId, person.identity);
    return { kind: 'added', detail: path };
  }
  const linking = member.directoryIdentity !== person.identity;
  if (linking) {
    setDirectoryIdentity(db, brandId, member.userId, person.identity);
    setUserIdentityIfNone(db, member.userId, provider, person.identity);
  }
  if (deptId !== null && !memberDepartmentIds(db, brandId, member.userId).includes(deptId)) {
    const full = fullDepartment(db, brandId, deptIds);
    if (full) return { kind: 'skipped', detail: `部门「${full.name}」已满 ${full.limit} 人` };
    setMemberDepartments(db, brandId, member.userId, deptIds);
    return { kind: 'moved', detail: path };
  }
  return linking ? { kind: 'linked', detail: path } : null;
}

/** Applies the brand's directory to its members (one transaction); answers the report. */
export function syncOrganisation(
  db: Database,
  brandId: number,
  provider: IdpKind,
  at: string,
  now: number,
): SyncReport {
  const roleId = defaultRoleOf(db, brandId);
  if (roleId === null) throw new SyncRefused('请先设置同步成员的默认角色');
  return transaction(db, () => {
    const report: SyncReport = { added: 0, linked: 0, moved: 0, disabled: 0, skipped: 0, createdDepts: 0, changes: [] };
    const note = (kind: OrgSyncChangeKind, name: string, detail: string) => {
      report[kind] += 1;
      if (report.changes.length < MAX_LISTED_CHANGES)
        report.changes.push({ kind, name, detail } satisfies OrgSyncChange);
    };
    const created = { count: 0 };
    const people = directoryPeople(db, brandId, provider);
    const leave = (member: SyncMember) => {
      if (!member.isValid) return;
      if (member.isMain) {
        note('skipped', member.name, '主账号不会被停用');
        return;
      }
      setMemberStatus(db, brandId, member.userId, 0);
      if (!hasRoleManager(db, brandId)) {
        setMemberStatus(db, brandId, member.userId, 1);
        note('skipped', member.name, '停用后将无人可管理角色');
        return;
      }
      revokeBrandSessions(db, brandId, member.userId, now);
      note('disabled', member.name, '');
    };
    for (const person of people) {
      if (person.active) {
        const outcome = admit(db, brandId, provider, person, roleId, at, created);
        if (outcome) note(outcome.kind, person.name, outcome.detail);
        continue;
      }
      // Someone who left: their membership (found by identity or phone) is linked and ends.
      const user = findUser(db, provider, person);
      const member = user ? syncMember(db, brandId, user.id) : undefined;
      if (!member) continue;
      if (member.directoryIdentity !== person.identity)
        setDirectoryIdentity(db, brandId, member.userId, person.identity);
      leave(member);
    }
    // Linked members no longer in the directory at all.
    const listed = new Set(people.map((p) => p.identity));
    for (const member of linkedMembers(db, brandId)) {
      if (!listed.has(member.directoryIdentity!)) leave(member);
    }
    report.createdDepts = created.count;
    return report;
  });
}

/** A sync that cannot run, with the reason shown to the administrator. */
export class SyncRefused extends Error {}

/**
 * Runs a queued sync: done with its report, or failed with the reason. Answers an unexpected
 * error for the server's log (the run then says only that it failed).
 */
export function runSyncJob(
  db: Database,
  run: { id: number; brandId: number; source: IdpKind },
  at: string,
  now: number,
): Error | null {
  try {
    if (directoryOf(db, run.brandId) !== run.source) throw new SyncRefused('品牌的组织架构来源已变更，请重新同步');
    const report = syncOrganisation(db, run.brandId, run.source, at, now);
    finishSyncRun(db, run.brandId, run.id, { finishedAt: at, report });
    return null;
  } catch (error) {
    const refused = error instanceof SyncRefused;
    finishSyncRun(db, run.brandId, run.id, {
      finishedAt: at,
      reason: refused ? error.message : '同步失败，请稍后重试',
    });
    return refused ? null : (error as Error);
  }
}

/**
 * Auto-registration at single sign-on: a person of a brand's directory who is not yet a member
 * signs in, and the brand registers them as a sync would (default role, directory department).
 * Answers the account id, or null when the brand does not auto-register them.
 */
export function registerAtSignIn(
  db: Database,
  provider: IdpKind,
  person: DirectoryPerson & { brandId: number | null },
  at: string,
): number | null {
  const { brandId } = person;
  if (brandId === null || !person.active || !person.phone) return null;
  if (directoryOf(db, brandId) !== provider || brandArchitecture(db, brandId)?.isValid !== 1) return null;
  if (!brandSetting<number>(db, brandId, ORG_SETTING_KEYS.autoRegister, 0)) return null;
  const roleId = defaultRoleOf(db, brandId);
  if (roleId === null) return null;
  return transaction(db, () => {
    const outcome = admit(db, brandId, provider, person, roleId, at, { count: 0 });
    if (outcome?.kind === 'skipped') return null;
    return userBySsoIdentity(db, provider, person.identity)?.id ?? null;
  });
}
