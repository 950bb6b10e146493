import { z } from 'zod';
import { array, code, empty, flag, id, int, list, page, text } from './fields';

/**
 * Requests of the organisation domain. The spec shows no payloads here: these are the
 * reference server's, kept minimal (ADR 0005).
 */
/** Longest department name (the tree and member lists show it in one line). */
const DEPT_NAME_MAX = 50;

/** A department's name: one line of at most 50 characters, surrounding spaces dropped. */
const deptName = () => text().trim().min(1).max(DEPT_NAME_MAX);

/** Longest business entity name. */
export const BUSINESS_ENTITY_NAME_MAX = 50;
/** Most departments, groups or accounts bound to one business entity. */
export const BUSINESS_BINDINGS_MAX = 500;
const BINDINGS_MAX = BUSINESS_BINDINGS_MAX;
/** A business entity's name: one line of at most 50 characters, surrounding spaces dropped. */
const entityName = () => text().trim().min(1).max(BUSINESS_ENTITY_NAME_MAX);

export const organisationRequests = {
  '/v1/system/dept/getDeptTree': empty(),
  '/v1/system/dept/queryDepartment': z.object({ deptName: text().optional(), parentId: id().optional() }),
  '/v1/system/dept/queryChildrenDeptIdsPage': z.object({ deptId: id(), ...page() }),
  '/v1/system/dept/alias/list': empty(),
  /** JSON body. */
  '/v1/system/dept/alias/add': z.object({
    aliasList: array(z.object({ level: int().min(1), alias: text().trim().min(1) })).min(1),
  }),
  '/v1/system/dept/group/listGroup': z.object({ ...page(), groupName: text().optional() }),
  '/v1/system/dept/group/listAllGroup': empty(),
  '/v1/system/dept/group/createDeptGroup': z.object({
    groupName: text().trim().min(1),
    deptIds: list(id()).optional(),
  }),
  '/v1/system/dept/group/deleteDeptGroup': z.object({ groupId: id() }),
  '/v1/system/dept/group/updateDeptGroup': z.object({ groupId: id(), groupName: text().trim().min(1) }),
  '/v1/system/dept/group/moveGroupDepts': z.object({ groupId: id(), deptIds: list(id()) }),
  '/v1/system/dept/group/principalStatus': empty(),
  '/v1/system/dept/updateDeptAccountLimitNum': z.object({ deptId: id(), limitNum: int().min(0).max(100_000) }),
  /** A department at the top when `parentId` is absent. */
  '/v1/system/dept/addDept': z.object({ deptName: deptName(), parentId: id().optional() }),
  '/v1/system/dept/renameDept': z.object({ deptId: id(), deptName: deptName() }),
  /** To the top level when `parentId` is absent; never under itself or its own sub-departments. */
  '/v1/system/dept/moveDept': z.object({ deptId: id(), parentId: id().optional() }),
  '/v1/system/dept/deleteDept': z.object({ deptId: id() }),
  /** Self-handled (spec section 8, "dept relation delete"); path not named by the spec. */
  '/v1/system/dept/relation/delete': z.object({ deptId: id(), userId: id() }),
  '/v1/system/orgSyncConfig/syncOrg': empty(),
  '/v1/system/orgSyncConfig/getOutsiderConfig': empty(),
  '/v1/system/orgSyncConfig/updateOutsiderConfig': z.object({ outsiderState: flag() }),
  '/v1/system/orgSyncConfig/updateAutoRegisterStatus': z.object({ autoRegisterStatus: flag() }),
  '/v1/system/orgSyncConfig/setDefaultRole': z.object({ roleId: id() }),
  '/v1/system/orgSyncConfig/updateDisplayId': z.object({ displayId: flag() }),
  '/v1/system/orgSyncConfig/getOrgSyncInfoVO': empty(),
  '/v1/system/staff/udpateStaffDepart': z.object({ userId: id(), deptIds: list(id()) }),
  '/v1/system/business/principalData': empty(),
  '/v1/system/business/principalList': z.object({ ...page(), name: text().optional() }),
  '/v1/system/business/principalRename': z.object({ id: id(), name: entityName() }),
  '/v1/system/business/openOrClosePrincipalByType': z.object({ type: code([1, 2]), isOpen: flag() }),
  '/v1/system/business/listBusinessBody': z.object({ deptId: id().optional() }),
  '/v1/system/business/listBusinessGroupBody': z.object({ groupId: id().optional() }),
  '/v1/system/business/createPrincipal': z.object({ name: entityName(), type: code([1, 2]) }),
  // Designed (issue 21): an entity's bindings; each list replaces the one stored (JSON bodies).
  '/v1/system/business/principalBindings': z.object({ id: id() }),
  '/v1/system/business/bindingChoices': empty(),
  '/v1/system/business/bindPrincipalDepts': z.object({ id: id(), deptIds: array(id(), BINDINGS_MAX) }),
  '/v1/system/business/bindPrincipalGroups': z.object({ id: id(), groupIds: array(id(), BINDINGS_MAX) }),
  '/v1/system/business/bindPrincipalUsers': z.object({ id: id(), userIds: array(id(), BINDINGS_MAX) }),
} satisfies Record<string, z.ZodType>;
