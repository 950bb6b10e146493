import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { DEMO_PASSWORD, dismissNotices, openE2E, PHONES, signInWithPassword, type E2E } from './harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await openE2E();
}, 60_000);
afterAll(async () => {
  await e2e?.close();
});

describe('the console against the reference server', () => {
  it('signs in by phone and SMS code and lands on the first menu page', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await page.goto(`${e2e.url}/`);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      await page.getByRole('textbox', { name: /手机号/ }).fill(PHONES.staff);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
      const code = e2e.smsCode(PHONES.staff);
      expect(code).toMatch(/^\d{6}$/);
      await page.getByRole('textbox', { name: /验证码/ }).fill(code!);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      // The unread upgrade notice's view comes first and returns to the first menu page.
      await dismissNotices(page);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/content_center/content_manage');
      await expect.poll(() => page.title()).toBe('品牌内容营销平台 - 内容管理');
      await page.getByRole('treeitem', { name: '内容管理' }).last().waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      await context.close();
    }
  });

  it('asks for a brand when the account has several, and opens the chosen one', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await signInWithPassword(page, e2e.url, PHONES.admin);
      expect(await page.getByRole('radio').first().isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: /旧城百货/ }).isDisabled()).toBe(true);
      await page.getByRole('radio', { name: '青禾食品' }).click();
      await page.getByRole('button', { name: '进入' }).click();
      await dismissNotices(page);
      await page.getByRole('button', { name: /当前品牌：青禾食品/ }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('switches brand from the header and reloads the menu', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await signInWithPassword(page, e2e.url, PHONES.admin, '星河美妆');
      await dismissNotices(page);
      await page.getByRole('button', { name: /当前品牌：星河美妆/ }).click();
      await page.getByRole('menuitem', { name: '青禾食品' }).click();
      await dismissNotices(page);
      await page.getByRole('button', { name: /当前品牌：青禾食品/ }).waitFor();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('brandInfo') ?? '{}').brandId)).toBe(14);
    } finally {
      await context.close();
    }
  });

  it('logs out: the token is gone on the server and here, and pages need a new sign-in', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await signInWithPassword(page, e2e.url, PHONES.staff);
      await dismissNotices(page);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      await page.getByRole('button', { name: /周运营/ }).click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      const answer = await page.request.post(`${e2e.url}/api/v1/system/account/user/selectUserInfo`, {
        headers: { token: token!, 'content-type': 'application/x-www-form-urlencoded' },
        data: 'userId=2',
      });
      expect((await answer.json()).code).not.toBe(0);
      await page.goto(`${e2e.url}/content_center/content_overview`);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/content_center/content_overview');
    } finally {
      await context.close();
    }
  });

  it('follows a logout in another tab', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await signInWithPassword(page, e2e.url, PHONES.staff);
      await dismissNotices(page);
      const other = await context.newPage();
      await other.goto(`${e2e.url}/content_center/content_overview`);
      await dismissNotices(other);
      await page.getByRole('button', { name: /周运营/ }).click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await expect.poll(() => new URL(other.url()).pathname).toBe('/login');
    } finally {
      await context.close();
    }
  });

  it('uploads a new avatar from personal info and saves it as the user photo', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await signInWithPassword(page, e2e.url, PHONES.staff);
      await dismissNotices(page);
      await page.getByRole('button', { name: /周运营/ }).click();
      await page.getByRole('menuitem', { name: '个人信息' }).click();
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await expect
        .poll(
          () => e2e.query<{ photo: string | null }>('SELECT photo FROM users WHERE phone = ?', PHONES.staff)[0]?.photo,
        )
        .toMatch(/^\/files\/[0-9a-f]{32}\.png$/);
    } finally {
      await context.close();
    }
  });

  it('sends an expired token back to sign-in after the message', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await signInWithPassword(page, e2e.url, PHONES.staff);
      await dismissNotices(page);
      // The server forgets the session (as after its idle timeout); the next call answers 200002.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      await page.request.post(`${e2e.url}/api/v1/system/account/loginout`, { headers: { token: token! } });
      await page.getByRole('button', { name: /周运营/ }).click();
      await page.getByRole('menuitem', { name: '个人信息' }).click();
      await page.getByRole('button', { name: '修改昵称' }).click();
      await page.getByRole('textbox', { name: /昵称/ }).fill('新名字');
      await page.getByRole('button', { name: '确认' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/login');
    } finally {
      await context.close();
    }
  });

  it('refuses a path outside the menu and shows /404', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await signInWithPassword(page, e2e.url, PHONES.creator);
      await dismissNotices(page);
      await page.goto(`${e2e.url}/content_center/content_manage`);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
      await page.getByRole('heading', { name: '页面不存在' }).waitFor();
      await page.goto(`${e2e.url}/no/such/page`);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
    } finally {
      await context.close();
    }
  });

  it('keeps a keep-alive page’s typed text across leaving and returning', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await signInWithPassword(page, e2e.url, PHONES.staff);
      await dismissNotices(page);
      await page.goto(`${e2e.url}/demo`);
      await page.getByRole('textbox', { name: '示例输入' }).fill('保留这段文字');
      await page.getByRole('treeitem', { name: '内容管理' }).first().click();
      await page.getByRole('treeitem', { name: '内容概览' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/content_center/content_overview');
      await page.goBack();
      expect(await page.getByRole('textbox', { name: '示例输入' }).inputValue()).toBe('保留这段文字');
    } finally {
      await context.close();
    }
  });

  it('stores page enter and leave events with their stay times and module fields', async () => {
    const { context, page } = await e2e.newPage();
    try {
      const [{ last }] = e2e.query<{ last: number | null }>('SELECT max(id) AS last FROM tracking_events') as [
        { last: number | null },
      ];
      const since = last ?? 0;
      await signInWithPassword(page, e2e.url, PHONES.creator);
      await dismissNotices(page);
      const first = new URL(page.url()).pathname;
      await page.waitForTimeout(1200);
      await page.getByRole('treeitem', { name: '任务', exact: true }).click();
      await page.getByRole('treeitem', { name: '合成任务' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/sumwhy_video/synthesis_task');
      type Row = {
        event_id: number;
        page_name: string;
        active_type: number;
        stay_time: number | null;
        module_root: string | null;
      };
      await expect
        .poll(
          () =>
            e2e.query<Row>('SELECT * FROM tracking_events WHERE page_name = ? AND id > ? ORDER BY id', first, since)
              .length,
        )
        .toBe(2);
      const [enter, leave] = e2e.query<Row>(
        'SELECT * FROM tracking_events WHERE page_name = ? AND id > ? ORDER BY id',
        first,
        since,
      );
      expect(enter).toMatchObject({ event_id: 101, active_type: 1, module_root: '短视频创作' });
      expect(leave).toMatchObject({ event_id: 102, active_type: 2 });
      expect(leave!.stay_time).toBeGreaterThanOrEqual(1);
      expect(e2e.query('SELECT * FROM tracking_events WHERE page_name = ?', '/login')).toHaveLength(0);
    } finally {
      await context.close();
    }
  });

  it('shows unread upgrade notices (their view) and announcements (the dialog) once, and marks them read', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await signInWithPassword(page, e2e.url, PHONES.cutShadow, '星河美妆');
      await page.locator('[data-component="UpgradeAnnouncement"]').waitFor();
      await page.getByRole('button', { name: '我知道了' }).click();
      await page.getByRole('dialog', { name: '系统公告' }).waitFor();
      await page.getByRole('button', { name: '关闭' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect
        .poll(
          () =>
            e2e.query<{ unread: number }>(
              `SELECT count(*) AS unread FROM notices m JOIN notice_members nm ON nm.notice_id = m.id
                 JOIN users u ON u.id = nm.user_id WHERE u.phone = ? AND m.brand_id = 13
                 AND NOT EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = m.id AND r.user_id = u.id)`,
              PHONES.cutShadow,
            )[0]?.unread,
        )
        .toBe(0);
      await page.reload();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('offers the client installer for this platform, or says there is no address', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await signInWithPassword(page, e2e.url, PHONES.admin, '星河美妆');
      await dismissNotices(page);
      await page.goto(`${e2e.url}/system_manage/client_download`);
      await dismissNotices(page);
      await page.getByRole('button', { name: '下载客户端' }).click();
      const dialog = page.getByRole('alertdialog', { name: '下载客户端' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('BrandConsole-Setup-2.3.0.exe');
      await page.getByRole('button', { name: '取消' }).click();
      // Brand 14 has no client address.
      await page
        .locator('[data-component="Header"]')
        .getByRole('button', { name: /当前品牌/ })
        .click();
      await page.getByRole('menuitem', { name: '青禾食品' }).click();
      await dismissNotices(page);
      await page.goto(`${e2e.url}/system_manage/client_download`);
      await dismissNotices(page);
      await page.getByRole('button', { name: '下载客户端' }).click();
      await page.getByText('未找到客户端下载地址，请联系管理员').waitFor();
    } finally {
      await context.close();
    }
  });

  it('prompts a version-2 account with the initial password to set one, and stops once it is set', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await signInWithPassword(page, e2e.url, PHONES.cutShadow, '青禾食品');
      await dismissNotices(page);
      await page.getByText('您的账号仍在使用初始密码').waitFor();
      await page.getByRole('button', { name: '设置密码' }).click();
      await page.locator('input[name="new-password"]').fill('brand-2026!');
      await page.locator('input[name="confirm-password"]').fill('brand-2026!');
      await page.getByRole('button', { name: '确认' }).click();
      await expect.poll(() => page.getByText('您的账号仍在使用初始密码').count()).toBe(0);
      expect(
        e2e.query<{ is_init_pwd: number }>('SELECT is_init_pwd FROM users WHERE phone = ?', PHONES.cutShadow)[0],
      ).toEqual({
        is_init_pwd: 0,
      });
    } finally {
      await context.close();
    }
  });

  it('in browser mode (is_browser=1) carries the token in the address', async () => {
    const { context, page } = await e2e.newPage();
    try {
      await page.goto(`${e2e.url}/login?is_browser=1`);
      await page.getByRole('button', { name: '密码登录' }).click();
      await page.getByRole('textbox', { name: /手机号/ }).fill(PHONES.creator);
      await page.locator('input[name=password]').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await dismissNotices(page);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      await expect.poll(() => new URL(page.url()).searchParams.get('token')).toBe(token);
    } finally {
      await context.close();
    }
  });

  it('speaks English when the browser does', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en-US' });
    try {
      await page.goto(`${e2e.url}/login`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.getByRole('button', { name: 'Get code' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

/**
 * Every Content-Security-Policy violation on `page` from now on, as a readable line: the
 * `securitypolicyviolation` events of each document and the messages Chromium logs for them.
 */
async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__bcCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const target = event.target instanceof Element ? event.target.outerHTML.slice(0, 160) : '';
      (window as never as { __bcCspViolation: (line: string) => void }).__bcCspViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} ${target}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

describe('the console under its Content-Security-Policy', () => {
  it('signs in and opens home, the library (table and grid) and the cover editor with no violation', async () => {
    const { context, page } = await e2e.newPage();
    try {
      const violations = await collectCspViolations(page);
      const answer = await page.goto(`${e2e.url}/login`);
      const csp = answer!.headers()['content-security-policy']!;
      expect(csp).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self' 'nonce-[\w+/=]+'; /);
      // styled-components reads the answer's nonce from the meta tag; the attribute stays hidden.
      const nonces = await page.evaluate(() => {
        const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')!;
        const styled = document.querySelector<HTMLStyleElement>('style[data-styled]');
        return { meta: meta.nonce, attribute: meta.getAttribute('nonce'), styled: styled?.nonce };
      });
      expect(csp).toContain(`'nonce-${nonces.meta}'`);
      expect(nonces).toEqual({ meta: nonces.meta, attribute: '', styled: nonces.meta });

      await signInWithPassword(page, e2e.url, PHONES.staff);
      await dismissNotices(page);

      // Home: its charts, with an ECharts tooltip (HTML with style attributes) shown and styled.
      await page.goto(`${e2e.url}/home`);
      const chart = page.getByRole('figure', { name: '每日新增素材（按类型）' });
      const canvas = chart.locator('canvas').first();
      await canvas.waitFor();
      const box = (await canvas.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5);
      await expect
        .poll(() =>
          chart.evaluate((figure) => {
            const marker = figure.querySelector<HTMLElement>('span[style*="border-radius"]');
            return marker ? getComputedStyle(marker).display : null;
          }),
        )
        .toBe('inline-block');

      // The material library as a table (with a form checked by its zod schema), then as a grid.
      await page.goto(`${e2e.url}/sumwhy_video/material_library`);
      const table = page.getByRole('table', { name: '素材库' });
      await table.locator('tbody tr').first().waitFor();
      await table.getByRole('checkbox').nth(1).check();
      await page.getByRole('button', { name: '批量打标' }).click();
      const tagging = page.getByRole('dialog', { name: '为 1 个素材打标' });
      await tagging.getByRole('button', { name: '开始打标' }).click();
      await tagging.getByText('请选择标签').first().waitFor();
      await page.keyboard.press('Escape');
      await tagging.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: '宫格' }).click();
      await page.getByRole('list', { name: '素材库' }).getByRole('listitem').first().waitFor();

      // The cover editor (Konva): a text in a brand font picked from a Radix Select, and a dialog.
      await page.goto(`${e2e.url}/sumwhy_video/cover_management`);
      await page.getByRole('button', { name: '新建封面' }).click();
      const editor = page.getByRole('group', { name: '封面编辑器' });
      await editor.getByRole('button', { name: '添加文字' }).click();
      await editor.getByRole('combobox', { name: '字体' }).click();
      await page.getByRole('option', { name: '站酷快乐体' }).click();
      await expect
        .poll(() =>
          page.evaluate(() => [...document.fonts].some((f) => f.status === 'loaded' && /zcool/i.test(f.family))),
        )
        .toBe(true);
      expect(await editor.locator('canvas').count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await editor.getByRole('radio', { name: '图片' }).check();
      await editor.getByRole('button', { name: '从素材库选择' }).click();
      await page.getByRole('dialog', { name: '从素材库选择图片' }).getByRole('button').first().waitFor();
      await page.keyboard.press('Escape');

      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
