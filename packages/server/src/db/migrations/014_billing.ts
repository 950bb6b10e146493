import type { Migration } from '../database';

/**
 * Billing (issue 22, ADR 0025): 充值中心, 套餐使用记录, 余额与订单. Money is in fen; times are the
 * server's `YYYY-MM-DD HH:mm:ss` text (UTC+8). Codes are the api-client's billing dictionaries.
 *
 * - `billing_goods`: the catalogue every brand buys from: top-ups of the balance (kind 1: the price is
 *   what the balance gains) and packages (kind 2) of a product type (`PRODUCT_TYPES` 1–6) granting
 *   `quantity` units for `validity_days` from payment. Goods taken off sale stay for old orders.
 * - `billing_orders`: a brand's orders, with what was bought copied in (kind, product type, quantity,
 *   price, validity), `num` of it and the amount. Status 1 unpaid, 2 paid, 3 cancelled, 4 expired
 *   (`ORDER_STATUSES`); an unpaid order expires at `expires_at`. Paid on the payment page (method 1)
 *   reached with a one-time token of which only the hash is kept, or from the balance (method 2).
 * - `brand_balances` and `balance_logs`: the balance and every change of it (type 1 top-up, 2
 *   purchase), with the balance after it and the order it came from: the log adds up to the balance.
 * - `package_grants`: what a paid package adds, from when until when (one per order).
 * - `usage_records`: the ledger of package use that live, AI tickets, image-text and AI audit write
 *   (product types 3–6; short videos and accounts are counted from their own tables): quantity,
 *   member, time, what it was for (`USAGE_SOURCES` and the text of it).
 */
export const billing: Migration = {
  version: 14,
  name: 'billing',
  sql: `
CREATE TABLE billing_goods (
  id INTEGER PRIMARY KEY,
  kind INTEGER NOT NULL CHECK (kind IN (1, 2)),
  product_type INTEGER CHECK (product_type BETWEEN 1 AND 6),
  price INTEGER NOT NULL CHECK (price > 0),
  quantity INTEGER NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  validity_days INTEGER CHECK (validity_days > 0),
  sort INTEGER NOT NULL DEFAULT 0,
  on_sale INTEGER NOT NULL DEFAULT 1 CHECK (on_sale IN (0, 1)),
  CHECK ((kind = 1 AND product_type IS NULL AND validity_days IS NULL AND quantity = 0)
      OR (kind = 2 AND product_type IS NOT NULL AND validity_days IS NOT NULL AND quantity > 0))
);

CREATE TABLE billing_orders (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  goods_id INTEGER NOT NULL REFERENCES billing_goods(id),
  kind INTEGER NOT NULL CHECK (kind IN (1, 2)),
  product_type INTEGER CHECK (product_type BETWEEN 1 AND 6),
  quantity INTEGER NOT NULL,
  price INTEGER NOT NULL CHECK (price > 0),
  validity_days INTEGER,
  num INTEGER NOT NULL CHECK (num >= 1),
  amount INTEGER NOT NULL CHECK (amount > 0),
  pay_method INTEGER NOT NULL CHECK (pay_method IN (1, 2)),
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4)),
  pay_token_hash TEXT UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  paid_at TEXT,
  closed_at TEXT
);
CREATE INDEX billing_orders_brand ON billing_orders(brand_id, created_at);
CREATE INDEX billing_orders_unpaid ON billing_orders(status, expires_at);

CREATE TABLE brand_balances (
  brand_id INTEGER PRIMARY KEY REFERENCES brands(id) ON DELETE CASCADE,
  balance INTEGER NOT NULL CHECK (balance >= 0),
  updated_at TEXT NOT NULL
);

CREATE TABLE balance_logs (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  type INTEGER NOT NULL CHECK (type IN (1, 2)),
  amount INTEGER NOT NULL CHECK (amount != 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  remark TEXT,
  order_id INTEGER REFERENCES billing_orders(id) ON DELETE SET NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX balance_logs_brand ON balance_logs(brand_id, created_at);

CREATE TABLE package_grants (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL UNIQUE REFERENCES billing_orders(id) ON DELETE CASCADE,
  product_type INTEGER NOT NULL CHECK (product_type BETWEEN 1 AND 6),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  starts_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  CHECK (expires_at > starts_at)
);
CREATE INDEX package_grants_brand ON package_grants(brand_id, product_type, expires_at);

CREATE TABLE usage_records (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  product_type INTEGER NOT NULL CHECK (product_type IN (3, 4, 5, 6)),
  source INTEGER NOT NULL CHECK (source BETWEEN 1 AND 7),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  detail TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX usage_records_brand ON usage_records(brand_id, product_type, created_at);
`,
};
