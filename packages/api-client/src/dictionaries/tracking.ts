import type { Dictionary, DictionaryValue } from './dictionary';

/** Tracking event ids (spec section 9). */
export const TRACKING_EVENTS = [
  { value: 101, key: 'pageEnter', zh: '进入页面', en: 'Page enter' },
  { value: 102, key: 'pageLeave', zh: '离开页面', en: 'Page leave' },
  { value: 103, key: 'viewRecording', zh: '查看录屏', en: 'View recording' },
  { value: 104, key: 'liveDataExport', zh: '直播数据导出', en: 'Live data export' },
  { value: 105, key: 'videoDataExport', zh: '视频数据导出', en: 'Video data export' },
  { value: 106, key: 'videoQualityCheck', zh: '视频质检按钮', en: 'Video quality check button' },
  { value: 107, key: 'liveQualityCheck', zh: '直播质检按钮', en: 'Live quality check button' },
  { value: 108, key: 'salesReportExport', zh: '销售报表导出', en: 'Sales report export' },
  { value: 109, key: 'productReportExport', zh: '商品报表导出', en: 'Product report export' },
  { value: 110, key: 'operationsSummaryExport', zh: '运营汇总报表导出', en: 'Operations summary report export' },
  {
    value: 111,
    key: 'operationsMatrixExport',
    zh: '运营矩阵号报表导出',
    en: 'Operations matrix account report export',
  },
  { value: 112, key: 'createVideoTask', zh: '创建视频任务', en: 'Create video task' },
  { value: 113, key: 'createLiveTask', zh: '创建直播任务', en: 'Create live task' },
  { value: 114, key: 'memberDataExport', zh: '成员数据导出', en: 'Member data export' },
  { value: 115, key: 'taskDataExport', zh: '任务数据导出', en: 'Task data export' },
  { value: 116, key: 'departmentDataExport', zh: '部门数据导出', en: 'Department data export' },
  { value: 117, key: 'createCollectionTask', zh: '创建征集任务', en: 'Create collection task' },
  { value: 118, key: 'customerManagementExport', zh: '客户管理导出', en: 'Customer management export' },
  { value: 201, key: 'miniProgramEnter', zh: '进入小程序', en: 'Mini-programme enter' },
  { value: 202, key: 'miniProgramLeave', zh: '离开小程序', en: 'Mini-programme leave' },
  { value: 203, key: 'taskJoinNow', zh: '任务立即参与按钮', en: 'Task join-now button' },
  { value: 204, key: 'matrixAccountExport', zh: '矩阵号管理导出', en: 'Matrix account management export' },
  {
    value: 205,
    key: 'messengerMemberListExport',
    zh: '成员列表导出（企业通讯架构）',
    en: 'Member list export (messenger architecture)',
  },
  {
    value: 206,
    key: 'acquisitionFollowUpExport',
    zh: '矩阵获客成员跟进报表导出',
    en: 'Matrix acquisition member follow-up report export',
  },
  { value: 207, key: 'groupBuyOrderExport', zh: '团购订单导出', en: 'Group-buy order export' },
  { value: 208, key: 'groupBuyCouponExport', zh: '团购券导出', en: 'Group-buy coupon export' },
  { value: 209, key: 'batchPublishExport', zh: '批量发布导出', en: 'Batch publish export' },
  {
    value: 210,
    key: 'distributionRecordExport',
    zh: '内容分发发布记录导出',
    en: 'Content distribution publish record export',
  },
  { value: 211, key: 'qrCodeRecordExport', zh: '扫码发布记录导出', en: 'QR code publish record export' },
  { value: 212, key: 'synthesisTaskExport', zh: '合成任务导出', en: 'Synthesis task export' },
  { value: 213, key: 'userListExport', zh: '用户管理列表导出', en: 'User management list export' },
] as const satisfies Dictionary;
export type TrackingEventId = DictionaryValue<typeof TRACKING_EVENTS>;

/** Longest stay counted; a leave event above it is not sent (spec sections 4 and 9). */
export const MAX_TRACKED_STAY_SECONDS = 86400;
/** Pages never tracked (spec section 7). */
export const UNTRACKED_PAGES = ['/', '/login', '/fly_book_auth', '/enterprise_wechart_auth'] as const;
/** Independent pages tracked without module fields (spec section 7). */
export const MODULELESS_PAGES = ['/404', '/choice_system', '/system_manage/personal', '/forget_password'] as const;
