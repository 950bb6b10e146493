import { useTranslate, type Catalogues } from '@brand-console/ui';
import { appEn, appZhCN } from '../../../lib/messages';

/** Strings of the organisation sync section (组织架构 page); both languages have every key. */
export const orgSyncZhCN = {
  'sync.title': '组织同步与成员设置',
  'sync.source': '通讯录来源',
  'sync.directorySize': '通讯录人数',
  'sync.people': '{count} 人',
  'sync.lastSync': '上次同步',
  'sync.never': '从未同步',
  'sync.run': '立即同步',
  'sync.running': '同步中…',
  'sync.queued': '已开始同步{source}通讯录',
  'sync.noDirectory': '微信模式的品牌没有企业通讯录，成员需在“子账号”中手动添加。',
  'sync.needRole': '请先选择同步成员的默认角色。',
  'sync.defaultRole': '默认角色',
  'sync.defaultRoleHint': '同步或自动注册加入的成员获得此角色。',
  'sync.chooseRole': '选择角色',
  'sync.roleSaved': '默认角色已改为“{name}”',
  'sync.autoRegister': '自动注册',
  'sync.autoRegisterHint': '通讯录中的人员首次通过{source}登录时自动成为成员。',
  'sync.displayId': '显示工号',
  'sync.displayIdHint': '在子账号列表、详情和表单中显示员工工号。',
  'sync.outsider': '外部人员（达人）',
  'sync.outsiderHint': '营销页面据此决定是否提供达人（外部人员）功能。',
  'sync.growth': '员工成长体系',
  'sync.growthHint': '营销页面据此决定是否启用员工成长体系。',
  'sync.on': '已开启“{name}”',
  'sync.off': '已关闭“{name}”',
  'sync.report': '上次同步结果',
  'sync.status': '状态',
  'sync.finishedAt': '完成时间',
  'sync.added': '新增',
  'sync.linked': '关联',
  'sync.moved': '调动',
  'sync.disabled': '停用',
  'sync.skipped': '未处理',
  'sync.createdDepts': '新建部门',
  'sync.changes': '变更明细',
  'sync.kind': '变更',
  'sync.name': '姓名',
  'sync.detail': '部门或原因',
  'sync.linkedOnly': '另有 {count} 人已与通讯录关联，部门不变。',
  'sync.noChanges': '成员与通讯录一致，没有变更。',
  'sync.more': '仅列出前 {count} 条变更',
  'sync.failed': '同步失败：{reason}',
  'sync.loadFailed': '同步设置加载失败',
  'sync.retry': '重试',
};

export const orgSyncEn: Record<keyof typeof orgSyncZhCN, string> = {
  'sync.title': 'Organisation sync and member settings',
  'sync.source': 'Directory',
  'sync.directorySize': 'People in the directory',
  'sync.people': '{count} people',
  'sync.lastSync': 'Last sync',
  'sync.never': 'Never synced',
  'sync.run': 'Sync now',
  'sync.running': 'Syncing…',
  'sync.queued': 'Syncing from the {source} directory',
  'sync.noDirectory': 'A WeChat brand has no enterprise directory: add members on the sub-accounts page.',
  'sync.needRole': 'Choose the default role of synced members first.',
  'sync.defaultRole': 'Default role',
  'sync.defaultRoleHint': 'Members who join by sync or auto-registration get this role.',
  'sync.chooseRole': 'Choose a role',
  'sync.roleSaved': 'Default role changed to “{name}”',
  'sync.autoRegister': 'Auto-registration',
  'sync.autoRegisterHint': 'People in the directory become members the first time they sign in with {source}.',
  'sync.displayId': 'Show employee ids',
  'sync.displayIdHint': 'Employee ids show in the sub-account list, details and forms.',
  'sync.outsider': 'Outsiders (talents)',
  'sync.outsiderHint': 'Marketing pages read this to offer talent (outsider) features.',
  'sync.growth': 'Employee growth',
  'sync.growthHint': 'Marketing pages read this to turn the employee growth system on.',
  'sync.on': '“{name}” turned on',
  'sync.off': '“{name}” turned off',
  'sync.report': 'Last sync',
  'sync.status': 'Status',
  'sync.finishedAt': 'Finished',
  'sync.added': 'Added',
  'sync.linked': 'Linked',
  'sync.moved': 'Moved',
  'sync.disabled': 'Disabled',
  'sync.skipped': 'Skipped',
  'sync.createdDepts': 'Departments created',
  'sync.changes': 'Changes',
  'sync.kind': 'Change',
  'sync.name': 'Name',
  'sync.detail': 'Department or reason',
  'sync.linkedOnly': '{count} more people were linked to the directory, in the same departments.',
  'sync.noChanges': 'Members match the directory: nothing changed.',
  'sync.more': 'Only the first {count} changes are listed',
  'sync.failed': 'The sync failed: {reason}',
  'sync.loadFailed': 'The sync settings could not be loaded',
  'sync.retry': 'Retry',
};

const catalogues: Catalogues<keyof typeof orgSyncZhCN | keyof typeof appZhCN> = {
  'zh-CN': { ...appZhCN, ...orgSyncZhCN },
  en: { ...appEn, ...orgSyncEn },
};

/** A translator for the organisation sync section: its own strings and the console's shared ones. */
export function useOrgSyncTranslate() {
  return useTranslate(catalogues);
}

/** The server's words on this section (refusals and a run's reasons), in English. */
const ENGLISH: ReadonlyArray<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/^请先设置同步成员的默认角色$/, () => 'Choose the default role of synced members first'],
  [/^微信模式的品牌没有企业通讯录，无法同步组织架构$/, () => 'A WeChat brand has no enterprise directory to sync'],
  [/^微信模式的品牌没有企业通讯录，无法自动注册$/, () => 'A WeChat brand has no enterprise directory to register from'],
  [/^组织架构正在同步，请稍候$/, () => 'A sync is already running; wait for it to finish'],
  [/^角色不存在$/, () => 'This role does not exist'],
  [/^目录中没有手机号$/, () => 'No phone number in the directory'],
  [/^部门「(.+)」已满 (\d+) 人$/, (m) => `Department “${m[1]}” is full (${m[2]} members)`],
  [/^主账号不会被停用$/, () => 'The main account is never disabled'],
  [/^停用后将无人可管理角色$/, () => 'Nobody would be left to manage roles'],
  [/^品牌的组织架构来源已变更，请重新同步$/, () => 'The brand’s directory changed; sync again'],
  [/^同步失败，请稍后重试$/, () => 'The sync failed; try again later'],
];

/** The server's words in the reader's language (`zh-CN` keeps them as they are). */
export function orgSyncMessage(message: string, locale: string): string {
  if (!locale.startsWith('en')) return message;
  for (const [pattern, english] of ENGLISH) {
    const match = message.match(pattern);
    if (match) return english(match);
  }
  return message;
}
