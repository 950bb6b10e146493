/**
 * Bad input never breaks the server: at least 1,000 generated malformed requests over every
 * registered route (and some unregistered ones), signed in and not, each answered with a 4xx or
 * a 200 business refusal carrying `{code, msg}`, never a 5xx, a stack trace or a file path; and
 * afterwards the server still answers a normal call.
 */
import { endpoints, type ApiPath } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { createHarness, type Harness } from '../testing/harness';
import { MAX_BODY_BYTES } from './app';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

/** A small deterministic generator (mulberry32), so a failure reproduces. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const paths = [...Object.keys(routes.session), ...Object.keys(routes.public)] as ApiPath[];

type Malformed = { contentType?: string; body?: string | Uint8Array; method?: string; path?: string };

/** Ways to get a call wrong, each a function of the route and a random source. */
const generators: Array<(path: string, rnd: () => number) => Malformed> = [
  () => ({ contentType: 'application/json', body: '{"pageNo": 1,' }),
  () => ({ contentType: 'application/json', body: '[1,2,3]' }),
  () => ({ contentType: 'application/json', body: 'null' }),
  () => ({ contentType: 'application/json', body: '"text"' }),
  () => ({ contentType: 'application/json', body: '{"pageNo":"one","pageSize":-5,"id":{"$gt":0}}' }),
  () => ({ contentType: 'application/json', body: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}` }),
  () => ({ contentType: 'application/json', body: '{"pageNo":1e309,"pageSize":9007199254740993,"ids":"1,2"}' }),
  () => ({ body: 'pageNo=abc&pageSize=-1&id=%ZZ&name=%E4%B8' }),
  () => ({ body: 'pageSize=100000000&pageNo=0&startTime=yesterday&endTime=2026-13-45' }),
  () => ({ body: 'id=1&id=2&id[]=3&userId=__proto__&constructor[prototype][x]=1' }),
  () => ({ body: '%' }),
  () => ({ body: `phone=${'9'.repeat(2000)}&checkCode=<script>alert(1)</script>` }),
  (_, rnd) => ({
    contentType: 'application/octet-stream',
    body: Uint8Array.from({ length: 64 + Math.floor(rnd() * 512) }, () => Math.floor(rnd() * 256)),
  }),
  (_, rnd) => ({ body: Uint8Array.from({ length: 256 }, () => Math.floor(rnd() * 256)) }),
  () => ({ contentType: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Disposition: form-data\r\n\r\n' }),
  () => ({ contentType: 'multipart/form-data', body: 'no boundary at all' }),
  () => ({ contentType: 'text/plain', body: 'just text' }),
  () => ({ contentType: 'application/x-www-form-urlencoded', body: 'a='.padEnd(MAX_BODY_BYTES + 1024, 'x') }),
  (path) => ({ method: endpoints[path as ApiPath]?.method === 'GET' ? 'DELETE' : 'PUT', body: 'x=1' }),
  (path) => ({ path: `${path}/../../../etc/passwd` }),
  (path, rnd) => ({ path: `${path}${Math.floor(rnd() * 1e6)}` }),
  () => ({ path: '/v1/system/account/%00%ff' }),
];

function leaks(text: string): boolean {
  return /\n\s+at\s|node:internal|\/work\/|\/packages\/|\.ts:\d+|SQLITE|TypeError|ReferenceError/.test(text);
}

describe('malformed input', () => {
  it('answers 1,000+ generated malformed requests with 4xx or a business refusal, then still works', async () => {
    const rnd = random(20261123);
    const { token, userId } = await h.signIn('13800000001', 13);
    let sent = 0;
    const statuses = new Map<number, number>();
    for (let round = 0; sent < 1_000 || round < 2; round += 1) {
      for (const path of paths) {
        const generate = generators[Math.floor(rnd() * generators.length)]!;
        const bad = generate(path, rnd);
        const method = bad.method ?? endpoints[path].method;
        const signedIn = rnd() < 0.6;
        const headers: Record<string, string> = signedIn ? { token, userId: String(userId), brandId: '13' } : {};
        if (bad.contentType) headers['content-type'] = bad.contentType;
        const withBody = method !== 'GET' && method !== 'HEAD' && bad.body !== undefined;
        const response = await h.app.fetch(
          new Request(`http://console.test/api${bad.path ?? path}`, {
            method,
            headers,
            ...(withBody ? { body: bad.body } : {}),
          }),
        );
        sent += 1;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const text = await response.text();
        const where = `${method} ${bad.path ?? path} (${bad.contentType ?? 'form'}) → ${response.status} ${text.slice(0, 200)}`;
        expect(response.status, where).toBeLessThan(500);
        expect(leaks(text), where).toBe(false);
        if (response.status !== 200 || response.headers.get('content-type')?.includes('json')) {
          const body = JSON.parse(text) as { code?: unknown; msg?: unknown };
          expect(typeof body.code, where).toBe('number');
          expect(typeof body.msg, where).toBe('string');
        }
        if (response.status === 200) {
          // A success must be a well-formed envelope too (for example a route that ignores a bad field).
          expect(JSON.parse(text), where).toHaveProperty('code');
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(1_000);
    expect(statuses.get(413) ?? 0, 'some bodies were over the limit').toBeGreaterThan(0);

    // Still answering normally (a fresh session: the fuzz may well have called loginout, which is
    // a legitimate logout whatever junk its body carried).
    h.clock.now += 61_000;
    const fresh = await h.signIn('13800000001', 13);
    const api = h.client({ token: fresh.token, userId: fresh.userId, brandId: 13 });
    await expect(api.request('/v1/system/account/user/selectUserInfo', { userId })).resolves.toMatchObject({ userId });
  }, 60_000);
});
