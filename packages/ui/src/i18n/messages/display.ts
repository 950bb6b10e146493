import type { Catalogues } from '../translate';
import { commonEn, commonZhCN, type CommonMessageKey } from './common';
/** UI strings for display templates: Tree, TreeSelect, Result, Timeline, QRCode, PageHeader, DetailPage. Keys are prefixed by component; both languages must have every key. */
export const displayZhCN = {
  'pageHeader.back': '返回',
  'result.403.title': '抱歉，你无权访问此页面',
  'result.404.title': '抱歉，你访问的页面不存在',
  'result.500.title': '抱歉，服务器出错了',
  'timeline.pending': '进行中…',
  'qrCode.title': '二维码',
  'qrCode.expired': '已失效',
  'qrCode.refresh': '刷新',
  'qrCode.tooLong': '内容过长，无法生成二维码',
  'tree.empty': '暂无数据',
  'tree.noMatch': '没有匹配“{text}”的结果',
  'treeSelect.placeholder': '请选择',
  'treeSelect.search': '搜索',
  'treeSelect.clear': '清空',
  'treeSelect.remove': '移除 {label}',
  'treeSelect.selectedCount': '已选择 {count} 项',
  'treeSelect.options': '选项',
  'detailPage.loading': '正在加载详情',
  'detailPage.error': '详情加载失败',
  'detailPage.errorDescription': '请检查网络后重试',
  'detailPage.retry': '重试',
  'detailPage.notFound': '内容不存在或已被删除',
  'detailPage.summary': '概要',
  'detailPage.tabs': '相关信息',
} as const;

export const displayEn: Record<keyof typeof displayZhCN, string> = {
  'pageHeader.back': 'Back',
  'result.403.title': 'Sorry, you are not allowed to access this page',
  'result.404.title': 'Sorry, the page you visited does not exist',
  'result.500.title': 'Sorry, something went wrong on the server',
  'timeline.pending': 'In progress…',
  'qrCode.title': 'QR code',
  'qrCode.expired': 'Expired',
  'qrCode.refresh': 'Refresh',
  'qrCode.tooLong': 'Too much content for a QR code',
  'tree.empty': 'No data',
  'tree.noMatch': 'Nothing matches “{text}”',
  'treeSelect.placeholder': 'Select',
  'treeSelect.search': 'Search',
  'treeSelect.clear': 'Clear',
  'treeSelect.remove': 'Remove {label}',
  'treeSelect.selectedCount': '{count} selected',
  'treeSelect.options': 'Options',
  'detailPage.loading': 'Loading details',
  'detailPage.error': 'The details could not be loaded',
  'detailPage.errorDescription': 'Check your connection and try again',
  'detailPage.retry': 'Retry',
  'detailPage.notFound': 'This item does not exist or has been deleted',
  'detailPage.summary': 'Summary',
  'detailPage.tabs': 'Related information',
};

/** This area's strings with the shared ones: what its components translate with. */
export const displayCatalogues: Catalogues<keyof typeof displayZhCN | CommonMessageKey> = {
  'zh-CN': { ...commonZhCN, ...displayZhCN },
  en: { ...commonEn, ...displayEn },
};
