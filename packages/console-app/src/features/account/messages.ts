import { useTranslate, type Catalogues } from '@brand-console/ui';
import { appEn, appZhCN } from '../../lib/messages';

/**
 * Strings of the explain page. Both languages have every key. (Sign-in pages use the shared
 * catalogue, so the login page's chunk carries none of these.)
 */
export const accountZhCN = {
  'explain.description':
    '{product}是面向品牌的多租户企业控制台：品牌团队在这里完成内容与短视频营销、运营、客户管理和短视频创作。每个品牌的数据彼此独立。',
  'explain.enter': '进入控制台',
  'explain.signIn': '去登录',
  'explain.who.title': '适用对象',
  'explain.who.body':
    '品牌员工与管理员。员工用手机号或企业即时通讯（飞书、企业微信）登录；管理员还可以管理子账号、角色、组织架构和品牌信息。',
  'explain.modules.title': '功能模块',
  'explain.modules.intro': '顶部的模块和左侧的菜单由账号在当前品牌的角色决定，只显示有权限的部分：',
  'explain.module.advertisement': '广告投放：广告素材、授权管理、数据概览和投放数据。',
  'explain.module.content':
    '内容中心：内容管理、线索、直播、排行榜、违规监控、商品与店铺、优惠与销售报表、互动策略、内容矩阵和内容概览。',
  'explain.module.market':
    '营销中心：营销日历，视频、直播、图文、学习和征集任务，成长体系，会员，小程序运营，店铺，金币商城，在线预约，课程和审核中心。',
  'explain.module.operation': '运营：DIY 页面装修。',
  'explain.module.scrm': '客户管理：客户、潜在客户、粉丝、会话、回复策略、跟进报告和互动数据。',
  'explain.module.creation':
    '短视频创作：按模板、脚本、流水线、傻瓜模式和图文创作，封面制作，云端模板，数字人，成片库，素材库和合成任务。',
  'explain.module.matrix': '矩阵发布：批量发布、二维码发布和发布记录。',
  'explain.module.system':
    '系统管理：各社交平台的账号授权、品牌信息、经营主体、子账号、角色、组织架构、字典、设置、充值与套餐记录、员工运营分析和客户端下载。',
  'explain.signInWays.title': '登录方式',
  'explain.signInWays.phone': '手机号加短信验证码，或手机号加密码；忘记密码可在登录页用短信验证码重新设置。',
  'explain.signInWays.sso': '飞书或企业微信单点登录：在身份提供方确认后回到控制台。',
  'explain.signInWays.workPlatform': '在工作台中打开时自动登录，登录状态当天有效。',
  'explain.signInWays.brand': '账号属于多个品牌时，登录后先选择品牌；之后可在页面右上角切换。',
  'explain.where.title': '运行环境',
  'explain.where.browser': '电脑浏览器：窗口宽度不小于 1366 像素（隐藏左侧菜单时 1200 像素）。',
  'explain.where.embedded': '也可以嵌入宿主系统的页面中运行，此时由宿主系统负责登录。',
  'explain.where.language': '默认显示中文；保存的语言或浏览器语言为英文时显示英文。',
  'explain.data.title': '数据与任务',
  'explain.data.brand': '所见的数据都属于当前品牌；切换品牌后只显示新品牌的数据。',
  'explain.data.tasks':
    '导出、打标、素材合并与拆分、批量文案等耗时的工作在任务中心里查看进度；导出的文件可在 15 天内重新下载。',
  'explain.data.screen': '有数据大屏权限的账号可从页面顶部在新窗口打开数据大屏，数据每分钟自动刷新。',
} as const;

export const accountEn: Record<keyof typeof accountZhCN, string> = {
  'explain.description':
    '{product} is a multi-tenant console for brands: brand teams run content and short-video marketing, operations, customer management and short-video production here. Each brand’s data is kept apart from every other’s.',
  'explain.enter': 'Open the console',
  'explain.signIn': 'Sign in',
  'explain.who.title': 'Who it is for',
  'explain.who.body':
    'Brand staff and administrators. Staff sign in with their phone number or their enterprise messenger (Feishu, WeCom); administrators also manage sub-accounts, roles, the organisation and the brand’s details.',
  'explain.modules.title': 'Modules',
  'explain.modules.intro':
    'The modules across the top and the menu on the left follow the account’s roles on the current brand; only what the account may use is shown:',
  'explain.module.advertisement': 'Advertising: ad materials, authorisation, data overview and release data.',
  'explain.module.content':
    'Content: content management, leads, live streaming, rankings, violation monitoring, goods and shops, discount and sales reports, interaction strategies, the content matrix and the content overview.',
  'explain.module.market':
    'Marketing: the calendar; video, live, image-text, study and collecting tasks; the growth system; members; mini-programme operation; the store; the gold-coin mall; online booking; courses and the audit centre.',
  'explain.module.operation': 'Operation: the DIY page builder.',
  'explain.module.scrm':
    'Customers: customers, potential customers, fans, chat sessions, reply policies, follow-up reports and interaction data.',
  'explain.module.creation':
    'Short-video creation: by template, script, pipeline, foolish mode and image-text; cover making, cloud templates, digital models, the finished-product store, the material library and synthesis tasks.',
  'explain.module.matrix': 'Matrix publishing: batch, QR-code and record-based publishing.',
  'explain.module.system':
    'System: authorising accounts on the social platforms, brand details, business entities, sub-accounts, roles, the organisation, dictionaries, settings, vouchers and package usage, employee analysis and the client download.',
  'explain.signInWays.title': 'Signing in',
  'explain.signInWays.phone':
    'A phone number with an SMS code, or with a password; a forgotten password is reset from the sign-in page with an SMS code.',
  'explain.signInWays.sso': 'Feishu or WeCom single sign-on: confirm at the identity provider and come back signed in.',
  'explain.signInWays.workPlatform':
    'Opened from the work platform, the console signs in by itself, for the rest of the day.',
  'explain.signInWays.brand':
    'An account in several brands chooses one after signing in, and can switch later from the top right corner.',
  'explain.where.title': 'Where it runs',
  'explain.where.browser': 'A desktop browser, at least 1366 pixels wide (1200 with the left menu hidden).',
  'explain.where.embedded': 'It can also run inside a host system’s page, which then signs the user in.',
  'explain.where.language': 'Chinese by default; English when the stored language or the browser’s is English.',
  'explain.data.title': 'Data and jobs',
  'explain.data.brand':
    'Everything shown belongs to the current brand; after a brand switch only the new brand’s data is shown.',
  'explain.data.tasks':
    'Exports, tagging, merging and splitting materials and batch captions run as jobs whose progress the task centre shows; exported files can be downloaded again for 15 days.',
  'explain.data.screen':
    'Accounts with the data screen open it in a new window from the top of the page; its figures refresh every minute.',
};

const accountCatalogues: Catalogues<keyof typeof accountZhCN | keyof typeof appZhCN> = {
  'zh-CN': { ...appZhCN, ...accountZhCN },
  en: { ...appEn, ...accountEn },
};

/** A translator for the explain page: its own strings and the console's shared ones. */
export function useAccountTranslate() {
  return useTranslate(accountCatalogues);
}
