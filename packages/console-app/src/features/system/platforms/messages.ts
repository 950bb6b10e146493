import { useTranslate, type Catalogues } from '@brand-console/ui';
import { appEn, appZhCN } from '../../../lib/messages';
import { refusalOf } from '../../../lib/refusal';

/** Strings of the platform authorisation pages (抖音授权, 视频号授权, 小红书授权, 快手授权); both languages have every key. */
export const platformsZhCN = {
  'platforms.table': '{platform}授权账号',
  'platforms.account': '账号',
  'platforms.uid': '平台账号 ID',
  'platforms.followers': '粉丝数',
  'platforms.status': '授权状态',
  'platforms.expireTime': '授权到期',
  'platforms.authTime': '授权时间',
  'platforms.owner': '授权人',
  'platforms.dept': '所属部门',
  'platforms.searchPlaceholder': '账号名称或平台账号 ID',
  'platforms.authorise': '授权{platform}账号',
  'platforms.reauthorise': '重新授权',
  'platforms.refresh': '续期',
  'platforms.revoke': '取消授权',
  'platforms.revokeTitle': '取消授权“{name}”？',
  'platforms.revokeBody': '取消后，控制台不能再以该账号发布和读取数据；需要时可重新授权。',
  'platforms.revoked': '已取消“{name}”的授权',
  'platforms.refreshed': '已续期“{name}”的授权',
  'platforms.waitingTitle': '正在授权{platform}账号',
  'platforms.waitingBody': '请在新打开的窗口中完成授权，完成后此处会自动更新。',
  'platforms.openAgain': '没有看到窗口？打开授权页面',
  'platforms.cancelWaiting': '关闭',
  'platforms.authorised': '已授权“{name}”',
  'platforms.authorisedAccount': '授权成功',
  'platforms.denied': '已在授权页面拒绝授权',
  'platforms.timedOut': '授权已超时，请重新发起',
  'platforms.failed': '授权失败：{reason}',
  'platforms.none': '还没有授权的{platform}账号',
  'platforms.noMatch': '没有符合条件的账号',
  'platforms.loadFailed': '账号加载失败',
  'platforms.summary': '共 {count} 个账号',
  'platforms.noneDept': '—',
};

export const platformsEn: Record<keyof typeof platformsZhCN, string> = {
  'platforms.table': '{platform} authorised accounts',
  'platforms.account': 'Account',
  'platforms.uid': 'Platform account ID',
  'platforms.followers': 'Followers',
  'platforms.status': 'Authorisation',
  'platforms.expireTime': 'Expires',
  'platforms.authTime': 'Authorised',
  'platforms.owner': 'Authorised by',
  'platforms.dept': 'Department',
  'platforms.searchPlaceholder': 'Account name or platform ID',
  'platforms.authorise': 'Authorise a {platform} account',
  'platforms.reauthorise': 'Re-authorise',
  'platforms.refresh': 'Renew',
  'platforms.revoke': 'Revoke',
  'platforms.revokeTitle': 'Revoke “{name}”?',
  'platforms.revokeBody':
    'The console will no longer publish or read data with this account; you can authorise it again later.',
  'platforms.revoked': 'Authorisation of “{name}” revoked',
  'platforms.refreshed': 'Authorisation of “{name}” renewed',
  'platforms.waitingTitle': 'Authorising a {platform} account',
  'platforms.waitingBody': 'Complete the authorisation in the window that opened; this page updates when it is done.',
  'platforms.openAgain': 'No window? Open the authorisation page',
  'platforms.cancelWaiting': 'Close',
  'platforms.authorised': '“{name}” authorised',
  'platforms.authorisedAccount': 'Authorised',
  'platforms.denied': 'The authorisation was denied on the platform’s page',
  'platforms.timedOut': 'The authorisation timed out; start it again',
  'platforms.failed': 'Authorisation failed: {reason}',
  'platforms.none': 'No {platform} accounts authorised yet',
  'platforms.noMatch': 'No account matches',
  'platforms.loadFailed': 'The accounts could not be loaded',
  'platforms.summary': '{count} accounts',
  'platforms.noneDept': '—',
};

const catalogues: Catalogues<keyof typeof platformsZhCN | keyof typeof appZhCN> = {
  'zh-CN': { ...appZhCN, ...platformsZhCN },
  en: { ...appEn, ...platformsEn },
};

export function usePlatformsTranslate() {
  return useTranslate(catalogues);
}

/** The server's refusals on these pages, in English (`zh-CN` keeps them as they are). */
const ENGLISH: ReadonlyArray<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/^账号不存在$/, () => 'This account does not exist'],
  [/^账号不属于该平台$/, () => 'This account is not on this platform'],
  [/^该账号已取消授权，请重新授权$/, () => 'This account was revoked; authorise it again'],
  [/^授权已失效，请重新授权$/, () => 'The grant is no longer valid; authorise the account again'],
  [/^平台返回的不是该账号$/, () => 'The platform answered for another account'],
  [/^授权码无效或已过期$/, () => 'The platform’s code was invalid or expired'],
  [/^发起授权的成员已不在品牌中$/, () => 'The member who started it is no longer in the brand'],
  [/^授权的不是该账号（(.+)）$/, (m) => `Another account was authorised, not ${m[1]}`],
  [/^授权不存在$/, () => 'This authorisation does not exist'],
];

export function platformsMessage(message: string, locale: string): string {
  if (!locale.startsWith('en')) return message;
  for (const [pattern, english] of ENGLISH) {
    const match = message.match(pattern);
    if (match) return english(match);
  }
  return message;
}

/** Re-exported for this feature's files: one definition for the console. */
export { refusalOf };
