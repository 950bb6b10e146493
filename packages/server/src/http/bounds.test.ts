/**
 * Bounded input, over every registered route (routes added later are covered too): each field
 * given 50,010 characters of text, and each given a list of 32,766 ids, is refused with a 400
 * `{code, msg}`; before the request schemas had maxima these reached SQLite and came back as 500s
 * ("LIKE or GLOB pattern too complex", "too many SQL variables") or were stored whole.
 */
import { endpoints, type ApiPath } from '@brand-console/api-client';
import { LIMITS, requestSchemas } from '@brand-console/api-client/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from '../routes';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const paths = [...Object.keys(routes.session), ...Object.keys(routes.public)] as ApiPath[];
const HUGE_TEXT = 'x'.repeat(50_010);
const MANY_IDS = Array.from({ length: 32_766 }, (_, i) => i + 1);

function fieldsOf(path: ApiPath): string[] {
  const schema = (requestSchemas as Record<string, z.ZodType>)[path];
  return schema instanceof z.ZodObject ? Object.keys(schema.shape as object) : [];
}

describe('bounded input', () => {
  it('refuses over-long text and over-many ids in every field of every route with a 400', async () => {
    let session = await h.signIn('13800000001', 13);
    let sent = 0;
    const send = async (path: ApiPath, params: Record<string, unknown>) => {
      const definition = endpoints[path];
      const headers: Record<string, string> = { token: session.token, userId: String(session.userId), brandId: '13' };
      let body: string | FormData | undefined;
      if (definition.encoding === 'json') {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(params);
      } else {
        const pairs = Object.entries(params).flatMap(([key, value]) =>
          (Array.isArray(value) ? value : [value]).map((item) => [key, String(item)] as [string, string]),
        );
        if (definition.encoding === 'multipart') {
          body = new FormData();
          for (const [key, value] of pairs) body.append(key, value);
        } else {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          body = new URLSearchParams(pairs).toString();
        }
      }
      let url = `http://console.test/api${path.replace(/\{\w+\}/, 'video-title')}`;
      if (definition.method === 'GET') {
        url += `?${body as string}`;
        body = undefined;
      }
      const response = await h.app.fetch(new Request(url, { method: definition.method, headers, body: body ?? null }));
      sent += 1;
      const text = await response.text();
      const where = `${path} ${Object.keys(params).join(',')} → ${response.status} ${text.slice(0, 160)}`;
      expect(response.status, where).toBe(400);
      const envelope = JSON.parse(text) as { code: unknown; msg: unknown };
      expect(typeof envelope.code, where).toBe('number');
      expect(typeof envelope.msg, where).toBe('string');
      if (!h.services.sessions.resolve(session.token)) session = await h.signIn('13800000001', 13);
    };
    for (const path of paths) {
      for (const field of fieldsOf(path)) {
        await send(path, { [field]: HUGE_TEXT });
        await send(path, { [field]: MANY_IDS });
      }
    }
    expect(sent).toBeGreaterThan(300);
  }, 120_000);

  it('says which field is too long and by how much, one character or one item over the limit', async () => {
    const api = await h.signedInClient('13800000001', 13);
    const list = api.request('/cgp/web/media/material/list', {
      pageNo: 1,
      pageSize: 10,
      name: 'x'.repeat(LIMITS.text + 1),
    } as never);
    await expect(list).rejects.toMatchObject({ msg: `参数错误：name 超出上限（最多 ${LIMITS.text} 个字符）` });
    const remove = api.request('/cgp/web/media/material/batch/delete', {
      ids: Array.from({ length: LIMITS.list + 1 }, (_, i) => i + 1),
    });
    await expect(remove).rejects.toMatchObject({ msg: `参数错误：ids 超出上限（最多 ${LIMITS.list} 项）` });
    // At the limit, the call goes through (nothing of that brand has those ids: nothing is deleted).
    await expect(
      api.request('/cgp/web/media/material/list', { pageNo: 1, pageSize: 10, name: 'x'.repeat(LIMITS.text) }),
    ).resolves.toMatchObject({ total: 0 });
  });
});
