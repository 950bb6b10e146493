/**
 * The demo menu tree: every area of spec sections 1 and 2. Level 1 nodes are modules (header
 * tabs), level 2 are groups, level 3 are pages. `key` is the component key (`scopeFileUrl`) that
 * the console's page registry resolves; `url` is the menu index (final URL = module URL + index).
 */
export interface SeedMenu {
  code: string;
  zh: string;
  en: string;
  url: string;
  key?: string;
  icon?: string;
  keepAlive?: boolean;
  /** Badge image name (`extendCode`). */
  badge?: string;
  children?: SeedMenu[];
}

const page = (code: string, zh: string, en: string, extra: Partial<SeedMenu> = {}): SeedMenu => ({
  code,
  zh,
  en,
  url: `/${code}`,
  key: code,
  ...extra,
});

const group = (code: string, zh: string, en: string, icon: string, children: SeedMenu[]): SeedMenu => ({
  code,
  zh,
  en,
  url: `/${code}`,
  icon,
  children,
});

export const seedMenus: SeedMenu[] = [
  {
    code: 'advertisement',
    zh: '广告投放',
    en: 'Advertising',
    url: '/advertisement',
    icon: 'megaphone',
    children: [
      group('advertising', '广告管理', 'Ads', 'megaphone', [
        page('advertising_materials', '广告素材', 'Ad materials', { url: '/advertising_materials/data' }),
        page('auth_manage', '授权管理', 'Authorisation'),
        page('data_overview', '数据概览', 'Data overview'),
        page('release_data', '投放数据', 'Release data'),
      ]),
    ],
  },
  {
    code: 'content_center',
    zh: '内容中心',
    en: 'Content',
    url: '/content_center',
    icon: 'layers',
    children: [
      group('content', '内容管理', 'Content', 'file-text', [
        page('content_manage', '内容管理', 'Content management', { keepAlive: true }),
        page('content_overview', '内容概览', 'Content overview'),
        page('content_matrix', '内容矩阵', 'Content matrix'),
        page('work_library', '作品库', 'Work library', { keepAlive: true }),
        page('inspiration_library', '灵感库', 'Inspiration library', { badge: 'new' }),
        page('content_repository', '内容仓库', 'Content repository'),
      ]),
      group('clues_live', '线索与直播', 'Clues and live', 'radio', [
        page('clue_manage', '线索管理', 'Clues'),
        page('live_center', '直播中心', 'Live streaming'),
        page('live_inspection', '直播巡检', 'Live inspection'),
        page('video_inspection', '视频巡检', 'Video inspection'),
      ]),
      group('rankings', '排行榜', 'Rankings', 'bar-chart', [
        page('commerce_ranking', '带货榜', 'Commerce ranking'),
        page('goods_ranking', '商品榜', 'Goods ranking'),
        page('live_ranking', '直播榜', 'Live ranking'),
        page('video_ranking', '视频榜', 'Video ranking'),
      ]),
      group('violation', '违规监控', 'Violation monitoring', 'shield', [
        page('violation_keywords', '违规词', 'Violation keywords'),
        page('violation_matrix', '违规矩阵', 'Violation matrix'),
        page('violation_record', '违规记录', 'Violation records'),
        page('violation_remind', '违规提醒', 'Violation reminders'),
        page('live_violation', '直播违规', 'Live violations'),
      ]),
      group('goods_shop', '商品与门店', 'Goods and shops', 'shopping-bag', [
        page('good_management', '商品管理', 'Goods'),
        page('good_retention', '商品留存', 'Goods retention'),
        page('good_aggregate', '商品聚合', 'Goods aggregate'),
        page('store_management', '门店管理', 'Stores'),
        page('shop_operation', '店铺运营', 'Shop operation'),
        page('order_manage', '订单管理', 'Orders'),
      ]),
      group('reports', '报表', 'Reports', 'pie-chart', [
        page('discount_report', '优惠报表', 'Discount reports'),
        page('sales_report', '销售报表', 'Sales report'),
        page('operate_report', '运营报表', 'Operations report'),
        page('interact_strategy', '互动策略', 'Interaction strategies'),
        page('guest_data', '客资数据', 'Guest data'),
      ]),
    ],
  },
  {
    code: 'content_market',
    zh: '营销中心',
    en: 'Marketing',
    url: '/content_market',
    icon: 'target',
    children: [
      group('market_tasks', '营销任务', 'Tasks', 'check-square', [
        page('market_calendar', '营销日历', 'Calendar'),
        page('video_task', '视频任务', 'Video tasks', { keepAlive: true }),
        page('live_task', '直播任务', 'Live tasks'),
        page('imgText_task', '图文任务', 'Image-text tasks'),
        page('study_task', '学习任务', 'Study tasks'),
        page('collecting_task', '征集任务', 'Collecting tasks'),
      ]),
      group('members', '成员与成长', 'Members and growth', 'users', [
        page('growth_setting', '成长体系', 'Growth system'),
        page('member_list', '会员列表', 'Members'),
        page('KOC_list', 'KOC 小程序', 'KOC mini-programme'),
        page('talent_overview', '达人概览', 'Talent overview'),
      ]),
      group('mini_programme', '小程序运营', 'Mini-programme', 'smartphone', [
        page('mini_app_operation', '小程序运营', 'Mini-programme operation'),
        page('diyPrograme_page_decorate', '页面装修', 'Page decoration'),
        page('gold_mall', '金币商城', 'Gold-coin mall'),
        page('online_booking', '在线预约', 'Online booking'),
        page('course_management', '课程管理', 'Courses', { keepAlive: true }),
        page('audit_center', '审核中心', 'Audit centre'),
        page('market_schedule', '排期', 'Schedule'),
        page('market_store', '门店', 'Store'),
      ]),
    ],
  },
  {
    code: 'operation',
    zh: '运营',
    en: 'Operation',
    url: '/operation',
    icon: 'layout',
    children: [
      group('diy', 'DIY 页面', 'DIY pages', 'layout', [
        page('page_decorate', '页面搭建', 'Page builder'),
        page('diy_library', '组件库', 'Library'),
      ]),
    ],
  },
  {
    code: 'scrm',
    zh: '客户管理',
    en: 'Customers',
    url: '/scrm',
    icon: 'user-check',
    children: [
      group('customers', '客户', 'Customers', 'user', [
        page('customer_management', '客户管理', 'Customers', { keepAlive: true }),
        page('potential_customer_list', '潜在客户', 'Potential customers'),
        page('fans', '粉丝', 'Fans'),
        page('intended_user', '意向用户', 'Intended users'),
      ]),
      group('interaction', '互动', 'Interaction', 'message-circle', [
        page('session_management', '会话管理', 'Sessions'),
        page('policy_template', '回复策略', 'Reply policies'),
        page('keyword', '关键词', 'Keywords'),
        page('video_comments', '视频评论', 'Video comments'),
        page('bullet_management', '弹幕管理', 'Bullet comments'),
        page('follow_up_report', '跟进报表', 'Follow-up report'),
        page('interaction_data', '互动数据', 'Interaction data'),
      ]),
    ],
  },
  {
    code: 'sumwhy_video',
    zh: '短视频创作',
    en: 'Video creation',
    url: '/sumwhy_video',
    icon: 'film',
    children: [
      group('creation', '创作', 'Create', 'edit', [
        page('create_by_template', '模板创作', 'From template'),
        page('creative_script', '脚本创作', 'From script'),
        page('Assemblyline', '流水线', 'Pipeline'),
        page('foolish_mode', '傻瓜模式', 'Foolish mode'),
        page('template_imgText', '图文创作', 'Image-text'),
      ]),
      group('assets', '素材与模板', 'Assets and templates', 'image', [
        page('material_library', '素材库', 'Material library', { keepAlive: true }),
        page('cover_management', '封面制作', 'Cover making'),
        page('cloud_cover_management', '云端封面', 'Cloud covers'),
        page('template_space', '模板空间', 'Template space'),
        page('cloud_template', '云模板', 'Cloud templates'),
        page('digital_model', '数字人', 'Digital models'),
        page('finish_product_store', '成品库', 'Finished products'),
        page('media_resource_library', '媒资库', 'Media resources'),
      ]),
      group('jobs', '任务', 'Jobs', 'clock', [page('synthesis_task', '合成任务', 'Synthesis tasks')]),
    ],
  },
  {
    code: 'matrix',
    zh: '矩阵发布',
    en: 'Matrix publishing',
    url: '/matrix',
    icon: 'share',
    children: [
      group('publish', '发布', 'Publish', 'send', [
        page('matrix_distribute', '批量发布', 'Batch publish'),
        page('qrcode_publish', '扫码发布', 'QR-code publish'),
        page('records_publish', '发布记录', 'Publish records'),
        page('matrix_manage', '矩阵账号', 'Matrix accounts'),
      ]),
    ],
  },
  {
    code: 'system_manage',
    zh: '系统管理',
    en: 'Administration',
    url: '/system_manage',
    icon: 'settings',
    children: [
      group('accounts', '账号与组织', 'Accounts and organisation', 'users', [
        page('child_account', '子账号', 'Child accounts'),
        page('role', '角色', 'Roles'),
        page('organization_framework', '组织架构', 'Organisation'),
        page('business_entity', '经营主体', 'Business entities'),
        page('employee_analysis', '员工运营分析', 'Employee analysis'),
      ]),
      group('platform_auth', '平台授权', 'Platform authorisation', 'key', [
        page('douyin_auth', '抖音授权', 'Douyin'),
        page('kuaishou_auth', '快手授权', 'Kuaishou'),
        page('xiaohongshu_auth', '小红书授权', 'Xiaohongshu'),
        page('wechat_channels_auth', '视频号授权', 'WeChat channels'),
        page('mini_programme_auth', '小程序授权', 'Mini programme'),
        page('mcn_management', 'MCN 管理', 'MCN management'),
      ]),
      group('brand_settings', '品牌与设置', 'Brand and settings', 'sliders', [
        page('brand_info', '品牌信息', 'Brand info'),
        page('dictionary_set', '字典设置', 'Dictionaries'),
        page('notice_manage', '公告管理', 'Notices'),
        page('settings', '设置', 'Settings'),
        page('section_set', '分区设置', 'Sections'),
      ]),
      group('billing', '费用', 'Billing', 'credit-card', [
        page('voucher_center', '充值中心', 'Voucher centre'),
        page('package_usage', '套餐使用记录', 'Package usage'),
        page('balance_orders', '余额与订单', 'Balance and orders'),
        page('client_download', '客户端下载', 'Client download'),
      ]),
    ],
  },
  {
    code: 'public_authority',
    zh: '公共权限',
    en: 'Public permissions',
    url: '/public_authority',
    children: [page('home', '首页', 'Home', { url: '/home' })],
  },
  {
    code: 'data_screen',
    zh: '数据大屏',
    en: 'Data screen',
    url: '/data_screen',
    children: [page('big_screen', '数据大屏', 'Big screen', { url: '/big_screen' })],
  },
];

/** Every code in the tree, depth first (for role grants). */
export function allCodes(menus: SeedMenu[] = seedMenus): string[] {
  return menus.flatMap((m) => [m.code, ...allCodes(m.children ?? [])]);
}
