/**
 * Every call section 7 of the specification names, as written there (`spec`), with the full
 * path this package serves it under (`path`, relative to the `/api` base). Kept as data so the
 * repository stands alone; `endpoints.test.ts` fails when a path is missing from the map.
 *
 * Mapping rules (ADR 0005):
 * - a section heading's prefix applies to the names listed under it;
 * - a bare name after a full path is a sibling of that path
 *   (`/cgp/web/clues/filterTagOperate, delFilterTag` → `/cgp/web/clues/delFilterTag`);
 * - names with no prefix (`download/...`, `dept/...`, `product/...`, `wxThird/...`) live under
 *   `/v1/system/`, and a leading `api/` is dropped (`api/config/...` → `/v1/system/config/...`).
 */
export const SPEC_ENDPOINTS = [
  // Auth and user (/v1/system/account/...)
  { spec: 'sendCheckCode', path: '/v1/system/account/sendCheckCode' },
  { spec: 'loginByPhone', path: '/v1/system/account/loginByPhone' },
  { spec: 'loginByHaier', path: '/v1/system/account/loginByHaier' },
  { spec: 'loginout', path: '/v1/system/account/loginout' },
  { spec: 'updatePasswordByPhone', path: '/v1/system/account/updatePasswordByPhone' },
  { spec: 'user/selectUserInfo', path: '/v1/system/account/user/selectUserInfo' },
  { spec: 'user/selectUserInfoData', path: '/v1/system/account/user/selectUserInfoData' },
  { spec: 'user/userInfoEditData', path: '/v1/system/account/user/userInfoEditData' },
  { spec: 'permission/selectUserPermission', path: '/v1/system/account/permission/selectUserPermission' },
  { spec: 'getUserBrandInfo', path: '/v1/system/account/getUserBrandInfo' },
  { spec: 'brand/selectBrand', path: '/v1/system/account/brand/selectBrand' },
  { spec: 'updateInitPwdStatus', path: '/v1/system/account/updateInitPwdStatus' },
  { spec: 'user/uptUserPhoto', path: '/v1/system/account/user/uptUserPhoto' },
  { spec: 'user/uptUserBrandName', path: '/v1/system/account/user/uptUserBrandName' },
  { spec: 'uploadImage', path: '/v1/system/account/uploadImage' },
  { spec: 'media/tag/relate/operator', path: '/v1/system/account/media/tag/relate/operator' },
  { spec: 'userMessage/unReadMsgList', path: '/v1/system/account/userMessage/unReadMsgList' },
  { spec: 'userMessage/readMsg', path: '/v1/system/account/userMessage/readMsg' },
  { spec: 'buriedPoint/add', path: '/v1/system/account/buriedPoint/add' },
  // Downloads
  { spec: 'download/listDownloadTaskV2', path: '/v1/system/download/listDownloadTaskV2' },
  { spec: 'download/updateDownloadTask', path: '/v1/system/download/updateDownloadTask' },
  { spec: 'download/template/{fileName}.xlsx', path: '/v1/system/download/template/{fileName}.xlsx' },
  // Config
  { spec: 'api/config/getSumvideoClientDownloadUrl', path: '/v1/system/config/getSumvideoClientDownloadUrl' },
  { spec: '/mission/common/isShowEmployeeId', path: '/mission/common/isShowEmployeeId' },
  { spec: '/mission/common/getSupportedPublishWays', path: '/mission/common/getSupportedPublishWays' },
  // Organisation
  { spec: 'dept/getDeptTree', path: '/v1/system/dept/getDeptTree' },
  { spec: 'queryDepartment', path: '/v1/system/dept/queryDepartment' },
  { spec: 'queryChildrenDeptIdsPage', path: '/v1/system/dept/queryChildrenDeptIdsPage' },
  { spec: 'dept/alias/list', path: '/v1/system/dept/alias/list' },
  { spec: 'dept/alias/add', path: '/v1/system/dept/alias/add' },
  { spec: 'dept/group/listGroup', path: '/v1/system/dept/group/listGroup' },
  { spec: 'dept/group/listAllGroup', path: '/v1/system/dept/group/listAllGroup' },
  { spec: 'dept/group/createDeptGroup', path: '/v1/system/dept/group/createDeptGroup' },
  { spec: 'dept/group/deleteDeptGroup', path: '/v1/system/dept/group/deleteDeptGroup' },
  { spec: 'dept/group/updateDeptGroup', path: '/v1/system/dept/group/updateDeptGroup' },
  { spec: 'dept/group/moveGroupDepts', path: '/v1/system/dept/group/moveGroupDepts' },
  { spec: 'dept/group/principalStatus', path: '/v1/system/dept/group/principalStatus' },
  { spec: 'dept/updateDeptAccountLimitNum', path: '/v1/system/dept/updateDeptAccountLimitNum' },
  { spec: 'orgSyncConfig/syncOrg', path: '/v1/system/orgSyncConfig/syncOrg' },
  { spec: 'orgSyncConfig/getOutsiderConfig', path: '/v1/system/orgSyncConfig/getOutsiderConfig' },
  { spec: 'orgSyncConfig/updateOutsiderConfig', path: '/v1/system/orgSyncConfig/updateOutsiderConfig' },
  { spec: 'orgSyncConfig/updateAutoRegisterStatus', path: '/v1/system/orgSyncConfig/updateAutoRegisterStatus' },
  { spec: 'orgSyncConfig/setDefaultRole', path: '/v1/system/orgSyncConfig/setDefaultRole' },
  { spec: 'orgSyncConfig/updateDisplayId', path: '/v1/system/orgSyncConfig/updateDisplayId' },
  { spec: 'orgSyncConfig/getOrgSyncInfoVO', path: '/v1/system/orgSyncConfig/getOrgSyncInfoVO' },
  { spec: 'staff/udpateStaffDepart', path: '/v1/system/staff/udpateStaffDepart' },
  { spec: 'business/principalData', path: '/v1/system/business/principalData' },
  { spec: 'business/principalList', path: '/v1/system/business/principalList' },
  { spec: 'business/principalRename', path: '/v1/system/business/principalRename' },
  { spec: 'business/openOrClosePrincipalByType', path: '/v1/system/business/openOrClosePrincipalByType' },
  { spec: 'business/listBusinessBody', path: '/v1/system/business/listBusinessBody' },
  { spec: 'business/listBusinessGroupBody', path: '/v1/system/business/listBusinessGroupBody' },
  { spec: 'business/createPrincipal', path: '/v1/system/business/createPrincipal' },
  // Operational analysis (/mission/operationalAnalysis)
  { spec: 'employeeDataList', path: '/mission/operationalAnalysis/employeeDataList' },
  { spec: 'organizationalStructureInfo', path: '/mission/operationalAnalysis/organizationalStructureInfo' },
  { spec: 'exportEmployeeDataListV2', path: '/mission/operationalAnalysis/exportEmployeeDataListV2' },
  { spec: 'taskDataList', path: '/mission/operationalAnalysis/taskDataList' },
  { spec: 'exportTaskDataList', path: '/mission/operationalAnalysis/exportTaskDataList' },
  { spec: 'allDataOverview', path: '/mission/operationalAnalysis/allDataOverview' },
  { spec: 'coreTargets', path: '/mission/operationalAnalysis/coreTargets' },
  // Employees and gold
  { spec: '/mission/employee/updateGold', path: '/mission/employee/updateGold' },
  { spec: 'exportModifyCoinsTemplate', path: '/mission/employee/exportModifyCoinsTemplate' },
  { spec: 'goldRecordManuallyListV2', path: '/mission/employee/goldRecordManuallyListV2' },
  { spec: '/mission/miniApp/gold/getCurrentGoldDetail', path: '/mission/miniApp/gold/getCurrentGoldDetail' },
  { spec: 'user/listKosOrKocUser', path: '/v1/system/user/listKosOrKocUser' },
  { spec: 'employee/exportKosOrKocUserList', path: '/v1/system/employee/exportKosOrKocUserList' },
  // Growth (/mission/user/growth/)
  { spec: 'userOverview', path: '/mission/user/growth/userOverview' },
  { spec: 'userJoinChart', path: '/mission/user/growth/userJoinChart' },
  { spec: 'userLevelDistributed', path: '/mission/user/growth/userLevelDistributed' },
  { spec: 'isEnableGrowth', path: '/mission/user/growth/isEnableGrowth' },
  { spec: 'enableUserGrowth', path: '/mission/user/growth/enableUserGrowth' },
  { spec: 'growthTasks', path: '/mission/user/growth/growthTasks' },
  { spec: 'saveUserGrowthLevelConfig', path: '/mission/user/growth/saveUserGrowthLevelConfig' },
  { spec: 'userGrowthLevel', path: '/mission/user/growth/userGrowthLevel' },
  { spec: 'deleteGrowthLevel', path: '/mission/user/growth/deleteGrowthLevel' },
  // Org tasks
  { spec: '/mission/org/task/exportV2', path: '/mission/org/task/exportV2' },
  { spec: 'data', path: '/mission/org/task/data' },
  { spec: 'export/column', path: '/mission/org/task/export/column' },
  { spec: '/mission/miniApp/task/getTaskCenter', path: '/mission/miniApp/task/getTaskCenter' },
  // Products, orders, balance
  { spec: 'product/getProductUseInfo', path: '/v1/system/product/getProductUseInfo' },
  { spec: 'listOrder', path: '/v1/system/product/listOrder' },
  { spec: 'getProductGoods', path: '/v1/system/product/getProductGoods' },
  { spec: 'createOrder', path: '/v1/system/product/createOrder' },
  { spec: 'getOrderStatus', path: '/v1/system/product/getOrderStatus' },
  { spec: 'balance-log/sumvideo/listLog', path: '/v1/system/balance-log/sumvideo/listLog' },
  { spec: 'balance-log/sumvideo/export', path: '/v1/system/balance-log/sumvideo/export' },
  { spec: 'api/brandUser/listUsersSumvideoConfig', path: '/v1/system/brandUser/listUsersSumvideoConfig' },
  { spec: 'updateUserSumvideoConfig', path: '/v1/system/brandUser/updateUserSumvideoConfig' },
  // Video creation (/v1/sumvideo/sv)
  {
    spec: 'creativeReplace/getCreativeRplaceByCreativeId',
    path: '/v1/sumvideo/sv/creativeReplace/getCreativeRplaceByCreativeId',
  },
  { spec: 'creativeReplace/modifyRemark', path: '/v1/sumvideo/sv/creativeReplace/modifyRemark' },
  { spec: 'creativeReplace/modifyReplaceName', path: '/v1/sumvideo/sv/creativeReplace/modifyReplaceName' },
  { spec: 'creativeReplace/replace', path: '/v1/sumvideo/sv/creativeReplace/replace' },
  { spec: 'creativeReplace/getCreativeRplaceById', path: '/v1/sumvideo/sv/creativeReplace/getCreativeRplaceById' },
  { spec: 'creativeReplace/setReplaceRule', path: '/v1/sumvideo/sv/creativeReplace/setReplaceRule' },
  { spec: 'editing/project/addEditingProject', path: '/v1/sumvideo/sv/editing/project/addEditingProject' },
  { spec: 'creative/templateToProject', path: '/v1/sumvideo/sv/creative/templateToProject' },
  { spec: 'overprint/fontList', path: '/v1/sumvideo/sv/overprint/fontList' },
  { spec: 'template/page', path: '/v1/sumvideo/sv/template/page' },
  { spec: 'GET category/serve/list', path: '/v1/sumvideo/sv/category/serve/list' },
  { spec: '/v1/sumvideoup/sv/material/mediaInfoParam', path: '/v1/sumvideoup/sv/material/mediaInfoParam' },
  {
    spec: '/v1/sumvideo/sv/material/operation/operateMaterials',
    path: '/v1/sumvideo/sv/material/operation/operateMaterials',
  },
  { spec: 'listOperationRecords', path: '/v1/sumvideo/sv/material/operation/listOperationRecords' },
  // Material library (/cgp/web/media/material/...)
  { spec: 'list', path: '/cgp/web/media/material/list' },
  { spec: 'detail', path: '/cgp/web/media/material/detail' },
  { spec: 'save', path: '/cgp/web/media/material/save' },
  { spec: 'batchSave', path: '/cgp/web/media/material/batchSave' },
  { spec: 'batch/save', path: '/cgp/web/media/material/batch/save' },
  { spec: 'batch/delete', path: '/cgp/web/media/material/batch/delete' },
  { spec: 'batch/number', path: '/cgp/web/media/material/batch/number' },
  { spec: 'batch/upload', path: '/cgp/web/media/material/batch/upload' },
  { spec: 'batch/setOpen', path: '/cgp/web/media/material/batch/setOpen' },
  { spec: 'batch/setExpire', path: '/cgp/web/media/material/batch/setExpire' },
  { spec: 'use', path: '/cgp/web/media/material/use' },
  { spec: 'use/log/list', path: '/cgp/web/media/material/use/log/list' },
  { spec: 'upload/content', path: '/cgp/web/media/material/upload/content' },
  { spec: 'file/delete', path: '/cgp/web/media/material/file/delete' },
  { spec: 'tag/group/add', path: '/cgp/web/media/material/tag/group/add' },
  { spec: 'tag/delete', path: '/cgp/web/media/material/tag/delete' },
  { spec: 'tag/relate/operator', path: '/cgp/web/media/material/tag/relate/operator' },
  { spec: 'tag/relate/batch/operator', path: '/cgp/web/media/material/tag/relate/batch/operator' },
  { spec: 'tag/list', path: '/cgp/web/media/material/tag/list' },
  { spec: 'tag/updateMaterialTagDesc', path: '/cgp/web/media/material/tag/updateMaterialTagDesc' },
  { spec: 'short/updateUploadSpecificType', path: '/cgp/web/media/material/short/updateUploadSpecificType' },
  { spec: '/cgp/web/media/userMedia/setUserRelation', path: '/cgp/web/media/userMedia/setUserRelation' },
  { spec: 'importProductMaterial', path: '/cgp/web/media/userMedia/importProductMaterial' },
  { spec: '/cgp/web/oss/ali/getSts', path: '/cgp/web/oss/ali/getSts' },
  { spec: '/cgp/web/markTagTask/createMarkTagTask', path: '/cgp/web/markTagTask/createMarkTagTask' },
  { spec: '/cgp/web/saveStatLog', path: '/cgp/web/saveStatLog' },
  { spec: '/cgp/web/clues/filterTagOperate', path: '/cgp/web/clues/filterTagOperate' },
  { spec: 'delFilterTag', path: '/cgp/web/clues/delFilterTag' },
  // Creation library (/cgp/web/media/creation/...)
  { spec: 'list', path: '/cgp/web/media/creation/list' },
  { spec: 'productList', path: '/cgp/web/media/creation/productList' },
  { spec: 'detail', path: '/cgp/web/media/creation/detail' },
  { spec: 'save', path: '/cgp/web/media/creation/save' },
  { spec: 'use/log/list', path: '/cgp/web/media/creation/use/log/list' },
  { spec: 'use/log/save', path: '/cgp/web/media/creation/use/log/save' },
  { spec: 'use/log/saveBatch', path: '/cgp/web/media/creation/use/log/saveBatch' },
  { spec: 'v2/upload', path: '/cgp/web/media/creation/v2/upload' },
  { spec: 'v2/batchUpload', path: '/cgp/web/media/creation/v2/batchUpload' },
  { spec: 'batchAddTagOrDel', path: '/cgp/web/media/creation/batchAddTagOrDel' },
  { spec: 'tag/relate/operator', path: '/cgp/web/media/creation/tag/relate/operator' },
  { spec: 'tag/delete', path: '/cgp/web/media/creation/tag/delete' },
  { spec: 'tag/group/add', path: '/cgp/web/media/creation/tag/group/add' },
  { spec: '/cgp/web/brandCreation/listBrandTrade', path: '/cgp/web/brandCreation/listBrandTrade' },
  { spec: 'open2Omg', path: '/cgp/web/brandCreation/open2Omg' },
  { spec: '/cgp/web/kujialeVideo/import', path: '/cgp/web/kujialeVideo/import' },
  { spec: 'importRecordList', path: '/cgp/web/kujialeVideo/importRecordList' },
  { spec: '/cgp/web/material/qrcode/createOrUpdateQrCode', path: '/cgp/web/material/qrcode/createOrUpdateQrCode' },
  {
    spec: '/cgp/web/creation/caption/saveCreationCaptionBatch',
    path: '/cgp/web/creation/caption/saveCreationCaptionBatch',
  },
  { spec: 'saveCreationCaptionTask', path: '/cgp/web/creation/caption/saveCreationCaptionTask' },
  // Task centre lists
  { spec: 'POST /cgp/web/markTagTask/listMarkTagTask', path: '/cgp/web/markTagTask/listMarkTagTask' },
  {
    spec: 'POST /cgp/web/creation/caption/listCreationCaptionTask',
    path: '/cgp/web/creation/caption/listCreationCaptionTask',
  },
  // Audit (/mission/audit/video/...)
  { spec: 'listUserInfo', path: '/mission/audit/video/listUserInfo' },
  { spec: 'addAuditTaskUser', path: '/mission/audit/video/addAuditTaskUser' },
  { spec: 'deleteAuditTaskUser', path: '/mission/audit/video/deleteAuditTaskUser' },
  { spec: 'getAuditTaskUser', path: '/mission/audit/video/getAuditTaskUser' },
  { spec: 'deleteAuditNode', path: '/mission/audit/video/deleteAuditNode' },
  { spec: 'listAuditNode', path: '/mission/audit/video/listAuditNode' },
  // Others
  { spec: 'wxThird/miniprogram/getBrandKOCMinigram', path: '/v1/system/wxThird/miniprogram/getBrandKOCMinigram' },
  { spec: 'auth/getShopAccount', path: '/v1/system/auth/getShopAccount' },
  { spec: 'liveRecord/listLog', path: '/v1/system/liveRecord/listLog' },
  { spec: '/cgp/web/big-screen/homePageData', path: '/cgp/web/big-screen/homePageData' },
  { spec: '/cgp/web/xUserGroup/list', path: '/cgp/web/xUserGroup/list' },
  { spec: '/v1/auth/center/dyShop/getQyQuickLoginUrl', path: '/v1/auth/center/dyShop/getQyQuickLoginUrl' },
] as const;

/**
 * Calls the spec describes without a path, or names only as a kind ("creative strategy and
 * group calls", the self-handled controls), with the path chosen for them (ADR 0005).
 */
export const UNNAMED_ENDPOINTS = [
  { spec: 'Brand switch {brandId, userId, loginType 1}', path: '/v1/system/account/switchBrand' },
  { spec: 'creative strategy calls', path: '/v1/sumvideo/sv/creative/strategy/list' },
  { spec: 'creative group calls', path: '/v1/sumvideo/sv/creative/group/list' },
  { spec: 'task create (self-handled)', path: '/mission/task/createTask' },
  { spec: 'task update (self-handled)', path: '/mission/task/updateTask' },
  { spec: 'dept relation delete (self-handled)', path: '/v1/system/dept/relation/delete' },
  { spec: 'live record control (self-handled)', path: '/v1/system/liveRecord/recordControl' },
  { spec: 'extra info pull control (self-handled)', path: '/v1/system/extraInfo/pullControl' },
  { spec: 'designed (issue 21): department create', path: '/v1/system/dept/addDept' },
  { spec: 'designed (issue 21): department rename', path: '/v1/system/dept/renameDept' },
  { spec: 'designed (issue 21): department move', path: '/v1/system/dept/moveDept' },
  { spec: 'designed (issue 21): department delete', path: '/v1/system/dept/deleteDept' },
] as const;

/**
 * Unnamed task-centre calls served by an endpoint section 7 already names elsewhere.
 */
export const REUSED_ENDPOINTS = [
  {
    spec: 'Merge/split records {operationType, pageNo, pageSize, startTime, endTime}',
    path: '/v1/sumvideo/sv/material/operation/listOperationRecords',
  },
  { spec: 'Tag listing {isCreate 0, name, source, tagType 1} → data.tags', path: '/cgp/web/media/material/tag/list' },
  { spec: 'User info with userId before opening the task centre', path: '/v1/system/account/user/selectUserInfo' },
] as const;
