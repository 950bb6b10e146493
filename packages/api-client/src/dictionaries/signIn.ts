import type { Dictionary, DictionaryValue } from './dictionary';

/** `loginType` of `loginByHaier` (spec section 7): the work platform's token, or a messenger's code. */
export const SSO_LOGIN_TYPES = [
  { value: 1, key: 'workPlatform', zh: '工作台', en: 'Work platform' },
  { value: 2, key: 'flyBook', zh: '飞书', en: 'Feishu' },
  { value: 3, key: 'enterpriseWechat', zh: '企业微信', en: 'WeCom' },
] as const satisfies Dictionary;
export type SsoLoginType = DictionaryValue<typeof SSO_LOGIN_TYPES>;
