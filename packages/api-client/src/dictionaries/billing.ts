import type { ApiLocale } from '../client/messages';
import type { Dictionary, DictionaryValue } from './dictionary';

/**
 * Billing (issue 22, ADR 0025): what a brand buys in 充值中心, what its packages are used for in
 * 套餐使用记录, and its orders and balance in 余额与订单. The server stores these codes and both the
 * server (payment page, exports) and the console label them from here.
 */

/** What a package is of: its product type (one figure per type in 套餐使用记录). */
export const PRODUCT_TYPES = [
  { value: 1, key: 'video', zh: '短视频', en: 'Short videos' },
  { value: 2, key: 'account', zh: '授权账号', en: 'Accounts' },
  { value: 3, key: 'live', zh: '直播时长', en: 'Live hours' },
  { value: 4, key: 'aiTicket', zh: 'AI 点数', en: 'AI tickets' },
  { value: 5, key: 'imageText', zh: '图文', en: 'Image-text' },
  { value: 6, key: 'aiAudit', zh: 'AI 审核', en: 'AI audit' },
] as const satisfies Dictionary;
export type ProductTypeCode = DictionaryValue<typeof PRODUCT_TYPES>;

/** The unit a product type is counted in, by product type. */
export const PRODUCT_UNITS = [
  { value: 1, key: 'video', zh: '条', en: 'videos' },
  { value: 2, key: 'account', zh: '个', en: 'accounts' },
  { value: 3, key: 'live', zh: '小时', en: 'hours' },
  { value: 4, key: 'aiTicket', zh: '点', en: 'tickets' },
  { value: 5, key: 'imageText', zh: '篇', en: 'posts' },
  { value: 6, key: 'aiAudit', zh: '次', en: 'checks' },
] as const satisfies Dictionary;

/** Goods of the catalogue: a top-up of the balance, or a package of one product type. */
export const GOODS_KINDS = [
  { value: 1, key: 'topUp', zh: '余额充值', en: 'Top-up' },
  { value: 2, key: 'package', zh: '套餐', en: 'Package' },
] as const satisfies Dictionary;
export type GoodsKindCode = DictionaryValue<typeof GOODS_KINDS>;

/**
 * An order's status. An unpaid order becomes expired `ORDER_EXPIRY_MINUTES` after it was made (by the
 * server's clock); paid, cancelled and expired are final.
 */
export const ORDER_STATUSES = [
  { value: 1, key: 'unpaid', zh: '待支付', en: 'Unpaid' },
  { value: 2, key: 'paid', zh: '已支付', en: 'Paid' },
  { value: 3, key: 'cancelled', zh: '已取消', en: 'Cancelled' },
  { value: 4, key: 'expired', zh: '已过期', en: 'Expired' },
] as const satisfies Dictionary;
export type OrderStatusCode = DictionaryValue<typeof ORDER_STATUSES>;

/** Minutes an unpaid order can be paid for. */
export const ORDER_EXPIRY_MINUTES = 15;

/** How an order is paid: on the payment page (a QR code to scan), or from the brand's balance (packages only). */
export const PAY_METHODS = [
  { value: 1, key: 'scan', zh: '扫码支付', en: 'Scan to pay' },
  { value: 2, key: 'balance', zh: '余额支付', en: 'Balance' },
] as const satisfies Dictionary;
export type PayMethodCode = DictionaryValue<typeof PAY_METHODS>;

/** A change of the balance: a paid top-up adds, a package paid from the balance takes. */
export const BALANCE_LOG_TYPES = [
  { value: 1, key: 'recharge', zh: '充值', en: 'Top-up' },
  { value: 2, key: 'consumption', zh: '消费', en: 'Purchase' },
] as const satisfies Dictionary;
export type BalanceLogTypeCode = DictionaryValue<typeof BALANCE_LOG_TYPES>;

/** What a usage record was for. */
export const USAGE_SOURCES = [
  { value: 1, key: 'merge', zh: '素材合并', en: 'Merge' },
  { value: 2, key: 'split', zh: '素材拆分', en: 'Split' },
  { value: 3, key: 'accountAuth', zh: '账号授权', en: 'Account authorised' },
  { value: 4, key: 'liveStream', zh: '直播', en: 'Live stream' },
  { value: 5, key: 'aiGeneration', zh: 'AI 生成', en: 'AI generation' },
  { value: 6, key: 'imageTextPublish', zh: '图文发布', en: 'Image-text post' },
  { value: 7, key: 'aiAudit', zh: '内容审核', en: 'Content check' },
  /** Designed (issue 23): a synthesis task (template, script, pipeline, foolish mode…) making one video. */
  { value: 8, key: 'synthesis', zh: '视频合成', en: 'Video synthesis' },
] as const satisfies Dictionary;
export type UsageSourceCode = DictionaryValue<typeof USAGE_SOURCES>;

/** Money in fen as yuan with two decimals and the ¥ sign (`123456` → `¥1,234.56`). */
export function formatYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const [whole, cents] = (Math.abs(fen) / 100).toFixed(2).split('.') as [string, string];
  return `${sign}¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/**
 * The name of goods (or of an order's goods) in `locale`: `余额充值 ¥1,000.00` for a top-up,
 * `短视频 500 条 · 90 天` for a package, ` × n` for n of them. One rule for the console, the payment page and exports.
 */
export function goodsName(
  goods: {
    kind: number;
    productType: number | null;
    quantity: number;
    price: number;
    validityDays: number | null;
    /** How many were bought (` × 2` when more than one). */
    num?: number;
  },
  locale: ApiLocale,
): string {
  const times = goods.num && goods.num > 1 ? ` × ${goods.num}` : '';
  return goodsTitle(goods, locale) + times;
}

function goodsTitle(
  goods: { kind: number; productType: number | null; quantity: number; price: number; validityDays: number | null },
  locale: ApiLocale,
): string {
  const label = (dictionary: Dictionary, value: unknown) =>
    dictionary.find((entry) => entry.value === value)?.[locale] ?? String(value);
  if (goods.kind === 1) return `${label(GOODS_KINDS, 1)} ${formatYuan(goods.price)}`;
  const days = goods.validityDays ?? 0;
  const type = label(PRODUCT_TYPES, goods.productType);
  const unit = label(PRODUCT_UNITS, goods.productType);
  return locale === 'en'
    ? `${type} ${goods.quantity.toLocaleString('en')} ${unit} · ${days} days`
    : `${type} ${goods.quantity} ${unit} · ${days} 天`;
}
