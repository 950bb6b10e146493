import type { Database } from '../db/database';
import { queueExport } from '../db/downloads';
import { badRequest } from '../http/errors';
import { Scope } from '../http/access';
import type { RouteTable } from '../http/routes';
import {
  countBrandDepartments,
  queryEmployeeData,
  structureCounts,
  type EmployeeFilters,
} from '../db/operationalAnalysis';
import { boundToText, formatDateTime } from '../lib/time';
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

/** Departments named in a filter must be the brand's own: another brand's ids are refused, not ignored. */
function checkDepartments(db: Database, brandId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  if (countBrandDepartments(db, brandId, unique) !== unique.length) throw badRequest('部门不存在');
}

/** Operational analysis (`/mission/operationalAnalysis/...`): the employee list and its export. */
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
};
