import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { Database } from '../db/database';
import { brandSetting } from '../db/config';
import { allMembers, type MemberFilters } from '../db/members';
import { queryEmployeeData, type EmployeeFilters } from '../db/operationalAnalysis';

/** What an export task writes, by `exporter_type`. */
export type ExporterType = 'employeeData' | 'brandUsers';

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

/** The export sheet of the member list (system administration): the list's columns, employee ids where shown. */
export function brandUserRows(db: Database, brandId: number, filters: MemberFilters): SheetData {
  const showEmployeeId = brandSetting<boolean>(db, brandId, 'showEmployeeId', false);
  const header = [
    '用户ID',
    '显示名称',
    '手机号',
    ...(showEmployeeId ? ['工号'] : []),
    '主账号',
    '状态',
    '部门',
    '角色',
    '加入时间',
    '最近登录',
  ].map((value) => ({ value, fontWeight: 'bold' as const }));
  return [
    header,
    ...allMembers(db, brandId, filters, showEmployeeId).map((m) => [
      { value: m.userId },
      { value: m.userBrandName },
      { value: m.phone },
      ...(showEmployeeId ? [{ value: m.employeeId ?? '' }] : []),
      { value: m.isMain ? '是' : '否' },
      { value: m.status ? '启用' : '禁用' },
      { value: m.departments.map((d) => d.deptName).join('、') },
      { value: m.roles.map((r) => r.roleName).join('、') },
      { value: m.createdAt },
      { value: m.lastLoginTime ?? '' },
    ]),
  ];
}

/** Reads the member filters stored in an export task's `export_json`, ignoring anything malformed. */
export function memberFiltersOf(json: Record<string, unknown>): MemberFilters {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const int = (v: unknown) => (Number.isInteger(v) ? (v as number) : undefined);
  return {
    userBrandName: text(json.userBrandName),
    phone: text(json.phone),
    deptIds: Array.isArray(json.deptIds) ? json.deptIds.filter((n): n is number => Number.isInteger(n)) : undefined,
    roleId: int(json.roleId),
    status: json.status === 0 || json.status === 1 ? json.status : undefined,
  };
}

/** Writes the export of `type` for a brand as xlsx bytes. */
export async function buildExport(
  db: Database,
  brandId: number,
  type: ExporterType,
  filters: Record<string, unknown>,
): Promise<Uint8Array> {
  // The switch makes a new `ExporterType` a compile error here.
  switch (type) {
    case 'brandUsers': {
      const sheet = brandUserRows(db, brandId, memberFiltersOf(filters));
      return new Uint8Array(
        await writeXlsxFile(sheet, {
          columns: sheet[0]!.map((_, i) => ({ width: i === 0 ? 8 : 16 })),
        }).toBuffer(),
      );
    }
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
