import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoInstructions, parseOrigins, startServer, withParentOrigins, type RunningServer } from './main';

let running: RunningServer | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await running?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  running = undefined;
  dataDir = undefined;
});

async function start(dev?: boolean, consoleDir?: string) {
  dataDir = mkdtempSync(join(tmpdir(), 'bc-main-'));
  const log: string[] = [];
  running = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    jobStepMs: 60_000,
    dev,
    log: (l) => log.push(l),
    ...(consoleDir ? { consoleDir } : {}),
  });
  return { url: running.url, log };
}

const post = (url: string, body: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

describe('the runnable server', () => {
  it('seeds its data folder on first start, listens, and writes SMS codes to the log in development mode', async () => {
    const { url, log } = await start(true);
    expect(log.some((l) => l.startsWith('seeded demo data'))).toBe(true);
    const sent = await post(`${url}/api/v1/system/account/sendCheckCode`, 'phone=13800000002');
    expect(await sent.json()).toMatchObject({ code: 0 });
    const code = /code for 13800000002 is (\d{6})/.exec(log.join('\n'))?.[1];
    expect(code).toBeDefined();
    const login = await post(`${url}/api/v1/system/account/loginByPhone`, `phone=13800000002&checkCode=${code}`);
    const { data } = (await login.json()) as { data: { opCode: number; tokenValue: string } };
    expect(data.opCode).toBe(0);
    const info = await fetch(`${url}/api/v1/system/account/user/selectUserInfo`, {
      method: 'POST',
      headers: { token: data.tokenValue, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'userId=2',
    });
    expect(await info.json()).toMatchObject({ code: 0, data: { userId: 2, brandId: 13 } });
  });

  it('keeps SMS codes out of the log outside development mode', async () => {
    const { url, log } = await start(false);
    await post(`${url}/api/v1/system/account/sendCheckCode`, 'phone=13800000002');
    expect(log.join('\n')).not.toMatch(/code for 13800000002/);
    expect(demoInstructions(url, false)).not.toContain('SMS code:');
    expect(demoInstructions(url, true)).toContain('read the code from this log');
  });
});

describe('the console’s files', () => {
  it('serves hashed bundles compressed and cached for good, and client routes as index.html', async () => {
    const consoleDir = mkdtempSync(join(tmpdir(), 'bc-console-'));
    try {
      mkdirSync(join(consoleDir, 'assets'));
      writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><html><head></head><body>console</body></html>');
      const bundle = `export const words = ${JSON.stringify('品牌内容营销 '.repeat(2_000))};`;
      writeFileSync(join(consoleDir, 'assets', 'index-abc123.js'), bundle);
      const { url } = await start(true, consoleDir);
      const js = await fetch(`${url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(js.headers.get('content-encoding')).toBe('gzip');
      expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await js.text()).toBe(bundle);
      const missing = await fetch(`${url}/assets/nope.js`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
      const route = await fetch(`${url}/sumwhy_video/material_library`);
      expect(await route.text()).toContain('console');
    } finally {
      rmSync(consoleDir, { recursive: true, force: true });
    }
  });
});

describe('host origins for the embedded console', () => {
  it('keeps only well-formed http(s) origins', () => {
    expect(
      parseOrigins(' https://host.example.com, http://127.0.0.1:9000 ,javascript:alert(1),https://x.example/path,*,'),
    ).toEqual(['https://host.example.com', 'http://127.0.0.1:9000']);
    expect(parseOrigins(undefined)).toEqual([]);
  });

  it('writes them into index.html as a meta tag, or leaves the page alone', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withParentOrigins(html, [])).toBe(html);
    expect(withParentOrigins(html, ['https://a.example', 'http://b.example:8080'])).toContain(
      '<meta name="bc-parent-origins" content="https://a.example,http://b.example:8080" />',
    );
  });
});
