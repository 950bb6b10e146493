import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { EmployeeDataRow } from '@brand-console/api-client';
import type { Database } from '../db/database';
import { likePattern } from '../db/query';

/** What an export task writes, by `exporter_type`. */
export type ExporterType = 'employeeData';

/** Filters of the employee list and its export (operational analysis). */
export interface EmployeeFilters {
  userBrandName?: string;
  deptIds?: number[];
  /** Activity (materials uploaded, page visits) counted from this time, `YYYY-MM-DD HH:mm:ss`. */
  from?: string;
  /** …up to this time. */
  to?: string;
}

/** Phone numbers are masked wherever employee data leaves the server: 138****0002. */
export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/**
 * Employee data of a brand (operational analysis): one row per member with their departments,
 * roles and activity in the period. `page` limits the rows (the list); without it, every row (the export).
 */
export function queryEmployeeData(
  db: Database,
  brandId: number,
  filters: EmployeeFilters,
  page?: { limit: number; offset: number },
): { rows: EmployeeDataRow[]; total: number } {
  const name = filters.userBrandName?.trim() ?? '';
  const deptIds = filters.deptIds ?? [];
  const from = filters.from ?? '0000';
  const to = filters.to ?? '9999';
  const where = `ub.brand_id = ? AND (? = '' OR ub.user_brand_name LIKE ? ESCAPE '\\')${
    deptIds.length
      ? ` AND EXISTS (SELECT 1 FROM user_departments f WHERE f.user_id = u.id AND f.brand_id = ub.brand_id
            AND f.dept_id IN (${deptIds.map(() => '?').join(', ')}))`
      : ''
  }`;
  const args = [brandId, name, likePattern(name), ...deptIds];
  const total = (
    db
      .prepare(`SELECT count(*) AS n FROM user_brands ub JOIN users u ON u.id = ub.user_id WHERE ${where}`)
      .get(...args) as { n: number }
  ).n;
  const rows = db
    .prepare(
      `SELECT u.id, ub.user_brand_name, u.phone, ub.is_main,
         (SELECT group_concat(d.name, '、') FROM user_departments ud JOIN departments d ON d.id = ud.dept_id
            WHERE ud.user_id = u.id AND ud.brand_id = ub.brand_id) AS depts,
         (SELECT group_concat(r.role_name, '、') FROM user_roles ur JOIN roles r ON r.id = ur.role_id
            WHERE ur.user_id = u.id AND ur.brand_id = ub.brand_id) AS roles,
         (SELECT count(*) FROM materials m WHERE m.brand_id = ub.brand_id AND m.user_id = u.id AND m.is_delete = 0
            AND m.create_time BETWEEN ? AND ?) AS materials,
         (SELECT count(*) FROM tracking_events t WHERE t.brand_id = ub.brand_id AND t.user_id = u.id AND t.event_id = 101
            AND t.created_at BETWEEN ? AND ?) AS visits
       FROM user_brands ub JOIN users u ON u.id = ub.user_id
       WHERE ${where}
       ORDER BY u.id
       LIMIT ? OFFSET ?`,
    )
    .all(from, to, from, to, ...args, page?.limit ?? -1, page?.offset ?? 0) as Array<{
    id: number;
    user_brand_name: string;
    phone: string;
    is_main: number;
    depts: string | null;
    roles: string | null;
    materials: number;
    visits: number;
  }>;
  return {
    total,
    rows: rows.map((r) => ({
      userId: r.id,
      userBrandName: r.user_brand_name,
      phone: maskPhone(r.phone),
      isMain: r.is_main ? 1 : 0,
      deptName: r.depts ?? '',
      roleNames: r.roles ?? '',
      materialCount: r.materials,
      visitCount: r.visits,
    })),
  };
}

/** The export sheet of the employee data: a bold header, then one row per member. */
export function employeeDataRows(db: Database, brandId: number, filters: EmployeeFilters): SheetData {
  const header = ['员工ID', '显示名称', '手机号', '主账号', '部门', '角色', '素材数', '访问次数'].map((value) => ({
    value,
    fontWeight: 'bold' as const,
  }));
  return [
    header,
    ...queryEmployeeData(db, brandId, filters).rows.map((r) => [
      { value: r.userId },
      { value: r.userBrandName },
      { value: r.phone },
      { value: r.isMain ? '是' : '否' },
      { value: r.deptName },
      { value: r.roleNames },
      { value: r.materialCount },
      { value: r.visitCount },
    ]),
  ];
}

/** Reads the filters stored in an export task's `export_json`, ignoring anything malformed. */
export function employeeFiltersOf(json: Record<string, unknown>): EmployeeFilters {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return {
    userBrandName: text(json.userBrandName),
    deptIds: Array.isArray(json.deptIds) ? json.deptIds.filter((n): n is number => Number.isInteger(n)) : [],
    from: text(json.from),
    to: text(json.to),
  };
}

/** Writes the export of `type` for a brand as xlsx bytes. */
export async function buildExport(
  db: Database,
  brandId: number,
  type: ExporterType,
  filters: Record<string, unknown>,
): Promise<Uint8Array> {
  // One exporter so far; the switch makes a new `ExporterType` a compile error here.
  switch (type) {
    case 'employeeData': {
      const sheet = employeeDataRows(db, brandId, employeeFiltersOf(filters));
      return new Uint8Array(
        await writeXlsxFile(sheet, {
          columns: [10, 14, 16, 8, 24, 16, 10, 10].map((width) => ({ width })),
        }).toBuffer(),
      );
    }
  }
}

/** The imitation templates served under /v1/system/download/template/{fileName}.xlsx. */
export const TEMPLATES = {
  videoTitleImitationTemplate: {
    fileName: '视频标题仿写模板.xlsx',
    rows: [
      ['原标题（必填）', '仿写数量（1-10）', '风格说明'],
      ['双十一必囤！这支口红我回购了 5 次', 3, '口语化，突出回购'],
    ],
  },
  imageNoteImitationTemplate: {
    fileName: '图文笔记仿写模板.xlsx',
    rows: [
      ['原笔记标题（必填）', '原笔记正文（必填）', '仿写数量（1-10）'],
      ['秋冬通勤妆容分享', '一支眼影盘搞定一周通勤妆……', 2],
    ],
  },
} as const;

export async function buildTemplate(name: keyof typeof TEMPLATES): Promise<Uint8Array> {
  const template = TEMPLATES[name];
  const sheet: SheetData = template.rows.map((row, i) =>
    row.map((value) => ({ value, ...(i === 0 ? { fontWeight: 'bold' as const } : {}) })),
  );
  return new Uint8Array(await writeXlsxFile(sheet).toBuffer());
}
