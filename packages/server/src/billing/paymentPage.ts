import { formatYuan, goodsName, ORDER_STATUSES, type Order } from '@brand-console/api-client';
import type { Context, Hono } from 'hono';
import { hashToken } from '../auth/tokens';
import { cancelByToken, orderByToken, OrderStatus, payByToken } from '../db/billing';
import type { AppEnv, Services } from '../http/context';
import { newNonce } from '../http/securityHeaders';
import { escapeHtml, prefersEnglish, standInHeaders, standInHtml } from '../http/standInPage';
import { formatDateTime } from '../lib/time';

/**
 * The simulated payment page (ADR 0025): what a payment provider's checkout would be, served by this
 * server on its own origin. 充值中心 shows its address as a QR code (and a link) for a second window
 * or a phone; the page shows the brand, the goods, the amount and the time left, with 确认支付 and
 * 取消. The one-time token in the address is the only permission (no session: a phone that scans it
 * has none); only its hash is stored. Paying is idempotent, an order past its 15 minutes expires, and
 * the console learns the outcome by polling `getOrderStatus` (no message crosses windows).
 */
export const PAY_PATH = '/pay/checkout';

const TOKEN = /^[\w-]{16,200}$/;

/** The payment page's address for a token, on `origin` (the origin the console reached this server on). */
export function paymentUrl(origin: string, token: string): string {
  return `${origin}${PAY_PATH}?token=${encodeURIComponent(token)}`;
}

const TEXT = {
  zh: {
    title: '订单支付',
    sandbox: '模拟支付：不会产生真实扣款。',
    brand: '品牌',
    goods: '商品',
    orderNo: '订单号',
    amount: '应付金额',
    deadline: '请在此时间前支付',
    pay: '确认支付',
    cancel: '取消',
    paid: '支付成功',
    paidNote: '款项已到账，可以关闭此窗口，回到控制台。',
    cancelled: '订单已取消',
    cancelledNote: '此订单不会再被支付。可以关闭此窗口。',
    expired: '订单已过期',
    expiredNote: '超过支付时间，请回到控制台重新下单。',
    invalid: '支付链接无效',
    invalidNote: '请回到控制台重新下单。',
    other: 'English',
  },
  en: {
    title: 'Pay for your order',
    sandbox: 'Simulated payment: no money is taken.',
    brand: 'Brand',
    goods: 'Goods',
    orderNo: 'Order number',
    amount: 'Amount due',
    deadline: 'Pay before',
    pay: 'Confirm payment',
    cancel: 'Cancel',
    paid: 'Payment received',
    paidNote: 'The payment is complete. You can close this window and return to the console.',
    cancelled: 'Order cancelled',
    cancelledNote: 'This order can no longer be paid. You can close this window.',
    expired: 'Order expired',
    expiredNote: 'The time to pay has passed; place the order again in the console.',
    invalid: 'This payment link is not valid',
    invalidNote: 'Place the order again in the console.',
    other: '中文',
  },
} as const;

type Lang = keyof typeof TEXT;

/** `?lang=en|zh` (kept through the form), else the browser's first language. */
function langOf(c: Context, asked: string | undefined): Lang {
  if (asked === 'en' || asked === 'zh') return asked;
  return prefersEnglish(c) ? 'en' : 'zh';
}

const CSS = `dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px}dt{color:#4e5969}dd{margin:0;word-break:break-all}
.amount{font-size:24px;font-weight:600;color:#1f2329}.note{font-size:12px}
button[value=pay]{background:#1f5bd8;border-color:#1f5bd8;color:#fff}nav{margin-top:16px;font-size:12px}a{color:#1f5bd8}`;

function orderPage(order: Order, brandName: string, token: string, lang: Lang, nonce: string): string {
  const t = TEXT[lang];
  const switchTo = lang === 'en' ? 'zh' : 'en';
  const status = ORDER_STATUSES.find((entry) => entry.value === order.status)!;
  const details = `<dl>
<dt>${escapeHtml(t.brand)}</dt><dd>${escapeHtml(brandName)}</dd>
<dt>${escapeHtml(t.goods)}</dt><dd>${escapeHtml(goodsName(order, lang))}</dd>
<dt>${escapeHtml(t.orderNo)}</dt><dd>${escapeHtml(order.orderNo)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount">${escapeHtml(formatYuan(order.amount))}</dd>
${order.status === OrderStatus.unpaid ? `<dt>${escapeHtml(t.deadline)}</dt><dd>${escapeHtml(order.expireTime)} (UTC+8)</dd>` : ''}
</dl>`;
  const other = `<nav><a href="${escapeHtml(`${PAY_PATH}?token=${encodeURIComponent(token)}&lang=${switchTo}`)}" lang="${
    switchTo === 'en' ? 'en' : 'zh-CN'
  }">${escapeHtml(t.other)}</a></nav>`;
  if (order.status !== OrderStatus.unpaid) {
    const outcome: readonly [string, string] = {
      2: [t.paid, t.paidNote] as const,
      3: [t.cancelled, t.cancelledNote] as const,
      4: [t.expired, t.expiredNote] as const,
    }[order.status];
    return standInHtml({
      english: lang === 'en',
      nonce,
      title: outcome[0],
      css: CSS,
      body: `<p role="status">${escapeHtml(outcome[1])}</p>\n${details}\n<p class="note">${escapeHtml(status[lang])}</p>\n${other}`,
    });
  }
  return standInHtml({
    english: lang === 'en',
    nonce,
    title: t.title,
    css: CSS,
    body: `<p>${escapeHtml(t.sandbox)}</p>
${details}
<form method="post" action="${PAY_PATH}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="lang" value="${lang}">
<div class="actions">
<button type="submit" name="decision" value="pay">${escapeHtml(t.pay)}</button>
<button type="submit" name="decision" value="cancel">${escapeHtml(t.cancel)}</button>
</div>
</form>
${other}`,
  });
}

function invalidPage(lang: Lang, nonce: string): string {
  const t = TEXT[lang];
  return standInHtml({ english: lang === 'en', nonce, title: t.invalid, body: `<p>${escapeHtml(t.invalidNote)}</p>` });
}

const brandNameOf = (services: Services, brandId: number) =>
  (services.db.prepare('SELECT name FROM brands WHERE id = ?').get(brandId) as { name: string } | undefined)?.name ??
  '';

/** `GET /pay/checkout?token` (the page) and its form's `POST` (pay or cancel, then back to the page). */
export function registerPaymentPage(app: Hono<AppEnv>, services: Services): void {
  app.use(PAY_PATH, async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
  });

  app.get(PAY_PATH, (c) => {
    const nonce = newNonce();
    const lang = langOf(c, c.req.query('lang'));
    const token = c.req.query('token') ?? '';
    const order = TOKEN.test(token)
      ? orderByToken(services.db, hashToken(token), formatDateTime(services.now()))
      : undefined;
    if (!order) return c.html(invalidPage(lang, nonce), 404, standInHeaders(nonce, { formTo: '' }));
    const html = orderPage(order, brandNameOf(services, order.brandId), token, lang, nonce);
    return c.html(html, 200, standInHeaders(nonce, { formTo: '' }));
  });

  app.post(PAY_PATH, async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => {
      const value = form[name];
      return typeof value === 'string' && value.length <= 200 ? value : '';
    };
    const lang = langOf(c, field('lang'));
    const token = field('token');
    const decision = field('decision');
    const nonce = newNonce();
    const refuse = () => c.html(invalidPage(lang, nonce), 400, standInHeaders(nonce, { formTo: '' }));
    if (!TOKEN.test(token) || (decision !== 'pay' && decision !== 'cancel')) return refuse();
    const hash = hashToken(token);
    const outcome =
      decision === 'pay'
        ? payByToken(services.db, hash, services.now())
        : cancelByToken(services.db, hash, formatDateTime(services.now()));
    if (outcome === undefined) return refuse();
    // Back to the page, which now says what became of the order (a reload does not post again).
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${PAY_PATH}?token=${encodeURIComponent(token)}&lang=${lang}`, 303);
  });
}
