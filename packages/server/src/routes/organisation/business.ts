import { Scope } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import type { Database } from '../../db/database';
import {
  bindingChoices,
  brandEntity,
  countBrandGroups,
  countBrandMembers,
  createEntity,
  entitiesOfDepartment,
  entitiesOfGroup,
  entityBindings,
  entityNameTaken,
  listEntities,
  renameEntity,
  setBindings,
  setTypeOpen,
  typeStates,
} from '../../db/business';
import { countBrandDepartments } from '../../db/operationalAnalysis';
import { paging } from '../../db/query';
import { formatDateTime } from '../../lib/time';

const BUSINESS = [Scope.businessEntity] as const;

function checkName(db: Database, brandId: number, name: string, except?: number) {
  if (entityNameTaken(db, brandId, name, except)) throw badRequest(`已有名为「${name}」的经营主体`);
}

function existingEntity(db: Database, brandId: number, id: number) {
  const entity = brandEntity(db, brandId, id);
  if (!entity) throw badRequest('经营主体不存在');
  return entity;
}

/** Every id must be one of the brand's (counted once each). */
function checkAll(ids: readonly number[], count: (unique: number[]) => number, refusal: string) {
  const unique = [...new Set(ids)];
  if (unique.length > 0 && count(unique) !== unique.length) throw badRequest(refusal);
}

/**
 * Business entities (经营主体, `/v1/system/business/...`, issue 21): a brand's operating entities,
 * department entities (type 1, bound to departments) and group entities (type 2, bound to
 * department groups), each also bound to member accounts; each type is opened or closed for the
 * whole brand. Every entity, department, group and account named must be the session brand's.
 */
export const businessRoutes: RouteTable = {
  '/v1/system/business/principalData': {
    access: BUSINESS,
    handler: ({ auth, services }) => {
      const types = typeStates(services.db, auth.brandId);
      return { isOpen: types.some((t) => t.isOpen), types };
    },
  },

  /** Whether group entities are open: the organisation page's group tab reads it. */
  '/v1/system/dept/group/principalStatus': {
    access: [Scope.businessEntity, Scope.organizationFramework],
    handler: ({ auth, services }) => ({
      isOpen: typeStates(services.db, auth.brandId).find((t) => t.type === 2)!.isOpen,
    }),
  },

  '/v1/system/business/principalList': {
    access: BUSINESS,
    handler: ({ params, auth, services }) => {
      const { rows, total } = listEntities(services.db, auth.brandId, params.name?.trim() ?? '', paging(params));
      return { records: rows, total };
    },
  },

  '/v1/system/business/createPrincipal': {
    access: BUSINESS,
    handler: ({ params, auth, services }) => {
      checkName(services.db, auth.brandId, params.name);
      createEntity(services.db, auth.brandId, params.name, params.type, formatDateTime(services.now()));
      return null;
    },
  },

  '/v1/system/business/principalRename': {
    access: BUSINESS,
    handler: ({ params, auth, services }) => {
      existingEntity(services.db, auth.brandId, params.id);
      checkName(services.db, auth.brandId, params.name, params.id);
      renameEntity(services.db, auth.brandId, params.id, params.name);
      return null;
    },
  },

  '/v1/system/business/openOrClosePrincipalByType': {
    access: BUSINESS,
    handler: ({ params, auth, services }) => {
      setTypeOpen(services.db, auth.brandId, params.type, params.isOpen === 1);
      return null;
    },
  },

  '/v1/system/business/listBusinessBody': {
    access: BUSINESS,
    handler: ({ params, auth, services }) => {
      if (params.deptId !== undefined)
        checkAll([params.deptId], (ids) => countBrandDepartments(services.db, auth.brandId, ids), '部门不存在');
      return entitiesOfDepartment(services.db, auth.brandId, params.deptId);
    },
  },

  '/v1/system/business/listBusinessGroupBody': {
    access: BUSINESS,
    handler: ({ params, auth, services }) => {
      if (params.groupId !== undefined)
        checkAll([params.groupId], (ids) => countBrandGroups(services.db, auth.brandId, ids), '分组不存在');
      return entitiesOfGroup(services.db, auth.brandId, params.groupId);
    },
  },

  '/v1/system/business/principalBindings': {
    access: BUSINESS,
    handler: ({ params, auth, services }) => {
      const entity = existingEntity(services.db, auth.brandId, params.id);
      return entityBindings(services.db, auth.brandId, entity.id, entity.type);
    },
  },

  /** What bindings can hold: the brand's department groups and members (the tree is `dept/getDeptTree`). */
  '/v1/system/business/bindingChoices': {
    access: BUSINESS,
    handler: ({ auth, services }) => bindingChoices(services.db, auth.brandId),
  },

  '/v1/system/business/bindPrincipalDepts': {
    access: BUSINESS,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const entity = existingEntity(db, auth.brandId, params.id);
      if (entity.type !== 1) throw badRequest('分组主体只能关联部门分组');
      checkAll(params.deptIds, (ids) => countBrandDepartments(db, auth.brandId, ids), '部门不存在');
      setBindings(db, entity.id, 'depts', params.deptIds);
      return null;
    },
  },

  '/v1/system/business/bindPrincipalGroups': {
    access: BUSINESS,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const entity = existingEntity(db, auth.brandId, params.id);
      if (entity.type !== 2) throw badRequest('部门主体只能关联部门');
      checkAll(params.groupIds, (ids) => countBrandGroups(db, auth.brandId, ids), '分组不存在');
      setBindings(db, entity.id, 'groups', params.groupIds);
      return null;
    },
  },

  '/v1/system/business/bindPrincipalUsers': {
    access: BUSINESS,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const entity = existingEntity(db, auth.brandId, params.id);
      checkAll(params.userIds, (ids) => countBrandMembers(db, auth.brandId, ids), '成员不存在');
      setBindings(db, entity.id, 'users', params.userIds);
      return null;
    },
  },
};
