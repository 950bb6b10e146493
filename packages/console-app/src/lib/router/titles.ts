import type { Locale } from '@brand-console/ui';

/** A page title in both languages. */
export type RouteTitle = Readonly<Record<Locale, string>>;

/**
 * Titles of the registry's static routes (spec section 2's detail, create and edit routes), by
 * registry key (`<module>/<path>`). Menu pages take their title from the menu (`scopeName`);
 * built-in pages from the app's catalogue. A test fails when a route of the registry has no title
 * here, or one that is its raw identifier.
 */
export const ROUTE_TITLES: Readonly<Record<string, RouteTitle>> = {
  // 系统管理
  'system_manage/section_set': { 'zh-CN': '分区设置', en: 'Sections' },
  'system_manage/role/per_config': { 'zh-CN': '权限配置', en: 'Role permissions' },
  'system_manage/user_detail': { 'zh-CN': '用户详情', en: 'User details' },
  'system_manage/content_config/edit_page': { 'zh-CN': '编辑内容配置', en: 'Edit content settings' },

  // 短视频创作
  'sumwhy_video/cover_management/detail': { 'zh-CN': '封面制作', en: 'Cover editor' },
  'sumwhy_video/cloud_cover_management/detail': { 'zh-CN': '云端封面制作', en: 'Cloud cover editor' },
  'sumwhy_video/Assemblyline/assemblyline_details': { 'zh-CN': '流水线详情', en: 'Pipeline details' },
  'sumwhy_video/Assemblyline/assemblyline_details/digitalPerson': { 'zh-CN': '流水线数字人', en: 'Pipeline presenter' },
  'sumwhy_video/Assemblyline/productList': { 'zh-CN': '流水线成品列表', en: 'Pipeline products' },
  'sumwhy_video/videoFinish/job_detail': { 'zh-CN': '成片任务详情', en: 'Video job details' },
  'sumwhy_video/template_space/template_edit': { 'zh-CN': '模板编辑', en: 'Template editor' },
  'sumwhy_video/template_space/recycle_bin': { 'zh-CN': '模板回收站', en: 'Template recycle bin' },
  'sumwhy_video/template_space/titleLibrary': { 'zh-CN': '标题库', en: 'Title library' },
  'sumwhy_video/synthesis_task/detail': { 'zh-CN': '合成任务详情', en: 'Synthesis task details' },
  'sumwhy_video/finish_product_store/works_detail': { 'zh-CN': '成品详情', en: 'Finished work details' },
  'sumwhy_video/finish_product_store/import_record': { 'zh-CN': '成品导入记录', en: 'Finished work imports' },
  'sumwhy_video/template_imgText/detail': { 'zh-CN': '图文模板详情', en: 'Image-text template details' },
  'sumwhy_video/template_imgText_compose/detail': { 'zh-CN': '图文合成详情', en: 'Image-text composition details' },
  'sumwhy_video/creative_script/detail': { 'zh-CN': '脚本分镜', en: 'Script storyboard' },
  'sumwhy_video/creative_script/recycle_bin': { 'zh-CN': '脚本回收站', en: 'Script recycle bin' },
  'sumwhy_video/template_image/detail': { 'zh-CN': '图文笔记详情', en: 'Image-text note details' },

  // 矩阵发布
  'matrix/matrix_manage/add_grouping': { 'zh-CN': '新建账号分组', en: 'New account group' },
  'matrix/matrix_distribute/create': { 'zh-CN': '批量发布', en: 'Batch publishing' },
  'matrix/matrix_distribute/success': { 'zh-CN': '发布成功', en: 'Published' },

  // 内容中心
  'content_center/content_matrix/details': { 'zh-CN': '矩阵账号详情', en: 'Matrix account details' },
  'content_center/live_center/detail': { 'zh-CN': '直播详情', en: 'Live stream details' },
  'content_center/content_manage/manage_detail': { 'zh-CN': '内容详情', en: 'Content details' },
  'content_center/good_management': { 'zh-CN': '商品管理', en: 'Goods management' },
  'content_center/good_retention/detail': { 'zh-CN': '商品留资详情', en: 'Goods retention details' },
  'content_center/clue_manage/detail': { 'zh-CN': '线索详情', en: 'Lead details' },
  'content_center/work_library/works_detail': { 'zh-CN': '作品详情', en: 'Work details' },
  'content_center/work_library/import_record': { 'zh-CN': '作品导入记录', en: 'Work import records' },
  'content_center/content_repository/material_library/material_detail': { 'zh-CN': '素材详情', en: 'Material details' },
  'content_center/content_matrix_group/add_grouping': { 'zh-CN': '新建矩阵分组', en: 'New matrix group' },
  'content_center/inspiration_library/video_detail': { 'zh-CN': '灵感视频详情', en: 'Inspiration video details' },
  'content_center/inspiration_library/brandVideo_detail': { 'zh-CN': '品牌视频详情', en: 'Brand video details' },
  'content_center/customer_management/detail': { 'zh-CN': '客户详情', en: 'Customer details' },

  // 营销中心
  'content_market/market_calendar/activityList': { 'zh-CN': '活动列表', en: 'Activity list' },
  'content_market/market_calendar/pageDecoration': { 'zh-CN': '营销日历页面装修', en: 'Calendar page design' },
  'content_market/video_task/pageDecoration': { 'zh-CN': '视频任务页面装修', en: 'Video task page design' },
  'content_market/imgText_task/pageDecoration': { 'zh-CN': '图文任务页面装修', en: 'Image-text task page design' },
  'content_market/diyPrograme_page_decorate/detail': { 'zh-CN': '小程序页面装修', en: 'Mini-programme page design' },
  'content_market/create_task': { 'zh-CN': '创建任务', en: 'Create task' },
  'content_market/video_task/create_task': { 'zh-CN': '创建视频任务', en: 'Create video task' },
  'content_market/imgText_task/create_task': { 'zh-CN': '创建图文任务', en: 'Create image-text task' },
  'content_market/live_task/create_task': { 'zh-CN': '创建直播任务', en: 'Create live task' },
  'content_market/collecting_task/create_task': { 'zh-CN': '创建征集任务', en: 'Create collecting task' },
  'content_market/study_task/create_task': { 'zh-CN': '创建学习任务', en: 'Create study task' },
  'content_market/growth_setting/create': { 'zh-CN': '新建成长体系', en: 'New growth system' },
  'content_market/video_task/video_task_details': { 'zh-CN': '视频任务详情', en: 'Video task details' },
  'content_market/imgText_task/imgText_task_details': { 'zh-CN': '图文任务详情', en: 'Image-text task details' },
  'content_market/live_task/live_task_details': { 'zh-CN': '直播任务详情', en: 'Live task details' },
  'content_market/collecting_task/detail': { 'zh-CN': '征集任务详情', en: 'Collecting task details' },
  'content_market/growth_setting/detail': { 'zh-CN': '成长体系详情', en: 'Growth system details' },
  'content_market/study_task/detail': { 'zh-CN': '学习任务详情', en: 'Study task details' },
  'content_market/member_list/update_gold_log': { 'zh-CN': '金币变更记录', en: 'Gold coin changes' },
  'content_market/KOC_list/KOC_gold_log': { 'zh-CN': 'KOC 金币记录', en: 'KOC gold coin records' },
  'content_market/online_booking/create_activity': { 'zh-CN': '创建预约活动', en: 'Create booking event' },
  'content_market/clues_management/detail': { 'zh-CN': '线索详情', en: 'Lead details' },
  'content_market/live_portal/detail': { 'zh-CN': '直播入口详情', en: 'Live portal details' },
  'content_market/course_management/edit_course': { 'zh-CN': '编辑课程', en: 'Edit course' },
  'content_market/course_management/edit_class': { 'zh-CN': '编辑课时', en: 'Edit lesson' },
  'content_market/course_management/course_detail': { 'zh-CN': '课程详情', en: 'Course details' },
  'content_market/finish_product_store/works_detail': { 'zh-CN': '成品详情', en: 'Finished work details' },
  'content_market/finish_product_store/import_record': { 'zh-CN': '成品导入记录', en: 'Finished work imports' },
  'content_market/audit_center/KOS_detail': { 'zh-CN': 'KOS 审核详情', en: 'KOS review details' },
  'content_market/audit_center/KOS_record': { 'zh-CN': 'KOS 审核记录', en: 'KOS review records' },

  // 客户管理
  'scrm/policy_template/create': { 'zh-CN': '新建策略模板', en: 'New policy template' },
  'scrm/customer_management/details': { 'zh-CN': '客户详情', en: 'Customer details' },
  'scrm/potential_customer_list/potential_details': { 'zh-CN': '潜在客户详情', en: 'Potential customer details' },

  // 广告投放
  'advertisement/advertising_materials/data': { 'zh-CN': '素材投放数据', en: 'Material ad data' },

  // 运营
  'operation/page_decorate/detail': { 'zh-CN': '页面装修详情', en: 'Page design details' },
};

/**
 * What a route without a title showed: its key, its last path segment (`activityList`) or that
 * segment with spaces for underscores (`per config`).
 */
export function rawIdentifiers(key: string): string[] {
  const last = key.split('/').at(-1) ?? key;
  return [key, last, last.replace(/[_-]+/g, ' ').trim()];
}

/**
 * A static route's title in `locale`. A route missing from {@link ROUTE_TITLES} (the registry test
 * fails for it) reads as its last segment in words rather than as nothing.
 */
export function staticRouteTitle(key: string, locale: Locale): string {
  const known = ROUTE_TITLES[key];
  if (known) return known[locale];
  const words = (rawIdentifiers(key).at(-1) ?? key).replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.replace(/^\w/, (c) => c.toUpperCase());
}
