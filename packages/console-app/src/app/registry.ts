import type { ComponentType } from 'react';
import { preloadable } from '../lib/preloadable';
import type { PageProps, RouteDef } from '../lib/router/menu';

type PageComponent = ComponentType<PageProps>;

/** One page of the console: its lazily loaded component (absent: not built yet) and how it is reached. */
export interface RegistryEntry {
  /** Menu page (matched by the menu's component key), static route or built-in page. */
  kind: 'menu' | RouteDef['kind'];
  /** The page's chunk, loaded the first time the page opens. */
  Page?: PageComponent;
  /** Starts loading the chunk ahead of time (the shell preloads the page a link points at). */
  preload?: () => Promise<unknown>;
  keepAlive?: boolean;
}

/** A loader of a feature module and the name of its page component (typed: it must take `PageProps`). */
function loaded<K extends string>(load: () => Promise<Record<K, PageComponent>>, name: K) {
  const Page = preloadable<PageProps>(() => load().then((module) => module[name]));
  return { Page, preload: Page.preload };
}

/** A page of the server's menu, by its component key (`scopeFileUrl`). */
const page = <K extends string>(load: () => Promise<Record<K, PageComponent>>, name: K): RegistryEntry => ({
  kind: 'menu',
  ...loaded(load, name),
});

/**
 * A static route of spec section 2, keyed `<module>/<path>`; without a loader it is listed (reachable,
 * with breadcrumbs) but shows "此页面暂未开放" until its page is built.
 */
function route<K extends string>(
  load?: () => Promise<Record<K, PageComponent>>,
  name?: K,
  options: { keepAlive?: boolean } = {},
): RegistryEntry {
  return { kind: 'static', ...(load && name ? loaded(load, name) : {}), ...options };
}

/** A page every signed-in user has, at `/<key>` (spec section 2: home, demo and demo_crud in the shell). */
const builtIn = <K extends string>(
  load: () => Promise<Record<K, PageComponent>>,
  name: K,
  options: { keepAlive?: boolean } = {},
): RegistryEntry => ({ kind: 'builtIn', ...loaded(load, name), ...options });

/**
 * The console's one route table: every page by component key, grouped by menu module. Adding a
 * page is its feature folder plus one line here. Menu pages appear only when the user's menu has
 * them; a menu key missing here shows "此页面暂未开放" (see `PageHost`). Each page is its own chunk.
 */
export const registry: Readonly<Record<string, RegistryEntry>> = {
  // ── hidden: the overview and the built-in pages ──
  home: builtIn(() => import('../features/overview/HomePage'), 'HomePage'),
  demo: builtIn(() => import('../features/overview/DemoPage'), 'DemoPage', { keepAlive: true }),
  demo_crud: builtIn(() => import('../features/overview/DemoCrudPage'), 'DemoCrudPage'),
  // The data screen: a menu page of the data_screen module, opened in its own window without the shell.
  big_screen: page(() => import('../features/overview/BigScreenPage'), 'BigScreenPage'),

  // ── 系统管理 /system_manage ──
  child_account: page(() => import('../features/system/members/MembersPage'), 'MembersPage'),
  role: page(() => import('../features/system/roles/RolesPage'), 'RolesPage'),
  organization_framework: page(() => import('../features/system/OrganizationPage'), 'OrganizationPage'),
  business_entity: page(() => import('../features/system/business/BusinessEntitiesPage'), 'BusinessEntitiesPage'),
  employee_analysis: page(() => import('../features/system/EmployeeAnalysisPage'), 'EmployeeAnalysisPage'),
  brand_info: page(() => import('../features/system/brand/BrandInfoPage'), 'BrandInfoPage'),
  client_download: page(() => import('../features/system/ClientDownloadPage'), 'ClientDownloadPage'),
  notice_manage: page(() => import('../features/system/notices/NoticesPage'), 'NoticesPage'),
  dictionary_set: page(() => import('../features/system/dictionaries/DictionariesPage'), 'DictionariesPage'),
  settings: page(() => import('../features/system/settings/SettingsPage'), 'SettingsPage'),
  section_set: page(() => import('../features/system/settings/SectionsPage'), 'SectionsPage'),
  douyin_auth: page(() => import('../features/system/platforms/PlatformAuthPage'), 'DouyinAuthPage'),
  wechat_channels_auth: page(() => import('../features/system/platforms/PlatformAuthPage'), 'WechatChannelsAuthPage'),
  xiaohongshu_auth: page(() => import('../features/system/platforms/PlatformAuthPage'), 'XiaohongshuAuthPage'),
  kuaishou_auth: page(() => import('../features/system/platforms/PlatformAuthPage'), 'KuaishouAuthPage'),
  mini_programme_auth: page(() => import('../features/system/platforms/MiniProgrammePage'), 'MiniProgrammePage'),
  mcn_management: page(() => import('../features/system/platforms/McnPage'), 'McnPage'),
  voucher_center: page(() => import('../features/system/billing/VoucherCenterPage'), 'VoucherCenterPage'),
  package_usage: page(() => import('../features/system/billing/PackageUsagePage'), 'PackageUsagePage'),
  balance_orders: page(() => import('../features/system/billing/BalanceOrdersPage'), 'BalanceOrdersPage'),
  'system_manage/section_set': route(() => import('../features/system/settings/SectionsPage'), 'SectionsPage'),
  'system_manage/role/per_config': route(
    () => import('../features/system/roles/RolePermissionsPage'),
    'RolePermissionsPage',
  ),
  'system_manage/user_detail': route(() => import('../features/system/members/MemberDetailPage'), 'MemberDetailPage'),
  'system_manage/content_config/edit_page': route(
    () => import('../features/system/settings/SectionContentPage'),
    'SectionContentPage',
  ),

  // ── 短视频创作 /sumwhy_video ──
  material_library: page(() => import('../features/creation/materials/MaterialLibraryPage'), 'MaterialLibraryPage'),
  cover_management: page(() => import('../features/creation/covers/CoverListPage'), 'CoverListPage'),
  cloud_cover_management: page(() => import('../features/creation/covers/CoverListPage'), 'CoverListPage'),
  template_space: page(() => import('../features/creation/templates/TemplateSpacePage'), 'TemplateSpacePage'),
  cloud_template: page(() => import('../features/creation/templates/CloudTemplatePage'), 'CloudTemplatePage'),
  digital_model: page(() => import('../features/creation/digitalModel/DigitalModelPage'), 'DigitalModelPage'),
  'sumwhy_video/cover_management/detail': route(
    () => import('../features/creation/covers/CoverEditorPage'),
    'CoverEditorPage',
  ),
  'sumwhy_video/cloud_cover_management/detail': route(
    () => import('../features/creation/covers/CoverEditorPage'),
    'CoverEditorPage',
  ),
  creative_script: page(() => import('../features/creation/scripts/ScriptListPage'), 'ScriptListPage'),
  template_imgText: page(() => import('../features/creation/imageText/ImageTextListPage'), 'ImageTextListPage'),
  create_by_template: page(() => import('../features/creation/synthesis/CreateByTemplatePage'), 'CreateByTemplatePage'),
  synthesis_task: page(() => import('../features/creation/synthesis/SynthesisTaskPage'), 'SynthesisTaskPage'),
  finish_product_store: page(
    () => import('../features/creation/synthesis/FinishedProductsPage'),
    'FinishedProductsPage',
  ),
  'sumwhy_video/finish_product_store/works_detail': route(
    () => import('../features/creation/synthesis/WorkDetailPage'),
    'WorkDetailPage',
  ),
  'sumwhy_video/finish_product_store/import_record': route(
    () => import('../features/creation/library/ImportRecordPage'),
    'ImportRecordPage',
  ),
  media_resource_library: page(() => import('../features/creation/library/MediaResourcePage'), 'MediaResourcePage'),
  Assemblyline: page(() => import('../features/creation/pipeline/PipelineListPage'), 'PipelineListPage'),
  foolish_mode: page(() => import('../features/creation/pipeline/FoolishModePage'), 'FoolishModePage'),
  'sumwhy_video/Assemblyline/assemblyline_details': route(
    () => import('../features/creation/pipeline/PipelineEditorPage'),
    'PipelineEditorPage',
  ),
  'sumwhy_video/Assemblyline/assemblyline_details/digitalPerson': route(
    () => import('../features/creation/digitalModel/PipelinePresenterPage'),
    'PipelinePresenterPage',
  ),
  'sumwhy_video/Assemblyline/productList': route(
    () => import('../features/creation/pipeline/PipelineProductsPage'),
    'PipelineProductsPage',
  ),
  'sumwhy_video/videoFinish/job_detail': route(
    () => import('../features/creation/synthesis/SynthesisTaskDetailPage'),
    'SynthesisTaskDetailPage',
  ),
  'sumwhy_video/template_space/template_edit': route(
    () => import('../features/creation/templates/TemplateEditorPage'),
    'TemplateEditorPage',
  ),
  'sumwhy_video/template_space/recycle_bin': route(
    () => import('../features/creation/templates/RecycleBinPage'),
    'RecycleBinPage',
  ),
  'sumwhy_video/template_space/titleLibrary': route(
    () => import('../features/creation/titles/TitleLibraryPage'),
    'TitleLibraryPage',
  ),
  'sumwhy_video/synthesis_task/detail': route(
    () => import('../features/creation/synthesis/SynthesisTaskDetailPage'),
    'SynthesisTaskDetailPage',
  ),
  'sumwhy_video/template_imgText/detail': route(
    () => import('../features/creation/imageText/TemplateEditorPage'),
    'TemplateEditorPage',
  ),
  'sumwhy_video/template_imgText_compose/detail': route(
    () => import('../features/creation/imageText/ComposePage'),
    'ComposePage',
  ),
  'sumwhy_video/creative_script/detail': route(
    () => import('../features/creation/scripts/ScriptEditorPage'),
    'ScriptEditorPage',
  ),
  'sumwhy_video/creative_script/recycle_bin': route(
    () => import('../features/creation/scripts/ScriptRecycleBinPage'),
    'ScriptRecycleBinPage',
  ),
  'sumwhy_video/template_image/detail': route(
    () => import('../features/creation/imageText/NoteDetailPage'),
    'NoteDetailPage',
  ),

  // ── 矩阵发布 /matrix ──
  matrix_distribute: page(() => import('../features/matrix/publish/PublishTaskListPage'), 'PublishTaskListPage'),
  qrcode_publish: page(() => import('../features/matrix/qrcode/QrPublishPage'), 'QrPublishPage'),
  records_publish: page(() => import('../features/matrix/records/PublishRecordsPage'), 'PublishRecordsPage'),
  matrix_manage: page(() => import('../features/matrix/accounts/MatrixAccountsPage'), 'MatrixAccountsPage'),
  'matrix/matrix_manage/add_grouping': route(
    () => import('../features/matrix/accounts/AddGroupingPage'),
    'AddGroupingPage',
  ),
  'matrix/matrix_distribute/create': route(
    () => import('../features/matrix/publish/PublishCreatePage'),
    'PublishCreatePage',
  ),
  'matrix/matrix_distribute/success': route(
    () => import('../features/matrix/publish/PublishSuccessPage'),
    'PublishSuccessPage',
  ),

  // ── 内容中心 /content_center ──
  'content_center/content_matrix/details': route(),
  'content_center/live_center/detail': route(),
  'content_center/content_manage/manage_detail': route(),
  'content_center/good_management': route(),
  'content_center/good_retention/detail': route(),
  'content_center/clue_manage/detail': route(),
  'content_center/work_library/works_detail': route(),
  'content_center/work_library/import_record': route(),
  'content_center/content_repository/material_library/material_detail': route(),
  'content_center/content_matrix_group/add_grouping': route(),
  'content_center/inspiration_library/video_detail': route(),
  'content_center/inspiration_library/brandVideo_detail': route(),
  'content_center/customer_management/detail': route(),

  // ── 营销中心 /content_market ──
  'content_market/market_calendar/activityList': route(),
  'content_market/market_calendar/pageDecoration': route(),
  'content_market/video_task/pageDecoration': route(),
  'content_market/imgText_task/pageDecoration': route(),
  'content_market/diyPrograme_page_decorate/detail': route(),
  'content_market/create_task': route(),
  'content_market/video_task/create_task': route(),
  'content_market/imgText_task/create_task': route(),
  'content_market/live_task/create_task': route(),
  'content_market/collecting_task/create_task': route(),
  'content_market/study_task/create_task': route(),
  'content_market/growth_setting/create': route(),
  'content_market/video_task/video_task_details': route(),
  'content_market/imgText_task/imgText_task_details': route(),
  'content_market/live_task/live_task_details': route(),
  'content_market/collecting_task/detail': route(),
  'content_market/growth_setting/detail': route(),
  'content_market/study_task/detail': route(),
  'content_market/member_list/update_gold_log': route(),
  'content_market/KOC_list/KOC_gold_log': route(),
  'content_market/online_booking/create_activity': route(),
  'content_market/clues_management/detail': route(),
  'content_market/live_portal/detail': route(),
  'content_market/course_management/edit_course': route(undefined, undefined, { keepAlive: true }),
  'content_market/course_management/edit_class': route(),
  'content_market/course_management/course_detail': route(),
  // The spec lists 成品详情 under 营销中心; 成品库's own detail is the sumwhy_video one above.
  'content_market/finish_product_store/works_detail': route(
    () => import('../features/creation/synthesis/WorkDetailPage'),
    'WorkDetailPage',
  ),
  'content_market/finish_product_store/import_record': route(
    () => import('../features/creation/library/ImportRecordPage'),
    'ImportRecordPage',
  ),
  'content_market/audit_center/KOS_detail': route(),
  'content_market/audit_center/KOS_record': route(),

  // ── 客户管理 /scrm ──
  'scrm/policy_template/create': route(),
  'scrm/customer_management/details': route(),
  'scrm/potential_customer_list/potential_details': route(),

  // ── 广告投放 /advertisement ──
  'advertisement/advertising_materials/data': route(),

  // ── 运营 /operation ──
  'operation/page_decorate/detail': route(),
};

/** The registry's static routes and built-in pages, for the menu model (`lib/router/menu.ts`). */
export const routeDefs: readonly RouteDef[] = Object.entries(registry).flatMap(([key, entry]) =>
  entry.kind === 'menu' ? [] : [{ key, kind: entry.kind, ...(entry.keepAlive ? { keepAlive: true } : {}) }],
);
