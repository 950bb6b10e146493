import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { axeViolations, dismissNotices, openE2E, PHONES, signInWithPassword, withPage, type E2E } from './harness';

/**
 * Issue 20's sign-in branches, each as spec sections 2, 4 and 8 say: single sign-on through the
 * reference server's stand-in provider (Feishu, WeCom) and the work platform, their failures with the
 * server's message and request id, the work platform's expired day, and an account with no brand.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E();
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

const path = (page: Page) => new URL(page.url()).pathname;

/**
 * Embedded on the work platform there is no header to wait for: lands on `target`, acknowledging
 * the upgrade view on the way if the member has an unread upgrade notice.
 */
async function landOn(page: Page, target: string) {
  await expect
    .poll(
      async () => {
        const here = path(page);
        if (here === '/upgrade_announcement') {
          const ok = page.getByRole('button', { name: '我知道了' });
          if (await ok.isVisible()) await ok.click();
        }
        return here;
      },
      { timeout: 20_000 },
    )
    .toBe(target);
}

/** From the login page through the provider's consent page, as `person` (or denying). */
async function throughProvider(page: Page, button: '飞书登录' | '企业微信登录', person: string | null) {
  await page.goto(`${e2e.url}/login`);
  await page.getByRole('button', { name: button }).click();
  await expect.poll(() => path(page)).toBe('/sso/stand-in/authorize');
  expect(await axeViolations(page)).toEqual([]);
  if (person === null) {
    await page.getByRole('button', { name: '拒绝' }).click();
    return;
  }
  await page.getByRole('radio', { name: new RegExp(person) }).check();
  await page.getByRole('button', { name: '同意并登录' }).click();
}

describe('single sign-on through the stand-in provider', () => {
  it.each([
    ['飞书登录', '/fly_book_auth', '周运营', '/content_center/content_manage'],
    ['企业微信登录', '/enterprise_wechart_auth', '吴创作', null],
  ] as const)('%s: consent, back on %s with a code, signed in as %s', async (button, callback, person, first) => {
    await withPage(e2e, async (page) => {
      const callbacks: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) callbacks.push(new URL(frame.url()).pathname);
      });
      await throughProvider(page, button, person);
      await dismissNotices(page);
      expect(callbacks).toContain(callback);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[0-9a-f]{32}$/);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').userBrandName)).toBe(
        person,
      );
      if (first) await expect.poll(() => path(page)).toBe(first);
      // The state was used up: the same answer cannot be replayed in this tab.
      expect(await page.evaluate(() => sessionStorage.getItem('ssoState'))).toBeNull();
    });
  });

  it.each([
    ['飞书登录', '/fly_book_auth'],
    ['企业微信登录', '/enterprise_wechart_auth'],
  ] as const)(
    '%s: an identity no member has fails on %s with the server’s message and request id',
    async (button, callback) => {
      await withPage(e2e, async (page) => {
        await throughProvider(page, button, '陌生访客');
        await expect.poll(() => path(page)).toBe(callback);
        const alert = page.getByRole('alert').filter({ hasText: '该身份未绑定本平台账号，请联系管理员开通' });
        await alert.waitFor();
        expect(await alert.textContent()).toMatch(/^\[[0-9a-f]{16}\] 该身份未绑定本平台账号/);
        // Not taken for an ended session: no re-login a second later.
        await page.waitForTimeout(1500);
        expect(path(page)).toBe(callback);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: '返回登录' }).click();
        await expect.poll(() => path(page)).toBe('/login');
      });
    },
  );

  it('a denial at the provider, and an answer this tab did not ask for, sign no one in', async () => {
    await withPage(e2e, async (page) => {
      await throughProvider(page, '飞书登录', null);
      await expect.poll(() => path(page)).toBe('/fly_book_auth');
      await page.getByText('已取消授权，未能登录').waitFor();
      // A code and state from elsewhere (a link someone sent): refused before any exchange.
      await page.goto(`${e2e.url}/fly_book_auth?code=0123456789abcdef0123456789abcdef&state=someone-elses-state`);
      await page.getByText('登录请求已失效，请从登录页重新发起').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  });
});

describe('the work platform (hwork)', () => {
  it('signs in with its own token', async () => {
    await withPage(e2e, async (page) => {
      await page.goto(`${e2e.url}/?envSource=hwork&hToken=hw_2b7e0c4d9a61f8e3`);
      // Embedded: no header; the first menu page of the member, signed in.
      await landOn(page, '/content_center/content_manage');
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').userPhone)).toBe(
        PHONES.staff,
      );
    });
  });

  it('stays on the tip page with the request id and the server’s message when its sign-in fails', async () => {
    await withPage(e2e, async (page) => {
      await page.goto(`${e2e.url}/?envSource=hwork&hToken=hw_not_a_member`);
      await expect.poll(() => path(page)).toBe('/loginTip');
      const tip = page.getByText(/^\[[0-9a-f]{16}\] 该身份未绑定本平台账号，请联系管理员开通$/);
      await tip.waitFor();
      await page.waitForTimeout(2000);
      expect(path(page)).toBe('/loginTip');
      expect(await tip.isVisible()).toBe(true);
      expect(await page.evaluate(() => [localStorage.getItem('envSource'), localStorage.getItem('hToken')])).toEqual([
        'hwork',
        'hw_not_a_member',
      ]);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('ends a session the server no longer knows on the tip page with its code and message', async () => {
    await withPage(e2e, async (page) => {
      await page.goto(`${e2e.url}/?envSource=hwork&hToken=hw_2b7e0c4d9a61f8e3`);
      await landOn(page, '/content_center/content_manage');
      const token = await page.evaluate(() => localStorage.getItem('token'));
      // The session ends elsewhere (another device logged out, an administrator disabled it).
      await page.request.post(`${e2e.url}/api/v1/system/account/loginout`, {
        headers: { token: token!, 'content-type': 'application/x-www-form-urlencoded' },
        data: '',
      });
      await page.reload();
      await expect.poll(() => path(page), { timeout: 10_000 }).toBe('/loginTip');
      await page.getByText(/（200002）/).waitFor();
      await page.waitForTimeout(1500);
      expect(path(page)).toBe('/loginTip');
      expect(
        await page.evaluate(() => [
          localStorage.getItem('token'),
          localStorage.getItem('envSource'),
          localStorage.getItem('hToken'),
        ]),
      ).toEqual([null, 'hwork', 'hw_2b7e0c4d9a61f8e3']);
    });
  });

  it('sends an expired day to the tip page with 登录过期，请重新进入！ and keeps it there', async () => {
    await withPage(e2e, async (page) => {
      await page.goto(`${e2e.url}/?envSource=hwork&hToken=hw_2b7e0c4d9a61f8e3`);
      await landOn(page, '/content_center/content_manage');
      // The work-platform token was issued on another day.
      await page.evaluate(() => localStorage.setItem('hTime', '2020-01-01'));
      await page.goto(`${e2e.url}/content_center/content_manage`);
      await expect.poll(() => path(page)).toBe('/loginTip');
      await page.getByText('登录过期，请重新进入！').waitFor();
      await page.waitForTimeout(2000);
      expect(path(page)).toBe('/loginTip');
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('envSource')])).toEqual([
        null,
        'hwork',
      ]);
    });
  });
});

describe('an account with no brand', () => {
  it('stays on the login page with the message instead of a forced re-login', async () => {
    await withPage(e2e, async (page) => {
      await signInWithPassword(page, e2e.url, PHONES.noBrand);
      await page.getByText('该账号未开通权限').first().waitFor();
      await page.waitForTimeout(1500);
      expect(page.url()).toBe(`${e2e.url}/login`);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  });
});
