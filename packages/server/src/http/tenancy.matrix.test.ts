/**
 * The tenancy matrix: generated from the registered route tables, so every route a later change
 * adds is tried the same way. For every route that needs a session it sends the call with no
 * token, a made-up token, an idle-expired token, a token past its absolute lifetime, a logged-out
 * token and a valid token that claims a brand the user does not belong to, and fails on any
 * answer that is not a refusal. Routes that reach an object by id, or list a brand's rows, also
 * have an entry in `crossBrand`, which proves that brand B's session neither reads nor changes
 * brand A's objects: once with a stranger to brand A, and once with a member of both brands whose
 * session is on brand B while its `brandId` header claims brand A (the session's brand wins).
 * Guard tests fail when a registered route has no entry, so a new route cannot skip the check.
 */
import { isApiError, type ApiPath, type JsonPath } from '@brand-console/api-client';
import { endpoints } from '@brand-console/api-client';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_POLICY } from '../auth/sessions';
import { routes } from '../routes';
import { formatDateTime } from '../lib/time';
import { createHarness, type Harness } from '../testing/harness';
import { Codes } from './errors';
import { insertPublication, insertPublishTask } from '../db/publishing';

/** A batch of brand A (批量发布) with a failed and a scheduled waiting publication; answers its id. */
function publishTaskOfA(h: Harness): number {
  const { db } = h.services;
  const now = h.clock.now;
  const account = db
    .prepare(
      'SELECT id, platform, platform_uid, name FROM platform_accounts WHERE brand_id = ? AND revoked_at IS NULL LIMIT 1',
    )
    .get(13) as { id: number; platform: 1 | 2 | 3 | 4; platform_uid: string; name: string };
  const taskId = insertPublishTask(db, 13, {
    userId: null,
    name: '甲的批次',
    scheduledAt: now + 3_600_000,
    options: {},
    now,
  });
  for (const status of [1, 4] as const) {
    const id = insertPublication(
      db,
      13,
      {
        source: 1,
        taskId,
        workSource: 2,
        workId: 1,
        workName: '甲的作品',
        files: ['/files/a.mp4'],
        coverUrl: null,
        platform: account.platform,
        accountId: account.id,
        platformUid: account.platform_uid,
        accountName: account.name,
        accountAvatar: null,
        title: '甲的标题',
        scheduledAt: now + 3_600_000,
        userId: null,
      },
      now,
    );
    if (status === 4) db.prepare("UPDATE publications SET status = 4, reason = '失败' WHERE id = ?").run(id);
  }
  return taskId;
}
const publicationsOfA = (h: Harness) =>
  JSON.stringify(h.services.db.prepare('SELECT * FROM publications WHERE brand_id = 13 ORDER BY id').all());
/** Brand `brandId`'s 扫码发布 codes (seeded). */
const qrcodesOf = (h: Harness, brandId: number) =>
  (
    h.services.db.prepare('SELECT id FROM publish_qrcodes WHERE brand_id = ?').all(brandId) as Array<{ id: number }>
  ).map((r) => r.id);

/** What a refusal carries besides its request id (which every refusal has): must be nothing. */
function leakedData(data: unknown): unknown {
  if (data === undefined || data === null) return null;
  const { requestId, ...rest } = data as { requestId?: unknown };
  expect(requestId).toMatch(/^[0-9a-f]{16}$/);
  return Object.keys(rest).length > 0 ? rest : null;
}

/** The server of the cross-brand checks, fresh for each (they may change data). */
let h: Harness;

/**
 * Brand 13's staff member; brand 14's main account (a stranger to brand 13); and the admin, a
 * member of both, whose session on brand 14 claims brand 13 in its `brandId` header.
 */
const BRAND_A_PHONE = '13800000002';
const BRAND_B_PHONE = '13800000003';
const BOTH_BRANDS_PHONE = '13800000001';
const BRAND_A = 13;
const BRAND_B = 14;

type SignedIn = Awaited<ReturnType<typeof signedIn>>;

interface CrossBrandContext {
  h: Harness;
  /** A client signed in to brand A. */
  a: SignedIn;
  /** A client whose session is on brand B (a stranger to brand A, or a member of both). */
  b: SignedIn;
}

/** Signs in on `brandId`; the client sends `claim` (default: the same brand) as its brandId header. */
async function signedIn(phone: string, brandId: number, claim = brandId, on: Harness = h) {
  const { token, userId } = await on.signIn(phone, brandId);
  return Object.assign(on.client({ token, userId, brandId: claim }), { token, userId, brandId });
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal, the call succeeded');
}

/** Brand A's rows that a foreign call must leave as they were. */
function snapshotOfBrand(h: Harness, brandId: number) {
  const db = h.services.db;
  return JSON.stringify([
    db.prepare('SELECT * FROM materials WHERE brand_id = ? ORDER BY id').all(brandId),
    db.prepare('SELECT * FROM tags WHERE brand_id = ? ORDER BY id').all(brandId),
    db
      .prepare(
        'SELECT mt.* FROM material_tags mt JOIN materials m ON m.id = mt.material_id WHERE m.brand_id = ? ORDER BY 1, 2',
      )
      .all(brandId),
    db
      .prepare(
        'SELECT mm.* FROM material_members mm JOIN materials m ON m.id = mm.material_id WHERE m.brand_id = ? ORDER BY 1, 2',
      )
      .all(brandId),
    db.prepare('SELECT * FROM material_use_log WHERE brand_id = ? ORDER BY id').all(brandId),
  ]);
}

/** Brand A's first image material, tag and folder. */
function brandAObjects(h: Harness) {
  const db = h.services.db;
  const material = db
    .prepare('SELECT id, url FROM materials WHERE brand_id = ? AND type = 2 ORDER BY id')
    .get(BRAND_A) as {
    id: number;
    url: string;
  };
  const tag = db.prepare('SELECT id FROM tags WHERE brand_id = ? ORDER BY id').get(BRAND_A) as { id: number };
  const folder = db.prepare('SELECT id FROM folders WHERE brand_id = ? ORDER BY id').get(BRAND_A) as { id: number };
  return { materialId: material.id, url: material.url, tagId: tag.id, folderId: folder.id };
}

/** Brand A's department ids. */
function brandADepartments(h: Harness): number[] {
  return (
    h.services.db.prepare('SELECT id FROM departments WHERE brand_id = ?').all(BRAND_A) as Array<{ id: number }>
  ).map((r) => r.id);
}

/** A brand's dictionaries, levels, sections and settings: what the 字典设置 / 设置 / 分区设置 calls could change. */
function dictionariesAndSettingsOf(h: Harness, brandId: number): string {
  const db = h.services.db;
  return JSON.stringify([
    db.prepare('SELECT * FROM dictionary_items WHERE brand_id = ? ORDER BY id').all(brandId),
    db
      .prepare(
        'SELECT t.* FROM marketing_task_tags t JOIN marketing_tasks m ON m.id = t.task_id WHERE m.brand_id = ? ORDER BY 1, 2',
      )
      .all(brandId),
    db.prepare('SELECT * FROM member_levels WHERE brand_id = ? ORDER BY id').all(brandId),
    db.prepare('SELECT * FROM content_sections WHERE brand_id = ? ORDER BY id').all(brandId),
    db
      .prepare(
        'SELECT l.* FROM section_lists l JOIN content_sections s ON s.id = l.section_id WHERE s.brand_id = ? ORDER BY 1, 2',
      )
      .all(brandId),
    db.prepare('SELECT xuser_config FROM brands WHERE id = ?').get(brandId),
    db.prepare('SELECT * FROM brand_settings WHERE brand_id = ? ORDER BY key').all(brandId),
  ]);
}

/** Ids of brand A's rows in one of the tables of 字典设置 / 设置 / 分区设置. */
function brandAIds(h: Harness, table: 'dictionary_items' | 'member_levels' | 'content_sections'): number[] {
  return (
    h.services.db.prepare(`SELECT id FROM ${table} WHERE brand_id = ? ORDER BY id`).all(BRAND_A) as Array<{
      id: number;
    }>
  ).map((r) => r.id);
}

/**
 * A call of 字典设置 / 设置 / 分区设置 from brand B, once per brand-A object when `ids` names a table:
 * refused (as not found, or for lack of the page) with brand A's rows unchanged, or (for the calls on
 * the session's own brand) answered about brand B with brand A's rows unchanged.
 */
function dictionarySettingsCall(
  path: JsonPath,
  params: (id: number, h: Harness) => Record<string, unknown>,
  ids?: 'dictionary_items' | 'member_levels' | 'content_sections',
) {
  return async ({ h, b }: CrossBrandContext) => {
    const before = dictionariesAndSettingsOf(h, BRAND_A);
    const targets = ids ? brandAIds(h, ids) : [0];
    expect(targets.length, `seeded ${ids ?? 'rows'} of brand A`).toBeGreaterThan(0);
    for (const id of targets) {
      try {
        await b.request(path, params(id, h) as never);
        expect(ids, `${path} answered for brand A's ${ids} ${id}`).toBeUndefined();
      } catch (error) {
        expect(isApiError(error) && ([Codes.badRequest, Codes.noPermission] as number[]).includes(error.code)).toBe(
          true,
        );
      }
    }
    expect(dictionariesAndSettingsOf(h, BRAND_A)).toBe(before);
  };
}

/** A read of 字典设置 / 设置 / 分区设置 from brand B: none of brand A's ids in it (or refused for lack of the page). */
function dictionarySettingsRead(
  path: JsonPath,
  params: Record<string, unknown>,
  table: 'dictionary_items' | 'member_levels' | 'content_sections',
) {
  return async ({ h, b }: CrossBrandContext) => {
    const foreign = new Set(brandAIds(h, table));
    expect(foreign.size).toBeGreaterThan(0);
    try {
      const rows = (await b.request(path, params as never)) as unknown as Array<{ id: number }>;
      expect(rows.filter((r) => foreign.has(r.id))).toEqual([]);
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  };
}

/** A brand's platform accounts with their grants: what the platform authorisation calls could change. */
function platformAccountsOf(h: Harness, brandId: number) {
  return h.services.db.prepare('SELECT * FROM platform_accounts WHERE brand_id = ? ORDER BY id').all(brandId) as Array<{
    id: number;
    platform: number;
  }>;
}

/** A brand's matrix account groups (矩阵账号). */
function matrixGroupIdsOf(h: Harness, brandId: number): number[] {
  return (
    h.services.db.prepare('SELECT id FROM matrix_groups WHERE brand_id = ? ORDER BY id').all(brandId) as Array<{
      id: number;
    }>
  ).map((r) => r.id);
}

/** A brand's matrix groups and which account is in which: what a foreign group call must leave as they were. */
function matrixStateOf(h: Harness, brandId: number): string {
  const db = h.services.db;
  return JSON.stringify([
    db.prepare('SELECT * FROM matrix_groups WHERE brand_id = ? ORDER BY id').all(brandId),
    db.prepare('SELECT id, matrix_group_id FROM platform_accounts WHERE brand_id = ? ORDER BY id').all(brandId),
  ]);
}

/** A brand's orders, balance, log and grants: what a foreign billing call must leave as they were. */
function billingOf(h: Harness, brandId: number): string {
  const db = h.services.db;
  return JSON.stringify(
    ['billing_orders', 'brand_balances', 'balance_logs', 'package_grants'].map((table) =>
      db.prepare(`SELECT * FROM ${table} WHERE brand_id = ? ORDER BY 1`).all(brandId),
    ),
  );
}

/** A brand's notice ids. */
function noticesOf(h: Harness, brandId: number): number[] {
  return (
    h.services.db.prepare('SELECT id FROM notices WHERE brand_id = ? ORDER BY id').all(brandId) as Array<{ id: number }>
  ).map((r) => r.id);
}

/** A brand's notices with their departments, members and reads: what a foreign call must leave as they were. */
function noticeRowsOf(h: Harness, brandId: number): string {
  const db = h.services.db;
  const of = (table: string) =>
    db
      .prepare(`SELECT t.* FROM ${table} t JOIN notices n ON n.id = t.notice_id WHERE n.brand_id = ? ORDER BY 1, 2`)
      .all(brandId);
  return JSON.stringify([
    db.prepare('SELECT * FROM notices WHERE brand_id = ? ORDER BY id').all(brandId),
    of('notice_depts'),
    of('notice_members'),
    of('notice_reads'),
  ]);
}

/** Brand A's business entities. */
function brandAEntities(h: Harness): number[] {
  return (
    h.services.db.prepare('SELECT id FROM business_entities WHERE brand_id = ?').all(BRAND_A) as Array<{ id: number }>
  ).map((r) => r.id);
}

/** Brand A's business entities, type states and bindings: what business entity calls could change. */
function businessOfBrand(h: Harness, brandId: number) {
  const db = h.services.db;
  const of = (table: string) =>
    db
      .prepare(
        `SELECT t.* FROM ${table} t JOIN business_entities e ON e.id = t.entity_id WHERE e.brand_id = ? ORDER BY 1, 2`,
      )
      .all(brandId);
  return JSON.stringify([
    db.prepare('SELECT * FROM business_entities WHERE brand_id = ? ORDER BY id').all(brandId),
    db.prepare('SELECT * FROM business_entity_types WHERE brand_id = ? ORDER BY type').all(brandId),
    of('business_entity_depts'),
    of('business_entity_groups'),
    of('business_entity_users'),
  ]);
}

/** Brand A's members, roles and grants, and its members' passwords and sessions: what member and role calls could change. */
function membersOfBrand(h: Harness, brandId: number) {
  const db = h.services.db;
  return JSON.stringify([
    db.prepare('SELECT * FROM user_brands WHERE brand_id = ? ORDER BY user_id').all(brandId),
    db.prepare('SELECT * FROM user_roles WHERE brand_id = ? ORDER BY 1, 3').all(brandId),
    db.prepare('SELECT * FROM roles WHERE brand_id = ? ORDER BY id').all(brandId),
    db
      .prepare('SELECT rm.* FROM role_menus rm JOIN roles r ON r.id = rm.role_id WHERE r.brand_id = ? ORDER BY 1, 2')
      .all(brandId),
    db
      .prepare(
        `SELECT u.id, u.password_hash, u.is_init_pwd FROM users u JOIN user_brands ub ON ub.user_id = u.id
         WHERE ub.brand_id = ? ORDER BY u.id`,
      )
      .all(brandId),
    db.prepare('SELECT token_hash, revoked_at FROM sessions WHERE brand_id = ? ORDER BY token_hash').all(brandId),
  ]);
}

/** Brand A's role ids. */
function brandARoles(h: Harness): number[] {
  return (h.services.db.prepare('SELECT id FROM roles WHERE brand_id = ?').all(BRAND_A) as Array<{ id: number }>).map(
    (r) => r.id,
  );
}

/**
 * A cross-brand check for a member or role call naming brand A's member or roles: refused as not
 * found, a bad request or (a stranger without the page) no permission; brand A unchanged.
 */
const foreignMemberCall = (call: (ctx: CrossBrandContext) => Promise<unknown>) => async (ctx: CrossBrandContext) => {
  const before = membersOfBrand(ctx.h, BRAND_A);
  const error = await refusal(call(ctx));
  expect([Codes.notFound, Codes.badRequest, Codes.noPermission]).toContain(error.code);
  expect(membersOfBrand(ctx.h, BRAND_A)).toBe(before);
};

/**
 * A cross-brand check for a call that names brand A's objects: brand B's call is refused as
 * "not found" (or refused outright), and nothing of brand A changes.
 */
const foreignObject =
  <P extends ApiPath>(path: P, params: (objects: ReturnType<typeof brandAObjects>) => Record<string, unknown>) =>
  async ({ h, b }: CrossBrandContext) => {
    const before = snapshotOfBrand(h, BRAND_A);
    const error = await refusal(
      (b.request as (p: ApiPath, q: Record<string, unknown>) => Promise<unknown>)(path, params(brandAObjects(h))),
    );
    expect([Codes.notFound, Codes.badRequest]).toContain(error.code);
    expect(snapshotOfBrand(h, BRAND_A)).toBe(before);
  };

/**
 * A cross-brand check for a list: none of the rows brand B's call answers is one of brand A's
 * rows of `table` (seeded rows of both brands exist, so a missing brand filter shows).
 */
const foreignRows =
  (table: string, list: (b: SignedIn) => Promise<{ records: Array<{ id: number }> }>) =>
  async ({ h, b }: CrossBrandContext) => {
    const foreign = new Set(
      (h.services.db.prepare(`SELECT id FROM ${table} WHERE brand_id = ?`).all(BRAND_A) as Array<{ id: number }>).map(
        (r) => r.id,
      ),
    );
    expect(foreign.size, `seeded rows of brand A in ${table}`).toBeGreaterThan(0);
    const { records } = await list(b);
    expect(records.filter((r) => foreign.has(r.id))).toEqual([]);
  };

/**
 * A title call from brand B naming each of brand A's seeded titles (ADR 0034): refused as not found
 * (or for lack of the page), brand A's titles unchanged.
 */
const foreignTitles =
  (call: (b: SignedIn, id: number) => Promise<unknown>) =>
  async ({ h, b }: CrossBrandContext) => {
    const db = h.services.db;
    const state = () => JSON.stringify(db.prepare('SELECT * FROM titles WHERE brand_id = ? ORDER BY id').all(BRAND_A));
    const ids = (db.prepare('SELECT id FROM titles WHERE brand_id = ?').all(BRAND_A) as Array<{ id: number }>).map(
      (r) => r.id,
    );
    expect(ids.length, 'seeded titles of brand A').toBeGreaterThan(0);
    const before = state();
    for (const id of ids) {
      const error = await refusal(call(b, id));
      expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    }
    expect(state()).toBe(before);
  };

/**
 * A call from brand B naming brand A's finished works (to write about or start a caption batch
 * over): refused as not found (or for lack of the page); no title or caption batch made.
 */
const foreignWorks =
  (call: (b: SignedIn, id: number) => Promise<unknown>) =>
  async ({ h, b }: CrossBrandContext) => {
    const db = h.services.db;
    const state = () =>
      JSON.stringify([
        db.prepare('SELECT id FROM titles ORDER BY id').all(),
        db.prepare('SELECT id FROM caption_tasks ORDER BY id').all(),
      ]);
    const ids = (
      db.prepare('SELECT id FROM creations WHERE brand_id = ? AND creation_type = 0').all(BRAND_A) as Array<{
        id: number;
      }>
    ).map((r) => r.id);
    expect(ids.length, 'seeded works of brand A').toBeGreaterThan(0);
    const before = state();
    for (const id of ids.slice(0, 3)) {
      const error = await refusal(call(b, id));
      expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    }
    expect(state()).toBe(before);
  };

/**
 * A creation-library call from brand B naming brand A's finished works (ADR 0032): refused as not
 * found (or for lack of the page) for each of the first three, and brand A's works, their tags,
 * uses, QR codes and industries unchanged.
 */
function creationLibraryOf(h: Harness, brandId: number): string {
  const db = h.services.db;
  return JSON.stringify([
    db.prepare('SELECT * FROM creations WHERE brand_id = ? ORDER BY id').all(brandId),
    db
      .prepare(
        'SELECT ct.* FROM creation_tags ct JOIN creations c ON c.id = ct.creation_id WHERE c.brand_id = ? ORDER BY 1, 2',
      )
      .all(brandId),
    db.prepare('SELECT * FROM creation_use_log WHERE brand_id = ? ORDER BY id').all(brandId),
    db.prepare('SELECT * FROM creation_qr_codes WHERE brand_id = ? ORDER BY creation_id').all(brandId),
    db.prepare('SELECT * FROM brand_trades WHERE brand_id = ? ORDER BY id').all(brandId),
  ]);
}
const foreignCreations =
  (call: (b: SignedIn, id: number, objects: ReturnType<typeof brandAObjects>) => Promise<unknown>) =>
  async ({ h, b }: CrossBrandContext) => {
    const ids = (
      h.services.db
        .prepare('SELECT id FROM creations WHERE brand_id = ? AND creation_type = 0 AND deleted_at IS NULL ORDER BY id')
        .all(BRAND_A) as Array<{ id: number }>
    ).map((r) => r.id);
    expect(ids.length, 'seeded works of brand A').toBeGreaterThan(0);
    const before = creationLibraryOf(h, BRAND_A);
    for (const id of ids.slice(0, 3)) {
      const error = await refusal(call(b, id, brandAObjects(h)));
      expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    }
    expect(creationLibraryOf(h, BRAND_A)).toBe(before);
  };

/**
 * A script call from brand B naming each of brand A's scripts (seeded, one in the recycle bin):
 * refused as not found (or for lack of the page), brand A's scripts and synthesis tasks unchanged.
 */
const foreignScripts =
  (call: (b: SignedIn, id: number) => Promise<unknown>) =>
  async ({ h, b }: CrossBrandContext) => {
    const db = h.services.db;
    const state = () =>
      JSON.stringify([
        db.prepare('SELECT * FROM editing_projects WHERE brand_id = ? ORDER BY id').all(BRAND_A),
        db.prepare('SELECT id FROM synthesis_tasks ORDER BY id').all(),
      ]);
    const ids = (
      db.prepare('SELECT id FROM editing_projects WHERE brand_id = ? ORDER BY id').all(BRAND_A) as Array<{ id: number }>
    ).map((r) => r.id);
    expect(ids.length, 'seeded scripts of brand A').toBeGreaterThan(1);
    const before = state();
    for (const id of ids) {
      const error = await refusal(call(b, id));
      expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    }
    expect(state()).toBe(before);
  };

/**
 * A pipeline call from brand B naming brand A's seeded pipeline (流水线, ADR 0031): refused as not
 * found (or for lack of the page), brand A's pipelines, groups and products and every synthesis task
 * unchanged.
 */
const foreignPipelines =
  (call: (b: SignedIn, id: number) => Promise<unknown>) =>
  async ({ h, b }: CrossBrandContext) => {
    const db = h.services.db;
    const state = () =>
      JSON.stringify([
        db.prepare('SELECT * FROM pipelines WHERE brand_id = ? ORDER BY id').all(BRAND_A),
        db.prepare('SELECT * FROM pipeline_groups WHERE brand_id = ? ORDER BY id').all(BRAND_A),
        db.prepare('SELECT * FROM pipeline_products WHERE brand_id = ? ORDER BY task_id').all(BRAND_A),
        db.prepare('SELECT id FROM synthesis_tasks ORDER BY id').all(),
      ]);
    const ids = (
      db.prepare('SELECT id FROM pipelines WHERE brand_id = ? ORDER BY id').all(BRAND_A) as Array<{ id: number }>
    ).map((r) => r.id);
    expect(ids.length, 'seeded pipelines of brand A').toBeGreaterThan(0);
    const before = state();
    for (const id of ids) {
      const error = await refusal(call(b, id));
      expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    }
    expect(state()).toBe(before);
  };

/** A brand's templates (space and recycle bin) as stored: what a foreign template call must leave as they were. */
function templatesOfBrand(h: Harness, brandId: number): string {
  return JSON.stringify(
    h.services.db.prepare('SELECT * FROM video_templates WHERE brand_id = ? ORDER BY id').all(brandId),
  );
}

/** Brand A's template ids, in the space and in its recycle bin. */
function brandATemplates(h: Harness): number[] {
  const ids = (
    h.services.db.prepare('SELECT id FROM video_templates WHERE brand_id = ? ORDER BY id').all(BRAND_A) as Array<{
      id: number;
    }>
  ).map((r) => r.id);
  expect(ids.length, 'seeded templates of brand A').toBeGreaterThan(1);
  return ids;
}

/**
 * A template call from brand B naming each of brand A's templates: refused as not found (or for
 * lack of the page), brand A's templates unchanged.
 */
const foreignTemplates =
  (call: (b: SignedIn, id: number) => Promise<unknown>) =>
  async ({ h, b }: CrossBrandContext) => {
    const before = templatesOfBrand(h, BRAND_A);
    for (const id of brandATemplates(h)) {
      const error = await refusal(call(b, id));
      expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    }
    expect(templatesOfBrand(h, BRAND_A)).toBe(before);
  };

/**
 * A synthesis task call from brand B naming each of brand A's tasks (seeded in every status):
 * refused as not found (or for lack of the page), brand A's tasks and render jobs unchanged.
 */
const foreignSynthesisTasks =
  (call: (b: SignedIn, id: number) => Promise<unknown>) =>
  async ({ h, b }: CrossBrandContext) => {
    const db = h.services.db;
    const state = () =>
      JSON.stringify([
        db.prepare('SELECT * FROM synthesis_tasks WHERE brand_id = ? ORDER BY id').all(BRAND_A),
        db.prepare('SELECT * FROM render_jobs WHERE brand_id = ? ORDER BY id').all(BRAND_A),
      ]);
    const ids = (
      db.prepare('SELECT id FROM synthesis_tasks WHERE brand_id = ?').all(BRAND_A) as Array<{ id: number }>
    ).map((r) => r.id);
    expect(ids.length, 'seeded synthesis tasks of brand A').toBeGreaterThan(1);
    const before = state();
    for (const id of ids) {
      const error = await refusal(call(b, id));
      expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    }
    expect(state()).toBe(before);
  };

/** A brand's publications (发布记录). */
function recordIdsOf(h: Harness, brandId: number): number[] {
  return (
    h.services.db.prepare('SELECT id FROM publications WHERE brand_id = ? ORDER BY id').all(brandId) as Array<{
      id: number;
    }>
  ).map((r) => r.id);
}

/**
 * A 发布记录 call from brand B naming each of brand A's seeded publications: refused as not found
 * (or for lack of the page), brand A's publications and the simulated platform's items unchanged.
 */
const foreignRecords =
  (call: (b: SignedIn, id: number) => Promise<unknown>) =>
  async ({ h, b }: CrossBrandContext) => {
    const db = h.services.db;
    const state = () =>
      JSON.stringify([
        db.prepare('SELECT * FROM publications WHERE brand_id = ? ORDER BY id').all(BRAND_A),
        db.prepare('SELECT item_id, mount FROM sim_platform_items ORDER BY item_id').all(),
      ]);
    const ids = recordIdsOf(h, BRAND_A);
    expect(ids.length, 'seeded publications of brand A').toBeGreaterThan(1);
    const before = state();
    for (const id of ids) {
      const error = await refusal(call(b, id));
      expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    }
    expect(state()).toBe(before);
  };

/**
 * How each session route is proven tenant-safe beyond the generic checks:
 * - `'session-scoped'`: the route only reads or changes the caller's own session, user or brand
 *   (nothing to reach by id), which the generic checks already cover;
 * - a function: tries brand A's object with brand B's session and asserts it is not found and
 *   unchanged.
 */
/**
 * An image-text call from brand B naming each of brand A's templates or notes (seeded): refused as
 * not found (or for lack of the page), brand A's templates, notes and pages unchanged (ADR 0033).
 */
const foreignImageText =
  (table: 'image_text_templates' | 'image_text_notes', call: (b: SignedIn, id: number) => Promise<unknown>) =>
  async ({ h, b }: CrossBrandContext) => {
    const db = h.services.db;
    const state = () =>
      JSON.stringify([
        db.prepare('SELECT * FROM image_text_templates WHERE brand_id = ? ORDER BY id').all(BRAND_A),
        db
          .prepare('SELECT * FROM image_text_note_pages WHERE brand_id = ? ORDER BY creation_id, position')
          .all(BRAND_A),
        db.prepare('SELECT id FROM creations ORDER BY id').all(),
      ]);
    const key = table === 'image_text_notes' ? 'creation_id' : 'id';
    const ids = (
      db.prepare(`SELECT ${key} AS id FROM ${table} WHERE brand_id = ? ORDER BY 1`).all(BRAND_A) as Array<{
        id: number;
      }>
    ).map((r) => r.id);
    expect(ids.length, `seeded ${table} of brand A`).toBeGreaterThan(0);
    const before = state();
    for (const id of ids) {
      const error = await refusal(call(b, id));
      expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    }
    expect(state()).toBe(before);
  };

/**
 * A digital model call from brand B naming each of brand A's models (ADR 0035): refused as not
 * found (or for lack of the page), brand A's models unchanged.
 */
const foreignDigitalModels =
  (call: (b: SignedIn, id: number) => Promise<unknown>) =>
  async ({ h, b }: CrossBrandContext) => {
    const db = h.services.db;
    const state = () =>
      JSON.stringify(db.prepare('SELECT * FROM digital_models WHERE brand_id = ? ORDER BY id').all(BRAND_A));
    const ids = (
      db.prepare('SELECT id FROM digital_models WHERE brand_id = ? ORDER BY id').all(BRAND_A) as Array<{ id: number }>
    ).map((r) => r.id);
    expect(ids.length, 'seeded digital models of brand A').toBeGreaterThan(0);
    const before = state();
    for (const id of ids) {
      const error = await refusal(call(b, id));
      expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    }
    expect(state()).toBe(before);
  };

/**
 * A replacement rule call from brand B naming each of brand A's rules (ADR 0035): refused as not
 * found (or for lack of the page), brand A's rules and every synthesis task unchanged.
 */
const foreignReplaceRules =
  (call: (b: SignedIn, rule: { id: number; templateId: number }) => Promise<unknown>) =>
  async ({ h, b }: CrossBrandContext) => {
    const db = h.services.db;
    const state = () =>
      JSON.stringify([
        db.prepare('SELECT * FROM creative_replace_rules WHERE brand_id = ? ORDER BY id').all(BRAND_A),
        db.prepare('SELECT id FROM synthesis_tasks ORDER BY id').all(),
      ]);
    const rules = db
      .prepare('SELECT id, template_id AS templateId FROM creative_replace_rules WHERE brand_id = ? ORDER BY id')
      .all(BRAND_A) as Array<{ id: number; templateId: number }>;
    expect(rules.length, 'seeded replacement rules of brand A').toBeGreaterThan(0);
    const before = state();
    for (const rule of rules) {
      const error = await refusal(call(b, rule));
      expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    }
    expect(state()).toBe(before);
  };

const crossBrand: Partial<Record<ApiPath, 'session-scoped' | ((ctx: CrossBrandContext) => Promise<void>)>> = {
  '/v1/system/account/loginout': 'session-scoped',
  // 扫码发布 (issue 24, part C): brand A's codes are neither listed, read, disabled nor exported by
  // brand B, and brand A's works cannot be put in brand B's code.
  '/v1/matrix/qrcode/page': async ({ h, b }) => {
    const foreign = new Set(qrcodesOf(h, BRAND_A));
    expect(foreign.size, 'seeded QR publish codes of brand A').toBeGreaterThan(0);
    try {
      const { records } = await b.request('/v1/matrix/qrcode/page', { pageNo: 1, pageSize: 100 });
      expect(records.filter((r) => foreign.has(r.id))).toEqual([]);
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  },
  ...Object.fromEntries(
    (
      [
        '/v1/matrix/qrcode/detail',
        '/v1/matrix/qrcode/scans',
        '/v1/matrix/qrcode/disable',
        '/v1/matrix/qrcode/export',
      ] as const
    ).map((path) => [
      path,
      async ({ h, b }: CrossBrandContext) => {
        const state = () =>
          JSON.stringify(
            h.services.db.prepare('SELECT * FROM publish_qrcodes WHERE brand_id = ? ORDER BY id').all(BRAND_A),
          );
        const before = state();
        for (const id of qrcodesOf(h, BRAND_A)) {
          const call =
            path === '/v1/matrix/qrcode/export'
              ? b.download(path, { id })
              : (b.request as (p: ApiPath, q: Record<string, unknown>) => Promise<unknown>)(path, {
                  id,
                  pageNo: 1,
                  pageSize: 10,
                });
          const error = await refusal(call);
          expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
        }
        expect(state()).toBe(before);
      },
    ]),
  ),
  '/v1/matrix/qrcode/works': async ({ h, b }) => {
    const foreign = new Set(
      (h.services.db.prepare('SELECT id FROM creations WHERE brand_id = ?').all(BRAND_A) as Array<{ id: number }>).map(
        (r) => r.id,
      ),
    );
    try {
      const works = await b.request('/v1/matrix/qrcode/works', {});
      expect(works.filter((w) => foreign.has(w.id))).toEqual([]);
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  },
  '/v1/matrix/qrcode/create': async ({ h, b }) => {
    const db = h.services.db;
    const works = (
      db
        .prepare('SELECT id FROM creations WHERE brand_id = ? AND creation_type = 0 AND deleted_at IS NULL LIMIT 2')
        .all(BRAND_A) as Array<{ id: number }>
    ).map((r) => r.id);
    // Give them files, so only the brand can refuse them.
    for (const id of works)
      db.prepare(
        "UPDATE creations SET url = coalesce(url, '/files/' || lower(hex(randomblob(16))) || '.mp4') WHERE id = ?",
      ).run(id);
    const count = () => (db.prepare('SELECT count(*) AS n FROM publish_qrcodes').get() as { n: number }).n;
    const before = count();
    const error = await refusal(
      b.request('/v1/matrix/qrcode/create', {
        name: '借用甲的作品',
        workIds: works,
        platforms: [1],
        startTime: formatDateTime(h.clock.now),
        endTime: formatDateTime(h.clock.now + 86_400_000),
      }),
    );
    expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    if (error.code === Codes.badRequest) expect(error.message).toBe('所选成品不存在、已删除或没有视频文件');
    expect(count()).toBe(before);
  },
  // 批量发布 (issue 24, part B): brand A's batches are neither listed, read, retried, closed nor exported,
  // and its works and accounts are not brand B's to publish.
  '/v1/matrix/publish/task/page': async ({ h, b }) => {
    const id = publishTaskOfA(h);
    try {
      const page = await b.request('/v1/matrix/publish/task/page', { pageNo: 1, pageSize: 100 });
      expect(page.records.map((r) => r.id)).not.toContain(id);
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  },
  '/v1/matrix/publish/task/detail': async ({ h, b }) => {
    const error = await refusal(b.request('/v1/matrix/publish/task/detail', { id: publishTaskOfA(h) }));
    expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
  },
  '/v1/matrix/publish/retry': async ({ h, b }) => {
    const taskId = publishTaskOfA(h);
    const before = publicationsOfA(h);
    const error = await refusal(b.request('/v1/matrix/publish/retry', { taskId }));
    expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    expect(publicationsOfA(h)).toBe(before);
  },
  '/v1/matrix/publish/close': async ({ h, b }) => {
    const taskId = publishTaskOfA(h);
    const before = publicationsOfA(h);
    const error = await refusal(b.request('/v1/matrix/publish/close', { taskId }));
    expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    expect(publicationsOfA(h)).toBe(before);
  },
  '/v1/matrix/publish/works': async ({ h, b }) => {
    const { db } = h.services;
    db.prepare("UPDATE creations SET url = coalesce(url, '/files/a.mp4') WHERE brand_id = ?").run(BRAND_A);
    for (const [source, table] of [
      [1, 'creations'],
      [2, 'materials'],
    ] as const) {
      const foreign = new Set(
        (db.prepare(`SELECT id FROM ${table} WHERE brand_id = ?`).all(BRAND_A) as Array<{ id: number }>).map(
          (r) => r.id,
        ),
      );
      expect(foreign.size, `seeded ${table} of brand A`).toBeGreaterThan(0);
      try {
        const works = await b.request('/v1/matrix/publish/works', { source });
        expect(works.filter((w) => foreign.has(w.id))).toEqual([]);
      } catch (error) {
        expect(isApiError(error) && error.code).toBe(Codes.noPermission);
      }
    }
  },
  '/v1/matrix/publish/create': async ({ h, b }) => {
    const { db } = h.services;
    db.prepare("UPDATE creations SET url = coalesce(url, '/files/a.mp4') WHERE brand_id IN (?, ?)").run(
      BRAND_A,
      BRAND_B,
    );
    const workOf = (brandId: number) =>
      (
        db.prepare('SELECT id FROM creations WHERE brand_id = ? AND creation_type = 0 LIMIT 1').get(brandId) as {
          id: number;
        }
      ).id;
    const accountOf = (brandId: number) =>
      (
        db
          .prepare(
            'SELECT id FROM platform_accounts WHERE brand_id = ? AND revoked_at IS NULL AND platform <> 1 LIMIT 1',
          )
          .get(brandId) as { id: number }
      ).id;
    const before = publicationsOfA(h);
    const count = () => (db.prepare('SELECT count(*) AS n FROM publications').get() as { n: number }).n;
    const total = count();
    for (const [work, account] of [
      [workOf(BRAND_A), accountOf(BRAND_B)],
      [workOf(BRAND_B), accountOf(BRAND_A)],
    ]) {
      const error = await refusal(
        b.request('/v1/matrix/publish/create', {
          name: '乙借用',
          works: [{ source: 1, id: work!, title: '借用' }],
          accountIds: [account!],
        }),
      );
      expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    }
    expect(count()).toBe(total);
    expect(publicationsOfA(h)).toBe(before);
  },
  '/v1/matrix/publish/export': async ({ h, b }) => {
    publishTaskOfA(h);
    let file;
    try {
      file = await b.download('/v1/matrix/publish/export', {});
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
      return;
    }
    const rows = (await readXlsxFile(Buffer.from(await file.blob.arrayBuffer())))[0]!.data.slice(1);
    expect(rows.map((row) => row[1])).not.toContain('甲的批次');
  },
  '/v1/system/account/updateInitPwdStatus': 'session-scoped',
  '/v1/system/account/user/selectUserInfoData': 'session-scoped',
  '/v1/system/account/user/userInfoEditData': 'session-scoped',
  '/v1/system/account/brand/selectBrand': 'session-scoped',
  '/v1/system/account/uploadImage': 'session-scoped',
  '/v1/system/account/buriedPoint/add': 'session-scoped',
  '/v1/system/config/getSumvideoClientDownloadUrl': 'session-scoped',
  '/mission/common/isShowEmployeeId': 'session-scoped',
  '/mission/common/getSupportedPublishWays': 'session-scoped',
  '/v1/system/account/getUserBrandInfo': async ({ a, b }) => {
    const error = await refusal(
      b.request('/v1/system/account/getUserBrandInfo', { userId: a.userId, brandId: BRAND_A }),
    );
    expect(error.code).toBe(Codes.notFound);
    const ownUser = await refusal(
      b.request('/v1/system/account/getUserBrandInfo', { userId: b.userId, brandId: BRAND_A }),
    );
    expect(ownUser.code).toBe(Codes.notFound);
  },
  '/v1/system/account/user/uptUserPhoto': async ({ h, a, b }) => {
    const png = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'a.png', {
      type: 'image/png',
    });
    const { url } = await a.request('/v1/system/account/uploadImage', { file: png });
    const before = h.services.db.prepare('SELECT photo FROM users WHERE id = ?').get(a.userId);
    expect(
      (await refusal(b.request('/v1/system/account/user/uptUserPhoto', { userId: a.userId, userPhoto: url }))).code,
    ).toBe(Codes.notFound);
    // B cannot take A's uploaded file as its own photo either.
    await refusal(b.request('/v1/system/account/user/uptUserPhoto', { userId: b.userId, userPhoto: url }));
    expect(h.services.db.prepare('SELECT photo FROM users WHERE id = ?').get(a.userId)).toEqual(before);
  },
  '/v1/system/account/brand/brandInfo': 'session-scoped',
  '/v1/system/account/brand/updateBrandInfo': async ({ h, a, b }) => {
    const png = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'a.png', {
      type: 'image/png',
    });
    const { url } = await a.request('/v1/system/account/uploadImage', { file: png });
    const brands = () => h.services.db.prepare('SELECT id, name, logo, retain_logo FROM brands ORDER BY id').all();
    const before = brands();
    // B can neither take A's uploaded image as a logo nor reach A's brand row.
    const error = await refusal(
      b.request('/v1/system/account/brand/updateBrandInfo', { brandName: '外来', logo: url, retainLogo: '' }),
    );
    expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    expect(brands()).toEqual(before);
  },
  '/v1/system/account/user/uptUserBrandName': async ({ h, a, b }) => {
    const error = await refusal(
      b.request('/v1/system/account/user/uptUserBrandName', { userId: a.userId, userBrandName: '改名' }),
    );
    expect(error.code).toBe(Codes.notFound);
    const row = h.services.db
      .prepare('SELECT user_brand_name FROM user_brands WHERE user_id = ? AND brand_id = ?')
      .get(a.userId, BRAND_A) as { user_brand_name: string };
    expect(row.user_brand_name).not.toBe('改名');
  },
  '/v1/system/account/userMessage/readMsg': async ({ h, a, b }) => {
    const readsOfA = () =>
      JSON.stringify(
        h.services.db
          .prepare(
            'SELECT r.* FROM notice_reads r JOIN notices n ON n.id = r.notice_id WHERE n.brand_id = ? ORDER BY 1, 2',
          )
          .all(BRAND_A),
      );
    const ids = noticesOf(h, BRAND_A);
    expect(ids.length).toBeGreaterThan(0);
    const before = readsOfA();
    // Marking brand A's notices read from brand B is a no-op (not an error): no read of A's changes.
    await b.request('/v1/system/account/userMessage/readMsg', { ids });
    expect(readsOfA()).toBe(before);
    const unread = await a.request('/v1/system/account/userMessage/unReadMsgList', { msgType: 1 });
    expect(unread.length).toBeGreaterThan(0);
  },
  '/v1/system/account/userMessage/unReadMsgList': async ({ h, b }) => {
    const foreign = new Set(noticesOf(h, BRAND_A));
    for (const msgType of [1, 2]) {
      const unread = await b.request('/v1/system/account/userMessage/unReadMsgList', { msgType });
      expect(unread.filter((m) => foreign.has(m.id))).toEqual([]);
    }
  },
  '/v1/system/notice/listNotice': async ({ h, b }) => {
    const foreign = new Set(noticesOf(h, BRAND_A));
    expect(foreign.size, 'seeded notices of brand A').toBeGreaterThan(0);
    try {
      const { records } = await b.request('/v1/system/notice/listNotice', { pageNo: 1, pageSize: 100 });
      expect(records.filter((r) => foreign.has(r.id))).toEqual([]);
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  },
  '/v1/system/notice/createNotice': async ({ h, b }) => {
    const before = noticeRowsOf(h, BRAND_A);
    const error = await refusal(
      b.request('/v1/system/notice/createNotice', {
        msgType: 1,
        title: '越权',
        body: '越权',
        audience: 2,
        deptIds: brandADepartments(h),
      }),
    );
    expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    expect(noticeRowsOf(h, BRAND_A)).toBe(before);
  },
  ...Object.fromEntries(
    (
      [
        '/v1/system/notice/noticeDetail',
        '/v1/system/notice/noticeReaders',
        '/v1/system/notice/updateNotice',
        '/v1/system/notice/publishNotice',
        '/v1/system/notice/withdrawNotice',
        '/v1/system/notice/deleteNotice',
      ] as const
    ).map((path) => [
      path,
      async ({ h, b }: CrossBrandContext) => {
        const before = noticeRowsOf(h, BRAND_A);
        for (const id of noticesOf(h, BRAND_A)) {
          const params = { id, pageNo: 1, pageSize: 10, msgType: 1, title: '越权', body: '越权', audience: 1 };
          const error = await refusal(b.request(path, params as never));
          expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
        }
        expect(noticeRowsOf(h, BRAND_A)).toBe(before);
      },
    ]),
  ),
  '/v1/system/dict/listDicts': 'session-scoped',
  '/v1/system/dict/listItems': dictionarySettingsRead(
    '/v1/system/dict/listItems',
    { dictCode: 'taskTags' },
    'dictionary_items',
  ),
  '/v1/system/dict/enabledItems': dictionarySettingsRead(
    '/v1/system/dict/enabledItems',
    { dictCode: 'industries' },
    'dictionary_items',
  ),
  '/v1/system/dict/addItem': dictionarySettingsCall('/v1/system/dict/addItem', () => ({
    dictCode: 'taskTags',
    label: '外来标签',
  })),
  '/v1/system/dict/renameItem': dictionarySettingsCall(
    '/v1/system/dict/renameItem',
    (id) => ({ id, label: '越权' }),
    'dictionary_items',
  ),
  '/v1/system/dict/setItemEnabled': dictionarySettingsCall(
    '/v1/system/dict/setItemEnabled',
    (id) => ({ id, enabled: 0 }),
    'dictionary_items',
  ),
  '/v1/system/dict/deleteItem': dictionarySettingsCall(
    '/v1/system/dict/deleteItem',
    (id) => ({ id }),
    'dictionary_items',
  ),
  '/v1/system/dict/sortItems': dictionarySettingsCall('/v1/system/dict/sortItems', (_, h) => ({
    dictCode: 'taskTags',
    ids: (
      h.services.db
        .prepare("SELECT id FROM dictionary_items WHERE brand_id = ? AND dict_code = 'taskTags' ORDER BY sort DESC")
        .all(BRAND_A) as Array<{ id: number }>
    ).map((r) => r.id),
  })),
  '/v1/system/settings/getSettings': 'session-scoped',
  '/v1/system/settings/updateMcnSettings': dictionarySettingsCall('/v1/system/settings/updateMcnSettings', () => ({
    allowDyMcnAuth: 0,
    allowCluesAuth: 0,
  })),
  '/v1/system/settings/updateDyAuthMode': dictionarySettingsCall('/v1/system/settings/updateDyAuthMode', () => ({
    dyAuthMode: 2,
  })),
  '/v1/system/settings/levelRules': dictionarySettingsRead('/v1/system/settings/levelRules', {}, 'member_levels'),
  '/v1/system/settings/saveLevelRules': dictionarySettingsCall(
    '/v1/system/settings/saveLevelRules',
    (id) => ({ levels: [{ id, name: '越权', threshold: 0 }] }),
    'member_levels',
  ),
  '/v1/system/settings/saveRightsRules': dictionarySettingsCall(
    '/v1/system/settings/saveRightsRules',
    (id) => ({ rules: [{ levelId: id, rights: ['goldBonus'] }] }),
    'member_levels',
  ),
  '/v1/system/section/listSections': dictionarySettingsRead('/v1/system/section/listSections', {}, 'content_sections'),
  '/v1/system/section/sectionDetail': dictionarySettingsCall(
    '/v1/system/section/sectionDetail',
    (id) => ({ id }),
    'content_sections',
  ),
  '/v1/system/section/createSection': async ({ h, a, b }) => {
    // B cannot take an image A uploaded as a section's cover.
    const png = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'a.png', {
      type: 'image/png',
    });
    const { url } = await a.request('/v1/system/account/uploadImage', { file: png });
    const before = dictionariesAndSettingsOf(h, BRAND_A);
    const error = await refusal(
      b.request('/v1/system/section/createSection', { name: '外来分区', coverUrl: url, contentTypes: [1] }),
    );
    expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    expect(dictionariesAndSettingsOf(h, BRAND_A)).toBe(before);
  },
  '/v1/system/section/updateSection': dictionarySettingsCall(
    '/v1/system/section/updateSection',
    (id) => ({ id, name: '越权', contentTypes: [1] }),
    'content_sections',
  ),
  '/v1/system/section/setSectionEnabled': dictionarySettingsCall(
    '/v1/system/section/setSectionEnabled',
    (id) => ({ id, enabled: 0 }),
    'content_sections',
  ),
  '/v1/system/section/deleteSection': dictionarySettingsCall(
    '/v1/system/section/deleteSection',
    (id) => ({ id }),
    'content_sections',
  ),
  '/v1/system/section/saveSectionLists': dictionarySettingsCall(
    '/v1/system/section/saveSectionLists',
    (id) => ({ id, lists: [{ listCode: 'latest', count: 1 }] }),
    'content_sections',
  ),
  '/v1/system/section/sortSections': dictionarySettingsCall('/v1/system/section/sortSections', (_, h) => ({
    ids: brandAIds(h, 'content_sections').reverse(),
  })),
  '/cgp/web/media/material/detail': foreignObject('/cgp/web/media/material/detail', (o) => ({ id: o.materialId })),
  '/cgp/web/media/material/save': foreignObject('/cgp/web/media/material/save', (o) => ({
    id: o.materialId,
    name: '改名',
    type: 2,
    url: o.url,
  })),
  '/cgp/web/media/material/batchSave': foreignObject('/cgp/web/media/material/batchSave', (o) => ({
    materials: [{ name: '复制', type: 2, url: o.url }],
  })),
  '/cgp/web/media/material/batch/save': foreignObject('/cgp/web/media/material/batch/save', (o) => ({
    batchNumber: 'X1',
    materials: [{ name: '复制', type: 2, url: o.url, folderId: o.folderId }],
  })),
  '/cgp/web/media/material/batch/delete': foreignObject('/cgp/web/media/material/batch/delete', (o) => ({
    ids: [o.materialId],
  })),
  '/cgp/web/media/material/batch/setOpen': foreignObject('/cgp/web/media/material/batch/setOpen', (o) => ({
    ids: [o.materialId],
    isOpen: 0,
  })),
  '/cgp/web/media/material/batch/setExpire': foreignObject('/cgp/web/media/material/batch/setExpire', (o) => ({
    ids: [o.materialId],
    expireTime: '2027-01-01 00:00:00',
  })),
  '/cgp/web/media/material/use': foreignObject('/cgp/web/media/material/use', (o) => ({ id: o.materialId })),
  '/cgp/web/media/material/use/log/list': foreignObject('/cgp/web/media/material/use/log/list', (o) => ({
    id: o.materialId,
    pageNo: 1,
    pageSize: 10,
  })),
  '/cgp/web/media/material/upload/content': foreignObject('/cgp/web/media/material/upload/content', (o) => ({
    name: '脚本',
    content: '内容',
    folderId: o.folderId,
  })),
  '/cgp/web/media/material/file/delete': foreignObject('/cgp/web/media/material/file/delete', (o) => ({
    ids: [o.materialId],
  })),
  '/cgp/web/media/material/batch/upload': foreignObject('/cgp/web/media/material/batch/upload', (o) => ({
    files: [
      new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'x.png', { type: 'image/png' }),
    ],
    folderId: o.folderId,
  })),
  '/cgp/web/media/material/tag/delete': foreignObject('/cgp/web/media/material/tag/delete', (o) => ({ id: o.tagId })),
  '/cgp/web/media/material/tag/relate/operator': foreignObject('/cgp/web/media/material/tag/relate/operator', (o) => ({
    tagIds: [o.tagId],
    materialIds: [o.materialId],
    operatorType: 2,
  })),
  '/cgp/web/media/material/tag/relate/batch/operator': foreignObject(
    '/cgp/web/media/material/tag/relate/batch/operator',
    (o) => ({ relations: [{ materialId: o.materialId, tagIds: [o.tagId] }], operatorType: 1 }),
  ),
  '/cgp/web/media/material/tag/updateMaterialTagDesc': foreignObject(
    '/cgp/web/media/material/tag/updateMaterialTagDesc',
    (o) => ({ id: o.tagId, description: '被改' }),
  ),
  '/cgp/web/media/material/short/updateUploadSpecificType': foreignObject(
    '/cgp/web/media/material/short/updateUploadSpecificType',
    (o) => ({ id: o.materialId, specificType: 3 }),
  ),
  '/cgp/web/media/userMedia/setUserRelation': foreignObject('/cgp/web/media/userMedia/setUserRelation', (o) => ({
    isAppend: 1,
    userIds: [3],
    mediaIds: [o.materialId],
    isMaterial: 1,
  })),
  '/cgp/web/media/material/list': async ({ h, b }) => {
    const page = await b.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 100 });
    const foreign = new Set(
      (h.services.db.prepare('SELECT id FROM materials WHERE brand_id = ?').all(BRAND_A) as Array<{ id: number }>).map(
        (r) => r.id,
      ),
    );
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.filter((m) => foreign.has(m.id))).toEqual([]);
  },
  '/cgp/web/media/material/tag/list': async ({ h, b }) => {
    const { tags } = await b.request('/cgp/web/media/material/tag/list', {});
    const foreign = (
      h.services.db.prepare('SELECT id FROM tags WHERE brand_id = ?').all(BRAND_A) as Array<{ id: number }>
    ).map((r) => r.id);
    expect(tags.filter((t) => foreign.includes(t.id))).toEqual([]);
  },
  '/cgp/web/media/material/tag/group/add': 'session-scoped',
  '/cgp/web/media/material/batch/number': 'session-scoped',
  '/cgp/web/oss/ali/getSts': 'session-scoped',
  '/v1/sumvideo/sv/overprint/fontList': async ({ h, b }) => {
    // Brand A's own font (shared fonts have no brand) must not appear in brand B's list.
    const font = h.services.db.prepare('SELECT font_key FROM fonts WHERE brand_id IS NULL ORDER BY id').get() as {
      font_key: string;
    };
    h.services.db
      .prepare('INSERT INTO fonts (brand_id, font_key, name, file_name) VALUES (?, ?, ?, ?)')
      .run(BRAND_A, font.font_key, '甲品牌专用字体', 'brand-a.woff2');
    const { records } = await b.request('/v1/sumvideo/sv/overprint/fontList', { pageNo: 1, pageSize: 1000 });
    expect(records.length).toBeGreaterThan(0);
    expect(records.map((r) => r.fontName)).not.toContain('甲品牌专用字体');
  },
  '/v1/sumvideoup/sv/material/mediaInfoParam': async ({ h, b }) => {
    // Brand A's stored file is never measured for brand B (its address is refused before ffprobe runs).
    const upload = h.services.db
      .prepare('SELECT stored_name FROM uploads WHERE brand_id = ? ORDER BY id')
      .get(BRAND_A) as { stored_name: string };
    const error = await refusal(
      b.request('/v1/sumvideoup/sv/material/mediaInfoParam', { url: `/files/${upload.stored_name}` }),
    );
    expect(error.code === Codes.noPermission || error.msg === '请先上传文件').toBe(true);
  },
  '/v1/system/download/listDownloadTaskV2': async ({ h, b }) => {
    const page = await b.request('/v1/system/download/listDownloadTaskV2', {
      pageNo: 1,
      pageSize: 100,
      onlyShowSelfData: 0,
    });
    const foreign = (
      h.services.db.prepare('SELECT id FROM download_tasks WHERE brand_id = ?').all(BRAND_A) as Array<{ id: number }>
    ).map((r) => r.id);
    expect(page.records.filter((r) => foreign.includes(r.id))).toEqual([]);
  },
  '/v1/system/download/updateDownloadTask': async ({ h, b }) => {
    const task = h.services.db
      .prepare('SELECT id FROM download_tasks WHERE brand_id = ? AND status IN (1, 2)')
      .get(BRAND_A) as {
      id: number;
    };
    const before = JSON.stringify(h.services.db.prepare('SELECT * FROM download_tasks WHERE id = ?').get(task.id));
    const error = await refusal(b.request('/v1/system/download/updateDownloadTask', { taskId: task.id, status: 4 }));
    expect(error.code).toBe(Codes.notFound);
    expect(JSON.stringify(h.services.db.prepare('SELECT * FROM download_tasks WHERE id = ?').get(task.id))).toBe(
      before,
    );
  },
  '/v1/system/download/template/{fileName}.xlsx': 'session-scoped',
  '/mission/operationalAnalysis/exportEmployeeDataListV2': async ({ h, b }) => {
    // Brand A's department ids are refused (or the page is not granted at all); no task is queued.
    const tasks = () => h.services.db.prepare('SELECT count(*) AS n FROM download_tasks').get();
    const before = tasks();
    const error = await refusal(
      b.request('/mission/operationalAnalysis/exportEmployeeDataListV2', { deptIds: brandADepartments(h) }),
    );
    expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    expect(tasks()).toEqual(before);
  },
  '/mission/operationalAnalysis/employeeDataList': async ({ h, b }) => {
    const error = await refusal(
      b.request('/mission/operationalAnalysis/employeeDataList', {
        pageNo: 1,
        pageSize: 5,
        deptIds: brandADepartments(h),
      }),
    );
    expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    let page;
    try {
      page = await b.request('/mission/operationalAnalysis/employeeDataList', { pageNo: 1, pageSize: 100 });
    } catch (e) {
      // A stranger without the page is refused outright: nothing of brand A is read.
      expect(isApiError(e) && e.code).toBe(Codes.noPermission);
      return;
    }
    // Granted on brand B: only brand B's members, never a member of brand A only.
    const brandB = new Set(
      (
        h.services.db.prepare('SELECT user_id FROM user_brands WHERE brand_id = ?').all(BRAND_B) as Array<{
          user_id: number;
        }>
      ).map((r) => r.user_id),
    );
    expect(page.total).toBe(brandB.size);
    expect(page.records.filter((r) => !brandB.has(r.userId))).toEqual([]);
  },
  '/mission/operationalAnalysis/organizationalStructureInfo': 'session-scoped',
  '/mission/operationalAnalysis/taskDataList': async ({ h, b }) => {
    let page;
    try {
      page = await b.request('/mission/operationalAnalysis/taskDataList', { pageNo: 1, pageSize: 100 });
    } catch (e) {
      expect(isApiError(e) && e.code).toBe(Codes.noPermission);
      return;
    }
    // Granted on brand B: brand B's tasks only.
    const brandB = new Set(
      (
        h.services.db.prepare('SELECT id FROM marketing_tasks WHERE brand_id = ?').all(BRAND_B) as Array<{ id: number }>
      ).map((r) => r.id),
    );
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.filter((r) => !brandB.has(r.taskId))).toEqual([]);
  },
  '/mission/operationalAnalysis/exportTaskDataList': async ({ h, b }) => {
    const brandA = (
      h.services.db.prepare('SELECT name FROM marketing_tasks WHERE brand_id = ?').all(BRAND_A) as Array<{
        name: string;
      }>
    ).map((r) => r.name);
    let file;
    try {
      file = await b.download('/mission/operationalAnalysis/exportTaskDataList', {});
    } catch (e) {
      expect(isApiError(e) && e.code).toBe(Codes.noPermission);
      return;
    }
    // The file holds brand B's tasks, never one of brand A's, and its task-centre row is brand B's.
    const text = new TextDecoder().decode(await file.blob.arrayBuffer());
    expect(text.startsWith('PK')).toBe(true);
    const rows = h.services.db
      .prepare('SELECT brand_id FROM download_tasks WHERE file_name = ?')
      .all(file.fileName) as Array<{ brand_id: number }>;
    expect(rows.map((r) => r.brand_id)).toEqual([BRAND_B]);
    const names = (await readXlsxFile(Buffer.from(await file.blob.arrayBuffer())))[0]!.data.slice(1).map((r) => r[1]);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => brandA.includes(String(name)))).toEqual([]);
  },
  '/mission/operationalAnalysis/allDataOverview': 'session-scoped',
  '/mission/operationalAnalysis/coreTargets': 'session-scoped',
  '/v1/system/dept/getDeptTree': 'session-scoped',
  '/v1/system/dept/alias/list': 'session-scoped',
  '/v1/system/dept/alias/add': 'session-scoped',
  '/v1/system/dept/queryDepartment': async ({ h, b }) => {
    for (const parentId of brandADepartments(h)) {
      const error = await refusal(b.request('/v1/system/dept/queryDepartment', { parentId }));
      expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    }
  },
  '/v1/system/dept/queryChildrenDeptIdsPage': async ({ h, b }) => {
    const error = await refusal(
      b.request('/v1/system/dept/queryChildrenDeptIdsPage', {
        deptId: brandADepartments(h)[0]!,
        pageNo: 1,
        pageSize: 10,
      }),
    );
    expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
  },
  '/v1/system/dept/addDept': async ({ h, b }) => {
    const before = h.services.db.prepare('SELECT * FROM departments WHERE brand_id = ? ORDER BY id').all(BRAND_A);
    const error = await refusal(
      b.request('/v1/system/dept/addDept', { deptName: '外来', parentId: brandADepartments(h)[0]! }),
    );
    expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    expect(h.services.db.prepare('SELECT * FROM departments WHERE brand_id = ? ORDER BY id').all(BRAND_A)).toEqual(
      before,
    );
  },
  '/v1/system/dept/renameDept': async ({ h, b }) => {
    const before = h.services.db.prepare('SELECT * FROM departments WHERE brand_id = ? ORDER BY id').all(BRAND_A);
    for (const deptId of brandADepartments(h)) {
      const error = await refusal(b.request('/v1/system/dept/renameDept', { deptId, deptName: '外来' }));
      expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    }
    expect(h.services.db.prepare('SELECT * FROM departments WHERE brand_id = ? ORDER BY id').all(BRAND_A)).toEqual(
      before,
    );
  },
  '/v1/system/dept/moveDept': async ({ h, b }) => {
    const before = h.services.db.prepare('SELECT * FROM departments WHERE brand_id = ? ORDER BY id').all(BRAND_A);
    for (const deptId of brandADepartments(h)) {
      const error = await refusal(b.request('/v1/system/dept/moveDept', { deptId }));
      expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    }
    expect(h.services.db.prepare('SELECT * FROM departments WHERE brand_id = ? ORDER BY id').all(BRAND_A)).toEqual(
      before,
    );
  },
  '/v1/system/dept/deleteDept': async ({ h, b }) => {
    const before = h.services.db.prepare('SELECT * FROM departments WHERE brand_id = ? ORDER BY id').all(BRAND_A);
    for (const deptId of brandADepartments(h)) {
      const error = await refusal(b.request('/v1/system/dept/deleteDept', { deptId }));
      expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    }
    expect(h.services.db.prepare('SELECT * FROM departments WHERE brand_id = ? ORDER BY id').all(BRAND_A)).toEqual(
      before,
    );
  },
  '/v1/system/staff/udpateStaffDepart': async ({ h, a, b }) => {
    const before = h.services.db.prepare('SELECT * FROM user_departments ORDER BY 1, 2, 3').all();
    // Brand A's member into brand A's departments, from brand B's session: not found.
    const error = await refusal(
      b.request('/v1/system/staff/udpateStaffDepart', { userId: a.userId, deptIds: brandADepartments(h) }),
    );
    expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    expect(h.services.db.prepare('SELECT * FROM user_departments ORDER BY 1, 2, 3').all()).toEqual(before);
  },
  '/v1/system/dept/relation/delete': async ({ h, a, b }) => {
    const before = h.services.db.prepare('SELECT * FROM user_departments ORDER BY 1, 2, 3').all();
    for (const deptId of brandADepartments(h)) {
      const error = await refusal(b.request('/v1/system/dept/relation/delete', { userId: a.userId, deptId }));
      expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    }
    expect(h.services.db.prepare('SELECT * FROM user_departments ORDER BY 1, 2, 3').all()).toEqual(before);
  },
  '/v1/system/dept/group/listGroup': 'session-scoped',
  '/v1/system/dept/group/listAllGroup': 'session-scoped',
  '/v1/system/dept/group/createDeptGroup': async ({ h, b }) => {
    const before = h.services.db.prepare('SELECT * FROM dept_groups ORDER BY id').all();
    const error = await refusal(
      b.request('/v1/system/dept/group/createDeptGroup', { groupName: '外来', deptIds: brandADepartments(h) }),
    );
    expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    expect(h.services.db.prepare('SELECT * FROM dept_groups ORDER BY id').all()).toEqual(before);
  },
  ...Object.fromEntries(
    (
      [
        '/v1/system/dept/group/updateDeptGroup',
        '/v1/system/dept/group/moveGroupDepts',
        '/v1/system/dept/group/deleteDeptGroup',
      ] as const
    ).map((path) => [
      path,
      async ({ h, b }: CrossBrandContext) => {
        h.services.db
          .prepare("INSERT INTO dept_groups (brand_id, name, created_at) VALUES (?, 'A 的分组', '2026-11-24 08:00:00')")
          .run(BRAND_A);
        const groupId = (
          h.services.db.prepare("SELECT id FROM dept_groups WHERE name = 'A 的分组'").get() as { id: number }
        ).id;
        const before = h.services.db.prepare('SELECT * FROM dept_groups ORDER BY id').all();
        const error = await refusal(b.request(path, { groupId, groupName: '外来', deptIds: [] } as never));
        expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
        expect(h.services.db.prepare('SELECT * FROM dept_groups ORDER BY id').all()).toEqual(before);
      },
    ]),
  ),
  '/v1/system/dept/updateDeptAccountLimitNum': async ({ h, b }) => {
    const limits = () =>
      h.services.db
        .prepare('SELECT id, account_limit_num FROM departments WHERE brand_id = ? ORDER BY id')
        .all(BRAND_A);
    const before = limits();
    for (const deptId of brandADepartments(h)) {
      const error = await refusal(b.request('/v1/system/dept/updateDeptAccountLimitNum', { deptId, limitNum: 99 }));
      expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    }
    expect(limits()).toEqual(before);
  },
  '/v1/system/user/listBrandUser': async ({ h, a, b }) => {
    await foreignMemberCall(({ b }) =>
      b.request('/v1/system/user/listBrandUser', { pageNo: 1, pageSize: 10, deptId: brandADepartments(h)[0]! }),
    )({ h, a, b });
    await foreignMemberCall(({ b }) =>
      b.request('/v1/system/user/listBrandUser', { pageNo: 1, pageSize: 10, roleId: brandARoles(h)[0]! }),
    )({ h, a, b });
    let page;
    try {
      page = await b.request('/v1/system/user/listBrandUser', { pageNo: 1, pageSize: 100 });
    } catch (e) {
      expect(isApiError(e) && e.code).toBe(Codes.noPermission);
      return;
    }
    // Granted on brand B: brand B's members only.
    const brandB = new Set(
      (
        h.services.db.prepare('SELECT user_id FROM user_brands WHERE brand_id = ?').all(BRAND_B) as Array<{
          user_id: number;
        }>
      ).map((r) => r.user_id),
    );
    expect(page.total).toBe(brandB.size);
    expect(page.records.filter((r) => !brandB.has(r.userId))).toEqual([]);
  },
  '/v1/system/user/exportBrandUser': async ({ h, b }) => {
    // Brand A's departments or roles are refused (or the page is not granted at all); no task is queued.
    const tasks = () => h.services.db.prepare('SELECT count(*) AS n FROM download_tasks').get();
    const before = tasks();
    for (const params of [{ deptId: brandADepartments(h)[0]! }, { roleId: brandARoles(h)[0]! }]) {
      const error = await refusal(b.request('/v1/system/user/exportBrandUser', params));
      expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    }
    expect(tasks()).toEqual(before);
  },
  '/v1/system/user/brandUserDetail': foreignMemberCall(({ a, b }) =>
    b.request('/v1/system/user/brandUserDetail', { userId: a.userId }),
  ),
  '/v1/system/user/addBrandUser': async (ctx) => {
    const users = () => ctx.h.services.db.prepare('SELECT count(*) AS n FROM users').get();
    const before = users();
    await foreignMemberCall(({ h, b }) =>
      b.request('/v1/system/user/addBrandUser', {
        phone: '13700000099',
        userBrandName: '越界',
        roleIds: brandARoles(h),
      }),
    )(ctx);
    await foreignMemberCall(({ h, b }) =>
      b.request('/v1/system/user/addBrandUser', {
        phone: '13700000099',
        userBrandName: '越界',
        roleIds: [(h.services.db.prepare('SELECT id FROM roles WHERE brand_id = ?').get(BRAND_B) as { id: number }).id],
        deptIds: brandADepartments(h),
      }),
    )(ctx);
    expect(users()).toEqual(before);
  },
  '/v1/system/user/updateBrandUser': foreignMemberCall(({ h, a, b }) =>
    b.request('/v1/system/user/updateBrandUser', {
      userId: a.userId,
      userBrandName: '改名',
      roleIds: brandARoles(h).slice(0, 1),
    }),
  ),
  '/v1/system/user/updateBrandUserStatus': async (ctx) => {
    await foreignMemberCall(({ a, b }) =>
      b.request('/v1/system/user/updateBrandUserStatus', { userId: a.userId, status: 0 }),
    )(ctx);
    // A's session goes on.
    await ctx.a.request('/v1/system/account/user/selectUserInfo', { userId: ctx.a.userId });
  },
  '/v1/system/user/resetBrandUserPassword': foreignMemberCall(({ a, b }) =>
    b.request('/v1/system/user/resetBrandUserPassword', { userId: a.userId }),
  ),
  '/v1/system/brandUser/listUsersSumvideoConfig': async ({ h, a, b }) => {
    let page;
    try {
      page = await b.request('/v1/system/brandUser/listUsersSumvideoConfig', { pageNo: 1, pageSize: 100 });
    } catch (e) {
      expect(isApiError(e) && e.code).toBe(Codes.noPermission);
      return;
    }
    // Granted on brand B: brand B's members only, and brand A's member is not found by id.
    const brandB = new Set(
      (
        h.services.db.prepare('SELECT user_id FROM user_brands WHERE brand_id = ?').all(BRAND_B) as Array<{
          user_id: number;
        }>
      ).map((r) => r.user_id),
    );
    expect(page.total).toBe(brandB.size);
    expect(page.records.filter((r) => !brandB.has(r.userId))).toEqual([]);
    const byId = await b.request('/v1/system/brandUser/listUsersSumvideoConfig', {
      pageNo: 1,
      pageSize: 10,
      userId: a.userId,
    });
    expect(byId).toEqual({ records: [], total: 0 });
  },
  '/v1/system/brandUser/updateUserSumvideoConfig': async ({ h, a, b }) => {
    const quotas = () => JSON.stringify(h.services.db.prepare('SELECT * FROM video_quotas ORDER BY 1, 2').all());
    const before = quotas();
    const error = await refusal(
      b.request('/v1/system/brandUser/updateUserSumvideoConfig', { userId: a.userId, limitNum: 1 }),
    );
    expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    expect(quotas()).toBe(before);
  },
  // Billing (ADR 0025): the catalogue is every brand's; figures and the balance are the session's brand's.
  '/v1/system/product/getProductGoods': 'session-scoped',
  '/v1/system/product/getProductUseInfo': 'session-scoped',
  '/v1/system/balance-log/sumvideo/getBalance': 'session-scoped',
  '/v1/system/product/createOrder': async ({ h, b }) => {
    const before = billingOf(h, BRAND_A);
    const goods = h.services.db.prepare('SELECT id FROM billing_goods ORDER BY id').all() as Array<{ id: number }>;
    for (const { id } of goods) {
      await b.request('/v1/system/product/createOrder', { goodsId: id, num: 1 }).catch((error: unknown) => {
        expect(isApiError(error) && error.code).toBe(Codes.noPermission);
      });
    }
    expect(billingOf(h, BRAND_A)).toBe(before);
  },
  ...Object.fromEntries(
    (['/v1/system/product/getOrderStatus', '/v1/system/product/cancelOrder'] as const).map((path) => [
      path,
      async ({ h, b }: CrossBrandContext) => {
        const before = billingOf(h, BRAND_A);
        const orders = h.services.db
          .prepare('SELECT order_no FROM billing_orders WHERE brand_id = ?')
          .all(BRAND_A) as Array<{ order_no: string }>;
        expect(orders.length, 'seeded orders of brand A').toBeGreaterThan(0);
        for (const { order_no } of orders) {
          const error = await refusal(b.request(path, { orderNo: order_no }));
          expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
        }
        expect(billingOf(h, BRAND_A)).toBe(before);
      },
    ]),
  ),
  '/v1/system/product/listOrder': async ({ h, b }) => {
    const foreign = new Set(
      (
        h.services.db.prepare('SELECT order_no FROM billing_orders WHERE brand_id = ?').all(BRAND_A) as Array<{
          order_no: string;
        }>
      ).map((r) => r.order_no),
    );
    try {
      const { records } = await b.request('/v1/system/product/listOrder', { pageNo: 1, pageSize: 100 });
      expect(records.filter((r) => foreign.has(r.orderNo))).toEqual([]);
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  },
  '/v1/system/product/listUsageRecord': async ({ h, b }) => {
    const ids = (sql: string, prefix: string) =>
      (h.services.db.prepare(sql).all(BRAND_A) as Array<{ id: number }>).map((r) => `${prefix}-${r.id}`);
    const foreign = new Set([
      ...ids('SELECT id FROM usage_records WHERE brand_id = ?', 'use'),
      ...ids('SELECT id FROM material_operations WHERE brand_id = ?', 'op'),
      ...ids('SELECT id FROM platform_accounts WHERE brand_id = ?', 'acct'),
    ]);
    expect(foreign.size, 'seeded usage of brand A').toBeGreaterThan(0);
    for (const productType of [1, 2, 3, 4, 5, 6] as const) {
      try {
        const { records } = await b.request('/v1/system/product/listUsageRecord', {
          pageNo: 1,
          pageSize: 100,
          productType,
        });
        expect(records.filter((r) => foreign.has(r.id))).toEqual([]);
      } catch (error) {
        expect(isApiError(error) && error.code).toBe(Codes.noPermission);
      }
    }
  },
  '/v1/system/balance-log/sumvideo/listLog': async ({ h, b }) => {
    const foreign = new Set(
      (
        h.services.db.prepare('SELECT id FROM balance_logs WHERE brand_id = ?').all(BRAND_A) as Array<{ id: number }>
      ).map((r) => r.id),
    );
    expect(foreign.size, 'seeded balance log of brand A').toBeGreaterThan(0);
    try {
      const { records } = await b.request('/v1/system/balance-log/sumvideo/listLog', { pageNo: 1, pageSize: 100 });
      expect(records.filter((r) => foreign.has(r.id))).toEqual([]);
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  },
  '/v1/system/balance-log/sumvideo/export': async ({ h, b }) => {
    let file;
    try {
      file = await b.download('/v1/system/balance-log/sumvideo/export', {});
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
      return;
    }
    // The session's brand's log only: as many rows as brand B has, none of brand A's orders.
    const rows = (await readXlsxFile(Buffer.from(await file.blob.arrayBuffer())))[0]!.data;
    const count = (n: number) =>
      (h.services.db.prepare('SELECT count(*) AS n FROM balance_logs WHERE brand_id = ?').get(n) as { n: number }).n;
    expect(rows.length - 1).toBe(count(BRAND_B));
    const foreign = h.services.db
      .prepare('SELECT order_no FROM billing_orders WHERE brand_id = ?')
      .all(BRAND_A) as Array<{
      order_no: string;
    }>;
    const listed = new Set(rows.map((row) => String(row[5])));
    expect(foreign.filter((o) => listed.has(o.order_no))).toEqual([]);
  },
  '/v1/system/role/listRole': async ({ h, b }) => {
    let roles;
    try {
      roles = await b.request('/v1/system/role/listRole', {});
    } catch (e) {
      expect(isApiError(e) && e.code).toBe(Codes.noPermission);
      return;
    }
    const foreign = new Set(brandARoles(h));
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.filter((r) => foreign.has(r.roleId))).toEqual([]);
  },
  '/v1/system/role/addRole': 'session-scoped',
  '/v1/system/role/updateRole': async (ctx) => {
    for (const roleId of brandARoles(ctx.h)) {
      await foreignMemberCall(({ b }) => b.request('/v1/system/role/updateRole', { roleId, roleName: '越界' }))(ctx);
    }
  },
  '/v1/system/role/deleteRole': async (ctx) => {
    for (const roleId of brandARoles(ctx.h)) {
      await foreignMemberCall(({ b }) => b.request('/v1/system/role/deleteRole', { roleId }))(ctx);
    }
  },
  '/v1/system/role/getRoleMenus': async (ctx) => {
    for (const roleId of brandARoles(ctx.h)) {
      await foreignMemberCall(({ b }) => b.request('/v1/system/role/getRoleMenus', { roleId }))(ctx);
    }
  },
  '/v1/system/role/saveRoleMenus': async (ctx) => {
    for (const roleId of brandARoles(ctx.h)) {
      await foreignMemberCall(({ b }) => b.request('/v1/system/role/saveRoleMenus', { roleId, menuIds: [] }))(ctx);
    }
  },
  '/cgp/web/big-screen/homePageData': async ({ h, b }) => {
    // Brand B's overview counts brand B's materials and members only, never brand A's.
    const count = (sql: string) => (h.services.db.prepare(sql).get(BRAND_B) as { n: number }).n;
    const data = await b.request('/cgp/web/big-screen/homePageData', {});
    expect(data.figures.materials).toBe(
      count('SELECT count(*) AS n FROM materials WHERE brand_id = ? AND is_delete = 0'),
    );
    expect(data.figures.members).toBe(count('SELECT count(*) AS n FROM user_brands WHERE brand_id = ?'));
  },
  '/mission/audit/video/listUserInfo': async ({ h, b }) => {
    // Only brand B's members are found, whatever the name: never a member of brand A only.
    const brandB = new Set(
      (
        h.services.db.prepare('SELECT user_id FROM user_brands WHERE brand_id = ?').all(BRAND_B) as Array<{
          user_id: number;
        }>
      ).map((r) => r.user_id),
    );
    const found = await b.request('/mission/audit/video/listUserInfo', { staffStatus: 1, isValid: 1 });
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((u) => !brandB.has(u.userId))).toEqual([]);
    expect(
      await b.request('/mission/audit/video/listUserInfo', { userBrandName: '周运营', staffStatus: 1, isValid: 1 }),
    ).toEqual([]);
  },

  '/cgp/web/markTagTask/createMarkTagTask': foreignObject('/cgp/web/markTagTask/createMarkTagTask', (o) => ({
    materialIds: [o.materialId],
    tagIds: [o.tagId],
  })),
  '/v1/sumvideo/sv/material/operation/operateMaterials': async ({ h, b }) => {
    const videos = (
      h.services.db.prepare('SELECT id FROM materials WHERE brand_id = ? AND type = 1 LIMIT 2').all(BRAND_A) as Array<{
        id: number;
      }>
    ).map((r) => r.id);
    expect(videos.length).toBe(2);
    const operations = () => h.services.db.prepare('SELECT count(*) AS n FROM material_operations').get();
    const before = snapshotOfBrand(h, BRAND_A);
    const operationsBefore = operations();
    const error = await refusal(
      b.request('/v1/sumvideo/sv/material/operation/operateMaterials', { operationType: 1, materialIds: videos }),
    );
    expect(error.code).toBe(Codes.notFound);
    expect(operations()).toEqual(operationsBefore);
    expect(snapshotOfBrand(h, BRAND_A)).toBe(before);
  },
  '/cgp/web/markTagTask/listMarkTagTask': foreignRows('mark_tag_tasks', (b) =>
    b.request('/cgp/web/markTagTask/listMarkTagTask', { pageNo: 1, pageSize: 100 }),
  ),
  '/v1/sumvideo/sv/material/operation/listOperationRecords': foreignRows('material_operations', async (b) => {
    const merges = await b.request('/v1/sumvideo/sv/material/operation/listOperationRecords', {
      operationType: 1,
      pageNo: 1,
      pageSize: 100,
    });
    const splits = await b.request('/v1/sumvideo/sv/material/operation/listOperationRecords', {
      operationType: 2,
      pageNo: 1,
      pageSize: 100,
    });
    return { records: [...merges.records, ...splits.records] };
  }),
  '/v1/sumvideo/sv/material/operation/cancelOperation': async ({ h, b }) => {
    const ops = h.services.db
      .prepare('SELECT id, status FROM material_operations WHERE brand_id = ? ORDER BY id')
      .all(BRAND_A) as Array<{ id: number; status: number }>;
    expect(ops.some((op) => op.status === 1 || op.status === 4)).toBe(true);
    for (const { id } of ops) {
      const error = await refusal(b.request('/v1/sumvideo/sv/material/operation/cancelOperation', { id }));
      expect(error.code).toBe(Codes.notFound);
    }
    expect(
      h.services.db.prepare('SELECT id, status FROM material_operations WHERE brand_id = ? ORDER BY id').all(BRAND_A),
    ).toEqual(ops);
  },
  '/v1/sumvideo/sv/speech/voiceList': 'session-scoped',
  '/v1/sumvideo/sv/speech/preview': async ({ a, b }) => {
    // Previews are cached per brand: the same voice and text never answer brand A's file to brand B.
    const text = '甲品牌的试听。';
    const mine = await a.request('/v1/sumvideo/sv/speech/preview', { voice: 'zh-male', text });
    const name = (url: string) => url.replace(/\?.*$/, '');
    try {
      const theirs = await b.request('/v1/sumvideo/sv/speech/preview', { voice: 'zh-male', text });
      expect(name(theirs.url)).not.toBe(name(mine.url));
    } catch (error) {
      // Refused where brand B's roles lack the creation pages.
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  },
  '/v1/sumvideo/sv/template/page': foreignRows('video_templates', async (b) => {
    const lists = await Promise.all(
      [{}, { recycled: 1 as const }, { source: 2 as const }].map((filter) =>
        b.request('/v1/sumvideo/sv/template/page', { pageNo: 1, pageSize: 100, ...filter }),
      ),
    );
    return { records: lists.flatMap((l) => l.records) };
  }),
  '/v1/sumvideo/sv/template/detail': foreignTemplates((b, id) => b.request('/v1/sumvideo/sv/template/detail', { id })),
  '/v1/sumvideo/sv/template/save': async (ctx) => {
    const { h, b } = ctx;
    const spec = (materialId: number | null) => ({
      ratio: '9:16' as const,
      shots: [{ durationMs: 2_000, slot: 'image' as const, materialId, texts: [], transition: 'none' as const }],
      musicMaterialId: null,
      musicVolume: 50,
      narration: null,
      subtitles: {
        enabled: false,
        style: {
          fontKey: 'zcool-kuaile',
          fontSize: 40,
          color: '#ffffff',
          strokeColor: '#000000',
          strokeWidth: 2,
          position: 'bottom' as const,
        },
      },
    });
    // Saving over brand A's templates.
    await foreignTemplates((b, id) =>
      b.request('/v1/sumvideo/sv/template/save', { id, name: '改名', categoryId: null, spec: spec(null) }),
    )(ctx);
    // A new template of brand B naming brand A's image: refused, nothing stored anywhere.
    const count = () => h.services.db.prepare('SELECT count(*) AS n FROM video_templates').get();
    const before = count();
    const error = await refusal(
      b.request('/v1/sumvideo/sv/template/save', {
        name: '借用素材',
        categoryId: null,
        spec: spec(brandAObjects(h).materialId),
      }),
    );
    expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    expect(count()).toEqual(before);
  },
  '/v1/sumvideo/sv/template/remove': foreignTemplates((b, id) =>
    b.request('/v1/sumvideo/sv/template/remove', { ids: [id] }),
  ),
  '/v1/sumvideo/sv/template/restore': foreignTemplates((b, id) =>
    b.request('/v1/sumvideo/sv/template/restore', { ids: [id] }),
  ),
  '/v1/sumvideo/sv/template/purge': foreignTemplates((b, id) =>
    b.request('/v1/sumvideo/sv/template/purge', { ids: [id] }),
  ),
  '/v1/sumvideo/sv/template/copyCloud': foreignTemplates((b, id) =>
    b.request('/v1/sumvideo/sv/template/copyCloud', { id }),
  ),
  '/v1/sumvideo/sv/digitalModel/page': foreignRows('digital_models', (b) =>
    b.request('/v1/sumvideo/sv/digitalModel/page', { pageNo: 1, pageSize: 100 }),
  ),
  '/v1/sumvideo/sv/digitalModel/library/list': foreignRows('digital_models', (b) =>
    b.request('/v1/sumvideo/sv/digitalModel/library/list', { pageNo: 1, pageSize: 100 }),
  ),
  '/v1/sumvideo/sv/digitalModel/detail': foreignDigitalModels((b, id) =>
    b.request('/v1/sumvideo/sv/digitalModel/detail', { id }),
  ),
  '/v1/sumvideo/sv/digitalModel/save': foreignDigitalModels((b, id) =>
    b.request('/v1/sumvideo/sv/digitalModel/save', {
      id,
      name: '改名',
      figureMaterialId: null,
      voice: 'zh-male',
      position: 'left',
      scale: 50,
    }),
  ),
  '/v1/sumvideo/sv/digitalModel/remove': foreignDigitalModels((b, id) =>
    b.request('/v1/sumvideo/sv/digitalModel/remove', { ids: [id] }),
  ),
  '/v1/sumvideo/sv/digitalModel/copy': foreignDigitalModels((b, id) =>
    b.request('/v1/sumvideo/sv/digitalModel/copy', { id }),
  ),
  '/v1/sumvideo/sv/digitalModel/pipelinePresenter': foreignPipelines((b, pipelineId) =>
    b.request('/v1/sumvideo/sv/digitalModel/pipelinePresenter', { pipelineId }),
  ),
  '/v1/sumvideo/sv/digitalModel/setPipelinePresenter': foreignPipelines((b, pipelineId) =>
    b.request('/v1/sumvideo/sv/digitalModel/setPipelinePresenter', { pipelineId, presenter: null }),
  ),
  '/v1/sumvideo/sv/creativeReplace/getCreativeRplaceByCreativeId': foreignTemplates((b, creativeId) =>
    b.request('/v1/sumvideo/sv/creativeReplace/getCreativeRplaceByCreativeId', { creativeId }),
  ),
  '/v1/sumvideo/sv/creativeReplace/getCreativeRplaceById': foreignReplaceRules((b, { id }) =>
    b.request('/v1/sumvideo/sv/creativeReplace/getCreativeRplaceById', { id }),
  ),
  '/v1/sumvideo/sv/creativeReplace/modifyRemark': foreignReplaceRules((b, { id }) =>
    b.request('/v1/sumvideo/sv/creativeReplace/modifyRemark', { id, remark: '越权' }),
  ),
  '/v1/sumvideo/sv/creativeReplace/modifyReplaceName': foreignReplaceRules((b, { id }) =>
    b.request('/v1/sumvideo/sv/creativeReplace/modifyReplaceName', { id, replaceName: '越权' }),
  ),
  '/v1/sumvideo/sv/creativeReplace/remove': foreignReplaceRules((b, { id }) =>
    b.request('/v1/sumvideo/sv/creativeReplace/remove', { id }),
  ),
  '/v1/sumvideo/sv/creativeReplace/setReplaceRule': foreignReplaceRules((b, { id, templateId }) =>
    b.request('/v1/sumvideo/sv/creativeReplace/setReplaceRule', {
      id,
      creativeId: templateId,
      replaceName: '越权',
      target: 'text',
      shotIndex: 0,
      layerIndex: 0,
      materialIds: [],
      texts: ['越权'],
    }),
  ),
  '/v1/sumvideo/sv/creativeReplace/replace': foreignReplaceRules((b, { id, templateId }) =>
    b.request('/v1/sumvideo/sv/creativeReplace/replace', {
      creativeId: templateId,
      ruleIds: [id],
      mode: 1,
      count: 2,
      name: '越权',
    }),
  ),
  '/v1/sumvideo/sv/editing/project/page': async (ctx) => {
    for (const recycled of [0, 1] as const) {
      await foreignRows('editing_projects', async (b) => {
        const page = await b.request('/v1/sumvideo/sv/editing/project/page', { pageNo: 1, pageSize: 100, recycled });
        return { records: page.records.map((r) => ({ id: r.projectId })) };
      })(ctx);
    }
  },
  '/v1/sumvideo/sv/editing/project/detail': foreignScripts((b, projectId) =>
    b.request('/v1/sumvideo/sv/editing/project/detail', { projectId }),
  ),
  '/v1/sumvideo/sv/editing/project/save': foreignScripts(async (b, projectId) => {
    const mine = await b.request('/v1/sumvideo/sv/editing/project/addEditingProject', { name: '乙的脚本' });
    const { spec } = await b.request('/v1/sumvideo/sv/editing/project/detail', { projectId: mine.projectId });
    return b.request('/v1/sumvideo/sv/editing/project/save', { projectId, name: '改名', spec });
  }),
  '/v1/sumvideo/sv/editing/project/remove': foreignScripts((b, id) =>
    b.request('/v1/sumvideo/sv/editing/project/remove', { ids: [id] }),
  ),
  '/v1/sumvideo/sv/editing/project/restore': foreignScripts((b, id) =>
    b.request('/v1/sumvideo/sv/editing/project/restore', { ids: [id] }),
  ),
  '/v1/sumvideo/sv/editing/project/purge': foreignScripts((b, id) =>
    b.request('/v1/sumvideo/sv/editing/project/purge', { ids: [id] }),
  ),
  '/v1/sumvideo/sv/editing/project/render': foreignScripts((b, projectId) =>
    b.request('/v1/sumvideo/sv/editing/project/render', { projectId }),
  ),
  '/v1/sumvideo/sv/editing/project/toTemplate': foreignScripts((b, projectId) =>
    b.request('/v1/sumvideo/sv/editing/project/toTemplate', { projectId }),
  ),
  '/v1/sumvideo/sv/imgText/template/page': foreignRows('image_text_templates', (b) =>
    b.request('/v1/sumvideo/sv/imgText/template/page', { pageNo: 1, pageSize: 100 }),
  ),
  '/v1/sumvideo/sv/imgText/template/detail': foreignImageText('image_text_templates', (b, id) =>
    b.request('/v1/sumvideo/sv/imgText/template/detail', { id }),
  ),
  '/v1/sumvideo/sv/imgText/template/save': foreignImageText('image_text_templates', async (b, id) => {
    const mine = (await b.request('/v1/sumvideo/sv/imgText/template/page', { pageNo: 1, pageSize: 1 })).records[0]!;
    const { spec } = await b.request('/v1/sumvideo/sv/imgText/template/detail', { id: mine.id });
    return b.request('/v1/sumvideo/sv/imgText/template/save', { id, name: '改名', category: 1, spec });
  }),
  '/v1/sumvideo/sv/imgText/template/remove': foreignImageText('image_text_templates', (b, id) =>
    b.request('/v1/sumvideo/sv/imgText/template/remove', { ids: [id] }),
  ),
  /** Brand A's template and brand A's page images are refused to brand B's note; nothing is stored. */
  '/v1/sumvideo/sv/imgText/note/save': foreignImageText('image_text_templates', async (b, id) => {
    const theirs = h.services.db
      .prepare('SELECT url FROM image_text_note_pages WHERE brand_id = ? LIMIT 1')
      .get(BRAND_A) as { url: string };
    await refusal(
      b.request('/v1/sumvideo/sv/imgText/note/save', { title: '乙', text: '', pages: [{ url: theirs.url }] }),
    );
    return b.request('/v1/sumvideo/sv/imgText/note/save', {
      templateId: id,
      title: '乙',
      text: '',
      pages: [{ url: theirs.url }],
    });
  }),
  '/v1/sumvideo/sv/imgText/note/detail': foreignImageText('image_text_notes', (b, id) =>
    b.request('/v1/sumvideo/sv/imgText/note/detail', { id }),
  ),
  '/v1/sumvideo/sv/pipeline/page': foreignRows('pipelines', (b) =>
    b.request('/v1/sumvideo/sv/pipeline/page', { pageNo: 1, pageSize: 100 }),
  ),
  '/v1/sumvideo/sv/pipeline/detail': foreignPipelines((b, id) => b.request('/v1/sumvideo/sv/pipeline/detail', { id })),
  '/v1/sumvideo/sv/pipeline/save': foreignPipelines(async (b, id) => {
    const own = b.request('/v1/sumvideo/sv/pipeline/page', { pageNo: 1, pageSize: 1 });
    const mine = (await own).records[0]!;
    const { spec } = await b.request('/v1/sumvideo/sv/pipeline/detail', { id: mine.id });
    return b.request('/v1/sumvideo/sv/pipeline/save', { id, name: '改名', spec });
  }),
  '/v1/sumvideo/sv/pipeline/remove': foreignPipelines((b, id) =>
    b.request('/v1/sumvideo/sv/pipeline/remove', { ids: [id] }),
  ),
  '/v1/sumvideo/sv/pipeline/run': foreignPipelines((b, id) => b.request('/v1/sumvideo/sv/pipeline/run', { id })),
  '/v1/sumvideo/sv/pipeline/productList': foreignPipelines((b, id) =>
    b.request('/v1/sumvideo/sv/pipeline/productList', { id, pageNo: 1, pageSize: 10 }),
  ),
  '/v1/sumvideo/sv/creative/group/list': foreignPipelines((b, creativeId) =>
    b.request('/v1/sumvideo/sv/creative/group/list', { creativeId }),
  ),
  '/v1/sumvideo/sv/creative/strategy/list': foreignPipelines((b, creativeId) =>
    b.request('/v1/sumvideo/sv/creative/strategy/list', { creativeId }),
  ),
  /** Brand A's materials are not found for brand B's one-button video; nothing is queued. */
  '/v1/sumvideo/sv/foolish/create': async ({ h, b }) => {
    const db = h.services.db;
    const theirs = (
      db.prepare('SELECT id FROM materials WHERE brand_id = ? AND type IN (1, 2) ORDER BY id').all(BRAND_A) as Array<{
        id: number;
      }>
    ).map((r) => r.id);
    expect(theirs.length).toBeGreaterThan(0);
    const before = db.prepare('SELECT count(*) AS n FROM synthesis_tasks').get();
    for (const id of theirs.slice(0, 3)) {
      const error = await refusal(b.request('/v1/sumvideo/sv/foolish/create', { materialIds: [id], style: 'plain' }));
      expect([Codes.badRequest, Codes.noPermission, Codes.notFound]).toContain(error.code);
    }
    expect(db.prepare('SELECT count(*) AS n FROM synthesis_tasks').get()).toEqual(before);
  },
  /** Makes a script of the caller's brand; another brand's materials are refused (not found in its library). */
  '/v1/sumvideo/sv/editing/project/addEditingProject': async ({ h, b }) => {
    const theirs = (
      h.services.db
        .prepare('SELECT id FROM materials WHERE brand_id = ? AND type = 1 ORDER BY id')
        .all(BRAND_A) as Array<{
        id: number;
      }>
    ).map((r) => r.id);
    expect(theirs.length).toBeGreaterThan(0);
    const before = h.services.db.prepare('SELECT count(*) AS n FROM editing_projects').get();
    for (const id of theirs.slice(0, 3)) {
      const error = await refusal(
        b.request('/v1/sumvideo/sv/editing/project/addEditingProject', { name: '借用', materialIds: [id] }),
      );
      expect([Codes.badRequest, Codes.noPermission, Codes.notFound, Codes.conflict]).toContain(error.code);
    }
    expect(h.services.db.prepare('SELECT count(*) AS n FROM editing_projects').get()).toEqual(before);
  },
  '/v1/sumvideo/sv/creative/templateToProject': foreignTemplates((b, templateId) =>
    b.request('/v1/sumvideo/sv/creative/templateToProject', { templateId }),
  ),
  /** The categories are one shared list (no brand's rows). */
  '/v1/sumvideo/sv/category/serve/list': 'session-scoped',
  '/v1/sumvideo/sv/synthesis/createFromTemplate': async ({ h, b }) => {
    const db = h.services.db;
    const tasksOf = (brandId: number) =>
      JSON.stringify(db.prepare('SELECT * FROM synthesis_tasks WHERE brand_id = ? ORDER BY id').all(brandId));
    const before = tasksOf(BRAND_A);
    // Brand A's templates are not brand B's to use.
    for (const id of brandATemplates(h)) {
      const error = await refusal(
        b.request('/v1/sumvideo/sv/synthesis/createFromTemplate', {
          templateId: id,
          name: '越权',
          variants: [{ slots: [], narration: null }],
        }),
      );
      expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    }
    // Brand A's video in a slot of brand B's own template is not found either.
    const own = db
      .prepare(
        `SELECT id, spec FROM video_templates WHERE brand_id = ? AND deleted_at IS NULL AND spec LIKE '%"slot":"video"%'`,
      )
      .get(BRAND_B) as { id: number; spec: string };
    const videoSlot = (JSON.parse(own.spec) as { shots: Array<{ slot: string }> }).shots.findIndex(
      (shot) => shot.slot === 'video',
    );
    const foreignVideo = db.prepare('SELECT id FROM materials WHERE brand_id = ? AND type = 1').get(BRAND_A) as {
      id: number;
    };
    const slots: Array<number | null> = Array.from({ length: videoSlot + 1 }, () => null);
    slots[videoSlot] = foreignVideo.id;
    const error = await refusal(
      b.request('/v1/sumvideo/sv/synthesis/createFromTemplate', {
        templateId: own.id,
        name: '越权',
        variants: [{ slots, narration: null }],
      }),
    );
    expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    expect(tasksOf(BRAND_A)).toBe(before);
  },
  '/v1/sumvideo/sv/synthesis/page': foreignRows('synthesis_tasks', (b) =>
    b.request('/v1/sumvideo/sv/synthesis/page', { pageNo: 1, pageSize: 100 }),
  ),
  '/v1/sumvideo/sv/synthesis/detail': foreignSynthesisTasks((b, id) =>
    b.request('/v1/sumvideo/sv/synthesis/detail', { id }),
  ),
  '/v1/sumvideo/sv/synthesis/cancel': foreignSynthesisTasks((b, id) =>
    b.request('/v1/sumvideo/sv/synthesis/cancel', { id }),
  ),
  '/v1/sumvideo/sv/synthesis/retry': foreignSynthesisTasks((b, id) =>
    b.request('/v1/sumvideo/sv/synthesis/retry', { id }),
  ),
  '/v1/sumvideo/sv/synthesis/export': async ({ h, b }) => {
    let file;
    try {
      file = await b.download('/v1/sumvideo/sv/synthesis/export', { pageNo: 1, pageSize: 10 });
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
      return;
    }
    // The session's brand's tasks only: as many rows as brand B has, none of brand A's.
    const rows = (await readXlsxFile(Buffer.from(await file.blob.arrayBuffer())))[0]!.data;
    const ids = (brandId: number) =>
      (
        h.services.db.prepare('SELECT id FROM synthesis_tasks WHERE brand_id = ?').all(brandId) as Array<{
          id: number;
        }>
      ).map((r) => r.id);
    expect(
      rows
        .slice(1)
        .map((row) => Number(row[0]))
        .sort(),
    ).toEqual(ids(BRAND_B).sort());
  },
  '/cgp/web/media/creation/list': foreignRows('creations', (b) =>
    b.request('/cgp/web/media/creation/list', { pageNo: 1, pageSize: 100 }),
  ),
  '/cgp/web/media/creation/productList': foreignRows('creations', (b) =>
    b.request('/cgp/web/media/creation/productList', { pageNo: 1, pageSize: 100 }),
  ),
  '/cgp/web/media/creation/detail': async ({ h, b }) => {
    const ids = (
      h.services.db.prepare('SELECT id FROM creations WHERE brand_id = ?').all(BRAND_A) as Array<{ id: number }>
    ).map((r) => r.id);
    expect(ids.length, 'seeded creations of brand A').toBeGreaterThan(0);
    for (const id of ids) {
      const error = await refusal(b.request('/cgp/web/media/creation/detail', { id }));
      expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    }
  },
  // The creation library's writes (ADR 0032).
  '/cgp/web/media/creation/save': foreignCreations((b, id) =>
    b.request('/cgp/web/media/creation/save', { id, name: '乙改的名字', creationType: 0, url: '/files/x.mp4' }),
  ),
  '/cgp/web/media/creation/use/log/list': foreignCreations((b, id) =>
    b.request('/cgp/web/media/creation/use/log/list', { id, pageNo: 1, pageSize: 10 }),
  ),
  '/cgp/web/media/creation/use/log/save': foreignCreations((b, id) =>
    b.request('/cgp/web/media/creation/use/log/save', { id, useType: 1 }),
  ),
  '/cgp/web/media/creation/use/log/saveBatch': foreignCreations((b, id) =>
    b.request('/cgp/web/media/creation/use/log/saveBatch', { ids: [id], useType: 1 }),
  ),
  // Uploads write only the session brand's library.
  '/cgp/web/media/creation/v2/upload': 'session-scoped',
  '/cgp/web/media/creation/v2/batchUpload': 'session-scoped',
  '/cgp/web/media/creation/batchAddTagOrDel': foreignCreations((b, id, { tagId }) =>
    b.request('/cgp/web/media/creation/batchAddTagOrDel', { ids: [id], tagIds: [tagId], operateType: 2 }),
  ),
  '/cgp/web/media/creation/tag/relate/operator': foreignCreations((b, id, { tagId }) =>
    b.request('/cgp/web/media/creation/tag/relate/operator', { creationIds: [id], tagIds: [tagId], operatorType: 1 }),
  ),
  '/cgp/web/media/creation/tag/delete': foreignCreations((b, _id, { tagId }) =>
    b.request('/cgp/web/media/creation/tag/delete', { id: tagId }),
  ),
  '/cgp/web/media/creation/tag/group/add': 'session-scoped',
  '/cgp/web/media/creation/tag/list': async ({ h, b }) => {
    const foreign = new Set(
      (h.services.db.prepare('SELECT id FROM tags WHERE brand_id = ?').all(BRAND_A) as Array<{ id: number }>).map(
        (r) => r.id,
      ),
    );
    try {
      const tags = await b.request('/cgp/web/media/creation/tag/list', {});
      expect(tags.filter((t) => foreign.has(t.id))).toEqual([]);
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  },
  '/cgp/web/brandCreation/listBrandTrade': async ({ h, b }) => {
    const foreign = new Set(
      (
        h.services.db.prepare('SELECT id FROM brand_trades WHERE brand_id = ?').all(BRAND_A) as Array<{ id: number }>
      ).map((r) => r.id),
    );
    expect(foreign.size, 'seeded industries of brand A').toBeGreaterThan(0);
    try {
      const trades = await b.request('/cgp/web/brandCreation/listBrandTrade');
      expect(trades.filter((t) => foreign.has(t.id))).toEqual([]);
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  },
  '/cgp/web/brandCreation/open2Omg': foreignCreations((b, id) =>
    b.request('/cgp/web/brandCreation/open2Omg', { ids: [id], isOpen: 1 }),
  ),
  // The design tool's catalogue is the same for every brand; an import writes only the session brand's library.
  '/cgp/web/kujialeVideo/list': 'session-scoped',
  '/cgp/web/kujialeVideo/import': 'session-scoped',
  '/cgp/web/kujialeVideo/importRecordList': async ({ h, b }) => {
    h.services.db
      .prepare(
        `INSERT INTO creation_imports (brand_id, user_id, video_ids, total_number, status, created_at)
         VALUES (?, 2, '["KJL-LR-001"]', 1, 2, '2026-11-20 10:00:00')`,
      )
      .run(BRAND_A);
    await foreignRows('creation_imports', (client) =>
      client.request('/cgp/web/kujialeVideo/importRecordList', { pageNo: 1, pageSize: 100 }),
    )({ h, b } as CrossBrandContext);
  },
  '/cgp/web/material/qrcode/createOrUpdateQrCode': foreignCreations((b, id) =>
    b.request('/cgp/web/material/qrcode/createOrUpdateQrCode', { materialId: id, status: 2 }),
  ),
  '/cgp/web/media/resource/list': async ({ h, b }) => {
    const db = h.services.db;
    const ids = (table: string) =>
      new Set(
        (db.prepare(`SELECT id FROM ${table} WHERE brand_id = ?`).all(BRAND_A) as Array<{ id: number }>).map(
          (r) => r.id,
        ),
      );
    const materials = ids('materials');
    const works = ids('creations');
    try {
      const { records } = await b.request('/cgp/web/media/resource/list', { pageNo: 1, pageSize: 100 });
      expect(records.filter((r) => (r.library === 1 ? materials : works).has(r.id))).toEqual([]);
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  },
  '/cgp/web/creation/caption/listCreationCaptionTask': foreignRows('caption_tasks', (b) =>
    b.request('/cgp/web/creation/caption/listCreationCaptionTask', { pageNo: 1, pageSize: 100 }),
  ),
  // Titles and text generation (ADR 0034).
  '/v1/sumvideo/sv/title/page': foreignRows('titles', (b) =>
    b.request('/v1/sumvideo/sv/title/page', { pageNo: 1, pageSize: 100 }),
  ),
  '/v1/sumvideo/sv/title/save': foreignTitles((b, id) =>
    b.request('/v1/sumvideo/sv/title/save', { id, text: '乙改的标题' }),
  ),
  '/v1/sumvideo/sv/title/remove': foreignTitles((b, id) => b.request('/v1/sumvideo/sv/title/remove', { ids: [id] })),
  '/v1/sumvideo/sv/title/saveBatch': foreignWorks((b, creationId) =>
    b.request('/v1/sumvideo/sv/title/saveBatch', { texts: ['借用甲的作品'], creationId }),
  ),
  '/v1/sumvideo/sv/title/generate': foreignWorks((b, creationId) =>
    b.request('/v1/sumvideo/sv/title/generate', { kind: 'title', creationId, count: 1 }),
  ),
  '/v1/sumvideo/sv/title/works': async ({ h, b }) => {
    const foreign = new Set(
      (h.services.db.prepare('SELECT id FROM creations WHERE brand_id = ?').all(BRAND_A) as Array<{ id: number }>).map(
        (r) => r.id,
      ),
    );
    expect(foreign.size, 'seeded works of brand A').toBeGreaterThan(0);
    const works = await b.request('/v1/sumvideo/sv/title/works', {});
    expect(works.filter((w) => foreign.has(w.id))).toEqual([]);
  },
  // The import writes only the session brand's library (its rows name no other brand's objects).
  '/v1/sumvideo/sv/title/import': 'session-scoped',
  '/v1/sumvideo/sv/ai/setting/detail': 'session-scoped',
  '/v1/sumvideo/sv/ai/setting/save': 'session-scoped',
  '/v1/sumvideo/sv/ai/setting/remove': 'session-scoped',
  '/v1/sumvideo/sv/caption/task/detail': async ({ h, b }) => {
    const ids = (
      h.services.db.prepare('SELECT id FROM caption_tasks WHERE brand_id = ?').all(BRAND_A) as Array<{ id: number }>
    ).map((r) => r.id);
    expect(ids.length, 'seeded caption batches of brand A').toBeGreaterThan(0);
    for (const id of ids) {
      const error = await refusal(b.request('/v1/sumvideo/sv/caption/task/detail', { id }));
      expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    }
  },
  '/cgp/web/creation/caption/saveCreationCaptionBatch': foreignWorks((b, id) =>
    b.request('/cgp/web/creation/caption/saveCreationCaptionBatch', { creationIds: [id], type: 1, creationType: 0 }),
  ),
  '/cgp/web/creation/caption/saveCreationCaptionTask': foreignWorks((b, id) =>
    b.request('/cgp/web/creation/caption/saveCreationCaptionTask', {
      creationIds: [id],
      type: 1,
      creationType: 0,
      totalNumber: 1,
    }),
  ),
  '/v1/system/account/switchBrand': async ({ a, b }) => {
    // B cannot switch into A's brand, nor act for A's user.
    const foreignBrand = await refusal(
      b.request('/v1/system/account/switchBrand', { brandId: BRAND_A, userId: b.userId, loginType: 1 }),
    );
    expect(foreignBrand.code).toBe(Codes.forbidden);
    const foreignUser = await refusal(
      b.request('/v1/system/account/switchBrand', { brandId: BRAND_B, userId: a.userId, loginType: 1 }),
    );
    expect(foreignUser.code).toBe(Codes.notFound);
  },
  '/v1/system/account/user/selectUserInfo': async ({ a, b }) => {
    const error = await refusal(b.request('/v1/system/account/user/selectUserInfo', { userId: a.userId }));
    expect(error.code).toBe(Codes.notFound);
  },
  '/v1/system/account/permission/selectUserPermission': async ({ a, b }) => {
    const otherUser = await refusal(
      b.request('/v1/system/account/permission/selectUserPermission', { userId: a.userId, brandId: BRAND_A }),
    );
    expect(otherUser.code).toBe(Codes.notFound);
    const otherBrand = await refusal(
      b.request('/v1/system/account/permission/selectUserPermission', { userId: b.userId, brandId: BRAND_A }),
    );
    expect(otherBrand.code).toBe(Codes.notFound);
  },
  '/v1/system/business/principalData': 'session-scoped',
  '/v1/system/dept/group/principalStatus': 'session-scoped',
  '/v1/system/business/createPrincipal': 'session-scoped',
  '/v1/system/business/bindingChoices': async ({ h, b }) => {
    const onlyA = (
      h.services.db
        .prepare(
          'SELECT user_id AS id FROM user_brands WHERE brand_id = ? AND user_id NOT IN (SELECT user_id FROM user_brands WHERE brand_id = ?)',
        )
        .all(BRAND_A, BRAND_B) as Array<{ id: number }>
    ).map((r) => r.id);
    expect(onlyA.length, 'members of brand A only').toBeGreaterThan(0);
    try {
      const { users } = await b.request('/v1/system/business/bindingChoices');
      expect(users.filter((u) => onlyA.includes(u.userId))).toEqual([]);
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  },
  '/v1/system/business/openOrClosePrincipalByType': async ({ h, b }) => {
    const before = businessOfBrand(h, BRAND_A);
    for (const isOpen of [0, 1] as const) {
      try {
        await b.request('/v1/system/business/openOrClosePrincipalByType', { type: 1, isOpen });
        await b.request('/v1/system/business/openOrClosePrincipalByType', { type: 2, isOpen });
      } catch (error) {
        expect(isApiError(error) && error.code).toBe(Codes.noPermission);
      }
    }
    expect(businessOfBrand(h, BRAND_A)).toBe(before);
  },
  '/v1/system/business/principalList': async ({ h, b }) => {
    const foreign = brandAEntities(h);
    expect(foreign.length, 'seeded business entities of brand A').toBeGreaterThan(0);
    try {
      const { records } = await b.request('/v1/system/business/principalList', { pageNo: 1, pageSize: 100 });
      expect(records.filter((r) => foreign.includes(r.id))).toEqual([]);
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  },
  '/v1/system/business/listBusinessBody': async ({ h, b }) => {
    const before = businessOfBrand(h, BRAND_A);
    for (const deptId of brandADepartments(h)) {
      const error = await refusal(b.request('/v1/system/business/listBusinessBody', { deptId }));
      expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    }
    expect(businessOfBrand(h, BRAND_A)).toBe(before);
  },
  '/v1/system/business/listBusinessGroupBody': async ({ h, b }) => {
    const groupId = Number(
      h.services.db
        .prepare("INSERT INTO dept_groups (brand_id, name, created_at) VALUES (?, 'A 的分组', '2026-11-24 08:00:00')")
        .run(BRAND_A).lastInsertRowid,
    );
    {
      const error = await refusal(b.request('/v1/system/business/listBusinessGroupBody', { groupId }));
      expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    }
  },
  ...Object.fromEntries(
    (
      [
        '/v1/system/business/principalRename',
        '/v1/system/business/principalBindings',
        '/v1/system/business/bindPrincipalDepts',
        '/v1/system/business/bindPrincipalGroups',
        '/v1/system/business/bindPrincipalUsers',
      ] as const
    ).map((path) => [
      path,
      async ({ h, a, b }: CrossBrandContext) => {
        const before = businessOfBrand(h, BRAND_A);
        const groups = [
          Number(
            h.services.db
              .prepare(
                "INSERT INTO dept_groups (brand_id, name, created_at) VALUES (?, 'A 的分组', '2026-11-24 08:00:00')",
              )
              .run(BRAND_A).lastInsertRowid,
          ),
        ];
        // Brand A's entities, from brand B's session: not found.
        for (const id of brandAEntities(h)) {
          const error = await refusal(
            b.request(path, { id, name: '越界', deptIds: [], groupIds: [], userIds: [] } as never),
          );
          expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
        }
        // Brand B's own entities of both types, given brand A's departments, groups and members: refused.
        for (const type of [1, 2]) {
          const id = Number(
            h.services.db
              .prepare(
                "INSERT INTO business_entities (brand_id, name, type, created_at) VALUES (?, ?, ?, '2026-11-24 08:00:00')",
              )
              .run(BRAND_B, `B 的主体 ${path} ${type}`, type).lastInsertRowid,
          );
          const params = { id, deptIds: brandADepartments(h), groupIds: groups, userIds: [a.userId] };
          if (path === '/v1/system/business/principalRename' || path === '/v1/system/business/principalBindings') {
            continue;
          }
          const error = await refusal(b.request(path, params as never));
          expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
          expect(
            h.services.db.prepare('SELECT count(*) AS n FROM business_entity_depts WHERE entity_id = ?').get(id),
          ).toEqual({ n: 0 });
        }
        expect(businessOfBrand(h, BRAND_A)).toBe(before);
      },
    ]),
  ),
  '/v1/system/platformAuth/listAccount': async ({ h, b }) => {
    const foreign = new Set(platformAccountsOf(h, BRAND_A).map((row) => row.id));
    expect(foreign.size, 'seeded platform accounts of brand A').toBeGreaterThan(0);
    for (const platform of [1, 2, 3, 4] as const) {
      try {
        const { records } = await b.request('/v1/system/platformAuth/listAccount', {
          platform,
          pageNo: 1,
          pageSize: 100,
        });
        expect(records.filter((r) => foreign.has(r.id))).toEqual([]);
      } catch (error) {
        expect(isApiError(error) && error.code).toBe(Codes.noPermission);
      }
    }
  },
  '/v1/system/platformAuth/authResult': async ({ a, b }) => {
    const { state } = await a.request('/v1/system/platformAuth/authorize', { platform: 1 }).catch(() => ({
      state: 'x'.repeat(32),
    }));
    const error = await refusal(b.request('/v1/system/platformAuth/authResult', { state }));
    expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
  },
  ...Object.fromEntries(
    (
      [
        '/v1/system/platformAuth/authorize',
        '/v1/system/platformAuth/refreshAuth',
        '/v1/system/platformAuth/revokeAuth',
      ] as const
    ).map((path) => [
      path,
      async ({ h, b }: CrossBrandContext) => {
        const before = JSON.stringify(platformAccountsOf(h, BRAND_A));
        const states = () =>
          h.services.db.prepare('SELECT count(*) AS n FROM platform_auth_states WHERE brand_id = ?').get(BRAND_A);
        const statesBefore = states();
        for (const { id, platform } of platformAccountsOf(h, BRAND_A)) {
          const error = await refusal(b.request(path, { id, platform } as never));
          expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
        }
        expect(JSON.stringify(platformAccountsOf(h, BRAND_A))).toBe(before);
        expect(states()).toEqual(statesBefore);
      },
    ]),
  ),
  '/v1/system/wxThird/miniprogram/getBrandKOCMinigram': 'session-scoped',
  '/v1/system/platformAuth/getAuthMode': 'session-scoped',
  '/v1/system/wxThird/miniprogram/authorize': 'session-scoped',
  '/v1/system/wxThird/miniprogram/authResult': async ({ a, b }) => {
    const { state } = await a.request('/v1/system/wxThird/miniprogram/authorize', {}).catch(() => ({
      state: 'x'.repeat(32),
    }));
    const error = await refusal(b.request('/v1/system/wxThird/miniprogram/authResult', { state }));
    expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
  },
  '/v1/system/wxThird/miniprogram/revoke': async ({ h, b }) => {
    const programs = () =>
      JSON.stringify(h.services.db.prepare('SELECT * FROM brand_mini_programs WHERE brand_id = ?').all(BRAND_A));
    const before = programs();
    await b.request('/v1/system/wxThird/miniprogram/revoke', {}).catch(() => null);
    expect(programs()).toBe(before);
  },
  '/v1/system/auth/getShopAccount': async ({ h, b }) => {
    const foreign = new Set(platformAccountsOf(h, BRAND_A).map((row) => row.id));
    try {
      const shops = await b.request('/v1/system/auth/getShopAccount', {});
      expect(shops.filter((shop) => foreign.has(shop.accountId))).toEqual([]);
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  },
  '/v1/auth/center/dyShop/getQyQuickLoginUrl': async ({ h, b }) => {
    const tickets = () => h.services.db.prepare('SELECT count(*) AS n FROM sim_shop_tickets').get();
    const before = tickets();
    for (const { id } of platformAccountsOf(h, BRAND_A)) {
      const error = await refusal(b.request('/v1/auth/center/dyShop/getQyQuickLoginUrl', { accountId: id }));
      expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    }
    expect(tickets()).toEqual(before);
  },
  '/v1/system/platformAuth/setCluesAuth': async ({ h, b }) => {
    const clues = () =>
      JSON.stringify(
        h.services.db.prepare('SELECT id, clues_authorised_at FROM platform_accounts WHERE brand_id = ?').all(BRAND_A),
      );
    const before = clues();
    for (const { id } of platformAccountsOf(h, BRAND_A)) {
      for (const enabled of [0, 1] as const) {
        const error = await refusal(b.request('/v1/system/platformAuth/setCluesAuth', { id, enabled }));
        expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
      }
    }
    expect(clues()).toBe(before);
  },
  '/v1/system/mcn/list': 'session-scoped',
  ...Object.fromEntries(
    (
      [
        '/v1/system/mcn/save',
        '/v1/system/mcn/delete',
        '/v1/system/mcn/listAccount',
        '/v1/system/mcn/bindAccounts',
        '/v1/system/mcn/unbindAccount',
        '/v1/system/mcn/authorize',
      ] as const
    ).map((path) => [
      path,
      async ({ h, b }: CrossBrandContext) => {
        // B may even be allowed MCN authorisation: A's institutions and accounts stay out of reach.
        h.services.db
          .prepare('UPDATE brands SET xuser_config = ? WHERE id = ?')
          .run(JSON.stringify({ allowDyMcnAuth: true, allowCluesAuth: true }), BRAND_B);
        const mcnOf = () =>
          JSON.stringify([
            h.services.db.prepare('SELECT * FROM mcn_institutions WHERE brand_id = ? ORDER BY id').all(BRAND_A),
            h.services.db
              .prepare('SELECT id, mcn_id FROM platform_accounts WHERE brand_id = ? ORDER BY id')
              .all(BRAND_A),
          ]);
        const before = mcnOf();
        const institutions = h.services.db
          .prepare('SELECT id FROM mcn_institutions WHERE brand_id = ?')
          .all(BRAND_A) as Array<{
          id: number;
        }>;
        expect(institutions.length, 'seeded MCN institutions of brand A').toBeGreaterThan(0);
        const accounts = platformAccountsOf(h, BRAND_A).map((row) => row.id);
        for (const { id } of institutions) {
          const params = {
            id,
            mcnId: id,
            name: '外来机构',
            pageNo: 1,
            pageSize: 10,
            accountIds: accounts.slice(0, 3),
            accountId: accounts[0],
          };
          const error = await refusal(b.request(path, params as never));
          expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
        }
        expect(mcnOf()).toBe(before);
      },
    ]),
  ),
  // 矩阵账号 (issue 24, part A): brand A's groups and accounts are neither listed, exported nor moved.
  '/v1/matrix/account/list': async ({ h, b }) => {
    const foreign = new Set(platformAccountsOf(h, BRAND_A).map((r) => r.id));
    const groups = matrixGroupIdsOf(h, BRAND_A);
    expect(groups.length, 'seeded matrix groups of brand A').toBeGreaterThan(0);
    let records;
    try {
      records = (await b.request('/v1/matrix/account/list', { pageNo: 1, pageSize: 100 })).records;
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
      return;
    }
    expect(records.filter((r) => foreign.has(r.id))).toEqual([]);
    for (const groupId of groups) {
      const error = await refusal(b.request('/v1/matrix/account/list', { pageNo: 1, pageSize: 100, groupId }));
      expect([Codes.notFound, Codes.noPermission]).toContain(error.code);
    }
  },
  '/v1/matrix/account/export': async ({ h, b }) => {
    let file;
    try {
      file = await b.download('/v1/matrix/account/export', {});
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
      return;
    }
    // The session's brand's accounts only: brand B's names, as many rows as it has accounts.
    const rows = (await readXlsxFile(Buffer.from(await file.blob.arrayBuffer())))[0]!.data.slice(1);
    const names = (brandId: number) =>
      (
        h.services.db.prepare('SELECT name FROM platform_accounts WHERE brand_id = ?').all(brandId) as Array<{
          name: string;
        }>
      )
        .map((r) => r.name)
        .sort();
    expect(rows.map((row) => String(row[0])).sort()).toEqual(names(BRAND_B));
  },
  '/v1/matrix/group/list': async ({ h, b }) => {
    const foreign = new Set(matrixGroupIdsOf(h, BRAND_A));
    expect(foreign.size, 'seeded matrix groups of brand A').toBeGreaterThan(0);
    try {
      const groups = await b.request('/v1/matrix/group/list', {});
      expect(groups.filter((g) => foreign.has(g.id))).toEqual([]);
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  },
  ...Object.fromEntries(
    (['/v1/matrix/group/save', '/v1/matrix/group/delete', '/v1/matrix/group/moveAccounts'] as const).map((path) => [
      path,
      async ({ h, b }: CrossBrandContext) => {
        const before = matrixStateOf(h, BRAND_A);
        const groups = matrixGroupIdsOf(h, BRAND_A);
        const accounts = platformAccountsOf(h, BRAND_A).map((r) => r.id);
        expect(groups.length, 'seeded matrix groups of brand A').toBeGreaterThan(0);
        const own = matrixGroupIdsOf(h, BRAND_B);
        for (const id of groups) {
          const params = { id, groupId: id, name: '乙改的分组', accountIds: accounts.slice(0, 3) };
          const error = await refusal(b.request(path, params as never));
          expect([Codes.notFound, Codes.badRequest, Codes.noPermission]).toContain(error.code);
        }
        // Brand A's accounts are not brand B's to put in its own groups (or take out of theirs).
        for (const groupId of [...own.slice(0, 1), 0]) {
          const params = { id: groupId, groupId, name: '乙的分组', accountIds: accounts.slice(0, 3) };
          if (path === '/v1/matrix/group/delete') continue;
          const error = await refusal(b.request(path, params as never));
          expect([Codes.badRequest, Codes.notFound, Codes.noPermission]).toContain(error.code);
        }
        expect(matrixStateOf(h, BRAND_A)).toBe(before);
      },
    ]),
  ),
  '/v1/system/orgSyncConfig/getOrgSyncInfoVO': 'session-scoped',
  '/v1/system/orgSyncConfig/getOutsiderConfig': 'session-scoped',
  '/v1/system/orgSyncConfig/updateOutsiderConfig': 'session-scoped',
  '/v1/system/orgSyncConfig/updateAutoRegisterStatus': 'session-scoped',
  '/v1/system/orgSyncConfig/updateDisplayId': 'session-scoped',
  '/mission/user/growth/isEnableGrowth': 'session-scoped',
  '/mission/user/growth/enableUserGrowth': 'session-scoped',
  '/v1/system/orgSyncConfig/setDefaultRole': async ({ h, b }) => {
    const settings = () => h.services.db.prepare('SELECT * FROM brand_settings ORDER BY 1, 2').all();
    const before = settings();
    const roles = h.services.db.prepare('SELECT id FROM roles WHERE brand_id = ?').all(BRAND_A) as Array<{
      id: number;
    }>;
    for (const { id } of roles) {
      const error = await refusal(b.request('/v1/system/orgSyncConfig/setDefaultRole', { roleId: id }));
      expect([Codes.badRequest, Codes.noPermission]).toContain(error.code);
    }
    expect(settings()).toEqual(before);
  },
  '/v1/system/orgSyncConfig/syncOrg': async ({ h, b }) => {
    const people = (brandId: number) => ({
      members: h.services.db.prepare('SELECT * FROM user_brands WHERE brand_id = ? ORDER BY user_id').all(brandId),
      depts: h.services.db.prepare('SELECT * FROM departments WHERE brand_id = ? ORDER BY id').all(brandId),
      placed: h.services.db.prepare('SELECT * FROM user_departments WHERE brand_id = ? ORDER BY 1, 2, 3').all(brandId),
    });
    const before = people(BRAND_A);
    try {
      await b.request('/v1/system/orgSyncConfig/syncOrg');
      await h.tick();
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
    // Brand B's sync reads brand B's directory only: brand A's members and tree are as they were.
    expect(people(BRAND_A)).toEqual(before);
  },
  // 发布记录 (issue 24, part D): brand A's seeded publications are neither listed, read, retried,
  // mounted nor exported by brand B.
  '/v1/matrix/record/page': async ({ h, b }) => {
    const foreign = new Set(recordIdsOf(h, BRAND_A));
    expect(foreign.size, 'seeded publications of brand A').toBeGreaterThan(0);
    try {
      const { records } = await b.request('/v1/matrix/record/page', { pageNo: 1, pageSize: 100 });
      expect(records.filter((r) => foreign.has(r.id))).toEqual([]);
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  },
  '/v1/matrix/record/figures': async ({ h, b }) => {
    const ids = recordIdsOf(h, BRAND_A);
    expect(ids.length, 'seeded publications of brand A').toBeGreaterThan(0);
    try {
      expect(await b.request('/v1/matrix/record/figures', { ids })).toEqual([]);
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
    }
  },
  '/v1/matrix/record/retry': foreignRecords((b, id) => b.request('/v1/matrix/record/retry', { ids: [id] })),
  '/v1/matrix/record/goods': foreignRecords((b, id) => b.request('/v1/matrix/record/goods', { id })),
  '/v1/matrix/record/mount': foreignRecords((b, id) =>
    b.request('/v1/matrix/record/mount', { id, kind: 2, path: 'pages/index', label: '乙' }),
  ),
  '/v1/matrix/record/unmount': foreignRecords((b, id) => b.request('/v1/matrix/record/unmount', { id })),
  '/v1/matrix/record/export': async ({ h, b }) => {
    let file;
    try {
      file = await b.download('/v1/matrix/record/export', {});
    } catch (error) {
      expect(isApiError(error) && error.code).toBe(Codes.noPermission);
      return;
    }
    const rows = (await readXlsxFile(Buffer.from(await file.blob.arrayBuffer())))[0]!.data;
    expect(
      rows
        .slice(1)
        .map((row) => Number(row[0]))
        .sort(),
    ).toEqual(recordIdsOf(h, BRAND_B).sort());
  },
};

/**
 * Sign-in routes that answer without a session. Each must be listed here on purpose: a new public
 * route is a new way in, and the guard test below fails until someone says why it needs no session.
 */
const publicByDesign: Partial<Record<ApiPath, string>> = {
  '/v1/system/account/sendCheckCode': 'sends a sign-in code to a phone; answers nothing about the account',
  '/v1/system/account/loginByPhone': 'sign-in by SMS code or password',
  '/v1/system/account/loginByHaier': 'single sign-on with a provider code',
  '/v1/system/account/updatePasswordByPhone': 'password reset proven by an SMS code',
};

/**
 * Routes whose cross-brand check cannot run as a member of both brands: for them, reaching brand
 * A is legitimate for such a member (switching to one of one's own brands).
 */
const strangerOnly = new Set<ApiPath>(['/v1/system/account/switchBrand']);

const sessionPaths = Object.keys(routes.session) as ApiPath[];
const publicPaths = Object.keys(routes.public) as ApiPath[];
const crossBrandPaths = sessionPaths.filter((p) => typeof crossBrand[p] === 'function');

/** Sends a raw call to `path` with the given headers and an empty body; returns status and envelope. */
async function raw(on: Harness, path: ApiPath, headers: Record<string, string>) {
  const definition = endpoints[path];
  // A path template (`/template/{fileName}.xlsx`) is called with a real file name.
  const url = path.replace(/\{\w+\}/, 'video-title');
  const response = await on.app.fetch(
    new Request(`http://console.test/api${url}`, {
      method: definition.method,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      ...(definition.method === 'GET' ? {} : { body: '' }),
    }),
  );
  const { data, ...body } = (await response.json()) as { code: number; msg: string; data?: unknown };
  // Every refusal has its own request id; everything else must be the same answer to the same call.
  const rest = data && typeof data === 'object' && 'requestId' in data ? leakedData(data) : data;
  return { status: response.status, body: { ...body, ...(rest === undefined || rest === null ? {} : { data: rest }) } };
}

function expectUnauthorized(answer: Awaited<ReturnType<typeof raw>>, what: string) {
  expect(answer.status, what).toBeGreaterThanOrEqual(200);
  expect(answer.status, what).toBeLessThan(500);
  // 200002 makes the console log in again (spec section 8); so does 403.
  expect([Codes.tokenInvalid, Codes.forbidden], what).toContain(answer.body.code);
  expect(leakedData(answer.body.data), what).toBeNull();
}

describe('the tenancy matrix', () => {
  it('covers every session route (a new route must say how it is tenant-safe)', () => {
    const missing = sessionPaths.filter((path) => !(path in crossBrand));
    expect(missing, 'session routes with no entry in crossBrand').toEqual([]);
    expect(sessionPaths.length).toBeGreaterThan(0);
    const stale = Object.keys(crossBrand).filter((path) => !sessionPaths.includes(path as ApiPath));
    expect(stale, 'crossBrand entries for routes that are not registered as session routes').toEqual([]);
  });

  it('knows every public route (a new route without a session must say why)', () => {
    const unexplained = publicPaths.filter((path) => !publicByDesign[path]);
    expect(unexplained, 'public routes not listed in publicByDesign').toEqual([]);
  });

  describe('without a live session, or claiming a foreign brand', () => {
    // One server for these read-only refusals; the tokens are made once.
    let shared: Harness;
    let valid: SignedIn;
    const dead: Record<string, { token: string; userId: number }> = {};
    beforeAll(async () => {
      shared = await createHarness();
      // Past the absolute lifetime: used every 12 hours (never idle), still ends after 30 days.
      const old = await signedIn(BRAND_A_PHONE, BRAND_A, BRAND_A, shared);
      for (let used = 0; used < DEFAULT_SESSION_POLICY.maxAgeMs; used += 12 * 3600_000) {
        shared.clock.now += 12 * 3600_000;
        shared.services.sessions.resolve(old.token);
      }
      dead['past its absolute lifetime'] = old;
      // Idle too long.
      const idle = await signedIn(BRAND_A_PHONE, BRAND_A, BRAND_A, shared);
      shared.clock.now += DEFAULT_SESSION_POLICY.idleMs + 1;
      dead['idle-expired'] = idle;
      const loggedOut = await signedIn(BRAND_A_PHONE, BRAND_A, BRAND_A, shared);
      await loggedOut.request('/v1/system/account/loginout', {});
      dead['logged-out'] = loggedOut;
      valid = await signedIn(BRAND_A_PHONE, BRAND_A, BRAND_A, shared);
      for (const [what, session] of Object.entries(dead)) {
        expect(shared.services.sessions.resolve(session.token), what).toBeNull();
      }
      expect(shared.services.sessions.resolve(valid.token)).not.toBeNull();
    });
    afterAll(() => {
      shared.close();
    });

    it.each(sessionPaths)(
      '%s refuses no token, a made-up token, an idle-expired, an outlived and a logged-out one',
      async (path) => {
        expectUnauthorized(await raw(shared, path, {}), 'no token');
        expectUnauthorized(await raw(shared, path, { token: '', brandId: String(BRAND_A) }), 'empty token');
        expectUnauthorized(
          await raw(shared, path, { token: '0123456789abcdef0123456789abcdef', brandId: String(BRAND_A) }),
          'made-up token',
        );
        for (const [what, session] of Object.entries(dead)) {
          expectUnauthorized(
            await raw(shared, path, { token: session.token, userId: String(session.userId), brandId: String(BRAND_A) }),
            what,
          );
        }
      },
    );

    it.each(sessionPaths)('%s refuses a valid token that claims a brand the user does not belong to', async (path) => {
      for (const claim of [String(BRAND_B), '15', '999999', '-1']) {
        const answer = await raw(shared, path, { token: valid.token, userId: String(valid.userId), brandId: claim });
        expect(answer.status, `brandId ${claim}`).toBe(403);
        expect(answer.body.code, `brandId ${claim}`).toBe(Codes.forbidden);
        expect(leakedData(answer.body.data)).toBeNull();
      }
      // The refusals did not end or move the session.
      expect(shared.services.sessions.resolve(valid.token)?.brandId).toBe(BRAND_A);
    });
  });

  describe('sign-in routes and a session that does not fit', () => {
    beforeEach(async () => {
      h = await createHarness();
    });
    afterEach(() => {
      h.close();
    });

    it.each(publicPaths)(
      '%s answers a stale, foreign-claiming or disabled session as if there were none',
      async (path) => {
        const staff = await signedIn(BRAND_A_PHONE, BRAND_A);
        const disabled = await signedIn('13800000004', BRAND_A);
        h.services.db
          .prepare('UPDATE user_brands SET is_valid = 0 WHERE user_id = ? AND brand_id = ?')
          .run(disabled.userId, BRAND_A);
        const without = await raw(h, path, {});
        for (const headers of [
          { token: staff.token, brandId: String(BRAND_B) },
          { token: disabled.token, brandId: String(BRAND_A) },
          { token: 'not-a-token', brandId: '13' },
        ]) {
          const answer = await raw(h, path, headers);
          expect(answer).toEqual(without);
        }
      },
    );

    it("signs in to the chosen brand even while another account's token and the chosen brand are in the headers", async () => {
      const staff = await signedIn(BRAND_A_PHONE, BRAND_A);
      // The console keeps the old token and already sends the brand being chosen (brand B).
      const api = h.client({ token: staff.token, userId: staff.userId, brandId: BRAND_B });
      await api.request('/v1/system/account/sendCheckCode', { phone: BOTH_BRANDS_PHONE });
      const first = await api.request('/v1/system/account/loginByPhone', {
        phone: BOTH_BRANDS_PHONE,
        checkCode: h.smsCodes.get(BOTH_BRANDS_PHONE)!,
      });
      expect(first.opCode).toBe(1);
      const second = await api.request('/v1/system/account/loginByPhone', {
        phone: BOTH_BRANDS_PHONE,
        brandId: BRAND_B,
        loginCode: first.loginCode,
      });
      expect(second.opCode).toBe(0);
      expect(h.services.sessions.resolve(second.tokenValue)?.brandId).toBe(BRAND_B);
    });
  });

  describe("brand B's session and brand A's objects", () => {
    beforeEach(async () => {
      h = await createHarness();
    });
    afterEach(() => {
      h.close();
    });

    it.each(crossBrandPaths)("%s: a stranger to brand A cannot reach brand A's objects", async (path) => {
      const a = await signedIn(BRAND_A_PHONE, BRAND_A);
      const b = await signedIn(BRAND_B_PHONE, BRAND_B);
      const check = crossBrand[path];
      if (typeof check !== 'function') throw new Error(`no cross-brand check for ${path}`);
      await check({ h, a, b });
    });

    it.each(crossBrandPaths.filter((p) => !strangerOnly.has(p)))(
      "%s: a member of both brands, on brand B and claiming brand A, cannot reach brand A's objects",
      async (path) => {
        const a = await signedIn(BRAND_A_PHONE, BRAND_A);
        const b = await signedIn(BOTH_BRANDS_PHONE, BRAND_B, BRAND_A);
        const check = crossBrand[path];
        if (typeof check !== 'function') throw new Error(`no cross-brand check for ${path}`);
        await check({ h, a, b });
      },
    );
  });
});
