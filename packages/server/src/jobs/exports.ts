import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { Database } from '../db/database';
import { brandSetting } from '../db/config';
import { allMembers, type MemberFilters } from '../db/members';
import { qrPublishScanRows } from './qrPublishExport';
import { publishRecordFiltersOf, publishRecordRows } from '../db/publishRecords';
import { publishTaskFiltersOf, publishTaskRows } from '../db/publishTasks';
import {
  BALANCE_LOG_TYPES,
  GENERATION_STATUSES,
  PLATFORM_AUTH_STATUSES,
  PLATFORMS,
  RENDER_FAILURE_REASONS,
  TASK_TYPES,
  VIDEO_GENERATION_MODES,
  dictionaryLabel,
  goodsName,
} from '@brand-console/api-client';
import { allBalanceLogs, type BalanceLogFilters } from '../db/billing';
import { allSynthesisTasks, type SynthesisFilters } from '../db/synthesis';
import {
  queryDepartmentTaskData,
  queryEmployeeData,
  queryTaskData,
  type EmployeeFilters,
  type TaskFilters,
} from '../db/operationalAnalysis';
import { matrixExportRows, matrixFiltersOf } from '../db/matrixGroups';
import { EXPIRING_MS } from '../db/platforms';

/** What an export task writes, by `exporter_type`. */
export type ExporterType =
  | 'employeeData'
  | 'brandUsers'
  | 'taskData'
  | 'departmentTaskData'
  | 'balanceLog'
  | 'synthesisTasks'
  | 'publishTasks'
  | 'matrixAccounts'
  | 'publishRecords'
  | 'qrPublishScans';

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

const bold = (values: readonly string[]) => values.map((value) => ({ value, fontWeight: 'bold' as const }));
/** A share as a percentage with one decimal (`-` when there is nothing to divide by). */
const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '-');

/** The task data export (tracking 115): one row per task with its participation in the period. */
export function taskDataRows(db: Database, brandId: number, filters: TaskFilters): SheetData {
  return [
    bold(['任务ID', '任务名称', '任务类型', '开始时间', '结束时间', '参与人数', '完成人数', '完成率']),
    ...queryTaskData(db, brandId, filters).rows.map((r) => [
      { value: r.taskId },
      { value: r.taskName },
      { value: dictionaryLabel(TASK_TYPES, r.taskType, 'zh') },
      { value: r.startTime },
      { value: r.endTime },
      { value: r.joinCount },
      { value: r.completeCount },
      { value: percent(r.completeCount, r.joinCount) },
    ]),
  ];
}

/** The department export (tracking 116): the same tasks' participation, one row per department. */
export function departmentTaskDataRows(db: Database, brandId: number, filters: TaskFilters): SheetData {
  return [
    bold(['部门', '成员数', '参与人数', '参与率', '参与次数', '完成次数', '完成率']),
    ...queryDepartmentTaskData(db, brandId, filters).map((d) => [
      { value: d.deptPath || '未分配部门' },
      { value: d.members },
      { value: d.participants },
      { value: percent(d.participants, d.members) },
      { value: d.participations },
      { value: d.completions },
      { value: percent(d.completions, d.participations) },
    ]),
  ];
}

/** Reads the task filters stored in an export task's `export_json`, ignoring anything malformed. */
export function taskFiltersOf(json: Record<string, unknown>): TaskFilters {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return {
    taskName: text(json.taskName),
    taskType: Number.isInteger(json.taskType) ? (json.taskType as number) : undefined,
    from: text(json.from),
    to: text(json.to),
  };
}

/** The balance log export (余额与订单): one row per change, money in yuan with two decimals. */
export function balanceLogRows(db: Database, brandId: number, filters: BalanceLogFilters): SheetData {
  const yuan = (fen: number) => (fen / 100).toFixed(2);
  return [
    bold(['时间', '类型', '金额（元）', '变动后余额（元）', '内容', '订单号', '操作人']),
    ...allBalanceLogs(db, brandId, filters).map((r) => [
      { value: r.createTime },
      { value: dictionaryLabel(BALANCE_LOG_TYPES, r.type, 'zh') },
      { value: yuan(r.amount) },
      { value: yuan(r.balance) },
      { value: r.goods ? goodsName(r.goods, 'zh') : (r.remark ?? '') },
      { value: r.orderNo ?? '' },
      { value: r.userName ?? '' },
    ]),
  ];
}

/** Reads the balance log filters stored in an export task's `export_json`, ignoring anything malformed. */
export function balanceLogFiltersOf(json: Record<string, unknown>): BalanceLogFilters {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return {
    type: json.type === 1 || json.type === 2 ? json.type : undefined,
    startTime: text(json.startTime),
    endTime: text(json.endTime),
  };
}

/** The synthesis task export (合成任务): one row per task under the list's filters, newest first. */
export function synthesisTaskRows(db: Database, brandId: number, filters: SynthesisFilters): SheetData {
  return [
    bold([
      '任务ID',
      '视频名称',
      '生成方式',
      '模板',
      '状态',
      '进度',
      '失败原因',
      '预计时长（秒）',
      '创建人',
      '创建时间',
      '完成时间',
    ]),
    ...allSynthesisTasks(db, brandId, filters).map((t) => [
      { value: t.id },
      { value: t.name },
      { value: dictionaryLabel(VIDEO_GENERATION_MODES, t.mode, 'zh') },
      { value: t.sourceName ?? '' },
      { value: dictionaryLabel(GENERATION_STATUSES, t.status, 'zh') },
      { value: `${t.progress}%` },
      { value: t.failReason ? dictionaryLabel(RENDER_FAILURE_REASONS, t.failReason, 'zh') : '' },
      { value: (t.duration / 1000).toFixed(1) },
      { value: t.userName ?? '' },
      { value: t.createTime },
      { value: t.finishTime ?? '' },
    ]),
  ];
}

/** Reads the synthesis task filters stored in an export task's `export_json`, ignoring anything malformed. */
export function synthesisFiltersOf(json: Record<string, unknown>): SynthesisFilters {
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const int = (v: unknown) => (Number.isInteger(v) ? (v as number) : undefined);
  return {
    name: text(json.name),
    mode: int(json.mode),
    status: int(json.status),
    startTime: text(json.startTime),
    endTime: text(json.endTime),
    userId: int(json.userId),
  };
}

/** The matrix account export (矩阵账号, tracking 204): the list's columns, figures as read for the export. */
export function matrixAccountRows(db: Database, brandId: number, json: Record<string, unknown>): SheetData {
  return [
    bold([
      '账号',
      '平台',
      '平台账号ID',
      '分组',
      '部门',
      '粉丝数',
      '作品数',
      '近7天播放',
      '授权状态',
      '授权到期',
      '数据读取时间',
    ]),
    ...matrixExportRows(db, brandId, matrixFiltersOf(json), EXPIRING_MS, 2_000).map(({ account: a }) => [
      { value: a.name },
      { value: dictionaryLabel(PLATFORMS, a.platform, 'zh') },
      { value: a.platformUid },
      { value: a.groupName ?? '未分组' },
      { value: a.deptName ?? '' },
      { value: a.followerCount },
      { value: a.figuresTime ? a.worksCount : '' },
      { value: a.figuresTime ? a.recentPlays : '' },
      { value: dictionaryLabel(PLATFORM_AUTH_STATUSES, a.status, 'zh') },
      { value: a.expireTime },
      { value: a.figuresTime ?? '' },
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
  // The switch makes a new `ExporterType` a compile error here.
  switch (type) {
    case 'qrPublishScans': {
      const sheet = qrPublishScanRows(db, brandId, filters);
      return new Uint8Array(
        await writeXlsxFile(sheet, {
          columns: [20, 20, 10, 16, 16, 24, 28, 10, 24, 36, 20].map((width) => ({ width })),
        }).toBuffer(),
      );
    }
    case 'publishTasks': {
      const sheet = publishTaskRows(db, brandId, publishTaskFiltersOf(filters));
      return new Uint8Array(
        await writeXlsxFile(sheet, {
          columns: [8, 28, 12, 20, 20, 8, 8, 8, 8, 8, 8, 8, 8].map((width) => ({ width })),
        }).toBuffer(),
      );
    }
    case 'balanceLog': {
      const sheet = balanceLogRows(db, brandId, balanceLogFiltersOf(filters));
      return new Uint8Array(
        await writeXlsxFile(sheet, {
          columns: [20, 8, 12, 16, 32, 26, 12].map((width) => ({ width })),
        }).toBuffer(),
      );
    }
    case 'brandUsers': {
      const sheet = brandUserRows(db, brandId, memberFiltersOf(filters));
      return new Uint8Array(
        await writeXlsxFile(sheet, {
          columns: sheet[0]!.map((_, i) => ({ width: i === 0 ? 8 : 16 })),
        }).toBuffer(),
      );
    }
    case 'taskData': {
      const sheet = taskDataRows(db, brandId, taskFiltersOf(filters));
      return new Uint8Array(
        await writeXlsxFile(sheet, {
          columns: [8, 24, 12, 20, 20, 10, 10, 10].map((width) => ({ width })),
        }).toBuffer(),
      );
    }
    case 'departmentTaskData': {
      const sheet = departmentTaskDataRows(db, brandId, taskFiltersOf(filters));
      return new Uint8Array(
        await writeXlsxFile(sheet, {
          columns: [32, 10, 10, 10, 10, 10, 10].map((width) => ({ width })),
        }).toBuffer(),
      );
    }
    case 'synthesisTasks': {
      const sheet = synthesisTaskRows(db, brandId, synthesisFiltersOf(filters));
      return new Uint8Array(
        await writeXlsxFile(sheet, {
          columns: [8, 28, 10, 20, 10, 8, 24, 14, 12, 20, 20].map((width) => ({ width })),
        }).toBuffer(),
      );
    }
    case 'matrixAccounts': {
      const sheet = matrixAccountRows(db, brandId, filters);
      return new Uint8Array(
        await writeXlsxFile(sheet, {
          columns: [24, 8, 20, 14, 16, 10, 8, 12, 10, 20, 20].map((width) => ({ width })),
        }).toBuffer(),
      );
    }
    case 'publishRecords': {
      const sheet = publishRecordRows(db, brandId, publishRecordFiltersOf(filters));
      return new Uint8Array(
        await writeXlsxFile(sheet, {
          columns: [8, 24, 10, 20, 28, 20, 10, 10, 24, 20, 36, 20, 12, 20].map((width) => ({ width })),
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
