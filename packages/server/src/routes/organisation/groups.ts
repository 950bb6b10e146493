import { Scope } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import type { Database } from '../../db/database';
import {
  allGroups,
  createGroup,
  deleteGroup,
  groupNameTaken,
  isBrandGroup,
  listGroups,
  renameGroup,
  setGroupDepartments,
} from '../../db/deptGroups';
import { countBrandDepartments } from '../../db/operationalAnalysis';
import { paging } from '../../db/query';
import { formatDateTime } from '../../lib/time';

/** Longest group name (the schema's own limit is for any one-line text). */
const GROUP_NAME_MAX = 50;

function checkName(db: Database, brandId: number, name: string, except?: number) {
  if (name.length > GROUP_NAME_MAX) throw badRequest(`分组名称最多 ${GROUP_NAME_MAX} 个字`);
  if (groupNameTaken(db, brandId, name, except)) throw badRequest(`已有名为「${name}」的分组`);
}

/** Departments named for a group must all be the brand's. */
function checkDepartments(db: Database, brandId: number, deptIds: readonly number[]) {
  const unique = [...new Set(deptIds)];
  if (unique.length > 0 && countBrandDepartments(db, brandId, unique) !== unique.length) throw badRequest('部门不存在');
}

function existingGroup(db: Database, brandId: number, groupId: number) {
  if (!isBrandGroup(db, brandId, groupId)) throw badRequest('分组不存在');
}

/**
 * Department groups (`/v1/system/dept/group/...`, issue 21): a brand's named sets of departments
 * across the tree, edited on the organisation page; every group and department named must be the
 * session brand's own.
 */
export const groupRoutes: RouteTable = {
  '/v1/system/dept/group/listGroup': {
    access: [Scope.organizationFramework],
    handler: ({ params, auth, services }) => {
      const { rows, total } = listGroups(services.db, auth.brandId, params.groupName?.trim() ?? '', paging(params));
      return { records: rows, total };
    },
  },

  '/v1/system/dept/group/listAllGroup': {
    access: [Scope.organizationFramework, Scope.childAccount, Scope.employeeAnalysis],
    handler: ({ auth, services }) => allGroups(services.db, auth.brandId),
  },

  '/v1/system/dept/group/createDeptGroup': {
    access: [Scope.organizationFramework],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      checkName(db, auth.brandId, params.groupName);
      checkDepartments(db, auth.brandId, params.deptIds ?? []);
      createGroup(db, auth.brandId, params.groupName, params.deptIds ?? [], formatDateTime(services.now()));
      return null;
    },
  },

  '/v1/system/dept/group/updateDeptGroup': {
    access: [Scope.organizationFramework],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      existingGroup(db, auth.brandId, params.groupId);
      checkName(db, auth.brandId, params.groupName, params.groupId);
      renameGroup(db, auth.brandId, params.groupId, params.groupName);
      return null;
    },
  },

  '/v1/system/dept/group/moveGroupDepts': {
    access: [Scope.organizationFramework],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      existingGroup(db, auth.brandId, params.groupId);
      checkDepartments(db, auth.brandId, params.deptIds);
      setGroupDepartments(db, params.groupId, params.deptIds);
      return null;
    },
  },

  '/v1/system/dept/group/deleteDeptGroup': {
    access: [Scope.organizationFramework],
    handler: ({ params, auth, services }) => {
      existingGroup(services.db, auth.brandId, params.groupId);
      deleteGroup(services.db, auth.brandId, params.groupId);
      return null;
    },
  },
};
