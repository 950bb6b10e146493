import type { Dictionary, DictionaryValue } from './dictionary';

/**
 * The default names of the first levels of a brand's department tree (spec section 3), by level;
 * a brand may rename any level (`dept/alias/add`), and a level it has not named reads these.
 */
export const DEPT_LEVEL_ALIASES = [
  { value: 1, key: 'businessUnit', zh: '事业部', en: 'Business unit' },
  { value: 2, key: 'retailCentre', zh: '零售中心', en: 'Retail centre' },
  { value: 3, key: 'region', zh: '大区', en: 'Region' },
] as const satisfies Dictionary;
export type DefaultDeptLevel = DictionaryValue<typeof DEPT_LEVEL_ALIASES>;

/** A member's state on a brand (the member list's `status`): disabled members cannot sign in to it. */
export const MEMBER_STATUSES = [
  { value: 1, key: 'enabled', zh: '启用', en: 'Enabled' },
  { value: 0, key: 'disabled', zh: '停用', en: 'Disabled' },
] as const satisfies Dictionary;
export type MemberStatus = DictionaryValue<typeof MEMBER_STATUSES>;

/**
 * Where a brand's people come from (spec section 6: "default account mode by architectureMode: 3
 * or 4 enterprise wechat, 5 wechat, otherwise fly-book"). Feishu and WeCom have a directory that
 * the organisation sync reads; WeChat has none.
 */
export const ACCOUNT_MODES = [
  { value: 'feishu', key: 'feishu', zh: '飞书', en: 'Feishu' },
  { value: 'wecom', key: 'wecom', zh: '企业微信', en: 'WeCom' },
  { value: 'wechat', key: 'wechat', zh: '微信', en: 'WeChat' },
] as const satisfies Dictionary<string>;
export type AccountMode = DictionaryValue<typeof ACCOUNT_MODES>;

/** The account mode of a brand's `architectureMode`. */
export function accountModeOf(architectureMode: number): AccountMode {
  if (architectureMode === 3 || architectureMode === 4) return 'wecom';
  if (architectureMode === 5) return 'wechat';
  return 'feishu';
}

/** Organisation sync runs (`orgSyncConfig/syncOrg`): queued, then done or failed with a reason. */
export const ORG_SYNC_STATUSES = [
  { value: 1, key: 'waiting', zh: '同步中', en: 'Syncing' },
  { value: 2, key: 'done', zh: '已完成', en: 'Done' },
  { value: 3, key: 'failed', zh: '失败', en: 'Failed' },
] as const satisfies Dictionary;
export type OrgSyncStatus = DictionaryValue<typeof ORG_SYNC_STATUSES>;

/** What a sync did to one person of the directory. */
export const ORG_SYNC_CHANGES = [
  { value: 'added', key: 'added', zh: '新增', en: 'Added' },
  { value: 'linked', key: 'linked', zh: '关联', en: 'Linked' },
  { value: 'moved', key: 'moved', zh: '调动', en: 'Moved' },
  { value: 'disabled', key: 'disabled', zh: '停用', en: 'Disabled' },
  { value: 'skipped', key: 'skipped', zh: '未处理', en: 'Skipped' },
] as const satisfies Dictionary<string>;
export type OrgSyncChangeKind = DictionaryValue<typeof ORG_SYNC_CHANGES>;
