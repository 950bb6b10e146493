import { isApiError, NO_PERMISSION_CODE } from '@brand-console/api-client';
import readXlsxFile from 'read-excel-file/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../lib/time';
import { createHarness, rejection, type Harness, type SignedInClient } from '../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

/** 林管理: main account of brands 13 and 14 (admin: every page). */
const ADMIN = '13800000001';
/** 周运营: brand 13 staff, none of the billing pages. */
const STAFF = '13800000002';

const db = () => h.services.db;
/** The balance as stored, and the sum of the brand's log (they must agree). */
const stored = (brandId: number) => ({
  balance: (db().prepare('SELECT balance FROM brand_balances WHERE brand_id = ?').get(brandId) as { balance: number })
    .balance,
  logSum: (db().prepare('SELECT sum(amount) AS n FROM balance_logs WHERE brand_id = ?').get(brandId) as { n: number })
    .n,
});
const goodsOf = (kind: 1 | 2, productType?: number) =>
  db()
    .prepare(
      `SELECT id, price, quantity FROM billing_goods WHERE kind = ? AND (? IS NULL OR product_type = ?) ORDER BY sort LIMIT 1`,
    )
    .get(kind, productType ?? null, productType ?? null) as { id: number; price: number; quantity: number };

/** The page at `url` (the payment URL as the console got it), fetched as a browser would. */
async function page(url: string, lang?: string) {
  const response = await h.app.fetch(new Request(url, { headers: lang ? { 'accept-language': lang } : {} }));
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** Submits the page's form: `pay` or `cancel`. */
async function decide(payUrl: string, decision: 'pay' | 'cancel', token = new URL(payUrl).searchParams.get('token')!) {
  const response = await h.app.fetch(
    new Request('http://console.test/pay/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, decision, lang: 'zh' }).toString(),
    }),
  );
  return { status: response.status, location: response.headers.get('location') };
}

async function buy(api: SignedInClient, goodsId: number, num = 1) {
  const order = await api.request('/v1/system/product/createOrder', { goodsId, num });
  expect(order.status).toBe(1);
  expect(order.payUrl).toMatch(/^http:\/\/console\.test\/pay\/checkout\?token=[\w-]{32,}$/);
  return order as typeof order & { payUrl: string };
}

describe('an order paid on the payment page', () => {
  it('tops the balance up once, however often it is paid, with a log row that adds up', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const before = await admin.request('/v1/system/balance-log/sumvideo/getBalance', {});
    expect(before.balance).toBe(stored(13).balance);
    const goods = goodsOf(1);
    const order = await buy(admin, goods.id, 2);
    expect(order.amount).toBe(goods.price * 2);
    // Only the token's hash is stored.
    const token = new URL(order.payUrl).searchParams.get('token')!;
    expect(JSON.stringify(db().prepare('SELECT * FROM billing_orders').all())).not.toContain(token);

    const shown = await page(order.payUrl);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('确认支付');
    expect(shown.html).toContain(order.orderNo);
    expect(shown.html).toContain(`¥${((goods.price * 2) / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`);
    expect(shown.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(shown.headers.get('x-frame-options')).toBe('DENY');
    expect(shown.html).not.toMatch(/<script|https?:\/\/(?!console\.test)/);

    expect(await decide(order.payUrl, 'pay')).toEqual({ status: 303, location: expect.stringContaining('token=') });
    const status = await admin.request('/v1/system/product/getOrderStatus', { orderNo: order.orderNo });
    expect(status).toEqual({ orderNo: order.orderNo, status: 2, payTime: formatDateTime(h.clock.now) });
    const after = await admin.request('/v1/system/balance-log/sumvideo/getBalance', {});
    expect(after.balance - before.balance).toBe(goods.price * 2);
    expect(after.rechargeTotal - before.rechargeTotal).toBe(goods.price * 2);
    expect(stored(13)).toEqual({ balance: after.balance, logSum: after.balance });

    // Paying again (the page reloaded and submitted) changes nothing.
    h.clock.now += 60_000;
    expect((await decide(order.payUrl, 'pay')).status).toBe(303);
    expect((await admin.request('/v1/system/balance-log/sumvideo/getBalance', {})).balance).toBe(after.balance);
    expect((await page(order.payUrl)).html).toContain('支付成功');

    const { records } = await admin.request('/v1/system/balance-log/sumvideo/listLog', { pageNo: 1, pageSize: 1 });
    expect(records[0]).toMatchObject({
      type: 1,
      amount: goods.price * 2,
      balance: after.balance,
      orderNo: order.orderNo,
    });
    expect(records[0]!.goods).toMatchObject({ kind: 1, num: 2, price: goods.price });
    const listed = await admin.request('/v1/system/product/listOrder', { pageNo: 1, pageSize: 10, status: 2 });
    expect(listed.records.find((o) => o.orderNo === order.orderNo)).toMatchObject({ status: 2, buyerName: '林管理' });
  });

  it('grants a package, which the package figures count until it ends', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const live = goodsOf(2, 3);
    const figure = async () =>
      (await admin.request('/v1/system/product/getProductUseInfo', {})).find((f) => f.productType === 3)!;
    const before = await figure();
    const order = await buy(admin, live.id);
    expect((await figure()).totalNum).toBe(before.totalNum);
    await decide(order.payUrl, 'pay');
    expect((await figure()).totalNum).toBe(before.totalNum + live.quantity);
    const grant = db().prepare('SELECT * FROM package_grants ORDER BY id DESC').get() as { expires_at: string };
    // The day after it ends, it no longer counts.
    h.clock.now = Date.parse(`${grant.expires_at.replace(' ', 'T')}+08:00`) + 1000;
    const later = await h.signedInClient(ADMIN, 13);
    const ended = (await later.request('/v1/system/product/getProductUseInfo', {})).find((f) => f.productType === 3)!;
    expect(ended.totalNum).toBeLessThan(before.totalNum + live.quantity);
  });

  it('expires 15 minutes after it was made: not payable, balance unchanged, the page says so', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const order = await buy(admin, goodsOf(1).id);
    const balance = stored(13).balance;
    h.clock.now += 14 * 60_000;
    expect((await admin.request('/v1/system/product/getOrderStatus', { orderNo: order.orderNo })).status).toBe(1);
    h.clock.now += 61_000;
    expect((await admin.request('/v1/system/product/getOrderStatus', { orderNo: order.orderNo })).status).toBe(4);
    await decide(order.payUrl, 'pay');
    expect(stored(13).balance).toBe(balance);
    expect((await page(order.payUrl)).html).toContain('订单已过期');
    const row = db().prepare('SELECT closed_at, expires_at FROM billing_orders WHERE order_no = ?').get(order.orderNo);
    expect(row).toEqual({ closed_at: order.expireTime, expires_at: order.expireTime });
  });

  it('once cancelled (by its buyer, or on the page) can no longer be paid', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const balance = stored(13).balance;
    const first = await buy(admin, goodsOf(1).id);
    await admin.request('/v1/system/product/cancelOrder', { orderNo: first.orderNo });
    expect((await admin.request('/v1/system/product/getOrderStatus', { orderNo: first.orderNo })).status).toBe(3);
    await decide(first.payUrl, 'pay');
    expect((await page(first.payUrl)).html).toContain('订单已取消');
    const again = await rejection(admin.request('/v1/system/product/cancelOrder', { orderNo: first.orderNo }));
    expect(isApiError(again) && again.msg).toBe('订单已支付、已取消或已过期');

    const second = await buy(admin, goodsOf(1).id);
    await decide(second.payUrl, 'cancel');
    expect((await admin.request('/v1/system/product/getOrderStatus', { orderNo: second.orderNo })).status).toBe(3);
    await decide(second.payUrl, 'pay');
    expect(stored(13).balance).toBe(balance);
  });

  it('refuses a made-up or malformed token and changes nothing', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const order = await buy(admin, goodsOf(1).id);
    const before = JSON.stringify(db().prepare('SELECT * FROM billing_orders ORDER BY id').all());
    const forged = 'A'.repeat(43);
    expect((await page(`http://console.test/pay/checkout?token=${forged}`)).status).toBe(404);
    expect((await page('http://console.test/pay/checkout?token=%3Cscript%3E')).status).toBe(404);
    expect((await decide(order.payUrl, 'pay', forged)).status).toBe(400);
    expect((await decide(order.payUrl, 'pay', '<b>x</b>')).status).toBe(400);
    expect(JSON.stringify(db().prepare('SELECT * FROM billing_orders ORDER BY id').all())).toBe(before);
  });

  it('shows the page in English when asked, every text escaped', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    db().prepare("UPDATE brands SET name = '<img src=x onerror=alert(1)>' WHERE id = 13").run();
    const order = await buy(admin, goodsOf(2, 1).id);
    const english = await page(order.payUrl, 'en-GB,en');
    expect(english.html).toContain('Confirm payment');
    expect(english.html).toContain('Short videos');
    expect(english.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(english.html).not.toContain('<img src=x');
    expect((await page(`${order.payUrl}&lang=zh`, 'en')).html).toContain('确认支付');
  });
});

describe('an order paid from the balance', () => {
  it('takes the price from the balance and grants the package at once; a short balance stores nothing', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const goods = goodsOf(2, 4);
    const before = await admin.request('/v1/system/balance-log/sumvideo/getBalance', {});
    const order = await admin.request('/v1/system/product/createOrder', { goodsId: goods.id, num: 1, payMethod: 2 });
    expect(order).toMatchObject({ status: 2, payUrl: null, amount: goods.price });
    const after = await admin.request('/v1/system/balance-log/sumvideo/getBalance', {});
    expect(before.balance - after.balance).toBe(goods.price);
    expect(after.consumeTotal - before.consumeTotal).toBe(goods.price);
    expect(stored(13)).toEqual({ balance: after.balance, logSum: after.balance });

    const orders = () => db().prepare('SELECT count(*) AS n FROM billing_orders').get();
    const count = orders();
    const expensive = goodsOf(2, 1);
    const many = Math.floor(after.balance / expensive.price) + 1;
    const refused = await rejection(
      admin.request('/v1/system/product/createOrder', { goodsId: expensive.id, num: Math.min(99, many), payMethod: 2 }),
    );
    expect(isApiError(refused) && refused.msg).toBe('余额不足');
    expect(orders()).toEqual(count);
    const topUp = await rejection(
      admin.request('/v1/system/product/createOrder', { goodsId: goodsOf(1).id, num: 1, payMethod: 2 }),
    );
    expect(isApiError(topUp) && topUp.code).toBe(400);
  });
});

describe('another brand', () => {
  it('neither sees, cancels nor pays a foreign order from its session', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const order = await buy(admin, goodsOf(1).id);
    // The admin's session on brand 14 (a member of both brands: the session's brand decides).
    const other = await h.signedInClient(ADMIN, 14);
    for (const path of ['/v1/system/product/getOrderStatus', '/v1/system/product/cancelOrder'] as const) {
      const error = await rejection(other.request(path, { orderNo: order.orderNo }));
      expect(isApiError(error) && error.msg).toBe('订单不存在');
    }
    const { records } = await other.request('/v1/system/product/listOrder', { pageNo: 1, pageSize: 100 });
    expect(records.some((o) => o.orderNo === order.orderNo)).toBe(false);
    expect((await admin.request('/v1/system/product/getOrderStatus', { orderNo: order.orderNo })).status).toBe(1);
  });

  it('keeps its own balance: a top-up of brand 13 leaves brand 14 as it was', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const b = stored(14);
    const order = await buy(admin, goodsOf(1).id);
    await decide(order.payUrl, 'pay');
    expect(stored(14)).toEqual(b);
  });
});

describe('the billing pages', () => {
  it('refuse a member whose role grants none of them', async () => {
    const staff = await h.signedInClient(STAFF, 13);
    for (const call of [
      staff.request('/v1/system/product/getProductGoods', {}),
      staff.request('/v1/system/product/createOrder', { goodsId: goodsOf(1).id, num: 1 }),
      staff.request('/v1/system/product/listOrder', { pageNo: 1, pageSize: 10 }),
      staff.request('/v1/system/balance-log/sumvideo/getBalance', {}),
      staff.request('/v1/system/product/listUsageRecord', { pageNo: 1, pageSize: 10, productType: 1 }),
    ]) {
      const error = await rejection(call);
      expect(isApiError(error) && error.code).toBe(NO_PERMISSION_CODE);
    }
  });

  it('only let the buyer cancel an order', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const order = await buy(admin, goodsOf(1).id);
    // Another administrator of brand 13 (the seeded staff member with the admin role).
    const other = db()
      .prepare(
        `SELECT u.phone FROM users u JOIN user_roles ur ON ur.user_id = u.id AND ur.brand_id = 13
         JOIN roles r ON r.id = ur.role_id AND r.role_code = 'admin' JOIN user_brands ub ON ub.user_id = u.id AND ub.brand_id = 13
         WHERE u.id != 1 AND ub.is_valid = 1 LIMIT 1`,
      )
      .get() as { phone: string };
    const colleague = await h.signedInClient(other.phone, 13);
    const error = await rejection(colleague.request('/v1/system/product/cancelOrder', { orderNo: order.orderNo }));
    expect(isApiError(error) && error.msg).toBe('只能取消自己下的订单');
  });
});

describe('package usage', () => {
  it('is counted from the stored rows: videos produced, accounts authorised now, the ledger', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const figures = async () =>
      new Map((await admin.request('/v1/system/product/getProductUseInfo', {})).map((f) => [f.productType, f.usedNum]));
    const before = await figures();
    const now = formatDateTime(h.clock.now);
    // A split into 3 that runs, a merge that failed (counts nothing).
    db()
      .prepare(
        `INSERT INTO material_operations (brand_id, user_id, operation_type, source_ids, target_names, status, created_at, target_count)
         VALUES (13, 2, 2, '[1]', '["片段一","片段二","片段三"]', 1, ?, 3), (13, 2, 1, '[1,2]', '[]', 3, ?, 1)`,
      )
      .run(now, now);
    // A template video rendered (one video), and one whose render failed (counts nothing).
    db()
      .prepare(
        `INSERT INTO synthesis_tasks (brand_id, user_id, mode, name, spec, status, duration_ms, created_at)
         VALUES (13, 2, 2, '新品口播模板视频', '{}', 2, 6000, ?), (13, 2, 2, '失败的视频', '{}', 3, 6000, ?)`,
      )
      .run(now, now);
    db()
      .prepare(
        `INSERT INTO usage_records (brand_id, product_type, source, quantity, user_id, detail, created_at)
         VALUES (13, 3, 4, 2, 2, '测试直播', ?), (14, 3, 4, 5, 3, '别的品牌', ?)`,
      )
      .run(now, now);
    const account = db()
      .prepare('SELECT id FROM platform_accounts WHERE brand_id = 13 AND revoked_at IS NULL AND expires_at > ? LIMIT 1')
      .get(h.clock.now) as { id: number };
    db().prepare('UPDATE platform_accounts SET revoked_at = ? WHERE id = ?').run(h.clock.now, account.id);
    const after = await figures();
    expect(after.get(1)! - before.get(1)!).toBe(4);
    expect(after.get(3)! - before.get(3)!).toBe(2);
    expect(before.get(2)! - after.get(2)!).toBe(1);

    // The records of each type add up to the figure where the period is the same.
    const authorised = (
      db()
        .prepare(
          'SELECT count(*) AS n FROM platform_accounts WHERE brand_id = 13 AND revoked_at IS NULL AND expires_at > ?',
        )
        .get(h.clock.now) as { n: number }
    ).n;
    const accounts = await admin.request('/v1/system/product/listUsageRecord', {
      pageNo: 1,
      pageSize: 100,
      productType: 2,
    });
    expect(accounts.total).toBe(authorised);
    expect(after.get(2)).toBe(authorised);
    const videos = await admin.request('/v1/system/product/listUsageRecord', {
      pageNo: 1,
      pageSize: 5,
      productType: 1,
      startTime: now.slice(0, 10),
    });
    // The synthesis and the split, at the same time: both listed, and what they add up to is the figure's growth.
    expect(videos.records.slice(0, 2)).toMatchObject([
      { source: 8, quantity: 1, detail: '新品口播模板视频', userId: 2 },
      { source: 2, quantity: 3, detail: '片段一、片段二、片段三' },
    ]);
    expect(videos.records.some((r) => r.quantity === 1 && r.createTime === now && r.source === 1)).toBe(false);
    expect(videos.records.some((r) => r.detail === '失败的视频')).toBe(false);
    const all = await admin.request('/v1/system/product/listUsageRecord', { pageNo: 1, pageSize: 500, productType: 1 });
    const since = (await admin.request('/v1/system/product/getProductUseInfo', {})).find((f) => f.productType === 1)!;
    expect(all.records.filter((r) => r.createTime >= since.startTime).reduce((sum, r) => sum + r.quantity, 0)).toBe(
      since.usedNum,
    );
    const live = await admin.request('/v1/system/product/listUsageRecord', {
      pageNo: 1,
      pageSize: 100,
      productType: 3,
    });
    expect(live.records.some((r) => r.detail === '别的品牌')).toBe(false);
    expect(live.records[0]).toMatchObject({ detail: '测试直播', quantity: 2, source: 4 });
  });
});

describe('the balance log export', () => {
  it('writes the filtered rows as xlsx and keeps it in the task centre', async () => {
    const admin = await h.signedInClient(ADMIN, 13);
    const { total } = await admin.request('/v1/system/balance-log/sumvideo/listLog', {
      pageNo: 1,
      pageSize: 1,
      type: 2,
    });
    expect(total).toBeGreaterThan(0);
    const file = await admin.download('/v1/system/balance-log/sumvideo/export', { type: 2 });
    expect(file.fileName).toMatch(/^余额明细\d{14}\.xlsx$/);
    const rows = (await readXlsxFile(Buffer.from(await file.blob.arrayBuffer())))[0]!.data;
    expect(rows).toHaveLength(total + 1);
    expect(rows.slice(1).every((row) => row[1] === '消费' && String(row[2]).startsWith('-'))).toBe(true);
    const tasks = await admin.request('/v1/system/download/listDownloadTaskV2', { pageNo: 1, pageSize: 5 });
    expect(tasks.records[0]).toMatchObject({ fileName: file.fileName });
  });
});
