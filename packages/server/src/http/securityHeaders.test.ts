import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../main';
import { createHarness, type Harness } from '../testing/harness';
import { MAX_BODY_BYTES } from './app';
import { consolePage, contentSecurityPolicy, nonceTemplate } from './securityHeaders';

const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>console</title>
    <style>#bc-splash{display:flex}</style>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The nonce of a CSP header's style-src, and the one written into the page. */
function nonces(csp: string, html: string) {
  return {
    header: /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1],
    meta: /<meta property="csp-nonce" nonce="([^"]+)" \/>/.exec(html)?.[1],
    styles: [...html.matchAll(/<style nonce="([^"]+)">/g)].map((m) => m[1]),
  };
}

describe('the console’s HTML answers', () => {
  let running: RunningServer | undefined;
  let dataDir: string;
  let consoleDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bc-headers-'));
    consoleDir = mkdtempSync(join(tmpdir(), 'bc-headers-console-'));
    mkdirSync(join(consoleDir, 'assets'));
    writeFileSync(join(consoleDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(consoleDir, 'assets', 'index-abc123.js'), 'export {};');
  });
  afterEach(async () => {
    await running?.close();
    running = undefined;
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(consoleDir, { recursive: true, force: true });
  });

  const start = async (parentOrigins?: string[]) => {
    running = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      jobStepMs: 60_000,
      dev: true,
      log: () => {},
      consoleDir,
      ...(parentOrigins ? { parentOrigins } : {}),
    });
    return running.url;
  };

  const paths = ['/', '/index.html', '/sumwhy_video/material_library', '/system_manage/role/per_config/deep/route'];

  it('carries the policy, framing refused, with a nonce on the meta tag and every style element', async () => {
    const url = await start();
    for (const path of paths) {
      const response = await fetch(`${url}${path}`);
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=UTF-8');
      const csp = response.headers.get('content-security-policy')!;
      const nonce = nonces(csp, html);
      expect(nonce.header, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(csp, path).toBe(contentSecurityPolicy(nonce.header!, []));
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(nonce.meta, path).toBe(nonce.header);
      expect(nonce.styles, path).toEqual([nonce.header]);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(html, path).not.toContain('bc-parent-origins');
      expect(html, path).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    }
  });

  it('with host origins: the parent-origins tag on every page, framing by those origins only', async () => {
    const url = await start(['https://host.example.com', 'http://127.0.0.1:9000']);
    for (const path of paths) {
      const response = await fetch(`${url}${path}`);
      const html = await response.text();
      expect(html, path).toContain(
        '<meta name="bc-parent-origins" content="https://host.example.com,http://127.0.0.1:9000" />',
      );
      const csp = response.headers.get('content-security-policy')!;
      expect(csp, path).toBe(
        contentSecurityPolicy(nonces(csp, html).header!, ['https://host.example.com', 'http://127.0.0.1:9000']),
      );
      expect(csp, path).toMatch(/; frame-ancestors https:\/\/host\.example\.com http:\/\/127\.0\.0\.1:9000$/);
      expect(response.headers.get('x-frame-options'), path).toBeNull();
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('makes a fresh nonce for every answer, the same in the header and the page', async () => {
    const url = await start();
    const seen = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      const response = await fetch(`${url}${paths[i % paths.length]}`);
      const nonce = nonces(response.headers.get('content-security-policy')!, await response.text());
      expect(nonce.meta).toBe(nonce.header);
      seen.add(nonce.header!);
    }
    expect(seen.size).toBe(12);
  });

  it('leaves bundles without a page policy, but not sniffed', async () => {
    const url = await start();
    const js = await fetch(`${url}/assets/index-abc123.js`);
    expect(await js.text()).toBe('export {};');
    expect(js.headers.get('content-security-policy')).toBeNull();
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${url}/home`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('csp-nonce');
  });
});

describe('the policy', () => {
  it('is exactly this', () => {
    expect(contentSecurityPolicy('abc=', [])).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'nonce-abc='",
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('refuses host origins that are not plain origins', () => {
    for (const origin of [
      "https://a.example; script-src 'unsafe-inline'",
      'https://a.example/path',
      '*',
      'javascript:x',
    ]) {
      expect(() => consolePage('<html><head></head></html>', [origin])).toThrow(/not an origin/);
    }
    expect(() => consolePage('<html><head></head></html>', ['https://a.example', 'http://[::1]:9000'])).not.toThrow();
  });

  it('refuses a page it cannot put the nonce in', () => {
    expect(() => nonceTemplate('<html><body></body></html>')).toThrow(/no <head>/);
    expect(nonceTemplate('<html><head lang="x"><style>a{}</style></head></html>')('n1')).toBe(
      '<html><head lang="x">\n    <meta property="csp-nonce" nonce="n1" /><style nonce="n1">a{}</style></head></html>',
    );
  });
});

describe('API answers and stored files', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(() => h.close());

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    h.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });

  it('are never cached and never sniffed: answers, refusals, unknown routes, bodies too large', async () => {
    const { token, userId } = await h.signIn('13800000002');
    const answers = [
      await post('/api/v1/system/account/user/selectUserInfo', `userId=${userId}`, { token }),
      await post('/api/v1/system/account/user/selectUserInfo', `userId=${userId}`),
      await post('/api/v1/system/account/sendCheckCode', 'phone=1'),
      await h.app.request('/api/no/such/route'),
      await post('/api/v1/system/account/sendCheckCode', 'a'.repeat(MAX_BODY_BYTES + 1)),
      await h.app.request('/upload', { method: 'POST', body: 'x' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 401, 200, 404, 413, 403]);
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  /** A file written straight into the files folder, and its link signed for a live session. */
  let token = '';
  const store = (extension: string, bytes: Uint8Array | string) => {
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    writeFileSync(join(h.services.filesDir, name), bytes);
    return h.link(`/files/${name}`, token);
  };
  const sandboxed = (response: Response) => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  };

  it('stored images, audio and video open inline; everything else downloads; all sandboxed', async () => {
    ({ token } = await h.signIn('13800000001', 13));
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const inline = [store('png', png), store('jpg', png), store('webp', png), store('mp4', png), store('mp3', png)];
    for (const path of inline) {
      const response = await h.app.request(path);
      sandboxed(response);
      expect(response.headers.get('content-disposition'), path).toBe('inline');
    }
    const script = '<script>parent.alert(document.cookie)</script>';
    const attached = {
      svg: store('svg', `<svg xmlns="http://www.w3.org/2000/svg">${script}</svg>`),
      html: store('html', `<!doctype html>${script}`),
      txt: store('txt', script),
      xlsx: store('xlsx', 'PK'),
      ttf: store('ttf', new Uint8Array([0, 1, 0, 0])),
    };
    for (const [kind, path] of Object.entries(attached)) {
      const response = await h.app.request(path);
      sandboxed(response);
      expect(response.headers.get('content-disposition'), kind).toBe('attachment');
      expect(response.headers.get('content-type'), kind).not.toMatch(/html|svg|javascript/);
    }
    expect((await h.app.request(attached.txt)).headers.get('content-type')).toBe('text/plain');
    expect((await h.app.request(attached.svg)).headers.get('content-type')).toBe('application/octet-stream');
  });

  it('exports download, sandboxed, under their own name', async () => {
    const row = h.services.db
      .prepare(
        'SELECT download_token, file_name FROM download_tasks WHERE status = 3 AND download_token IS NOT NULL LIMIT 1',
      )
      .get() as { download_token: string; file_name: string } | undefined;
    expect(row).toBeDefined();
    const { token: session } = await h.signIn('13800000001', 13);
    const response = await h.app.request(h.link(`/exports/${row!.download_token}`, session));
    sandboxed(response);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(row!.file_name)}`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
