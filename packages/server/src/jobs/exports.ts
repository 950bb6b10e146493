import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { Database } from '../db/database';

/** What an export task writes, by `exporter_type`. */
export type ExporterType = 'employeeData';

/** Employee data of a brand (operational analysis): one row per member, with their activity. */
export function employeeDataRows(db: Database, brandId: number, filters: { userBrandName?: string }): SheetData {
  const rows = db
    .prepare(
      `SELECT u.id, ub.user_brand_name, u.phone, ub.is_main,
         (SELECT group_concat(d.name, '、') FROM user_departments ud JOIN departments d ON d.id = ud.dept_id
            WHERE ud.user_id = u.id AND ud.brand_id = ub.brand_id) AS depts,
         (SELECT group_concat(r.role_name, '、') FROM user_roles ur JOIN roles r ON r.id = ur.role_id
            WHERE ur.user_id = u.id AND ur.brand_id = ub.brand_id) AS roles,
         (SELECT count(*) FROM materials m WHERE m.brand_id = ub.brand_id AND m.user_id = u.id AND m.is_delete = 0) AS materials,
         (SELECT count(*) FROM tracking_events t WHERE t.brand_id = ub.brand_id AND t.user_id = u.id AND t.event_id = 101) AS visits
       FROM user_brands ub JOIN users u ON u.id = ub.user_id
       WHERE ub.brand_id = ? AND (? = '' OR ub.user_brand_name LIKE '%' || ? || '%')
       ORDER BY u.id`,
    )
    .all(brandId, filters.userBrandName ?? '', filters.userBrandName ?? '') as Array<{
    id: number;
    user_brand_name: string;
    phone: string;
    is_main: number;
    depts: string | null;
    roles: string | null;
    materials: number;
    visits: number;
  }>;
  const header = ['员工ID', '显示名称', '手机号', '主账号', '部门', '角色', '素材数', '访问次数'].map((value) => ({
    value,
    fontWeight: 'bold' as const,
  }));
  return [
    header,
    ...rows.map((r) => [
      { value: r.id },
      { value: r.user_brand_name },
      // Phone numbers masked in exports: 138****0002.
      { value: `${r.phone.slice(0, 3)}****${r.phone.slice(-4)}` },
      { value: r.is_main ? '是' : '否' },
      { value: r.depts ?? '' },
      { value: r.roles ?? '' },
      { value: r.materials },
      { value: r.visits },
    ]),
  ];
}

/** Writes the export of `type` for a brand as xlsx bytes. */
export async function buildExport(
  db: Database,
  brandId: number,
  type: ExporterType,
  filters: Record<string, unknown>,
): Promise<Uint8Array> {
  const sheet = employeeDataRows(db, brandId, {
    userBrandName: typeof filters.userBrandName === 'string' ? filters.userBrandName : '',
  });
  void type;
  return new Uint8Array(
    await writeXlsxFile(sheet, { columns: [10, 14, 16, 8, 24, 16, 10, 10].map((width) => ({ width })) }).toBuffer(),
  );
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
