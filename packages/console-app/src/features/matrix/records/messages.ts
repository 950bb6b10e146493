import { useTranslate, type Catalogues, type Locale } from '@brand-console/ui';
import { appEn, appZhCN } from '../../../lib/messages';

/** Strings of 发布记录 and its mount dialog; both languages have every key. */
export const recordsZhCN = {
  'list.name': '发布记录',
  'list.lead': '每一次发布到平台账号的记录：批量发布和扫码发布都在这里。成功的作品显示平台上的实时数据。',
  'list.summary': '共 {count} 条发布记录',
  'list.work': '作品',
  'list.cover': '封面',
  'list.openCover': '{name} 的封面',
  'list.workName': '作品名称',
  'list.workPlaceholder': '作品名称',
  'list.platform': '平台',
  'list.account': '账号',
  'list.accountPlaceholder': '账号名称或 ID',
  'list.title': '标题与话题',
  'list.source': '来源',
  'list.status': '状态',
  'list.publishTime': '发布时间',
  'list.createTime': '创建时间',
  'list.figures': '数据',
  'list.plays': '播放',
  'list.likes': '点赞',
  'list.comments': '评论',
  'list.shares': '分享',
  'list.figuresLoading': '读取中…',
  'list.figuresOf': '{name} 的数据',
  'list.link': '作品链接',
  'list.open': '查看作品',
  'list.openLabel': '在{platform}查看“{title}”（新窗口）',
  'list.mounted': '已挂载{kind}：{label}',
  'list.scheduled': '定时 {time}',
  'list.all': '全部',
  'list.none': '—',
  'list.empty': '还没有发布记录，去批量发布或扫码发布试试',
  'list.noMatch': '没有符合条件的发布记录',
  'list.loadFailed': '发布记录加载失败',
  'list.export': '导出',
  'list.exported': '已导出 {name}，也可在任务中心下载',
  'list.mount': '挂载',
  'list.retry': '重试',
  'list.retried': '已重新排队，稍后自动发布',
  'list.retryMany': '重试失败的',
  'list.retriedMany': '已重新排队 {count} 条',
  'list.confirmRetry': '重新发布选中的 {count} 条失败记录？',
  'mount.title': '挂载到“{title}”',
  'mount.lead': '{platform} · {account}',
  'mount.kind': '挂载类型',
  'mount.goods': '商品',
  'mount.goodsLoading': '正在读取账号的商品…',
  'mount.noGoods': '该账号的店铺里没有商品',
  'mount.chooseGoods': '请选择商品',
  'mount.goodsOption': '{title}（¥{price}，库存 {stock}）',
  'mount.path': '小程序页面路径',
  'mount.pathHint': '例如 pages/goods/detail?id=12',
  'mount.pathRequired': '请输入小程序页面路径',
  'mount.pathInvalid': '路径只能包含字母、数字和 / . - _ ? = &，最多 {max} 个字符',
  'mount.label': '显示文字',
  'mount.labelRequired': '请输入显示文字',
  'mount.labelTooLong': '显示文字最多 {max} 个字',
  'mount.current': '当前挂载：{kind} · {label}',
  'mount.save': '挂载',
  'mount.unmount': '取消挂载',
  'mount.cancel': '取消',
  'mount.saved': '已挂载',
  'mount.removed': '已取消挂载',
} as const;

export const recordsEn: Record<keyof typeof recordsZhCN, string> = {
  'list.name': 'Publish records',
  'list.lead':
    'Every publication to a platform account, from batch and QR-code publishing. Published items show their live figures from the platform.',
  'list.summary': '{count} publish records',
  'list.work': 'Work',
  'list.cover': 'Cover',
  'list.openCover': 'Cover of {name}',
  'list.workName': 'Work name',
  'list.workPlaceholder': 'Work name',
  'list.platform': 'Platform',
  'list.account': 'Account',
  'list.accountPlaceholder': 'Account name or ID',
  'list.title': 'Title and topics',
  'list.source': 'Source',
  'list.status': 'Status',
  'list.publishTime': 'Published',
  'list.createTime': 'Created',
  'list.figures': 'Figures',
  'list.plays': 'Plays',
  'list.likes': 'Likes',
  'list.comments': 'Comments',
  'list.shares': 'Shares',
  'list.figuresLoading': 'Reading…',
  'list.figuresOf': 'Figures of {name}',
  'list.link': 'Link',
  'list.open': 'View item',
  'list.openLabel': 'View “{title}” on {platform} (new window)',
  'list.mounted': '{kind} attached: {label}',
  'list.scheduled': 'Scheduled {time}',
  'list.all': 'All',
  'list.none': '—',
  'list.empty': 'No publish records yet: try batch or QR-code publishing',
  'list.noMatch': 'No publish records match',
  'list.loadFailed': 'The publish records could not be loaded',
  'list.export': 'Export',
  'list.exported': 'Exported {name}; it is also in the task centre',
  'list.mount': 'Mount',
  'list.retry': 'Retry',
  'list.retried': 'Queued again; it will be published shortly',
  'list.retryMany': 'Retry failed',
  'list.retriedMany': '{count} queued again',
  'list.confirmRetry': 'Publish the {count} selected failed records again?',
  'mount.title': 'Mount on “{title}”',
  'mount.lead': '{platform} · {account}',
  'mount.kind': 'What to attach',
  'mount.goods': 'Product',
  'mount.goodsLoading': "Reading the account's products…",
  'mount.noGoods': "This account's shop has no products",
  'mount.chooseGoods': 'Choose a product',
  'mount.goodsOption': '{title} (¥{price}, {stock} in stock)',
  'mount.path': 'Mini-programme page path',
  'mount.pathHint': 'For example pages/goods/detail?id=12',
  'mount.pathRequired': 'Enter the mini-programme page path',
  'mount.pathInvalid': 'Letters, digits and / . - _ ? = & only, at most {max} characters',
  'mount.label': 'Label',
  'mount.labelRequired': 'Enter the label',
  'mount.labelTooLong': 'The label holds at most {max} characters',
  'mount.current': 'Attached now: {kind} · {label}',
  'mount.save': 'Mount',
  'mount.unmount': 'Unmount',
  'mount.cancel': 'Cancel',
  'mount.saved': 'Mounted',
  'mount.removed': 'Unmounted',
};

const catalogues: Catalogues<keyof typeof recordsZhCN | keyof typeof appZhCN> = {
  'zh-CN': { ...appZhCN, ...recordsZhCN },
  en: { ...appEn, ...recordsEn },
};

/** A translator for 发布记录: its own strings and the console's shared ones. */
export function useRecordsTranslate() {
  return useTranslate(catalogues);
}

const PLATFORM_EN: Record<string, string> = {
  抖音: 'Douyin',
  视频号: 'WeChat Channels',
  小红书: 'Xiaohongshu',
  快手: 'Kuaishou',
};
const KIND_EN: Record<string, string> = { 商品: 'products', 小程序: 'mini-programme links' };

/** The server's and the platforms' words on this page, in English (`zh-CN` keeps them as they are). */
const ENGLISH: Record<string, string> = {
  发布记录不存在: 'This publish record does not exist',
  '作品尚未发布成功，不能挂载': 'The item has not been published yet, so nothing can be mounted on it',
  '扫码发布使用访客自己的账号，品牌无法代为操作':
    "A QR-code publication used the visitor's own account; the brand cannot act for it",
  商品不属于该账号: 'The product does not belong to this account',
  该作品没有挂载内容: 'Nothing is mounted on this item',
  该平台暂不支持挂载: 'This platform cannot mount yet',
  只能重试发布失败的记录: 'Only failed records can be retried',
  '平台暂时无法处理，请稍后重试': 'The platform cannot handle this now; try again later',
  '平台暂时无法发布，请稍后重试': 'The platform cannot publish now; try again later',
  '账号授权已过期，请重新授权': "The account's authorisation has expired; authorise it again",
  账号已取消授权: "The account's authorisation was cancelled",
  '授权已失效，请重新授权': 'The authorisation is no longer valid; authorise again',
  '发布超时，请重试': 'Publishing timed out; retry',
  作品没有可发布的文件: 'The work has no file to publish',
  视频作品需要一个视频文件: 'A video needs one video file',
  作品不存在: 'The item does not exist',
  标题不能为空: 'The title is empty',
  开始时间不能晚于结束时间: 'The start cannot be after the end',
  时间格式错误: 'The time is not valid',
};

const PATTERNS: ReadonlyArray<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^(.+)标题最多 (\d+) 个字$/, (m) => `${PLATFORM_EN[m[1]!] ?? m[1]} titles hold at most ${m[2]} characters`],
  [/^(.+)正文最多 (\d+) 个字$/, (m) => `${PLATFORM_EN[m[1]!] ?? m[1]} texts hold at most ${m[2]} characters`],
  [/^图文作品需要 1–(\d+) 张图片$/, (m) => `An image-text note needs 1–${m[1]} images`],
  [/^(.+)不支持挂载(商品|小程序)$/, (m) => `${PLATFORM_EN[m[1]!] ?? m[1]} does not allow ${KIND_EN[m[2]!] ?? m[2]}`],
];

/** A refusal or a platform's failure reason in the reader's language (unknown ones stay as written). */
export function recordMessage(message: string, locale: Locale | string): string {
  if (!locale.startsWith('en')) return message;
  const known = ENGLISH[message];
  if (known) return known;
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return english(match);
  }
  return message;
}
