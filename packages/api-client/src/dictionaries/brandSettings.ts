import type { Dictionary, DictionaryEntry, DictionaryValue } from './dictionary';

/**
 * The brand's editable dictionaries (系统管理 › 字典设置, issue 22, ADR 0026): a fixed set of codes,
 * each holding the brand's own items (label, order, enabled) that the pages using it read through
 * `/v1/system/dict/enabledItems`. `usage` says what the server counts as an item in use (an item in
 * use cannot be deleted, only disabled); `null` where nothing stores the items yet.
 */
export const BRAND_DICTIONARIES = [
  { value: 'materialTagGroups', key: 'materialTagGroups', zh: '素材标签分组', en: 'Material tag groups', usage: null },
  { value: 'industries', key: 'industries', zh: '行业', en: 'Industries', usage: null },
  { value: 'customerStages', key: 'customerStages', zh: '客户阶段', en: 'Customer stages', usage: null },
  { value: 'taskTags', key: 'taskTags', zh: '任务标签', en: 'Task tags', usage: 'marketingTasks' },
  {
    value: 'violationKeywordGroups',
    key: 'violationKeywordGroups',
    zh: '违规词分组',
    en: 'Violation keyword groups',
    usage: null,
  },
] as const satisfies readonly (DictionaryEntry<string> & { readonly usage: 'marketingTasks' | null })[];
export type BrandDictionaryCode = DictionaryValue<typeof BRAND_DICTIONARIES>;

/** The longest item label, and the most items one dictionary holds. */
export const DICTIONARY_ITEM_LABEL_MAX = 30;
export const DICTIONARY_ITEMS_MAX = 200;

/**
 * How the brand's Douyin accounts are authorised (设置 › 抖音授权方式): by scanning a QR code with the
 * Douyin app, or on Douyin's web authorisation page.
 */
export const DOUYIN_AUTH_MODES = [
  { value: 1, key: 'scan', zh: '扫码授权', en: 'Scan a QR code' },
  { value: 2, key: 'web', zh: '网页授权', en: 'Web authorisation' },
] as const satisfies Dictionary;
export type DouyinAuthMode = DictionaryValue<typeof DOUYIN_AUTH_MODES>;

/** What a member level may grant (设置 › 权益规则). */
export const LEVEL_RIGHTS = [
  { value: 'goldBonus', key: 'goldBonus', zh: '金币加成', en: 'Gold coin bonus' },
  { value: 'exclusiveMaterials', key: 'exclusiveMaterials', zh: '专属素材', en: 'Exclusive materials' },
  { value: 'priorityReview', key: 'priorityReview', zh: '优先审核', en: 'Priority review' },
  { value: 'courseAccess', key: 'courseAccess', zh: '进阶课程', en: 'Advanced courses' },
  { value: 'mallDiscount', key: 'mallDiscount', zh: '商城折扣', en: 'Mall discount' },
  { value: 'liveTraffic', key: 'liveTraffic', zh: '直播流量扶持', en: 'Live traffic support' },
] as const satisfies Dictionary<string>;
export type LevelRight = DictionaryValue<typeof LEVEL_RIGHTS>;

/** Member levels: at most this many, names this long, thresholds (points) up to this. */
export const MEMBER_LEVELS_MAX = 10;
export const MEMBER_LEVEL_NAME_MAX = 20;
export const MEMBER_LEVEL_POINTS_MAX = 100_000_000;

/** The kinds of content a section (分区) shows. */
export const SECTION_CONTENT_TYPES = [
  { value: 1, key: 'video', zh: '短视频', en: 'Short videos' },
  { value: 2, key: 'imageText', zh: '图文', en: 'Image-text' },
  { value: 3, key: 'live', zh: '直播', en: 'Live' },
  { value: 4, key: 'course', zh: '课程', en: 'Courses' },
  { value: 5, key: 'goods', zh: '商品', en: 'Goods' },
] as const satisfies Dictionary;
export type SectionContentType = DictionaryValue<typeof SECTION_CONTENT_TYPES>;

/** The content lists a section's page can show (编辑内容配置), each with how many items. */
export const SECTION_CONTENT_LISTS = [
  { value: 'latest', key: 'latest', zh: '最新发布', en: 'Latest' },
  { value: 'popular', key: 'popular', zh: '热门内容', en: 'Popular' },
  { value: 'recommended', key: 'recommended', zh: '精选推荐', en: 'Recommended' },
  { value: 'brandVideos', key: 'brandVideos', zh: '品牌视频', en: 'Brand videos' },
  { value: 'topics', key: 'topics', zh: '热门话题', en: 'Trending topics' },
  { value: 'events', key: 'events', zh: '活动专区', en: 'Events' },
] as const satisfies Dictionary<string>;
export type SectionContentList = DictionaryValue<typeof SECTION_CONTENT_LISTS>;

/** Sections: at most this many per brand, names this long; items one content list shows at most. */
export const SECTIONS_MAX = 50;
export const SECTION_NAME_MAX = 20;
export const SECTION_LIST_ITEMS_MAX = 50;
