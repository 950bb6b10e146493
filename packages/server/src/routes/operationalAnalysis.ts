import type { Database } from '../db/database';
import { queueExport } from '../db/downloads';
import { badRequest } from '../http/errors';
import { Scope } from '../http/access';
import type { RouteTable } from '../http/routes';
import {
  countBrandDepartments,
  overviewDaily,
  overviewFiguresOf,
  queryEmployeeData,
  queryTaskData,
  structureCounts,
  type Bounds,
  type EmployeeFilters,
  type TaskFilters,
} from '../db/operationalAnalysis';
import { CORE_TARGETS, type CoreTarget, type DataOverviewFigures } from '@brand-console/api-client';
import { keepExportMadeNow } from '../jobs/worker';
import { boundToText, formatDateTime, parseDateTime } from '../lib/time';
import { paging } from '../db/query';

/** The list's and the export's filters from a request: names trimmed, date bounds as stored text. */
function employeeFilters(params: {
  userBrandName?: string;
  deptIds?: number[];
  startTime?: string;
  endTime?: string;
}): EmployeeFilters {
  const bound = (text: string | undefined, end: boolean) => {
    if (!text) return undefined;
    const stored = boundToText(text, end);
    if (!stored) throw badRequest('时间格式错误');
    return stored;
  };
  const from = bound(params.startTime, false);
  const to = bound(params.endTime, true);
  if (from && to && from > to) throw badRequest('开始时间不能晚于结束时间');
  return { userBrandName: params.userBrandName?.trim() ?? '', deptIds: params.deptIds ?? [], from, to };
}

/** The task list's and its exports' filters from a request: the name trimmed, date bounds as stored text. */
function taskFilters(params: {
  taskName?: string;
  taskType?: number;
  tagIds?: number[];
  startTime?: string;
  endTime?: string;
}): TaskFilters {
  const { from, to } = employeeFilters(params);
  return { taskName: params.taskName?.trim() ?? '', taskType: params.taskType, tagIds: params.tagIds, from, to };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The overview's default period: the last 30 days, today included (as the home page). */
const DEFAULT_DAYS = 30;
/** The longest period an overview may cover. */
const MAX_DAYS = 366;

/**
 * The overview's period from `startTime` / `endTime` (days; either may be missing: the period ends
 * today and lasts 30 days), checked; with the period of equal length just before it.
 */
function periodOf(now: number, startTime?: string, endTime?: string) {
  const endDay = (endTime ?? formatDateTime(now)).slice(0, 10);
  const end = parseDateTime(endDay);
  const start = startTime ? parseDateTime(startTime.slice(0, 10)) : end - (DEFAULT_DAYS - 1) * DAY_MS;
  if (Number.isNaN(start) || Number.isNaN(end)) throw badRequest('时间格式错误');
  if (start > end) throw badRequest('开始时间不能晚于结束时间');
  const length = Math.round((end - start) / DAY_MS) + 1;
  if (length > MAX_DAYS) throw badRequest(`统计时间最长 ${MAX_DAYS} 天`);
  const bounds = (first: number): Bounds => [formatDateTime(first), formatDateTime(first + length * DAY_MS - 1000)];
  return {
    startDay: formatDateTime(start).slice(0, 10),
    endDay,
    days: Array.from({ length }, (_, i) => formatDateTime(start + i * DAY_MS).slice(0, 10)),
    current: bounds(start),
    previous: bounds(start - length * DAY_MS),
  };
}

/** A core target's value from the period's figures (`CORE_TARGETS` says which are fractions). */
function targetValue(name: CoreTarget['name'], f: DataOverviewFigures): number {
  switch (name) {
    case 'members':
      return f.members;
    case 'activeMembers':
      return f.activeMembers;
    case 'participationRate':
      return f.members > 0 ? f.participants / f.members : 0;
    case 'completionRate':
      return f.participations > 0 ? f.completions / f.participations : 0;
    case 'materials':
      return f.materials;
  }
}

/** Departments named in a filter must be the brand's own: another brand's ids are refused, not ignored. */
function checkDepartments(db: Database, brandId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  if (countBrandDepartments(db, brandId, unique) !== unique.length) throw badRequest('部门不存在');
}

/**
 * Operational analysis (`/mission/operationalAnalysis/...`): the employee list and its export, the
 * task data list and its exports (by task or by department), the period's overview and core targets.
 */
export const operationalAnalysisRoutes: RouteTable = {
  '/mission/operationalAnalysis/employeeDataList': {
    access: [Scope.employeeAnalysis],
    handler: ({ params, auth, services }) => {
      const filters = employeeFilters(params);
      checkDepartments(services.db, auth.brandId, filters.deptIds ?? []);
      const { rows, total } = queryEmployeeData(services.db, auth.brandId, filters, paging(params));
      return { records: rows, total };
    },
  },

  '/mission/operationalAnalysis/organizationalStructureInfo': {
    access: [Scope.employeeAnalysis],
    handler: ({ auth, services }) => {
      return structureCounts(services.db, auth.brandId);
    },
  },

  /** A V2 export: queued as a download task that the job worker writes (see jobs/worker.ts). */
  '/mission/operationalAnalysis/exportEmployeeDataListV2': {
    access: [Scope.employeeAnalysis],
    handler: ({ params, auth, services }) => {
      const filters = employeeFilters(params);
      checkDepartments(services.db, auth.brandId, filters.deptIds ?? []);
      const now = formatDateTime(services.now());
      const stamp = now.replace(/\D/g, '').slice(0, 14);
      queueExport(services.db, auth.brandId, {
        userId: auth.userId,
        fileName: `员工运营分析_${stamp}.xlsx`,
        exporterType: 'employeeData',
        filters,
        createdAt: now,
      });
      return null;
    },
  },

  /** The brand's marketing tasks with their members' participation in the period. */
  '/mission/operationalAnalysis/taskDataList': {
    access: [Scope.employeeAnalysis],
    handler: ({ params, auth, services }) => {
      const { rows, total } = queryTaskData(services.db, auth.brandId, taskFilters(params), paging(params));
      return { records: rows, total };
    },
  },

  /**
   * Binary (spec section 7): the xlsx of the task list's rows, or of the same tasks' participation
   * by department (`dimension: 'department'`), answered at once and kept in the task centre as a
   * finished export (downloadable again for 15 days).
   */
  '/mission/operationalAnalysis/exportTaskDataList': {
    access: [Scope.employeeAnalysis],
    handler: async ({ params, auth, services }) => {
      const filters = taskFilters(params);
      const byDepartment = params.dimension === 'department';
      const stamp = formatDateTime(services.now()).replace(/\D/g, '').slice(0, 14);
      // Letters and digits only: the name the browser saves is the one the task centre lists.
      const fileName = `${byDepartment ? '部门任务数据' : '任务数据'}${stamp}.xlsx`;
      const body = await keepExportMadeNow(services, auth.brandId, {
        userId: auth.userId,
        fileName,
        exporterType: byDepartment ? 'departmentTaskData' : 'taskData',
        filters: { ...filters },
      });
      return {
        body,
        fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
    },
  },

  /** The period's figures and daily series (the last 30 days unless a period is given). */
  '/mission/operationalAnalysis/allDataOverview': {
    access: [Scope.employeeAnalysis],
    handler: ({ params, auth, services }) => {
      const period = periodOf(services.now(), params.startTime, params.endTime);
      return {
        startDay: period.startDay,
        endDay: period.endDay,
        figures: overviewFiguresOf(services.db, auth.brandId, period.current),
        daily: overviewDaily(services.db, auth.brandId, period.current, period.days),
      };
    },
  },

  /** The KPI cards: each target in the period against the period of equal length just before. */
  '/mission/operationalAnalysis/coreTargets': {
    access: [Scope.employeeAnalysis],
    handler: ({ params, auth, services }) => {
      const period = periodOf(services.now(), params.startTime, params.endTime);
      const now = overviewFiguresOf(services.db, auth.brandId, period.current);
      const before = overviewFiguresOf(services.db, auth.brandId, period.previous);
      return CORE_TARGETS.map(({ value: name }) => {
        const value = targetValue(name, now);
        const previous = targetValue(name, before);
        return { name, value, previous, ratio: previous === 0 ? null : (value - previous) / previous };
      });
    },
  },
};
