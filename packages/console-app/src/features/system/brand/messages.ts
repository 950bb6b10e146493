import { useTranslate, type Catalogues } from '@brand-console/ui';
import { appEn, appZhCN } from '../../../lib/messages';

/** Strings of 品牌信息; both languages have every key. */
export const brandZhCN = {
  'brand.description': '品牌名称与标志显示在控制台顶部和品牌切换中，保存后立即生效。',
  'brand.account': '品牌账号',
  'brand.appearance': '名称与标志',
  'brand.companyCode': '企业编码',
  'brand.viewMode': '视图模式',
  'brand.brandId': '品牌 ID',
  'brand.name': '品牌名称',
  'brand.nameHint': '最多 30 个字',
  'brand.logo': '品牌标志',
  'brand.logoHint': '显示在顶部栏，建议宽 200 像素以内的横版图片（jpeg、jpg、png，不超过 2 MB）。',
  'brand.retainLogo': '保留标志',
  'brand.retainLogoHint': '横版标志放不下时使用的方形标志（收起的侧边菜单、数据大屏）。',
  'brand.upload': '上传图片',
  'brand.replace': '更换图片',
  'brand.remove': '移除',
  'brand.none': '未设置',
  'brand.uploading': '上传中…',
  'brand.badType': '仅支持 jpeg、jpg、png 图片',
  'brand.tooLarge': '图片不能超过 2 MB',
  'brand.save': '保存',
  'brand.saved': '品牌信息已保存',
  'brand.loadFailed': '品牌信息加载失败',
  'brand.retry': '重试',
  'brand.preview': '{name}预览',
};

export const brandEn: Record<keyof typeof brandZhCN, string> = {
  'brand.description':
    'The brand name and logo show at the top of the console and in the brand switcher, as soon as they are saved.',
  'brand.account': 'Brand account',
  'brand.appearance': 'Name and logo',
  'brand.companyCode': 'Company code',
  'brand.viewMode': 'View mode',
  'brand.brandId': 'Brand ID',
  'brand.name': 'Brand name',
  'brand.nameHint': 'At most 30 characters',
  'brand.logo': 'Logo',
  'brand.logoHint': 'Shown in the top bar: a wide image, up to about 200 px (jpeg, jpg or png, at most 2 MB).',
  'brand.retainLogo': 'Retained logo',
  'brand.retainLogoHint': 'A square mark used where the wide logo does not fit (collapsed side menu, data screen).',
  'brand.upload': 'Upload image',
  'brand.replace': 'Replace image',
  'brand.remove': 'Remove',
  'brand.none': 'Not set',
  'brand.uploading': 'Uploading…',
  'brand.badType': 'Only jpeg, jpg and png images',
  'brand.tooLarge': 'The image must be at most 2 MB',
  'brand.save': 'Save',
  'brand.saved': 'Brand info saved',
  'brand.loadFailed': 'The brand info could not be loaded',
  'brand.retry': 'Retry',
  'brand.preview': '{name} preview',
};

const catalogues: Catalogues<keyof typeof brandZhCN | keyof typeof appZhCN> = {
  'zh-CN': { ...appZhCN, ...brandZhCN },
  en: { ...appEn, ...brandEn },
};

/** A translator for 品牌信息: its own strings and the console's shared ones. */
export function useBrandTranslate() {
  return useTranslate(catalogues);
}

/** The server's refusals on this page, in English (`zh-CN` keeps them). */
export function brandMessage(message: string, locale: string): string {
  if (!locale.startsWith('en')) return message;
  if (message === '请先上传标志图片（支持 jpeg、jpg、png）') return 'Upload the logo image first (jpeg, jpg or png)';
  if (message.startsWith('头像图片不能超过')) return 'The image must be at most 2 MB';
  return message;
}
