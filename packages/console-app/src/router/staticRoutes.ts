/**
 * The static detail, edit and create routes that spec section 2 lists under each area. They are
 * not in the menu tree; a user may open them when the user has the area (module) in the menu.
 * Each gets the component key `<module>/<path>`; the page registry decides what renders there.
 */
export interface StaticRoute {
  /** The module (area) URL, e.g. `/content_market`. */
  module: string;
  /** The path under the module, e.g. `video_task/create_task`. */
  path: string;
  /** The menu page it belongs to (breadcrumb parent), relative to the module, when there is one. */
  parent?: string;
  keepAlive?: boolean;
}

const under = (module: string, paths: string[], extra: Partial<StaticRoute> = {}): StaticRoute[] =>
  paths.map((path) => ({ module, path, parent: path.includes('/') ? path.split('/')[0] : undefined, ...extra }));

export const staticRoutes: StaticRoute[] = [
  ...under('/content_center', [
    'content_matrix/details',
    'live_center/detail',
    'content_manage/manage_detail',
    'good_management',
    'good_retention/detail',
    'clue_manage/detail',
    'work_library/works_detail',
    'work_library/import_record',
    'content_repository/material_library/material_detail',
    'content_matrix_group/add_grouping',
    'inspiration_library/video_detail',
    'inspiration_library/brandVideo_detail',
    'customer_management/detail',
  ]),
  ...under('/content_market', [
    'market_calendar/activityList',
    'market_calendar/pageDecoration',
    'video_task/pageDecoration',
    'imgText_task/pageDecoration',
    'diyPrograme_page_decorate/detail',
    'create_task',
    'video_task/create_task',
    'imgText_task/create_task',
    'live_task/create_task',
    'collecting_task/create_task',
    'study_task/create_task',
    'growth_setting/create',
    'video_task/video_task_details',
    'imgText_task/imgText_task_details',
    'live_task/live_task_details',
    'collecting_task/detail',
    'growth_setting/detail',
    'study_task/detail',
    'member_list/update_gold_log',
    'KOC_list/KOC_gold_log',
    'online_booking/create_activity',
    'clues_management/detail',
    'live_portal/detail',
    'course_management/edit_class',
    'course_management/course_detail',
    'finish_product_store/works_detail',
    'finish_product_store/import_record',
    'audit_center/KOS_detail',
    'audit_center/KOS_record',
  ]),
  ...under('/content_market', ['course_management/edit_course'], { keepAlive: true }),
  ...under('/operation', ['page_decorate/detail']),
  ...under('/system_manage', ['section_set', 'role/per_config', 'user_detail', 'content_config/edit_page']),
  ...under('/scrm', [
    'policy_template/create',
    'customer_management/details',
    'potential_customer_list/potential_details',
  ]),
  ...under('/sumwhy_video', [
    'Assemblyline/assemblyline_details',
    'Assemblyline/productList',
    'videoFinish/job_detail',
    'template_space/recycle_bin',
    'template_space/titleLibrary',
    'cloud_cover_management/detail',
    'cover_management/detail',
    'synthesis_task/detail',
    'template_imgText/detail',
    'template_imgText_compose/detail',
    'creative_script/detail',
    'creative_script/recycle_bin',
    'template_image/detail',
  ]),
  ...under('/matrix', ['matrix_manage/add_grouping', 'matrix_distribute/create', 'matrix_distribute/success']),
  ...under('/advertisement', ['advertising_materials/data']),
];

/** Detail and edit pages skip parent-frame history sync (spec section 2, navigation guard). */
export function isDetailOrEditPath(pathname: string): boolean {
  return /(?:detail|details|edit_[a-z]+|edit_page)(?:\/|$)/i.test(pathname);
}
