import type { Dictionary, DictionaryValue } from './dictionary';

/**
 * Why the brand's KOC mini-programme is not usable (`getBrandKOCMinigram.invalidType`; designed,
 * issue 22): never authorised to the console, its authorisation cancelled (on WeChat or from
 * 小程序授权), or authorised without every permission set the console needs.
 */
export const MINI_PROGRAM_INVALID_TYPES = [
  { value: 1, key: 'notAuthorised', zh: '未授权', en: 'Not authorised' },
  { value: 2, key: 'cancelled', zh: '已取消授权', en: 'Authorisation cancelled' },
  { value: 3, key: 'missingScopes', zh: '权限集不完整', en: 'Permission sets missing' },
] as const satisfies Dictionary;
export type MiniProgramInvalidTypeCode = DictionaryValue<typeof MINI_PROGRAM_INVALID_TYPES>;

/** The permission sets (WeChat's `funcscope_category` ids) a mini-programme grants the console's third-party platform. */
export const MINI_PROGRAM_FUNC_SCOPES = [
  { value: 17, key: 'account', zh: '账号管理权限', en: 'Account management' },
  { value: 18, key: 'development', zh: '开发管理与数据分析权限', en: 'Development and analytics' },
  { value: 19, key: 'customerService', zh: '客服消息管理权限', en: 'Customer service messages' },
  { value: 30, key: 'basicInfo', zh: '基本信息设置权限', en: 'Basic information settings' },
  { value: 40, key: 'plugins', zh: '插件管理权限', en: 'Plug-in management' },
] as const satisfies Dictionary;
export type MiniProgramFuncScope = DictionaryValue<typeof MINI_PROGRAM_FUNC_SCOPES>;

/** The permission sets the KOC mini-programme cannot work without: publishing its code and its pages, reading its data. */
export const MINI_PROGRAM_REQUIRED_SCOPES: readonly MiniProgramFuncScope[] = [17, 18, 30];
