import type { DateTimeText } from '../common';

/** Package usage. Not shown (reference server). Money values are in cents. */
export interface ProductUseInfo {
  productType: number;
  productName: string;
  totalNum: number;
  usedNum: number;
  expireTime: DateTimeText | null;
}

/** An order. Not shown (reference server). */
export interface Order {
  orderNo: string;
  productName: string;
  /** Cents (shown divided by 100, two decimals). */
  amount: number;
  /** 1 unpaid, 2 paid, 3 closed (reference server). */
  status: 1 | 2 | 3;
  createTime: DateTimeText;
}

/** A purchasable package. Not shown (reference server). */
export interface ProductGoods {
  goodsId: number;
  goodsName: string;
  /** Cents. */
  price: number;
  num: number;
}

/** A created order. Not shown (reference server). */
export interface CreatedOrder {
  orderNo: string;
  /** QR-code content to pay with. */
  payCode: string;
}

/** Order payment status. Not shown (reference server). */
export interface OrderStatus {
  orderNo: string;
  status: Order['status'];
}

/** A balance change. Not shown (reference server). */
export interface BalanceLog {
  id: number;
  type: number;
  /** Cents, negative for consumption. */
  amount: number;
  /** Cents after the change. */
  balance: number;
  remark: string | null;
  createTime: DateTimeText;
}

/**
 * A member's short-video quota on the brand. Not shown (reference server): the quota period is the
 * calendar month in UTC+8, and `usedNum` counts the short videos the member produced in it.
 */
export interface UserSumvideoConfig {
  userId: number;
  userBrandName: string;
  /** Short videos the member may produce per period; 0 is no limit. */
  limitNum: number;
  /** Short videos the member produced in the current period (merges and splits that did not fail). */
  usedNum: number;
  /** The current period, a month as `YYYY-MM` (UTC+8). */
  period: string;
}
