/**
 * Bad input never breaks the server. Two generated runs over every registered route (so routes
 * added later are covered too):
 * - over 1,000 requests malformed as a whole (bad JSON, bad form encoding, random bytes, wrong
 *   content types, bodies over the limit for 413, unknown routes, wrong methods), signed in and not;
 * - over 5,000 requests built from each route's own request schema: every field alone and beside
 *   plausible values, given a wrong type, blank text, a boolean, a list, an object, a huge, negative
 *   or fractional number, an impossible date, a 20,000-character string; required fields left out;
 *   page numbers and sizes that are zero, negative or oversized.
 * Each answer is a 4xx or a 200 business answer carrying `{code, msg}`, never a 5xx, a stack trace
 * or a file path; and afterwards the server still answers normal calls.
 */
import { endpoints, type ApiPath } from '@brand-console/api-client';
import { requestSchemas } from '@brand-console/api-client/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from '../routes';
import { createHarness, type Harness } from '../testing/harness';
import { MAX_BODY_BYTES } from './app';
import { MAX_JSON_DEPTH } from './params';

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

/** Values of the wrong type or out of range, for any field. */
const badValues: unknown[] = [
  'abc',
  '',
  '   ',
  -1,
  0,
  1.5,
  -(2 ** 53) - 2,
  2 ** 53 + 2,
  '9007199254740993',
  '1e400',
  '99999999999999999999999999',
  'NaN',
  'Infinity',
  true,
  null,
  [],
  ['1', 'x'],
  { $gt: 0 },
  { __proto__: { polluted: 1 } },
  '0x1F',
  '１２３',
  '2026-02-30 25:61:61',
  "'; DROP TABLE materials; --",
  '\u0000\u202e',
  'x'.repeat(20_000),
];

/** The field names of a route's request schema (an object schema), required ones marked. */
function fieldsOf(path: ApiPath): Array<{ name: string; required: boolean }> {
  const schema = (requestSchemas as Record<string, z.ZodType>)[path];
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => ({
    name,
    required: !field.safeParse(undefined).success,
  }));
}

/** A body in the route's own encoding (or deliberately the other one). */
function encode(
  params: Record<string, unknown>,
  as: 'json' | 'form' | 'multipart',
): { contentType?: string; body: string | FormData } {
  if (as === 'json') return { contentType: 'application/json', body: JSON.stringify(params) };
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push([key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item)]);
    }
  }
  if (as === 'multipart') {
    const form = new FormData();
    for (const [key, value] of pairs) form.append(key, value);
    return { body: form };
  }
  return { contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(pairs).toString() };
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

  it('refuses a JSON body nested deeper than the contract ever needs before anything walks it', async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 5_000, 200_000]) {
      const response = await h.app.fetch(
        new Request('http://console.test/api/v1/system/account/updatePasswordByPhone', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`,
        }),
      );
      const answer = (await response.json()) as { code: number; msg: string };
      // Bodies over the size limit are refused as such; the others for their depth.
      expect(response.status, String(depth)).toBeGreaterThanOrEqual(400);
      expect(response.status, String(depth)).toBeLessThan(500);
      if (depth <= 5_000) expect(answer.msg).toBe('请求体层级过深');
    }
  });

  it('answers every field of every route given a wrong type, a missing value, a huge, negative or oversized one', async () => {
    const rnd = random(7);
    let session = await h.signIn('13800000001', 13);
    const paths = [...Object.keys(routes.session), ...Object.keys(routes.public)] as ApiPath[];
    let sent = 0;
    let refusedAs400 = 0;
    const send = async (path: ApiPath, params: Record<string, unknown>, as: 'json' | 'form' | 'multipart') => {
      const definition = endpoints[path];
      const { contentType, body } = encode(params, as);
      const headers: Record<string, string> = { token: session.token, userId: String(session.userId), brandId: '13' };
      if (contentType) headers['content-type'] = contentType;
      let url = `http://console.test/api${path.replace(/\{\w+\}/, 'video-title')}`;
      if (definition.method === 'GET')
        url += `?${new URLSearchParams(encode(params, 'form').body as string).toString()}`;
      const response = await h.app.fetch(
        new Request(url, { method: definition.method, headers, ...(definition.method === 'GET' ? {} : { body }) }),
      );
      sent += 1;
      const text = await response.text();
      const where = `${path} ${as} ${JSON.stringify(params).slice(0, 120)} → ${response.status} ${text.slice(0, 200)}`;
      expect(response.status, where).toBeLessThan(500);
      expect(leaks(text), where).toBe(false);
      if (response.headers.get('content-type')?.includes('json')) {
        const envelope = JSON.parse(text) as { code?: unknown; msg?: unknown };
        expect(typeof envelope.code, where).toBe('number');
        expect(typeof envelope.msg, where).toBe('string');
        if (response.status === 400) refusedAs400 += 1;
      } else {
        // Only a binary endpoint may answer something other than an envelope, and only with success.
        expect(definition.response, where).toBe('binary');
        expect(response.status, where).toBe(200);
      }
      // A call may legitimately end the session (logout) or burn the SMS code: start a new one.
      if (!h.services.sessions.resolve(session.token)) {
        h.clock.now += 61_000;
        session = await h.signIn('13800000001', 13);
      }
    };
    for (const path of paths) {
      const own =
        endpoints[path].encoding === 'json' ? 'json' : endpoints[path].encoding === 'multipart' ? 'multipart' : 'form';
      const fields = fieldsOf(path);
      // Nothing at all, and only junk fields.
      await send(path, {}, own);
      await send(path, { unexpected: 'x', ['a'.repeat(300)]: 1 }, own);
      for (const field of fields) {
        // Each field alone with a wrong value (so the other required fields are missing too) …
        for (const value of badValues) await send(path, { [field.name]: value }, own);
        // … and with every other field plausibly filled, so the bad value itself is what is judged.
        const filled = Object.fromEntries(fields.map((f) => [f.name, f.name === field.name ? undefined : 1]));
        for (const value of badValues) {
          if (rnd() < 0.5) await send(path, { ...filled, [field.name]: value }, rnd() < 0.8 ? own : 'json');
        }
        if (field.required)
          await send(path, Object.fromEntries(Object.entries(filled).filter(([k]) => k !== field.name)), own);
      }
      if (fields.some((f) => f.name === 'pageSize')) {
        for (const [pageNo, pageSize] of [
          [0, 10],
          [-1, 10],
          [1, 0],
          [1, -5],
          [1, 1001],
          [1, 1e9],
          [1e12, 100],
          [1, '10; DROP TABLE x'],
        ] as const) {
          await send(path, { pageNo, pageSize }, own);
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(1_000);
    expect(refusedAs400).toBeGreaterThan(sent / 4);

    // The server still answers a normal call afterwards.
    const api = h.client({ token: session.token, userId: session.userId, brandId: 13 });
    await expect(
      api.request('/v1/system/account/user/selectUserInfo', { userId: session.userId }),
    ).resolves.toMatchObject({ userId: session.userId });
    const page = await api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 10 });
    expect(page.records.length).toBeGreaterThan(0);
  }, 60_000);
});
