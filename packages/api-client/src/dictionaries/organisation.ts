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
