import { DEPARTMENT_READERS, Scope } from '../http/access';
import { badRequest } from '../http/errors';
import type { RouteTable } from '../http/routes';
import { paging } from '../db/query';
import {
  departmentMemberCount,
  departmentTree,
  descendantIds,
  isBrandDepartment,
  levelAliases,
  queryDepartments,
  saveLevelAliases,
  setAccountLimit,
} from '../db/organisation';

/** Deepest level a brand can name (the tree itself is not limited; names beyond this read a default). */
const MAX_NAMED_LEVEL = 10;

/**
 * Organisation (`/v1/system/dept/...`, issue 21): the brand's department tree, its level names and
 * the departments' member limits. Every department named must be the session brand's own.
 */
export const organisationRoutes: RouteTable = {
  '/v1/system/dept/getDeptTree': {
    access: [...DEPARTMENT_READERS],
    handler: ({ auth, services }) => departmentTree(services.db, auth.brandId),
  },

  '/v1/system/dept/queryDepartment': {
    access: [...DEPARTMENT_READERS],
    handler: ({ params, auth, services }) => {
      if (params.parentId !== undefined && !isBrandDepartment(services.db, auth.brandId, params.parentId)) {
        throw badRequest('部门不存在');
      }
      return queryDepartments(services.db, auth.brandId, params);
    },
  },

  '/v1/system/dept/queryChildrenDeptIdsPage': {
    access: [...DEPARTMENT_READERS],
    handler: ({ params, auth, services }) => {
      if (!isBrandDepartment(services.db, auth.brandId, params.deptId)) throw badRequest('部门不存在');
      const ids = descendantIds(services.db, auth.brandId, params.deptId);
      const { limit, offset } = paging(params);
      return { records: ids.slice(offset, offset + limit), total: ids.length };
    },
  },

  '/v1/system/dept/alias/list': {
    access: [...DEPARTMENT_READERS],
    handler: ({ auth, services }) => levelAliases(services.db, auth.brandId),
  },

  '/v1/system/dept/alias/add': {
    access: [Scope.organizationFramework],
    handler: ({ params, auth, services }) => {
      const levels = params.aliasList.map((item) => item.level);
      if (levels.some((level) => level > MAX_NAMED_LEVEL)) throw badRequest(`最多可命名 ${MAX_NAMED_LEVEL} 级部门`);
      if (new Set(levels).size !== levels.length) throw badRequest('同一级部门只能有一个名称');
      saveLevelAliases(services.db, auth.brandId, params.aliasList);
      return null;
    },
  },

  '/v1/system/dept/updateDeptAccountLimitNum': {
    access: [Scope.organizationFramework],
    handler: ({ params, auth, services }) => {
      if (!isBrandDepartment(services.db, auth.brandId, params.deptId)) throw badRequest('部门不存在');
      const members = departmentMemberCount(services.db, auth.brandId, params.deptId);
      if (params.limitNum > 0 && params.limitNum < members) {
        throw badRequest(`该部门已有 ${members} 人，人数上限不能少于现有人数`);
      }
      setAccountLimit(services.db, auth.brandId, params.deptId, params.limitNum);
      return null;
    },
  },
};
