/**
 * 充值中心, 余额与订单, 套餐使用记录 (issue 22) against the reference server in Chromium: the admin tops
 * the balance up through the simulated payment page opened in a second page, sees the dialog say it
 * was paid, the order paid in 余额与订单 and the balance grown by the amount (as the database holds
 * it); cancels a second order from the dialog; reads a type's usage records; the three pages are
 * axe-clean in Chinese on light and English on dark.
 */
import { formatYuan } from '@brand-console/api-client';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSignedIn, axeViolations, openE2E, PHONES, signInWithPasswordInEnglish, withPage, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E();
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

const BRAND = '星河美妆';
const VOUCHER = '/system_manage/voucher_center';
const ORDERS = '/system_manage/balance_orders';
const USAGE = '/system_manage/package_usage';

const balance = () =>
  e2e.query<{ balance: number }>('SELECT balance FROM brand_balances WHERE brand_id = 13')[0]?.balance ?? 0;
const lastOrder = () =>
  e2e.query<{ orderNo: string; status: number; amount: number }>(
    'SELECT order_no AS orderNo, status, amount FROM billing_orders WHERE brand_id = 13 ORDER BY id DESC LIMIT 1',
  )[0]!;
const smallestTopUp = () =>
  e2e.query<{ price: number }>(
    'SELECT price FROM billing_goods WHERE kind = 1 AND on_sale = 1 ORDER BY price LIMIT 1',
  )[0]!.price;

async function open(page: Page, path: string, title: string) {
  await page.goto(`${e2e.url}${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}
const kpi = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });

describe('billing', () => {
  it('tops up through the payment page in a second window: paid, listed as paid, the balance grown', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page, context) => {
        const before = balance();
        const price = smallestTopUp();
        await open(page, VOUCHER, '充值中心');
        await kpi(page, '账户余额').getByText(formatYuan(before)).waitFor();
        await page.getByRole('heading', { name: '短视频' }).first().waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('button', { name: `充值 ${formatYuan(price)}` }).click();
        const dialog = page.getByRole('dialog', { name: '扫码支付' });
        await dialog.getByText('等待支付…').waitFor();
        await dialog.getByRole('img', { name: /支付二维码/ }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        const order = lastOrder();
        expect(order).toMatchObject({ status: 1, amount: price });
        await dialog.getByText(order.orderNo).waitFor();

        // The payment page, in a second page of the same browser (as a phone scanning the code would).
        const href = await dialog.getByRole('link', { name: '在新窗口打开支付页面' }).getAttribute('href');
        expect(href).toMatch(/\/pay\/checkout\?token=/);
        const payment = await context.newPage();
        await payment.goto(href!);
        await payment.getByRole('heading', { name: '订单支付' }).waitFor();
        await payment.getByText(formatYuan(price), { exact: true }).waitFor();
        expect(await axeViolations(payment)).toEqual([]);
        await payment.getByRole('button', { name: '确认支付' }).click();
        await payment.getByRole('heading', { name: '支付成功' }).waitFor();
        await payment.close();

        // The dialog learns it by polling; the balance on the page follows the database.
        await dialog.getByRole('heading', { name: '支付成功' }).waitFor();
        expect(lastOrder().status).toBe(2);
        expect(balance()).toBe(before + price);
        await dialog.getByRole('button', { name: '完成' }).click();
        await kpi(page, '账户余额')
          .getByText(formatYuan(before + price))
          .waitFor();

        // 余额与订单: the order is paid, the balance and its history say the same.
        await open(page, ORDERS, '余额与订单');
        const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: order.orderNo }) });
        await row.getByText('已支付').waitFor();
        await kpi(page, '账户余额')
          .getByText(formatYuan(before + price))
          .waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('tab', { name: '余额明细' }).click();
        const logged = page.getByRole('row').filter({ has: page.getByRole('cell', { name: order.orderNo }) });
        await logged.getByText(`+${formatYuan(price)}`).waitFor();
        await logged.getByText(formatYuan(before + price), { exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);

        // Status filter in the address survives a reload.
        await page.goto(`${e2e.url}${ORDERS}?status=3`);
        await page.getByRole('heading', { level: 1, name: '余额与订单' }).waitFor();
        const cancelled = e2e.query<{ n: number }>(
          'SELECT count(*) AS n FROM billing_orders WHERE brand_id = 13 AND status = 3',
        )[0]!.n;
        await page.getByText(`共 ${cancelled} 个订单`).waitFor();
      },
      BRAND,
    );
  }, 120_000);

  it('cancels an order from the payment dialog, and lists a type’s usage records', async () => {
    await asSignedIn(
      e2e,
      PHONES.admin,
      async (page) => {
        const before = balance();
        await open(page, VOUCHER, '充值中心');
        await page.getByRole('button', { name: `充值 ${formatYuan(smallestTopUp())}` }).click();
        const dialog = page.getByRole('dialog', { name: '扫码支付' });
        await dialog.getByText('等待支付…').waitFor();
        await dialog.getByRole('button', { name: '取消订单' }).click();
        await dialog.getByRole('heading', { name: '订单已取消' }).waitFor();
        expect(lastOrder().status).toBe(3);
        expect(balance()).toBe(before);

        await open(page, USAGE, '套餐使用记录');
        await page.getByRole('tab', { name: '直播时长' }).click();
        const live = e2e.query<{ detail: string }>(
          'SELECT detail FROM usage_records WHERE brand_id = 13 AND product_type = 3 ORDER BY created_at DESC, id DESC LIMIT 1',
        )[0]!;
        await page.getByRole('cell', { name: live.detail }).first().waitFor();
        const total = e2e.query<{ n: number }>(
          'SELECT count(*) AS n FROM usage_records WHERE brand_id = 13 AND product_type = 3',
        )[0]!.n;
        await page.getByText(`共 ${total} 条记录`).waitFor();
        expect(page.url()).toContain('tab=live');
        expect(await axeViolations(page)).toEqual([]);

        // What the short-video package goes to, member by member: 周运营's monthly quota as stored.
        await page.getByRole('tab', { name: '成员短视频' }).click();
        const quota = e2e.query<{ limit: number }>(
          "SELECT q.limit_num AS `limit` FROM video_quotas q JOIN user_brands ub ON ub.user_id = q.user_id AND ub.brand_id = q.brand_id WHERE q.brand_id = 13 AND ub.user_brand_name = '周运营'",
        )[0]!.limit;
        await page.getByRole('textbox', { name: '成员' }).fill('周运营');
        await page.getByRole('button', { name: '查询' }).click();
        const zhou = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '周运营', exact: true }) });
        await zhou.getByRole('cell', { name: String(quota), exact: true }).waitFor();
        expect(page.url()).toContain('userBrandName=');
        expect(await axeViolations(page)).toEqual([]);
      },
      BRAND,
    );
  }, 120_000);

  it('speaks English and is axe-clean on dark', async () => {
    await withPage(
      e2e,
      async (page) => {
        await signInWithPasswordInEnglish(page, e2e.url, PHONES.admin, BRAND);
        await open(page, VOUCHER, 'Voucher centre');
        await page.getByRole('heading', { name: 'Top up the balance' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await open(page, ORDERS, 'Balance and orders');
        await page.getByRole('tab', { name: 'Balance history' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await open(page, USAGE, 'Package usage');
        await page.getByRole('tab', { name: 'AI tickets' }).click();
        await page
          .getByRole('cell', { name: /tickets$/ })
          .first()
          .waitFor();
        expect(await axeViolations(page)).toEqual([]);
      },
      { locale: 'en-US', colorScheme: 'dark' },
    );
  }, 120_000);
});
