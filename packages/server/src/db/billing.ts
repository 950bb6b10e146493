import {
  codesOf,
  BALANCE_LOG_TYPES,
  GOODS_KINDS,
  ORDER_EXPIRY_MINUTES,
  ORDER_STATUSES,
  PAY_METHODS,
  PRODUCT_TYPES,
  USAGE_SOURCES,
  type BalanceLog,
  type BalanceSummary,
  type Order,
  type ProductGoods,
  type ProductTypeCode,
  type ProductUseInfo,
  type UsageRecord,
  type UsageSourceCode,
} from '@brand-console/api-client';
import { randomInt } from 'node:crypto';
import { badRequest } from '../http/errors';
import { MergeSplitStatus } from '../lib/codes';
import { formatDateTime, parseDateTime } from '../lib/time';
import { transaction, type Database } from './database';
import { authorisedNow } from './platforms';
import { Filters, pageOf } from './query';
import { PRODUCED_VIDEOS, producedVideos, quotaPeriod } from './videoQuotas';

/**
 * Billing (issue 22, ADR 0025): the goods catalogue, a brand's orders and their payment, its balance
 * and log, the packages its paid orders granted and what used them. Every query is scoped to the
 * brand; money in fen; times as the server's text (UTC+8).
 */

export const GoodsKind = codesOf(GOODS_KINDS);
export const OrderStatus = codesOf(ORDER_STATUSES);
export const PayMethod = codesOf(PAY_METHODS);
export const BalanceLogType = codesOf(BALANCE_LOG_TYPES);
export const ProductType = codesOf(PRODUCT_TYPES);
export const UsageSource = codesOf(USAGE_SOURCES);

export const ORDER_EXPIRY_MS = ORDER_EXPIRY_MINUTES * 60_000;
const DAY_MS = 24 * 3600_000;

interface GoodsRow {
  id: number;
  kind: 1 | 2;
  product_type: ProductTypeCode | null;
  price: number;
  quantity: number;
  validity_days: number | null;
}

const toGoods = (row: GoodsRow): ProductGoods => ({
  goodsId: row.id,
  kind: row.kind,
  productType: row.product_type,
  price: row.price,
  quantity: row.quantity,
  validityDays: row.validity_days,
});

/** The goods on sale: top-ups first, then packages by product type, each in catalogue order. */
export function goodsOnSale(db: Database, filters: { kind?: number; productType?: number }): ProductGoods[] {
  const where = new Filters('on_sale = 1').eq('kind', filters.kind).eq('product_type', filters.productType);
  return (
    db
      .prepare(
        `SELECT id, kind, product_type, price, quantity, validity_days FROM billing_goods
         WHERE ${where.sql} ORDER BY kind, product_type, sort, id`,
      )
      .all(...where.args) as unknown as GoodsRow[]
  ).map(toGoods);
}

/** Goods on sale by id. */
export function goodsById(db: Database, id: number): ProductGoods | undefined {
  const row = db
    .prepare(
      'SELECT id, kind, product_type, price, quantity, validity_days FROM billing_goods WHERE id = ? AND on_sale = 1',
    )
    .get(id) as GoodsRow | undefined;
  return row && toGoods(row);
}

/** Adds goods to the catalogue (the seed). */
export function addGoods(
  db: Database,
  goods: { kind: 1 | 2; productType?: number; price: number; quantity?: number; validityDays?: number; sort: number },
): number {
  return Number(
    db
      .prepare(
        'INSERT INTO billing_goods (kind, product_type, price, quantity, validity_days, sort) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        goods.kind,
        goods.productType ?? null,
        goods.price,
        goods.quantity ?? 0,
        goods.validityDays ?? null,
        goods.sort,
      ).lastInsertRowid,
  );
}

interface OrderRow {
  id: number;
  order_no: string;
  brand_id: number;
  user_id: number | null;
  buyer_name: string | null;
  goods_id: number;
  kind: 1 | 2;
  product_type: ProductTypeCode | null;
  quantity: number;
  price: number;
  validity_days: number | null;
  num: number;
  amount: number;
  pay_method: 1 | 2;
  status: 1 | 2 | 3 | 4;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  closed_at: string | null;
}

const ORDER_FROM = `billing_orders o LEFT JOIN user_brands ub ON ub.user_id = o.user_id AND ub.brand_id = o.brand_id`;
const ORDER_SELECT = `o.*, ub.user_brand_name AS buyer_name`;

const toOrder = (row: OrderRow): Order => ({
  orderNo: row.order_no,
  goodsId: row.goods_id,
  kind: row.kind,
  productType: row.product_type,
  quantity: row.quantity,
  price: row.price,
  validityDays: row.validity_days,
  num: row.num,
  amount: row.amount,
  payMethod: row.pay_method,
  status: row.status,
  buyerId: row.user_id,
  buyerName: row.buyer_name,
  createTime: row.created_at,
  expireTime: row.expires_at,
  payTime: row.paid_at,
  closeTime: row.closed_at,
});

/** An order number: `BC`, the time to the second (UTC+8) and six random digits. */
export function newOrderNo(nowMs: number): string {
  return `BC${formatDateTime(nowMs).replace(/\D/g, '')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/**
 * Marks the brand's unpaid orders whose time is up as expired, at their expiry time. Run before an
 * order is read or paid, so what is answered and what is paid follow the server's clock.
 */
export function expireDueOrders(db: Database, brandId: number, now: string): void {
  db.prepare(
    `UPDATE billing_orders SET status = ${OrderStatus.expired}, closed_at = expires_at
     WHERE brand_id = ? AND status = ${OrderStatus.unpaid} AND expires_at <= ?`,
  ).run(brandId, now);
}

/** One of the brand's orders by number (expiry applied). */
export function orderByNo(db: Database, brandId: number, orderNo: string, now: string): Order | undefined {
  expireDueOrders(db, brandId, now);
  const row = db
    .prepare(`SELECT ${ORDER_SELECT} FROM ${ORDER_FROM} WHERE o.brand_id = ? AND o.order_no = ?`)
    .get(brandId, orderNo) as OrderRow | undefined;
  return row && toOrder(row);
}

/** The order a payment token was issued for, with its brand (expiry applied); undefined for an unknown token. */
export function orderByToken(db: Database, tokenHash: string, now: string): (Order & { brandId: number }) | undefined {
  const found = db.prepare('SELECT brand_id FROM billing_orders WHERE pay_token_hash = ?').get(tokenHash) as
    { brand_id: number } | undefined;
  if (!found) return undefined;
  expireDueOrders(db, found.brand_id, now);
  const row = db.prepare(`SELECT ${ORDER_SELECT} FROM ${ORDER_FROM} WHERE o.pay_token_hash = ?`).get(tokenHash) as
    OrderRow | undefined;
  return row && { ...toOrder(row), brandId: row.brand_id };
}

/** A page of the brand's orders, newest first (expiry applied). */
export function listOrders(
  db: Database,
  brandId: number,
  now: string,
  query: { status?: number; orderNo?: string; startTime?: string; endTime?: string; pageNo: number; pageSize: number },
): { records: Order[]; total: number } {
  expireDueOrders(db, brandId, now);
  const where = new Filters('o.brand_id = ?', brandId)
    .eq('o.status', query.status)
    .contains('o.order_no', query.orderNo)
    .range('o.created_at', query.startTime, query.endTime);
  const { rows, total } = pageOf<OrderRow>(db, ORDER_FROM, where, 'o.created_at DESC, o.id DESC', query, ORDER_SELECT);
  return { records: rows.map(toOrder), total };
}

/** The brand's balance in fen (0 before its first top-up). */
export function balanceOf(db: Database, brandId: number): number {
  return (
    (
      db.prepare('SELECT balance FROM brand_balances WHERE brand_id = ?').get(brandId) as
        { balance: number } | undefined
    )?.balance ?? 0
  );
}

/** The balance and the totals of its log. */
export function balanceSummary(db: Database, brandId: number): BalanceSummary {
  const totals = db
    .prepare(
      `SELECT coalesce(sum(CASE WHEN type = ${BalanceLogType.recharge} THEN amount END), 0) AS recharge,
              coalesce(-sum(CASE WHEN type = ${BalanceLogType.consumption} THEN amount END), 0) AS consume
       FROM balance_logs WHERE brand_id = ?`,
    )
    .get(brandId) as { recharge: number; consume: number };
  return { balance: balanceOf(db, brandId), rechargeTotal: totals.recharge, consumeTotal: totals.consume };
}

/** Changes the balance by `amount` (fen, negative to take) and logs it; refuses (returns false) to go below 0. */
function changeBalance(
  db: Database,
  brandId: number,
  change: { type: 1 | 2; amount: number; orderId: number; userId: number | null; at: string },
): boolean {
  const after = balanceOf(db, brandId) + change.amount;
  if (after < 0) return false;
  db.prepare(
    `INSERT INTO brand_balances (brand_id, balance, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (brand_id) DO UPDATE SET balance = excluded.balance, updated_at = excluded.updated_at`,
  ).run(brandId, after, change.at);
  db.prepare(
    `INSERT INTO balance_logs (brand_id, type, amount, balance_after, remark, order_id, user_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(brandId, change.type, change.amount, after, null, change.orderId, change.userId, change.at);
  return true;
}

/** What a paid order gives: a top-up adds its amount to the balance, a package is granted from `at`. */
function fulfil(db: Database, order: OrderRow, at: string, atMs: number): void {
  if (order.kind === GoodsKind.topUp) {
    changeBalance(db, order.brand_id, {
      type: BalanceLogType.recharge,
      amount: order.amount,
      orderId: order.id,
      userId: order.user_id,
      at,
    });
    return;
  }
  db.prepare(
    'INSERT INTO package_grants (brand_id, order_id, product_type, quantity, starts_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    order.brand_id,
    order.id,
    order.product_type,
    order.quantity * order.num,
    at,
    formatDateTime(atMs + (order.validity_days ?? 0) * DAY_MS),
  );
}

/** Thrown inside the order's transaction to roll it back when the balance is short. */
class BalanceShort extends Error {}

export type PlacedOrder = { ok: true; orderNo: string; id: number } | { ok: false; reason: 'balance' };

/**
 * Places an order for `num` of `goods`. Paid on the payment page (method 1: unpaid until then, the
 * token's hash kept), or from the balance (method 2, packages only: paid at once, or refused when the
 * balance is short, with nothing stored).
 */
export function placeOrder(
  db: Database,
  order: {
    brandId: number;
    userId: number;
    goods: ProductGoods;
    num: number;
    payMethod: 1 | 2;
    tokenHash: string | null;
    nowMs: number;
  },
): PlacedOrder {
  const at = formatDateTime(order.nowMs);
  try {
    return placeInTransaction(db, order, at);
  } catch (error) {
    if (error instanceof BalanceShort) return { ok: false, reason: 'balance' };
    throw error;
  }
}

function placeInTransaction(db: Database, order: Parameters<typeof placeOrder>[1], at: string): PlacedOrder {
  return transaction(db, () => {
    const orderNo = newOrderNo(order.nowMs);
    const { goods } = order;
    const id = Number(
      db
        .prepare(
          `INSERT INTO billing_orders (order_no, brand_id, user_id, goods_id, kind, product_type, quantity, price,
             validity_days, num, amount, pay_method, status, pay_token_hash, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          orderNo,
          order.brandId,
          order.userId,
          goods.goodsId,
          goods.kind,
          goods.productType,
          goods.quantity,
          goods.price,
          goods.validityDays,
          order.num,
          goods.price * order.num,
          order.payMethod,
          OrderStatus.unpaid,
          order.tokenHash,
          at,
          formatDateTime(order.nowMs + ORDER_EXPIRY_MS),
        ).lastInsertRowid,
    );
    if (order.payMethod === PayMethod.balance) {
      const row = db.prepare('SELECT * FROM billing_orders WHERE id = ?').get(id) as unknown as OrderRow;
      const paid = changeBalance(db, order.brandId, {
        type: BalanceLogType.consumption,
        amount: -row.amount,
        orderId: id,
        userId: order.userId,
        at,
      });
      if (!paid) throw new BalanceShort();
      db.prepare(`UPDATE billing_orders SET status = ${OrderStatus.paid}, paid_at = ? WHERE id = ?`).run(at, id);
      fulfil(db, row, at, order.nowMs);
    }
    return { ok: true as const, orderNo, id };
  });
}

/**
 * Pays the unpaid order of a payment token at `nowMs`: marks it paid and gives what it buys, once.
 * Answers the order's status after the call: paid (now or before: paying twice changes nothing),
 * cancelled or expired (nothing happens), or undefined for an unknown token.
 */
export function payByToken(db: Database, tokenHash: string, nowMs: number): Order['status'] | undefined {
  const at = formatDateTime(nowMs);
  return transaction(db, () => {
    const order = orderByToken(db, tokenHash, at);
    if (!order) return undefined;
    if (order.status !== OrderStatus.unpaid) return order.status;
    const row = db
      .prepare('SELECT * FROM billing_orders WHERE pay_token_hash = ?')
      .get(tokenHash) as unknown as OrderRow;
    const changed = db
      .prepare(
        `UPDATE billing_orders SET status = ${OrderStatus.paid}, paid_at = ? WHERE id = ? AND status = ${OrderStatus.unpaid}`,
      )
      .run(at, row.id).changes;
    if (changed === 1) fulfil(db, row, at, nowMs);
    return OrderStatus.paid;
  });
}

/** Cancels an unpaid order (its payment page then says so). False when it is no longer unpaid. */
export function cancelUnpaid(db: Database, brandId: number, orderNo: string, now: string): boolean {
  expireDueOrders(db, brandId, now);
  return (
    db
      .prepare(
        `UPDATE billing_orders SET status = ${OrderStatus.cancelled}, closed_at = ?
         WHERE brand_id = ? AND order_no = ? AND status = ${OrderStatus.unpaid}`,
      )
      .run(now, brandId, orderNo).changes === 1
  );
}

/** Cancels the unpaid order of a payment token (the page's 取消). Answers the status after the call. */
export function cancelByToken(db: Database, tokenHash: string, now: string): Order['status'] | undefined {
  return transaction(db, () => {
    const order = orderByToken(db, tokenHash, now);
    if (!order) return undefined;
    if (order.status !== OrderStatus.unpaid) return order.status;
    cancelUnpaid(db, order.brandId, order.orderNo, now);
    return OrderStatus.cancelled;
  });
}

interface BalanceLogRow {
  id: number;
  type: 1 | 2;
  amount: number;
  balance_after: number;
  remark: string | null;
  order_no: string | null;
  user_name: string | null;
  created_at: string;
  kind: 1 | 2 | null;
  product_type: ProductTypeCode | null;
  quantity: number | null;
  price: number | null;
  validity_days: number | null;
  num: number | null;
}

const LOG_FROM = `balance_logs l LEFT JOIN billing_orders o ON o.id = l.order_id AND o.brand_id = l.brand_id
  LEFT JOIN user_brands ub ON ub.user_id = l.user_id AND ub.brand_id = l.brand_id`;
const LOG_SELECT = `l.id, l.type, l.amount, l.balance_after, l.remark, o.order_no, ub.user_brand_name AS user_name,
  l.created_at, o.kind, o.product_type, o.quantity, o.price, o.validity_days, o.num`;

const toLog = (row: BalanceLogRow): BalanceLog => ({
  id: row.id,
  type: row.type,
  amount: row.amount,
  balance: row.balance_after,
  remark: row.remark,
  orderNo: row.order_no,
  goods:
    row.kind === null
      ? null
      : {
          kind: row.kind,
          productType: row.product_type,
          quantity: row.quantity ?? 0,
          price: row.price ?? 0,
          validityDays: row.validity_days,
          num: row.num ?? 1,
        },
  userName: row.user_name,
  createTime: row.created_at,
});

export interface BalanceLogFilters {
  type?: number | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

const logFilters = (brandId: number, filters: BalanceLogFilters) =>
  new Filters('l.brand_id = ?', brandId)
    .eq('l.type', filters.type)
    .range('l.created_at', filters.startTime, filters.endTime);

/** A page of the brand's balance log, newest first. */
export function listBalanceLogs(
  db: Database,
  brandId: number,
  filters: BalanceLogFilters,
  page: { pageNo: number; pageSize: number },
): { records: BalanceLog[]; total: number } {
  const { rows, total } = pageOf<BalanceLogRow>(
    db,
    LOG_FROM,
    logFilters(brandId, filters),
    'l.created_at DESC, l.id DESC',
    page,
    LOG_SELECT,
  );
  return { records: rows.map(toLog), total };
}

/** Every row of the brand's balance log under `filters`, newest first (the export). */
export function allBalanceLogs(db: Database, brandId: number, filters: BalanceLogFilters): BalanceLog[] {
  const where = logFilters(brandId, filters);
  return (
    db
      .prepare(`SELECT ${LOG_SELECT} FROM ${LOG_FROM} WHERE ${where.sql} ORDER BY l.created_at DESC, l.id DESC`)
      .all(...where.args) as unknown as BalanceLogRow[]
  ).map(toLog);
}

/** Writes a use of a package to the ledger (live, AI tickets, image-text, AI audit). */
export function addUsageRecord(
  db: Database,
  brandId: number,
  record: {
    productType: 3 | 4 | 5 | 6;
    source: UsageSourceCode;
    quantity: number;
    userId: number | null;
    detail: string;
    at: string;
  },
): void {
  db.prepare(
    'INSERT INTO usage_records (brand_id, product_type, source, quantity, user_id, detail, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(brandId, record.productType, record.source, record.quantity, record.userId, record.detail, record.at);
}

/**
 * How much of a product type the brand used from `start` up to `now`, from the stored rows: short
 * videos produced (the quota rule, `producedVideos`), the platform accounts authorised now (a
 * standing figure, not a period's), and the ledger for the other types.
 */
function usedSince(db: Database, brandId: number, type: ProductTypeCode, start: string, nowMs: number): number {
  const now = formatDateTime(nowMs);
  if (type === ProductType.video) {
    const where = producedVideos(brandId, { start }).where('o.created_at <= ?', now);
    return (
      db
        .prepare(`SELECT coalesce(sum(o.target_count), 0) AS n FROM ${PRODUCED_VIDEOS} WHERE ${where.sql}`)
        .get(...where.args) as { n: number }
    ).n;
  }
  if (type === ProductType.account) {
    const where = authorisedNow(brandId, nowMs);
    return (
      db.prepare(`SELECT count(*) AS n FROM platform_accounts a WHERE ${where.sql}`).get(...where.args) as { n: number }
    ).n;
  }
  return (
    db
      .prepare(
        `SELECT coalesce(sum(quantity), 0) AS n FROM usage_records
         WHERE brand_id = ? AND product_type = ? AND created_at >= ? AND created_at <= ?`,
      )
      .get(brandId, type, start, now) as { n: number }
  ).n;
}

/**
 * Per product type: what the unexpired packages grant, and what was used since the earliest of them
 * started (since the start of this month, UTC+8, when there is none).
 */
export function productUseInfo(db: Database, brandId: number, nowMs: number): ProductUseInfo[] {
  const now = formatDateTime(nowMs);
  const grants = new Map(
    (
      db
        .prepare(
          `SELECT product_type, sum(quantity) AS total, min(starts_at) AS start, min(expires_at) AS next_end
           FROM package_grants WHERE brand_id = ? AND starts_at <= ? AND expires_at > ? GROUP BY product_type`,
        )
        .all(brandId, now, now) as Array<{ product_type: number; total: number; start: string; next_end: string }>
    ).map((row) => [row.product_type, row]),
  );
  const monthStart = quotaPeriod(nowMs).start;
  return PRODUCT_TYPES.map(({ value: type }) => {
    const grant = grants.get(type);
    const start = grant?.start ?? monthStart;
    return {
      productType: type,
      totalNum: grant?.total ?? 0,
      usedNum: usedSince(db, brandId, type, start, nowMs),
      startTime: start,
      expireTime: grant?.next_end ?? null,
    };
  });
}

/**
 * A page of one product type's usage records, newest first, each from the stored row that used the
 * package: merges and splits that produced videos, accounts authorised now (by authorisation time),
 * or the ledger.
 */
export function listUsageRecords(
  db: Database,
  brandId: number,
  nowMs: number,
  query: { productType: ProductTypeCode; startTime?: string; endTime?: string; pageNo: number; pageSize: number },
): { records: UsageRecord[]; total: number } {
  const type = query.productType;
  if (type === ProductType.video) {
    // What `PRODUCED_VIDEOS` counts, row by row: merges and splits that did not fail, and synthesis
    // tasks that did not fail or close (one video each, named after the task).
    const where = producedVideos(brandId).range('o.created_at', query.startTime, query.endTime);
    const { rows, total } = pageOf<{
      id: number;
      kind: 'op' | 'syn';
      user_id: number;
      user_name: string | null;
      operation_type: 1 | 2 | null;
      target_count: number;
      detail: string;
      created_at: string;
    }>(
      db,
      `(SELECT 'op' AS kind, id, brand_id, user_id, created_at, target_count, operation_type, target_names AS detail
          FROM material_operations WHERE status != ${MergeSplitStatus.failed}
        UNION ALL
        SELECT 'syn', id, brand_id, user_id, created_at, 1, NULL, name
          FROM synthesis_tasks WHERE status IN (0, 1, 2)) o
       LEFT JOIN user_brands ub ON ub.user_id = o.user_id AND ub.brand_id = o.brand_id`,
      where,
      'o.created_at DESC, o.kind DESC, o.id DESC',
      query,
      'o.id, o.kind, o.user_id, ub.user_brand_name AS user_name, o.operation_type, o.target_count, o.detail, o.created_at',
    );
    return {
      records: rows.map((row) => ({
        id: `${row.kind}-${row.id}`,
        productType: type,
        source:
          row.kind === 'syn' ? UsageSource.synthesis : row.operation_type === 1 ? UsageSource.merge : UsageSource.split,
        quantity: row.target_count,
        userId: row.user_id,
        userName: row.user_name,
        detail: row.kind === 'syn' ? row.detail : namesOf(row.detail),
        platform: null,
        createTime: row.created_at,
      })),
      total,
    };
  }
  if (type === ProductType.account) {
    const where = authorisedNow(brandId, nowMs);
    // Authorisation times are stored as milliseconds: the same inclusive bounds as `Filters.range`.
    const start = query.startTime ? parseDateTime(query.startTime) : null;
    const end = query.endTime ? parseDateTime(query.endTime, true) : null;
    if (Number.isNaN(start) || Number.isNaN(end)) throw badRequest('时间格式错误');
    if (start !== null && end !== null && start > end) throw badRequest('开始时间不能晚于结束时间');
    if (start !== null) where.where('a.authorised_at >= ?', start);
    if (end !== null) where.where('a.authorised_at <= ?', end);
    const { rows, total } = pageOf<{
      id: number;
      platform: number;
      name: string;
      owner_id: number | null;
      user_name: string | null;
      authorised_at: number;
    }>(
      db,
      'platform_accounts a LEFT JOIN user_brands ub ON ub.user_id = a.owner_id AND ub.brand_id = a.brand_id',
      where,
      'a.authorised_at DESC, a.id DESC',
      query,
      'a.id, a.platform, a.name, a.owner_id, ub.user_brand_name AS user_name, a.authorised_at',
    );
    return {
      records: rows.map((row) => ({
        id: `acct-${row.id}`,
        productType: type,
        source: UsageSource.accountAuth,
        quantity: 1,
        userId: row.owner_id,
        userName: row.user_name,
        detail: row.name,
        platform: row.platform,
        createTime: formatDateTime(row.authorised_at),
      })),
      total,
    };
  }
  const where = new Filters('r.brand_id = ?', brandId)
    .eq('r.product_type', type)
    .range('r.created_at', query.startTime, query.endTime);
  const { rows, total } = pageOf<{
    id: number;
    source: UsageSourceCode;
    quantity: number;
    user_id: number | null;
    user_name: string | null;
    detail: string;
    created_at: string;
  }>(
    db,
    'usage_records r LEFT JOIN user_brands ub ON ub.user_id = r.user_id AND ub.brand_id = r.brand_id',
    where,
    'r.created_at DESC, r.id DESC',
    query,
    'r.id, r.source, r.quantity, r.user_id, ub.user_brand_name AS user_name, r.detail, r.created_at',
  );
  return {
    records: rows.map((row) => ({
      id: `use-${row.id}`,
      productType: type,
      source: row.source,
      quantity: row.quantity,
      userId: row.user_id,
      userName: row.user_name,
      detail: row.detail,
      platform: null,
      createTime: row.created_at,
    })),
    total,
  };
}

/** The names of an operation's videos (stored as a JSON list), joined; empty when there are none. */
function namesOf(json: string): string {
  try {
    const names = JSON.parse(json) as unknown;
    return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string').join('、') : '';
  } catch {
    return '';
  }
}
