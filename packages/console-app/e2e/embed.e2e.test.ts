import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, dismissNotices, openE2E, PHONES, type E2E } from './harness';

/** A host page on its own origin that frames the console and records what the console tells it. */
function hostPage(consoleUrl: string) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>host</title></head><body>
<iframe id="console" src="${consoleUrl}/content_center/content_overview" style="width:1400px;height:800px"></iframe>
<script>
  window.received = [];
  const consoleOrigin = new URL(${JSON.stringify(consoleUrl)}).origin;
  window.addEventListener('message', (event) => {
    if (event.origin !== consoleOrigin) return;
    window.received.push(event.data);
  });
  window.handOver = (session) =>
    document.getElementById('console').contentWindow.postMessage({ type: 'bc:token', ...session }, consoleOrigin);
</script></body></html>`;
}

async function startHost(html: () => string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let e2e: E2E;
let host: { server: Server; origin: string };
let hostile: { server: Server; origin: string };
let consoleUrl = '';

beforeAll(async () => {
  host = await startHost(() => hostPage(consoleUrl));
  hostile = await startHost(() => hostPage(consoleUrl));
  e2e = await openE2E({ parentOrigins: [host.origin] });
  consoleUrl = e2e.url;
}, 60_000);
afterAll(async () => {
  await e2e?.close();
  await new Promise((resolve) => host?.server.close(resolve));
  await new Promise((resolve) => hostile?.server.close(resolve));
});

/** The host's own sign-in (as the work platform would do it): a real session of the server. */
async function serverSession() {
  const response = await fetch(`${e2e.url}/api/v1/system/account/loginByPhone`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ phone: PHONES.staff, password: DEMO_PASSWORD }),
  });
  const { data } = (await response.json()) as {
    data: { tokenValue: string; loginBrandVos: Array<{ userId: number }> };
  };
  return { token: data.tokenValue, userId: data.loginBrandVos[0]!.userId };
}

describe('the console embedded in a host frame', () => {
  it('asks the allowed host to sign in, takes the session it hands over, and reports its routes', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await page.goto(host.origin);
      await expect
        .poll(() => page.evaluate(() => (window as never as { received: unknown[] }).received))
        .toContainEqual({ type: 'bc:need-login' });
      const session = await serverSession();
      await page.evaluate((s) => (window as never as { handOver: (s: object) => void }).handOver(s), session);
      const frame = page.frameLocator('#console');
      // The staff member has unread upgrade notices: after sign-in the framed console may show the
      // upgrade view, which returns to the page asked for once acknowledged.
      await dismissNotices((await (await page.locator('#console').elementHandle())!.contentFrame())!);
      await frame.locator('[data-component="Header"]').waitFor();
      expect(await frame.getByRole('button', { name: /品牌内容营销平台/ }).count()).toBe(0);
      await expect
        .poll(() =>
          page.evaluate(() => (window as never as { received: Array<{ type: string; path?: string }> }).received),
        )
        .toContainEqual({ type: 'bc:route', path: '/content_center/content_overview' });
    } finally {
      await context.close();
    }
  });

  it('cannot be framed by a host whose origin is not allowed: nothing sent to it, nothing taken from it', async () => {
    const { context, page } = await e2e.newPage();
    try {
      const refusals: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('frame-ancestors')) refusals.push(message.text());
      });
      const answer = page.waitForResponse((response) => response.url().startsWith(e2e.url));
      await page.goto(hostile.origin);
      // The server names the allowed hosts in frame-ancestors; the browser refuses this one.
      expect((await answer).headers()['content-security-policy']).toContain(`frame-ancestors ${host.origin}`);
      await expect.poll(() => refusals.length).toBeGreaterThan(0);
      expect(refusals[0]).toContain(`Framing '${e2e.url}/' violates the following Content Security Policy directive`);
      const frame = page.frameLocator('#console');
      expect(await frame.locator('#root').count()).toBe(0);
      const session = await serverSession();
      await page.evaluate((s) => (window as never as { handOver: (s: object) => void }).handOver(s), session);
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => (window as never as { received: unknown[] }).received)).toEqual([]);
      expect(await frame.locator('[data-component="Header"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
