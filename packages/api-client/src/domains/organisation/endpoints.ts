import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type {
  BusinessBindingChoices,
  BusinessEntity,
  BusinessEntityBindings,
  BusinessEntitySettings,
  BusinessEntityState,
  DeptCreated,
  DeptGroup,
  DeptLevelAlias,
  DeptNode,
  OrgSyncInfo,
  OutsiderConfig,
} from './types';

/**
 * Organisation (spec section 7). The spec's bare `dept/...`, `orgSyncConfig/...`, `staff/...`
 * and `business/...` paths live under `/v1/system/`; `queryDepartment` and
 * `queryChildrenDeptIdsPage` are read as siblings of `dept/getDeptTree` (ADR 0005).
 */
export const organisationEndpoints = {
  '/v1/system/dept/getDeptTree': endpoint<DeptNode[]>(),
  '/v1/system/dept/queryDepartment': endpoint<DeptNode[]>(),
  '/v1/system/dept/queryChildrenDeptIdsPage': endpoint<PageResult<number>>(),
  '/v1/system/dept/alias/list': endpoint<DeptLevelAlias[]>(),
  '/v1/system/dept/alias/add': endpoint<Done>({ encoding: 'json' }),
  '/v1/system/dept/group/listGroup': endpoint<PageResult<DeptGroup>>(),
  '/v1/system/dept/group/listAllGroup': endpoint<DeptGroup[]>(),
  '/v1/system/dept/group/createDeptGroup': endpoint<Done>(),
  '/v1/system/dept/group/deleteDeptGroup': endpoint<Done>(),
  '/v1/system/dept/group/updateDeptGroup': endpoint<Done>(),
  /** JSON body, so an empty list (a group with no departments) can be sent. */
  '/v1/system/dept/group/moveGroupDepts': endpoint<Done>({ encoding: 'json' }),
  '/v1/system/dept/group/principalStatus': endpoint<BusinessEntityState>(),
  '/v1/system/dept/updateDeptAccountLimitNum': endpoint<Done>(),
  // Designed for the organisation page (issue 21): the tree's own edits.
  '/v1/system/dept/addDept': endpoint<DeptCreated>(),
  '/v1/system/dept/renameDept': endpoint<Done>(),
  '/v1/system/dept/moveDept': endpoint<Done>(),
  '/v1/system/dept/deleteDept': endpoint<Done>(),
  '/v1/system/dept/relation/delete': endpoint<Done>({ selfHandled: true }),
  '/v1/system/orgSyncConfig/syncOrg': endpoint<Done>(),
  '/v1/system/orgSyncConfig/getOutsiderConfig': endpoint<OutsiderConfig>(),
  '/v1/system/orgSyncConfig/updateOutsiderConfig': endpoint<Done>(),
  '/v1/system/orgSyncConfig/updateAutoRegisterStatus': endpoint<Done>(),
  '/v1/system/orgSyncConfig/setDefaultRole': endpoint<Done>(),
  '/v1/system/orgSyncConfig/updateDisplayId': endpoint<Done>(),
  '/v1/system/orgSyncConfig/getOrgSyncInfoVO': endpoint<OrgSyncInfo>(),
  '/v1/system/staff/udpateStaffDepart': endpoint<Done>(),
  '/v1/system/business/principalData': endpoint<BusinessEntitySettings>(),
  '/v1/system/business/principalList': endpoint<PageResult<BusinessEntity>>(),
  '/v1/system/business/principalRename': endpoint<Done>(),
  '/v1/system/business/openOrClosePrincipalByType': endpoint<Done>(),
  '/v1/system/business/listBusinessBody': endpoint<BusinessEntity[]>(),
  '/v1/system/business/listBusinessGroupBody': endpoint<BusinessEntity[]>(),
  '/v1/system/business/createPrincipal': endpoint<Done>(),
  // Designed for the business entity page (issue 21): an entity's bindings.
  '/v1/system/business/principalBindings': endpoint<BusinessEntityBindings>(),
  '/v1/system/business/bindingChoices': endpoint<BusinessBindingChoices>(),
  '/v1/system/business/bindPrincipalDepts': endpoint<Done>({ encoding: 'json' }),
  '/v1/system/business/bindPrincipalGroups': endpoint<Done>({ encoding: 'json' }),
  '/v1/system/business/bindPrincipalUsers': endpoint<Done>({ encoding: 'json' }),
} satisfies EndpointMap;
