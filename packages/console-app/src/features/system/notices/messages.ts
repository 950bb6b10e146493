import { useTranslate, type Catalogues } from '@brand-console/ui';
import { appEn, appZhCN } from '../../../lib/messages';
import { refusalOf } from '../../../lib/refusal';

/** Strings of 公告管理 (notices); both languages have every key. */
export const noticesZhCN = {
  'notices.table': '公告列表',
  'notices.title': '标题',
  'notices.titlePlaceholder': '一行，最多 100 个字',
  'notices.searchPlaceholder': '输入公告标题',
  'notices.type': '类型',
  'notices.type1': '系统公告',
  'notices.type2': '升级通知',
  'notices.audience': '发送范围',
  'notices.audience1': '全品牌',
  'notices.audience2': '指定部门',
  'notices.audience3': '指定成员',
  'notices.audienceMembers': '指定成员（{count} 人）',
  'notices.depts': '部门',
  'notices.deptsHint': '所选部门及其下级部门的成员都会收到。',
  'notices.status': '状态',
  'notices.status1': '草稿',
  'notices.status2': '待发布',
  'notices.status3': '已发布',
  'notices.status4': '已撤回',
  'notices.publishTime': '发布时间',
  'notices.reads': '已读 / 接收',
  'notices.readsOf': '{readers} / {recipients}',
  'notices.readsLabel': '{readers} 人已读，共 {recipients} 人接收',
  'notices.author': '创建人',
  'notices.body': '内容',
  'notices.bodyPlaceholder': '纯文本，换行分段，最多 5000 个字',
  'notices.when': '发布方式',
  'notices.whenDraft': '存为草稿',
  'notices.whenNow': '立即发布',
  'notices.whenLater': '定时发布',
  'notices.publishAt': '定时发布时间',
  'notices.publishAtRequired': '请选择发布时间',
  'notices.publishAtPast': '发布时间不能早于现在',
  'notices.add': '新建公告',
  'notices.edit': '编辑',
  'notices.editOf': '编辑“{title}”',
  'notices.save': '保存',
  'notices.publish': '发布',
  'notices.publishOf': '发布“{title}”',
  'notices.withdraw': '撤回',
  'notices.withdrawConfirm': '撤回后成员将不再看到“{title}”，撤回的公告不能再发布。确定撤回吗？',
  'notices.delete': '删除',
  'notices.deleteConfirm': '确定删除草稿“{title}”吗？',
  'notices.readers': '阅读情况',
  'notices.close': '关闭',
  'notices.readersOf': '“{title}”的阅读情况',
  'notices.readTab': '已读（{count}）',
  'notices.unreadTab': '未读（{count}）',
  'notices.member': '成员',
  'notices.readTime': '阅读时间',
  'notices.noReaders': '暂无成员',
  'notices.moreReaders': '仅显示前 {shown} 人，共 {total} 人',
  'notices.saved': '已保存“{title}”',
  'notices.published': '已发布“{title}”',
  'notices.scheduled': '“{title}”将于 {time} 发布',
  'notices.withdrawn': '已撤回“{title}”',
  'notices.deleted': '已删除“{title}”',
  'notices.none': '还没有公告',
  'notices.noMatch': '没有符合条件的公告',
  'notices.loadFailed': '公告加载失败',
  'notices.summary': '共 {count} 条公告',
  'notices.titleRequired': '请输入公告标题',
  'notices.titleTooLong': '公告标题最多 100 个字',
  'notices.bodyRequired': '请输入公告内容',
  'notices.bodyTooLong': '公告内容最多 5000 个字',
  'notices.deptsRequired': '请选择部门',
};

export const noticesEn: Record<keyof typeof noticesZhCN, string> = {
  'notices.table': 'Notices',
  'notices.title': 'Title',
  'notices.titlePlaceholder': 'One line, at most 100 characters',
  'notices.searchPlaceholder': 'Notice title',
  'notices.type': 'Type',
  'notices.type1': 'Announcement',
  'notices.type2': 'Upgrade notice',
  'notices.audience': 'Audience',
  'notices.audience1': 'Whole brand',
  'notices.audience2': 'Departments',
  'notices.audience3': 'Named members',
  'notices.audienceMembers': 'Named members ({count})',
  'notices.depts': 'Departments',
  'notices.deptsHint': 'Members of the chosen departments and of the departments under them receive it.',
  'notices.status': 'Status',
  'notices.status1': 'Draft',
  'notices.status2': 'Scheduled',
  'notices.status3': 'Published',
  'notices.status4': 'Withdrawn',
  'notices.publishTime': 'Publish time',
  'notices.reads': 'Read / recipients',
  'notices.readsOf': '{readers} / {recipients}',
  'notices.readsLabel': '{readers} read of {recipients} recipients',
  'notices.author': 'Author',
  'notices.body': 'Content',
  'notices.bodyPlaceholder': 'Plain text; line breaks make paragraphs; at most 5000 characters',
  'notices.when': 'Publishing',
  'notices.whenDraft': 'Save as draft',
  'notices.whenNow': 'Publish now',
  'notices.whenLater': 'Publish at a time',
  'notices.publishAt': 'Publish at',
  'notices.publishAtRequired': 'Choose when to publish',
  'notices.publishAtPast': 'The publish time cannot be in the past',
  'notices.add': 'New notice',
  'notices.edit': 'Edit',
  'notices.editOf': 'Edit “{title}”',
  'notices.save': 'Save',
  'notices.publish': 'Publish',
  'notices.publishOf': 'Publish “{title}”',
  'notices.withdraw': 'Withdraw',
  'notices.withdrawConfirm':
    'Members will no longer see “{title}”, and a withdrawn notice cannot be published again. Withdraw it?',
  'notices.delete': 'Delete',
  'notices.deleteConfirm': 'Delete the draft “{title}”?',
  'notices.readers': 'Reads',
  'notices.close': 'Close',
  'notices.readersOf': 'Who has read “{title}”',
  'notices.readTab': 'Read ({count})',
  'notices.unreadTab': 'Not read ({count})',
  'notices.member': 'Member',
  'notices.readTime': 'Read at',
  'notices.noReaders': 'No members',
  'notices.moreReaders': 'Showing the first {shown} of {total}',
  'notices.saved': '“{title}” saved',
  'notices.published': '“{title}” published',
  'notices.scheduled': '“{title}” will be published at {time}',
  'notices.withdrawn': '“{title}” withdrawn',
  'notices.deleted': '“{title}” deleted',
  'notices.none': 'No notices yet',
  'notices.noMatch': 'No notices match',
  'notices.loadFailed': 'The notices could not be loaded',
  'notices.summary': '{count} notices',
  'notices.titleRequired': 'Enter a title',
  'notices.titleTooLong': 'The title has at most 100 characters',
  'notices.bodyRequired': 'Enter the content',
  'notices.bodyTooLong': 'The content has at most 5000 characters',
  'notices.deptsRequired': 'Choose at least one department',
};

const catalogues: Catalogues<keyof typeof noticesZhCN | keyof typeof appZhCN> = {
  'zh-CN': { ...appZhCN, ...noticesZhCN },
  en: { ...appEn, ...noticesEn },
};

/** A translator for 公告管理: its own strings and the console's shared ones. */
export function useNoticesTranslate() {
  return useTranslate(catalogues);
}

/** The server's refusals on this page, in English (`zh-CN` keeps them as they are). */
const ENGLISH: ReadonlyArray<[RegExp, string]> = [
  [/^公告不存在$/, 'This notice does not exist'],
  [/^部门不存在$/, 'A department does not exist'],
  [/^请选择部门$/, 'Choose at least one department'],
  [/^已发布或已撤回的公告不能修改$/, 'A published or withdrawn notice cannot be edited'],
  [/^公告已发布或已撤回$/, 'The notice is already published or withdrawn'],
  [/^发布时间不能早于现在$/, 'The publish time cannot be in the past'],
  [/^只有已发布或待发布的公告可以撤回$/, 'Only published or scheduled notices can be withdrawn'],
  [/^只有草稿可以删除$/, 'Only drafts can be deleted'],
];

/** A refusal of the notice routes in the reader's language. */
export function noticeMessage(message: string, locale: string): string {
  if (!locale.startsWith('en')) return message;
  return ENGLISH.find(([pattern]) => pattern.test(message))?.[1] ?? message;
}

/** Re-exported for this feature's files: one definition for the console. */
export { refusalOf };

/** Statuses of a notice, as the list shows and filters them. */
export const NOTICE_STATUSES = [
  { value: 1, key: 'draft', zh: noticesZhCN['notices.status1'], en: noticesEn['notices.status1'], tone: 'neutral' },
  { value: 2, key: 'scheduled', zh: noticesZhCN['notices.status2'], en: noticesEn['notices.status2'], tone: 'warning' },
  { value: 3, key: 'published', zh: noticesZhCN['notices.status3'], en: noticesEn['notices.status3'], tone: 'success' },
  { value: 4, key: 'withdrawn', zh: noticesZhCN['notices.status4'], en: noticesEn['notices.status4'], tone: 'danger' },
] as const;

/** Types of a notice. */
export const NOTICE_TYPES = [
  { value: 1, key: 'announcement', zh: noticesZhCN['notices.type1'], en: noticesEn['notices.type1'], tone: 'accent' },
  { value: 2, key: 'upgrade', zh: noticesZhCN['notices.type2'], en: noticesEn['notices.type2'], tone: 'neutral' },
] as const;
