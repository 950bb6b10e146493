import type { DateTimeText } from '../common';

/** Manual gold-coin change. Not shown in the spec (reference server). */
export interface GoldRecord {
  id: number;
  userId: number;
  userBrandName: string;
  /** Positive when added, negative when deducted. */
  goldNum: number;
  remark: string | null;
  operatorName: string;
  createTime: DateTimeText;
}

/** A member's coins. Not shown in the spec (reference server). */
export interface CurrentGoldDetail {
  currentGold: number;
  totalGold: number;
  usedGold: number;
}

/** KOS/KOC user. Not shown in the spec (reference server). */
export interface KosKocUser {
  userId: number;
  userBrandName: string;
  userPhone: string;
  userType: 1 | 2;
  deptName: string;
  gold: number;
  createTime: DateTimeText;
}
