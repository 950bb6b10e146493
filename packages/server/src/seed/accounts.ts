import { hashPassword } from '../auth/tokens';
import { formatDateTime } from '../lib/time';
import { transaction, type Database } from '../db/database';
import { addIdpPerson } from '../db/identityProvider';
import { addPublishedNotice, createNotice, NoticeAudience, publishNotice, withdrawNotice } from '../db/notices';
import { allCodes, seedMenus, type SeedMenu } from './menus';

/** The password every demo account shares (printed at start-up). */
export const DEMO_PASSWORD = 'Demo@2026';

/** Demo brands: 13 is the spec's default brand id; 15 is disabled; 101 never shows announcements. */
export const seedBrands = [
  { id: 13, name: '星河美妆', companyCode: 'XH001', architectureMode: 1, isValid: 1 },
  { id: 14, name: '青禾食品', companyCode: 'QH002', architectureMode: 3, isValid: 1 },
  { id: 15, name: '旧城百货（已停用）', companyCode: 'JC003', architectureMode: 5, isValid: 0 },
  { id: 101, name: '矩阵获客演示', companyCode: 'JZ101', architectureMode: 1, isValid: 1 },
] as const;

export interface SeedUser {
  id: number;
  phone: string;
  name: string;
  /** Brand memberships: [brandId, display name, isMain, role code]. */
  brands: Array<[number, string, 0 | 1, string]>;
  systemVersion?: number;
  isInitPwd?: 0 | 1;
  /** Identities at the single-sign-on providers and the work platform. */
  sso?: { feishu?: string; wecom?: string; hwork?: string };
  note: { zh: string; en: string };
}

/** The seeded announcement and upgrade notice (as the shell shows them: one line each). */
export const SEED_ANNOUNCEMENT = '【系统公告】本周六 22:00–23:00 系统维护，期间导出任务将暂停。';
export const SEED_UPGRADE = '控制台已升级：任务中心支持实时进度，素材库支持批量拆分。';

/** Demo accounts, one per situation the console must handle (spec sections 2, 4, 6). */
export const seedUsers: SeedUser[] = [
  {
    id: 1,
    phone: '13800000001',
    name: '林管理',
    brands: [
      [13, '林管理', 1, 'admin'],
      [14, '林总', 1, 'admin'],
      [15, '林管理', 1, 'admin'],
      [101, '林管理', 1, 'admin'],
    ],
    sso: { feishu: 'ou_7d8a6e1f0c2b4a39' },
    note: { zh: '管理员，多个品牌（含一个已停用品牌）', en: 'admin with several brands (one disabled)' },
  },
  {
    id: 2,
    phone: '13800000002',
    name: '周运营',
    brands: [[13, '周运营', 0, 'staff']],
    sso: { feishu: 'ou_3c5e9b2a7f1d4e60', wecom: 'zhouyunying', hwork: 'hw_2b7e0c4d9a61f8e3' },
    note: { zh: '员工，一个品牌，非主账号（可改显示名）', en: 'staff, one brand, non-main account' },
  },
  {
    id: 3,
    phone: '13800000003',
    name: '吴创作',
    brands: [[14, '吴创作', 1, 'creator']],
    sso: { wecom: 'wuchuangzuo' },
    note: { zh: '主账号，一个品牌（仅创作与素材）', en: 'main account, one brand (creation only)' },
  },
  {
    id: 4,
    phone: '13800000004',
    name: '郑剪影',
    brands: [
      [13, '郑剪影', 0, 'staff'],
      [14, '郑剪影', 0, 'staff'],
    ],
    systemVersion: 2,
    isInitPwd: 1,
    note: { zh: '系统版本 2，初始密码未修改', en: 'system version 2 with the initial-password flag' },
  },
  {
    id: 5,
    phone: '13800000005',
    name: '王无品牌',
    brands: [],
    sso: { feishu: 'ou_9a1b2c3d4e5f6a7b', hwork: 'hw_5e1d0a9c8b7f6e2d' },
    note: { zh: '没有任何品牌', en: 'no brands' },
  },
  {
    id: 6,
    phone: '13800000006',
    name: '赵无菜单',
    brands: [[13, '赵无菜单', 0, 'public_only']],
    note: { zh: '只有公共权限（视为没有菜单）', en: 'only public permissions (no menu)' },
  },
];

/**
 * The stand-in identity provider's directories: the members above with an identity, and one person
 * at each provider who is not a member of the console (single sign-on then fails with the server's
 * message).
 */
export const seedIdpStrangers = {
  feishu: { identity: 'ou_0f0e0d0c0b0a0908', name: '陌生访客', phone: null },
  wecom: { identity: 'visitor01', name: '陌生访客', phone: null },
} as const;

const STAFF_SURNAMES = [...'陈杨黄赵徐孙马朱胡郭何高罗梁谢宋唐许韩冯邓曹彭曾萧田董袁潘于蒋蔡余杜叶程苏魏吕丁沈任'];
const STAFF_GIVEN_NAMES = [
  '子涵',
  '雨桐',
  '浩然',
  '思远',
  '欣怡',
  '俊杰',
  '梓萱',
  '宇轩',
  '诗琪',
  '一鸣',
  '嘉怡',
  '明轩',
  '若曦',
];

/** A member of the demo brand's staff (the member pages' rows), beyond the accounts above. */
export interface SeedStaffMember {
  id: number;
  phone: string;
  name: string;
  roles: string[];
  /** Index into the brand's departments: 0 business unit, 1 retail centre, 2 east, 3 south. */
  depts: number[];
  isValid: 0 | 1;
  isInitPwd: 0 | 1;
  employeeId: string | null;
  joinedDaysAgo: number;
  /** Past sign-ins (all ended), days ago. */
  signIns: number[];
}

/**
 * Brand 13's staff: 42 members across its departments in every state the member pages show
 * (enabled, disabled, initial password, one or two roles, with and without an employee id, never
 * signed in). Deterministic; phones 139 0013 xxxx, apart from the demo accounts' 138 numbers. They
 * share the demo password.
 */
export const seedStaff: SeedStaffMember[] = STAFF_SURNAMES.map((surname, i) => ({
  id: 101 + i,
  phone: `1390013${String(i + 1).padStart(4, '0')}`,
  name: `${surname}${STAFF_GIVEN_NAMES[i % STAFF_GIVEN_NAMES.length]!}`,
  roles:
    i === 0
      ? ['admin']
      : i % 6 === 0
        ? ['staff', 'creator']
        : i % 3 === 0
          ? ['creator']
          : i % 10 === 5
            ? ['public_only']
            : ['staff'],
  depts: i % 9 === 4 ? [i % 4, (i + 1) % 4] : [i % 4],
  isValid: i % 7 === 3 ? 0 : 1,
  isInitPwd: i % 5 === 2 ? 1 : 0,
  employeeId: i % 4 === 3 ? null : `XH${1001 + i}`,
  joinedDaysAgo: 120 - 2 * i,
  signIns: i % 8 === 7 ? [] : Array.from({ length: 1 + (i % 4) }, (_, k) => 0.5 + k * 1.5 + (i % 5) * 0.25),
}));

/** Roles per brand and the module codes each grants (pages below a module come with it). */
const roleGrants: Record<string, { name: string; modules: string[]; isAdmin: 0 | 1 }> = {
  admin: { name: '管理员', modules: seedMenus.map((m) => m.code), isAdmin: 1 },
  staff: {
    name: '运营',
    modules: ['content_center', 'content_market', 'sumwhy_video', 'matrix', 'public_authority'],
    isAdmin: 0,
  },
  creator: { name: '创作者', modules: ['sumwhy_video', 'public_authority'], isAdmin: 0 },
  public_only: { name: '访客', modules: ['public_authority'], isAdmin: 0 },
};

const deptNames = ['事业部', '零售中心', '华东大区', '华南大区'];

function insertMenus(
  db: Database,
  menus: SeedMenu[],
  parentId: number | null,
  level: number,
  ids: Map<string, number>,
) {
  const insert = db.prepare(`INSERT INTO menus
    (parent_id, scope_name, scope_name_en, scope_code, scope_url, scope_file_url, scope_icon, scope_level, extend_code, use_keep_alive, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  menus.forEach((m, index) => {
    const { lastInsertRowid } = insert.run(
      parentId,
      m.zh,
      m.en,
      m.code,
      m.url,
      m.key ?? null,
      m.icon ?? null,
      level,
      m.badge ?? null,
      m.keepAlive ? 1 : 0,
      index,
    );
    ids.set(m.code, Number(lastInsertRowid));
    if (m.children) insertMenus(db, m.children, Number(lastInsertRowid), level + 1, ids);
  });
}

function codesUnder(code: string, menus: SeedMenu[] = seedMenus): string[] {
  for (const m of menus) {
    if (m.code === code) return allCodes([m]);
    const found = codesUnder(code, m.children ?? []);
    if (found.length) return found;
  }
  return [];
}

/** Brands, users, roles, departments and the menu tree. Runs in one transaction. */
export function seedAccounts(db: Database, now: Date): void {
  const at = now.toISOString();
  const password = hashPassword(DEMO_PASSWORD);
  transaction(db, () => {
    const brand =
      db.prepare(`INSERT INTO brands (id, name, company_code, architecture_mode, is_valid, xuser_config, notice_config, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const b of seedBrands) {
      brand.run(
        b.id,
        b.name,
        b.companyCode,
        b.architectureMode,
        b.isValid,
        JSON.stringify({ allowDyMcnAuth: b.id === 13, allowCluesAuth: true }),
        JSON.stringify({ accountDataAuthHide: false }),
        at,
      );
    }

    const menuIds = new Map<string, number>();
    insertMenus(db, seedMenus, null, 1, menuIds);

    const role = db.prepare('INSERT INTO roles (brand_id, role_name, role_code, is_admin) VALUES (?, ?, ?, ?)');
    const grant = db.prepare('INSERT INTO role_menus (role_id, menu_id) VALUES (?, ?)');
    const roleIds = new Map<string, number>();
    for (const b of seedBrands) {
      for (const [code, r] of Object.entries(roleGrants)) {
        const id = Number(role.run(b.id, r.name, code, r.isAdmin).lastInsertRowid);
        roleIds.set(`${b.id}:${code}`, id);
        for (const module of r.modules) for (const c of codesUnder(module)) grant.run(id, menuIds.get(c)!);
      }
    }

    const dept = db.prepare('INSERT INTO departments (brand_id, parent_id, name) VALUES (?, ?, ?)');
    const deptIds = new Map<number, number[]>();
    for (const b of seedBrands) {
      const root = Number(dept.run(b.id, null, deptNames[0]!).lastInsertRowid);
      const retail = Number(dept.run(b.id, root, deptNames[1]!).lastInsertRowid);
      const east = Number(dept.run(b.id, retail, deptNames[2]!).lastInsertRowid);
      const south = Number(dept.run(b.id, retail, deptNames[3]!).lastInsertRowid);
      deptIds.set(b.id, [root, retail, east, south]);
    }

    const user =
      db.prepare(`INSERT INTO users (id, phone, name, password_hash, system_version, is_init_pwd, fs_account, created_at,
        feishu_id, wecom_id, hwork_id)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const member =
      db.prepare(`INSERT INTO user_brands (user_id, brand_id, user_brand_name, is_main, is_valid, sort, employee_id, joined_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    const daysAgo = (days: number) => now.getTime() - Math.round(days * 86_400_000);
    const userRole = db.prepare('INSERT INTO user_roles (user_id, brand_id, role_id) VALUES (?, ?, ?)');
    const userDept = db.prepare('INSERT INTO user_departments (user_id, brand_id, dept_id) VALUES (?, ?, ?)');
    for (const u of seedUsers) {
      user.run(
        u.id,
        u.phone,
        u.name,
        password,
        u.systemVersion ?? 3,
        u.isInitPwd ?? 0,
        u.id === 1 ? JSON.stringify({ name: u.name, photo: null, iconType: 1 }) : null,
        at,
        u.sso?.feishu ?? null,
        u.sso?.wecom ?? null,
        u.sso?.hwork ?? null,
      );
      for (const provider of ['feishu', 'wecom'] as const) {
        const identity = u.sso?.[provider];
        if (identity) addIdpPerson(db, provider, { identity, name: u.name, phone: u.phone });
      }
      u.brands.forEach(([brandId, displayName, isMain, roleCode], index) => {
        const brandValid = seedBrands.find((b) => b.id === brandId)?.isValid ?? 0;
        member.run(u.id, brandId, displayName, isMain, brandValid, index, null, formatDateTime(daysAgo(365)));
        userRole.run(u.id, brandId, roleIds.get(`${brandId}:${roleCode}`)!);
        const depts = deptIds.get(brandId)!;
        userDept.run(u.id, brandId, depts[(u.id % 2) + 2]!);
      });
    }

    const pastSession = db.prepare(
      `INSERT INTO sessions (token_hash, user_id, brand_id, login_type, created_at, last_seen_at, expires_at, revoked_at)
       VALUES (?, ?, 13, 'phone', ?, ?, ?, ?)`,
    );
    for (const s of seedStaff) {
      user.run(s.id, s.phone, s.name, password, 3, s.isInitPwd, null, at, null, null, null);
      member.run(s.id, 13, s.name, 0, s.isValid, 0, s.employeeId, formatDateTime(daysAgo(s.joinedDaysAgo)));
      for (const code of s.roles) userRole.run(s.id, 13, roleIds.get(`13:${code}`)!);
      for (const index of s.depts) userDept.run(s.id, 13, deptIds.get(13)![index]!);
      // Sign-ins long over: the key is no token's hash, and each session is revoked an hour after it began.
      s.signIns.forEach((days, k) => {
        const start = daysAgo(days);
        pastSession.run(`seed:${s.id}:${k}`, s.id, start, start + 3_600_000, start + 3_600_000, start + 3_600_000);
      });
    }

    for (const [provider, person] of Object.entries(seedIdpStrangers)) {
      addIdpPerson(db, provider as keyof typeof seedIdpStrangers, person);
    }

    // Notices (公告管理, migration 013): the maintenance announcement and the upgrade notice every
    // seeded member of each brand has unread, addressed to them by name, as the messages before
    // notices were; then, on brand 13, a draft, a scheduled one and a withdrawn one, which no one sees.
    const noticeAt = formatDateTime(now.getTime());
    const brandsOf = new Map<number, number[]>();
    for (const u of seedUsers) {
      for (const [brandId] of u.brands) brandsOf.set(brandId, [...(brandsOf.get(brandId) ?? []), u.id]);
    }
    for (const [brandId, memberIds] of brandsOf) {
      const base = { body: '', audience: NoticeAudience.members, deptIds: [], memberIds };
      addPublishedNotice(db, brandId, { ...base, msgType: 1, title: SEED_ANNOUNCEMENT }, noticeAt);
      addPublishedNotice(db, brandId, { ...base, msgType: 2, title: SEED_UPGRADE }, noticeAt);
    }
    const admin =
      seedUsers.find((u) => u.brands.some(([brandId, , isMain]) => brandId === 13 && isMain === 1))?.id ?? null;
    const later = (days: number) => formatDateTime(now.getTime() + days * 86_400_000);
    const wholeBrand = { audience: NoticeAudience.brand, deptIds: [] };
    createNotice(
      db,
      13,
      admin,
      {
        ...wholeBrand,
        msgType: 1,
        title: '年度评优活动预告',
        body: '年度评优即将开始。\n请各部门提前整理本年度的优秀案例。',
      },
      noticeAt,
    );
    const scheduled = createNotice(
      db,
      13,
      admin,
      {
        ...wholeBrand,
        msgType: 2,
        title: '控制台将升级到 3.0',
        body: '升级后素材库支持文件夹。\n升级期间无需重新登录。',
      },
      noticeAt,
    );
    publishNotice(db, 13, scheduled, later(30), noticeAt);
    const withdrawn = addPublishedNotice(
      db,
      13,
      { ...wholeBrand, msgType: 1, title: '（已撤回）春节值班安排', body: '值班表以人事通知为准。' },
      later(-10),
      admin,
    );
    withdrawNotice(db, 13, withdrawn, later(-9));
  });
}
