import { useTranslate, type Catalogues } from '@brand-console/ui';
import { appEn, appZhCN } from '../../../lib/messages';
import { refusalOf } from '../../../lib/refusal';

/** Strings of the business entity page (经营主体); both languages have every key. */
export const businessZhCN = {
  'business.table': '经营主体列表',
  'business.on': '经营主体已开启',
  'business.off': '经营主体未开启',
  'business.typeSwitch': '{type}已开启',
  'business.typeOpened': '已开启{type}',
  'business.typeClosed': '已关闭{type}',
  'business.type': '主体类型',
  'business.type1': '部门主体',
  'business.type2': '分组主体',
  'business.name': '主体名称',
  'business.namePlaceholder': '最多 50 个字',
  'business.searchPlaceholder': '输入主体名称',
  'business.state': '状态',
  'business.open': '已开启',
  'business.closed': '未开启',
  'business.bodies': '关联部门/分组',
  'business.users': '关联账号',
  'business.createTime': '创建时间',
  'business.add': '新建经营主体',
  'business.create': '创建',
  'business.rename': '重命名',
  'business.renameOf': '重命名“{name}”',
  'business.bind': '关联',
  'business.bindOf': '“{name}”的关联',
  'business.save': '保存',
  'business.created': '已创建经营主体“{name}”',
  'business.renamed': '已重命名为“{name}”',
  'business.bound': '已保存“{name}”的关联',
  'business.depts': '关联部门',
  'business.groups': '关联部门分组',
  'business.accounts': '关联账号',
  'business.deptsHint': '部门主体关联部门；一个部门可属于多个主体。',
  'business.groupsHint': '分组主体关联部门分组（在组织架构中维护）。',
  'business.none': '还没有经营主体',
  'business.noMatch': '没有名称包含“{text}”的经营主体',
  'business.loadFailed': '经营主体加载失败',
  'business.summary': '共 {count} 个经营主体',
};

export const businessEn: Record<keyof typeof businessZhCN, string> = {
  'business.table': 'Business entities',
  'business.on': 'Business entities are on',
  'business.off': 'Business entities are off',
  'business.typeSwitch': '{type} open',
  'business.typeOpened': '{type} opened',
  'business.typeClosed': '{type} closed',
  'business.type': 'Type',
  'business.type1': 'Department entities',
  'business.type2': 'Group entities',
  'business.name': 'Name',
  'business.namePlaceholder': 'At most 50 characters',
  'business.searchPlaceholder': 'Entity name',
  'business.state': 'State',
  'business.open': 'Open',
  'business.closed': 'Closed',
  'business.bodies': 'Departments / groups',
  'business.users': 'Accounts',
  'business.createTime': 'Created',
  'business.add': 'New business entity',
  'business.create': 'Create',
  'business.rename': 'Rename',
  'business.renameOf': 'Rename “{name}”',
  'business.bind': 'Bindings',
  'business.bindOf': 'Bindings of “{name}”',
  'business.save': 'Save',
  'business.created': 'Business entity “{name}” created',
  'business.renamed': 'Renamed to “{name}”',
  'business.bound': 'Bindings of “{name}” saved',
  'business.depts': 'Departments',
  'business.groups': 'Department groups',
  'business.accounts': 'Accounts',
  'business.deptsHint': 'A department entity holds departments; a department may belong to several entities.',
  'business.groupsHint': 'A group entity holds department groups (kept on the organisation page).',
  'business.none': 'No business entities yet',
  'business.noMatch': 'No business entity has “{text}” in its name',
  'business.loadFailed': 'The business entities could not be loaded',
  'business.summary': '{count} business entities',
};

const catalogues: Catalogues<keyof typeof businessZhCN | keyof typeof appZhCN> = {
  'zh-CN': { ...appZhCN, ...businessZhCN },
  en: { ...appEn, ...businessEn },
};

/** A translator for the business entity page: its own strings and the console's shared ones. */
export function useBusinessTranslate() {
  return useTranslate(catalogues);
}

/** The server's refusals on this page, in English (`zh-CN` keeps them as they are). */
const ENGLISH: ReadonlyArray<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/^已有名为「(.+)」的经营主体$/, (m) => `A business entity named “${m[1]}” already exists`],
  [/^经营主体不存在$/, () => 'This business entity does not exist'],
  [/^部门不存在$/, () => 'A department does not exist'],
  [/^分组不存在$/, () => 'A department group does not exist'],
  [/^成员不存在$/, () => 'An account is not a member of the brand'],
  [/^部门主体只能关联部门$/, () => 'A department entity holds departments only'],
  [/^分组主体只能关联部门分组$/, () => 'A group entity holds department groups only'],
];

/** A refusal of the business routes in the reader's language. */
export function businessMessage(message: string, locale: string): string {
  if (!locale.startsWith('en')) return message;
  for (const [pattern, english] of ENGLISH) {
    const match = message.match(pattern);
    if (match) return english(match);
  }
  return message;
}

/** Re-exported for this feature's files: one definition for the console. */
export { refusalOf };
