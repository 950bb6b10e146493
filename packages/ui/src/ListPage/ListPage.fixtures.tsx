import { useMemo, useState } from 'react';
import type { DictionaryItem } from '../StatusTag/statusDictionary';
import { createListColumns, type ListColumn } from './listColumns';
import {
  defaultListQuery,
  filterList,
  filterText,
  splitRange,
  type ListQuery,
  type ListQueryDefaults,
} from './listQuery';

/** An order of the recharge centre, with one field of every value type. */
export interface OrderRow {
  id: string;
  orderNo: string;
  product: string;
  /** Fen. */
  amount: number;
  accounts: number;
  /** A fraction. */
  discount: number;
  /** Milliseconds of video the package covers. */
  duration: number;
  status: number;
  createTime: string;
  paidDay: string | null;
  coverUrl: string | null;
  tags: readonly string[];
  buyer: { name: string; avatarUrl?: string | null };
  receipt: string;
}

/** Order statuses (publish-status shaped: the spec's dictionaries look like this). */
export const ORDER_STATUS: readonly DictionaryItem[] = [
  { value: 1, zh: '待支付', en: 'Awaiting payment', tone: 'warning' },
  { value: 2, zh: '支付中', en: 'Paying', tone: 'processing' },
  { value: 3, zh: '已支付', en: 'Paid', tone: 'success' },
  { value: 4, zh: '支付失败', en: 'Failed', tone: 'danger' },
  { value: 5, zh: '已关闭', en: 'Closed', tone: 'neutral' },
];

const PRODUCTS = ['短视频套餐 · 基础版', '短视频套餐 · 专业版', '矩阵账号扩容', 'AI 创作点数', '直播时长包'];
const BUYERS = ['王芳', '李娜', '张伟', '刘洋', '陈静', 'Jordan Lee'];
const TAGS = ['续费', '首购', '活动', '企业'];

/** A 1×1 PNG data URI tinted per row: thumbnails without network. */
const swatch = (i: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="hsl(${(i * 47) % 360} 60% 60%)"/></svg>`,
  )}`;

/** `count` orders with fixed, varied values (deterministic: no randomness). */
export function makeOrders(count: number): OrderRow[] {
  return Array.from({ length: count }, (_, i) => {
    const day = 1 + (i % 28);
    const month = 1 + (i % 11);
    const date = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    return {
      id: `o${i + 1}`,
      orderNo: `BC2026${String(100000 + i)}`,
      product: PRODUCTS[i % PRODUCTS.length]!,
      amount: 9900 + ((i * 7919) % 500_000),
      accounts: (i * 3571) % 150_000,
      discount: ((i * 13) % 40) / 100,
      duration: ((i * 37) % 600) * 1000,
      status: 1 + (i % 5),
      createTime: `${date} ${String(8 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`,
      paidDay: i % 5 === 2 ? date : null,
      coverUrl: i % 4 === 3 ? null : swatch(i),
      tags: TAGS.filter((_, t) => (i + t) % 3 === 0),
      buyer: { name: BUYERS[i % BUYERS.length]!, avatarUrl: null },
      receipt: `回单-${i + 1}`,
    };
  });
}

const col = createListColumns<OrderRow>();

/** The columns of the order list: one of every value type. */
export function orderColumns(english = false): ListColumn<OrderRow>[] {
  const l = (zh: string, en: string) => (english ? en : zh);
  return [
    col.thumbnail('coverUrl', { title: l('封面', 'Cover'), alt: (r) => r.product, width: 72, hideable: false }),
    col.text('orderNo', { title: l('订单号', 'Order no.'), search: true, width: 150 }),
    col.text('product', { title: l('商品', 'Product'), width: 180 }),
    col.money('amount', { title: l('金额（元）', 'Amount (CNY)'), sortable: true, search: true, width: 120 }),
    col.count('accounts', { title: l('账号数', 'Accounts'), sortable: true, width: 100 }),
    col.percent('discount', { title: l('折扣', 'Discount'), width: 90 }),
    col.duration('duration', { title: l('视频时长', 'Video time'), width: 100, defaultHidden: true }),
    col.status('status', { title: l('状态', 'Status'), dictionary: ORDER_STATUS, search: true, width: 120 }),
    col.dateTime('createTime', { title: l('下单时间', 'Ordered at'), sortable: true, search: true, width: 170 }),
    col.date('paidDay', { title: l('支付日期', 'Paid on'), width: 110 }),
    col.tags('tags', {
      title: l('标签', 'Tags'),
      width: 140,
      search: { options: TAGS.map((t) => ({ value: t, label: t })) },
    }),
    col.person('buyer', {
      title: l('下单人', 'Buyer'),
      width: 120,
      search: { key: 'buyer', options: BUYERS.map((b) => ({ value: b, label: b })) },
    }),
    col.link('receipt', { title: l('回单', 'Receipt'), href: (r) => `#receipt-${r.id}`, width: 100 }),
  ];
}

export const ORDER_QUERY_DEFAULTS: ListQueryDefaults = { pageSize: 10, view: 'table' };

/** A stand-in server for stories: filters, sorts and pages the rows as the real one would. */
export function queryOrders(rows: readonly OrderRow[], query: ListQuery): { records: OrderRow[]; total: number } {
  const f = query.filters;
  const [minAmount, maxAmount] = splitRange(f.amount);
  const [from, to] = splitRange(f.createTime);
  let out = rows.filter(
    (r) =>
      (!filterText(f.orderNo) || r.orderNo.includes(filterText(f.orderNo)!)) &&
      (!filterText(f.status) || String(r.status) === filterText(f.status)) &&
      (minAmount === undefined || r.amount >= Number(minAmount)) &&
      (maxAmount === undefined || r.amount <= Number(maxAmount)) &&
      (!from || r.createTime.slice(0, 10) >= from) &&
      (!to || r.createTime.slice(0, 10) <= to) &&
      filterList(f.tags).every((t) => r.tags.includes(t)) &&
      (!filterText(f.buyer) || r.buyer.name === filterText(f.buyer)),
  );
  if (query.sort) {
    const { key, desc } = query.sort;
    out = [...out].sort((a, b) => {
      const x = a[key as keyof OrderRow] as number | string;
      const y = b[key as keyof OrderRow] as number | string;
      return (x < y ? -1 : x > y ? 1 : 0) * (desc ? -1 : 1);
    });
  }
  const start = (query.page - 1) * query.pageSize;
  return { records: out.slice(start, start + query.pageSize), total: out.length };
}

/** A query held in state (the console keeps it in the URL) and the page of orders it selects. */
export function useOrderQuery(rows: readonly OrderRow[], initial: Partial<ListQuery> = {}) {
  const [query, setQuery] = useState<ListQuery>({ ...defaultListQuery(ORDER_QUERY_DEFAULTS), ...initial });
  const result = useMemo(() => queryOrders(rows, query), [rows, query]);
  return { query, setQuery, ...result };
}
