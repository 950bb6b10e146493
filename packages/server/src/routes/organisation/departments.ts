import { DEPARTMENT_READERS, MEMBER_DEPARTMENT_EDITORS, Scope } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { paging } from '../../db/query';
import { transaction } from '../../db/database';
import {
  createDepartment,
  deleteDepartment,
  departmentMemberCount,
  departmentTree,
  descendantIds,
  isBrandDepartment,
  departmentName,
  fullDepartment,
  isBrandMember,
  memberDepartmentIds,
  removeMemberDepartment,
  setMemberDepartments,
  levelAliases,
  moveDepartment,
  parentOf,
  queryDepartments,
  renameDepartment,
  saveLevelAliases,
  setAccountLimit,
  siblingNameTaken,
  subtreeMemberCount,
} from '../../db/organisation';
import type { Database } from '../../db/database';

/** The department's parent, refusing a department that is not the session brand's. */
function existingParent(db: Database, brandId: number, deptId: number): number | null {
  const parent = parentOf(db, brandId, deptId);
  if (parent === undefined) throw badRequest('部门不存在');
  return parent;
}

/** Refuses a name a sibling under the same parent already has. */
function checkSiblingName(db: Database, brandId: number, parentId: number | null, name: string, except?: number) {
  if (siblingNameTaken(db, brandId, parentId, name, except)) throw badRequest(`同级已有名为「${name}」的部门`);
}

/** Deepest level a brand can name (the tree itself is not limited; names beyond this read a default). */
const MAX_NAMED_LEVEL = 10;

/**
 * Organisation (`/v1/system/dept/...`, issue 21): the brand's department tree, its level names and
 * the departments' member limits. Every department named must be the session brand's own.
 */
export const departmentRoutes: RouteTable = {
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

  '/v1/system/dept/addDept': {
    access: [Scope.organizationFramework],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const parentId = params.parentId ?? null;
      if (parentId !== null) existingParent(db, auth.brandId, parentId);
      return transaction(db, () => {
        checkSiblingName(db, auth.brandId, parentId, params.deptName);
        return { deptId: createDepartment(db, auth.brandId, parentId, params.deptName) };
      });
    },
  },

  '/v1/system/dept/renameDept': {
    access: [Scope.organizationFramework],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const parentId = existingParent(db, auth.brandId, params.deptId);
      transaction(db, () => {
        checkSiblingName(db, auth.brandId, parentId, params.deptName, params.deptId);
        renameDepartment(db, auth.brandId, params.deptId, params.deptName);
      });
      return null;
    },
  },

  '/v1/system/dept/moveDept': {
    access: [Scope.organizationFramework],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      existingParent(db, auth.brandId, params.deptId);
      const parentId = params.parentId ?? null;
      if (parentId !== null) {
        existingParent(db, auth.brandId, parentId);
        if (parentId === params.deptId || descendantIds(db, auth.brandId, params.deptId).includes(parentId)) {
          throw badRequest('不能移动到自身或其下级部门');
        }
      }
      const name = departmentName(db, auth.brandId, params.deptId);
      transaction(db, () => {
        checkSiblingName(db, auth.brandId, parentId, name, params.deptId);
        moveDepartment(db, auth.brandId, params.deptId, parentId);
      });
      return null;
    },
  },

  '/v1/system/dept/deleteDept': {
    access: [Scope.organizationFramework],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      existingParent(db, auth.brandId, params.deptId);
      transaction(db, () => {
        const members = subtreeMemberCount(db, auth.brandId, params.deptId);
        if (members > 0) throw badRequest(`该部门及其下级部门还有 ${members} 名成员，请先移出成员再删除`);
        deleteDepartment(db, auth.brandId, params.deptId);
      });
      return null;
    },
  },

  /** A member's departments, all at once; a department the member newly joins must have room. */
  '/v1/system/staff/udpateStaffDepart': {
    access: [...MEMBER_DEPARTMENT_EDITORS],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      if (!isBrandMember(db, auth.brandId, params.userId)) throw badRequest('成员不存在');
      const deptIds = [...new Set(params.deptIds)];
      for (const deptId of deptIds) existingParent(db, auth.brandId, deptId);
      transaction(db, () => {
        const current = memberDepartmentIds(db, auth.brandId, params.userId);
        const full = fullDepartment(
          db,
          auth.brandId,
          deptIds.filter((id) => !current.includes(id)),
        );
        if (full) throw badRequest(`部门「${full.name}」已满 ${full.limit} 人，无法加入`);
        setMemberDepartments(db, auth.brandId, params.userId, deptIds);
      });
      return null;
    },
  },

  /** Takes a member out of one department (the caller shows the outcome itself). */
  '/v1/system/dept/relation/delete': {
    access: [...MEMBER_DEPARTMENT_EDITORS],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      if (!isBrandMember(db, auth.brandId, params.userId)) throw badRequest('成员不存在');
      existingParent(db, auth.brandId, params.deptId);
      removeMemberDepartment(db, auth.brandId, params.userId, params.deptId);
      return null;
    },
  },
};
