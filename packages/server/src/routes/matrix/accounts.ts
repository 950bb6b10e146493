import { MATRIX_LIMITS, type MatrixAccount } from '@brand-console/api-client';
import {
  allMatrixAccounts,
  deleteMatrixGroup,
  foreignAccountIds,
  insertMatrixGroup,
  listMatrixGroups,
  matrixGroupAccountCount,
  matrixGroupCount,
  matrixGroupExists,
  matrixGroupNameTaken,
  moveMatrixAccounts,
  pageMatrixAccounts,
  renameMatrixGroup,
  saveMatrixFigures,
  setMatrixGroupAccounts,
  toMatrixAccount,
  type MatrixAccountFilters,
  type MatrixAccountRow,
} from '../../db/matrixGroups';
import { transaction } from '../../db/database';
import { EXPIRING_MS, statusAt } from '../../db/platforms';
import { MATRIX_ACCOUNT_READERS, Scope } from '../../http/access';
import type { Services } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { keepExportMadeNow } from '../../jobs/worker';
import { formatDateTime } from '../../lib/time';
import { PlatformError, type PlatformCode } from '../../platforms/adapter';

/** The refusals of 矩阵账号, word for word (the console translates them by these texts). */
export const MATRIX_REFUSALS = {
  groupMissing: '分组不存在',
  nameTaken: '分组名称已存在',
  tooManyGroups: `最多创建 ${MATRIX_LIMITS.groups} 个分组`,
  accountsMissing: '部分账号不存在',
  notEmpty: (count: number) => `分组下还有 ${count} 个账号，请先移出`,
} as const;

const WRITE = [Scope.matrixManage] as const;
const DAY_MS = 24 * 3600 * 1000;
/** Pages of `listContent` read per account (20 works each): a works count stops at 1,000. */
const MAX_CONTENT_PAGES = 50;
/** Most accounts one export writes. */
const EXPORT_MAX = 2_000;

interface Figures {
  worksCount: number;
  recentPlays: number;
  readAt: number;
}

/**
 * Reads an account's figures from its platform: its works (`listContent`, every page up to the
 * bound) and the plays of those published in the last 7 days; kept for the export. None when the
 * grant cannot be read (expired, revoked, or refused by the platform): the list shows its status.
 */
async function readFigures(services: Services, brandId: number, row: MatrixAccountRow, now: number) {
  if (statusAt(row, now) >= 3) return null;
  const adapter = services.platforms[row.platform];
  let worksCount = 0;
  let recentPlays = 0;
  try {
    let cursor: string | null = null;
    for (let page = 0; page < MAX_CONTENT_PAGES; page += 1) {
      const result: Awaited<ReturnType<typeof adapter.listContent>> = await adapter.listContent(
        row.access_token,
        cursor,
      );
      for (const item of result.items) {
        worksCount += 1;
        if (item.publishedAt > now - 7 * DAY_MS) recentPlays += item.plays;
      }
      cursor = result.cursor;
      if (!cursor) break;
    }
  } catch (error) {
    if (error instanceof PlatformError) {
      services.log(`matrix: account ${row.id} figures not read (${error.reason})`);
      return null;
    }
    throw error;
  }
  const figures: Figures = { worksCount, recentPlays, readAt: now };
  saveMatrixFigures(services.db, brandId, row.id, figures, now);
  return figures;
}

/** The accounts with their figures read now (all accounts of the page at once). */
async function withFigures(services: Services, brandId: number, rows: MatrixAccountRow[], now: number) {
  const figures = await Promise.all(rows.map((row) => readFigures(services, brandId, row, now)));
  return rows.map((row, i): MatrixAccount => toMatrixAccount(row, now, figures[i] ?? null));
}

function filtersOf(params: {
  platform?: number;
  groupId?: number;
  deptId?: number;
  status?: number;
  keyword?: string;
}): MatrixAccountFilters {
  return {
    ...(params.platform !== undefined ? { platform: params.platform as PlatformCode } : {}),
    ...(params.groupId !== undefined ? { groupId: params.groupId } : {}),
    ...(params.deptId !== undefined ? { deptId: params.deptId } : {}),
    ...(params.status !== undefined ? { status: params.status } : {}),
    ...(params.keyword?.trim() ? { keyword: params.keyword.trim() } : {}),
  };
}

function checkGroup(services: Services, brandId: number, id: number) {
  if (!matrixGroupExists(services.db, brandId, id)) throw notFound(MATRIX_REFUSALS.groupMissing);
}

function checkAccounts(services: Services, brandId: number, ids: readonly number[]) {
  if (foreignAccountIds(services.db, brandId, ids).length > 0) throw badRequest(MATRIX_REFUSALS.accountsMissing);
}

/**
 * 矩阵账号 (designed, issue 24, ADR 0036): the brand's authorised accounts across the four platforms,
 * each with its group, its figures read from the platform adapter and its grant's status; groups
 * created, renamed, deleted when empty, and accounts moved between them.
 */
export const matrixAccountRoutes: RouteTable = {
  '/v1/matrix/account/list': {
    access: MATRIX_ACCOUNT_READERS,
    handler: async ({ params, auth, services }) => {
      const now = services.now();
      if (params.groupId) checkGroup(services, auth.brandId, params.groupId);
      const { rows, total } = pageMatrixAccounts(services.db, auth.brandId, now, EXPIRING_MS, {
        ...filtersOf(params),
        pageNo: params.pageNo,
        pageSize: params.pageSize,
      });
      return { records: await withFigures(services, auth.brandId, rows, now), total };
    },
  },

  /** Binary: the filtered accounts (figures read now) as xlsx, answered at once and kept in the task centre. */
  '/v1/matrix/account/export': {
    access: [Scope.matrixManage],
    handler: async ({ params, auth, services }) => {
      const now = services.now();
      if (params.groupId) checkGroup(services, auth.brandId, params.groupId);
      const filters = filtersOf(params);
      const rows = allMatrixAccounts(services.db, auth.brandId, now, EXPIRING_MS, filters, EXPORT_MAX);
      // The figures are read now and kept; the sheet writes them with the time they were read.
      for (const row of rows) await readFigures(services, auth.brandId, row, now);
      const stamp = formatDateTime(now).replace(/\D/g, '').slice(0, 14);
      const fileName = `矩阵账号${stamp}.xlsx`;
      const body = await keepExportMadeNow(services, auth.brandId, {
        userId: auth.userId,
        fileName,
        exporterType: 'matrixAccounts',
        filters: { ...filters, now },
      });
      return {
        body,
        fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
    },
  },

  '/v1/matrix/group/list': {
    access: MATRIX_ACCOUNT_READERS,
    handler: ({ auth, services }) => listMatrixGroups(services.db, auth.brandId),
  },

  '/v1/matrix/group/save': {
    access: WRITE,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const name = params.name.trim();
      if (params.id !== undefined) checkGroup(services, auth.brandId, params.id);
      else if (matrixGroupCount(db, auth.brandId) >= MATRIX_LIMITS.groups) {
        throw badRequest(MATRIX_REFUSALS.tooManyGroups);
      }
      if (matrixGroupNameTaken(db, auth.brandId, name, params.id ?? null)) throw badRequest(MATRIX_REFUSALS.nameTaken);
      if (params.accountIds) checkAccounts(services, auth.brandId, params.accountIds);
      return transaction(db, () => {
        const id = params.id ?? insertMatrixGroup(db, auth.brandId, auth.userId, name, services.now());
        if (params.id !== undefined) renameMatrixGroup(db, auth.brandId, id, name);
        if (params.accountIds) setMatrixGroupAccounts(db, auth.brandId, id, params.accountIds);
        return { id };
      });
    },
  },

  '/v1/matrix/group/delete': {
    access: WRITE,
    handler: ({ params, auth, services }) => {
      checkGroup(services, auth.brandId, params.id);
      const count = matrixGroupAccountCount(services.db, auth.brandId, params.id);
      if (count > 0) throw badRequest(MATRIX_REFUSALS.notEmpty(count));
      deleteMatrixGroup(services.db, auth.brandId, params.id);
      return null;
    },
  },

  '/v1/matrix/group/moveAccounts': {
    access: WRITE,
    handler: ({ params, auth, services }) => {
      if (params.groupId !== 0) checkGroup(services, auth.brandId, params.groupId);
      checkAccounts(services, auth.brandId, params.accountIds);
      moveMatrixAccounts(services.db, auth.brandId, params.groupId === 0 ? null : params.groupId, params.accountIds);
      return null;
    },
  },
};
