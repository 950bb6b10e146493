import type { Database } from '../db/database';
import type { Auth } from './context';

/**
 * The menu scope codes that grant routes: page codes of the menu tree (`seed/menus.ts`), the same
 * grants that build a member's menu. `access.test.ts` checks that each names a page.
 */
export const Scope = {
  home: 'home',
  materialLibrary: 'material_library',
  coverManagement: 'cover_management',
  cloudCoverManagement: 'cloud_cover_management',
  employeeAnalysis: 'employee_analysis',
  bigScreen: 'big_screen',
  childAccount: 'child_account',
  role: 'role',
  organizationFramework: 'organization_framework',
  businessEntity: 'business_entity',
  packageUsage: 'package_usage',
  voucherCenter: 'voucher_center',
  balanceOrders: 'balance_orders',
  noticeManage: 'notice_manage',
  douyinAuth: 'douyin_auth',
  wechatChannelsAuth: 'wechat_channels_auth',
  xiaohongshuAuth: 'xiaohongshu_auth',
  kuaishouAuth: 'kuaishou_auth',
  miniProgrammeAuth: 'mini_programme_auth',
  mcnManagement: 'mcn_management',
  brandInfo: 'brand_info',
  createByTemplate: 'create_by_template',
  templateSpace: 'template_space',
  cloudTemplate: 'cloud_template',
  synthesisTask: 'synthesis_task',
  finishProductStore: 'finish_product_store',
  creativeScript: 'creative_script',
  mediaResourceLibrary: 'media_resource_library',
  templateImgText: 'template_imgText',
  assemblyline: 'Assemblyline',
  foolishMode: 'foolish_mode',
  digitalModel: 'digital_model',
  dictionarySet: 'dictionary_set',
  settings: 'settings',
  sectionSet: 'section_set',
  matrixDistribute: 'matrix_distribute',
  qrcodePublish: 'qrcode_publish',
  recordsPublish: 'records_publish',
  matrixManage: 'matrix_manage',
} as const;
export type MenuScope = (typeof Scope)[keyof typeof Scope];

/**
 * Who may call a route, declared beside its handler in the route table (a route without one does
 * not compile):
 * - `'public'`: anyone, before sign-in (sign-in, codes, password reset);
 * - `'member'`: any signed-in member of the session's brand (their own profile, messages, the task
 *   centre's own jobs, tracking);
 * - a list of menu scopes: a member whose roles on the session's brand grant at least one of them.
 * Checked once, by route registration, before parameters are read and before the handler runs.
 */
export type Access = 'public' | 'member' | readonly [MenuScope, ...MenuScope[]];

/** Routes of the material library and of the pages that pick, save and use materials (covers). */
export const MATERIAL_PAGES = [Scope.materialLibrary, Scope.coverManagement, Scope.cloudCoverManagement] as const;
/**
 * Routes of the department tree, which the organisation page edits and member, business entity pages,
 * filters and the notices' audience picker read.
 */
export const DEPARTMENT_READERS = [
  Scope.organizationFramework,
  Scope.childAccount,
  Scope.employeeAnalysis,
  Scope.businessEntity,
  Scope.noticeManage,
  // The platform authorisation pages filter accounts by their owner's department.
  Scope.douyinAuth,
  Scope.wechatChannelsAuth,
  Scope.xiaohongshuAuth,
  Scope.kuaishouAuth,
  // 矩阵账号 filters its accounts by department.
  Scope.matrixManage,
  // 批量发布's select-account dialog filters accounts by department.
  Scope.matrixDistribute,
] as const;

/**
 * The matrix accounts and their groups (issue 24): edited on 矩阵账号, read by the select-account
 * dialogs of 批量发布 and 扫码发布.
 */
export const MATRIX_ACCOUNT_READERS = [Scope.matrixManage, Scope.matrixDistribute, Scope.qrcodePublish] as const;

/** Routes that put members in departments: the member pages and the organisation page. */
export const MEMBER_DEPARTMENT_EDITORS = [Scope.childAccount, Scope.organizationFramework] as const;

/**
 * Routes that read members' short-video quotas: the member pages, which also set them, and 套餐使用记录
 * (package usage), where a brand reads what its video package is used for, member by member.
 */
export const VIDEO_QUOTA_READERS = [Scope.childAccount, Scope.packageUsage] as const;

/**
 * Routes of an order and of the balance that both billing pages read: 充值中心 (voucher centre), which
 * buys and polls what it bought, and 余额与订单 (balance and orders), which lists them.
 */
export const BALANCE_READERS = [Scope.voucherCenter, Scope.balanceOrders] as const;
/** The package figures: shown on 充值中心's cards and on 套餐使用记录 (package usage). */
export const PACKAGE_READERS = [Scope.voucherCenter, Scope.packageUsage] as const;

/**
 * The platform authorisation pages, by platform code (1 dy, 2 wx, 3 xhs, 4 ks): a route of theirs is
 * granted by any of them, and its handler then checks the page of the platform the call concerns.
 */
export const PLATFORM_AUTH_PAGES = {
  1: Scope.douyinAuth,
  2: Scope.wechatChannelsAuth,
  3: Scope.xiaohongshuAuth,
  4: Scope.kuaishouAuth,
} as const;
export const PLATFORM_AUTH_READERS = [
  Scope.douyinAuth,
  Scope.wechatChannelsAuth,
  Scope.xiaohongshuAuth,
  Scope.kuaishouAuth,
] as const;

/**
 * The creation pages that voice narration (templates, scripts, pipelines, foolish mode, digital
 * presenters): the speech synthesiser's voices and previews are theirs (ADR 0027).
 */
export const SPEECH_PAGES = [
  Scope.createByTemplate,
  Scope.creativeScript,
  Scope.assemblyline,
  Scope.foolishMode,
  Scope.digitalModel,
] as const;

/**
 * The material library's list as a picker: the library and cover pages, the template editor
 * (模板空间), 模板创作 and the storyboard editor (脚本创作), which fill shots and music with the brand's
 * materials.
 */
export const MATERIAL_PICKERS = [
  ...MATERIAL_PAGES,
  Scope.templateSpace,
  Scope.createByTemplate,
  Scope.creativeScript,
  // 流水线's groups and music and 傻瓜模式's materials (ADR 0031).
  Scope.assemblyline,
  Scope.foolishMode,
  // 图文创作's image slots (ADR 0033).
  Scope.templateImgText,
  // 数字人's figure picker (ADR 0035).
  Scope.digitalModel,
] as const;

/**
 * Templates (ADR 0028). Lists, details and categories are read by 模板创作, 模板空间 and 云模板; the
 * space is written from 模板空间; a cloud template is copied into the space from 云模板 or 模板空间.
 */
export const TEMPLATE_READERS = [Scope.createByTemplate, Scope.templateSpace, Scope.cloudTemplate] as const;
export const TEMPLATE_EDITORS = [Scope.templateSpace] as const;
export const TEMPLATE_COPIERS = [Scope.cloudTemplate, Scope.templateSpace] as const;

/**
 * Synthesis tasks (ADR 0028): 模板创作 makes them; 合成任务 lists them, and so does 模板创作 (to
 * follow what it queued); both may cancel; retry and export are 合成任务's.
 */
export const SYNTHESIS_CREATORS = [Scope.createByTemplate] as const;
/** 流水线 and 傻瓜模式 read the tasks they queued too (ADR 0031). */
export const SYNTHESIS_READERS = [
  Scope.synthesisTask,
  Scope.createByTemplate,
  Scope.assemblyline,
  Scope.foolishMode,
] as const;
export const SYNTHESIS_CANCELLERS = [Scope.synthesisTask, Scope.createByTemplate] as const;
export const SYNTHESIS_PAGE = [Scope.synthesisTask] as const;
/**
 * Digital models (ADR 0035): 数字人 keeps the brand's models and copies from the virtual model
 * library; the pages that place a presenter (the template editor of 模板空间, 脚本创作, 流水线) read them.
 */
export const DIGITAL_MODEL_PAGE = [Scope.digitalModel] as const;
export const DIGITAL_MODEL_READERS = [
  Scope.digitalModel,
  Scope.templateSpace,
  Scope.creativeScript,
  Scope.assemblyline,
] as const;
/** A pipeline's presenter (流水线 → 数字人, ADR 0035). */
export const PIPELINE_PRESENTER = [Scope.assemblyline] as const;
/** Replacement rules of templates (ADR 0035): kept and run from 模板空间. */
export const REPLACE_RULE_EDITORS = [Scope.templateSpace] as const;
/** The creation library (成品库): finished videos and notes. */
export const CREATION_LIBRARY = [Scope.finishProductStore] as const;
/** A work's detail and use log: 成品库, and 媒资库, whose works open the same detail page (ADR 0032). */
export const CREATION_READERS = [Scope.finishProductStore, Scope.mediaResourceLibrary] as const;
/** 媒资库 (media_resource_library): the brand's materials and works in one read-only list (ADR 0032). */
export const MEDIA_RESOURCES = [Scope.mediaResourceLibrary] as const;

/** The upload grant: the material and cover pages, and 图文创作, which uploads the pages it draws (ADR 0033). */
export const UPLOADERS = [...MATERIAL_PAGES, Scope.templateImgText] as const;
/** The brand fonts: the material and cover pages, and 图文创作's editor and compose page (ADR 0033). */
export const FONT_READERS = [...MATERIAL_PAGES, Scope.templateImgText] as const;

/**
 * Titles and text generation (ADR 0034): the title library (模板空间 → 标题库) reads, writes and
 * generates titles and sets the brand's endpoint; 成品库 starts caption batches over its works.
 */
export const TITLE_LIBRARY = [Scope.templateSpace] as const;
/** The title library's list and generation as pickers: also 批量发布's title-help dialog (ADR 0036). */
export const TITLE_PICKERS = [Scope.templateSpace, Scope.matrixDistribute] as const;
export const CAPTION_CREATORS = [Scope.finishProductStore] as const;

/** 扫码发布 (qrcode_publish, ADR 0036 part C): the brand's QR publish codes. */
export const QR_PUBLISH = [Scope.qrcodePublish] as const;

/** Routes only the material library itself uses. */
export const LIBRARY = [Scope.materialLibrary] as const;

/** True when one of the member's roles on the session's brand grants one of `scopes`. */
export function grantsAny(db: Database, auth: Auth, scopes: readonly string[]): boolean {
  return !!db
    .prepare(
      `SELECT 1 FROM menus m JOIN role_menus rm ON rm.menu_id = m.id
       JOIN user_roles ur ON ur.role_id = rm.role_id
       JOIN roles r ON r.id = ur.role_id AND r.brand_id = ur.brand_id
       WHERE ur.user_id = ? AND ur.brand_id = ? AND m.scope_code IN (${scopes.map(() => '?').join(', ')})
       LIMIT 1`,
    )
    .get(auth.userId, auth.brandId, ...scopes);
}
