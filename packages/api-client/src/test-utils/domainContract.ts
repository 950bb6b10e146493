import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient';
import type { EndpointMap } from '../client/endpoint';
import { decodeFormParams } from '../schemas/fields';
import { requestSchemas } from '../schemas/requestSchemas';
import { sendEnvelope, startTestServer, type SeenRequest, type TestServer } from './server';

/** A call to make and the parameters the server must see after validation. */
export interface ContractSample {
  path: string;
  params: Record<string, unknown>;
  /** What the schema outputs on the server; defaults to `params`. */
  expected?: unknown;
}

async function decodeRequest(request: SeenRequest): Promise<unknown> {
  const contentType = String(request.headers['content-type'] ?? '');
  if (request.method === 'GET') return decodeFormParams(request.url.split('?')[1] ?? '');
  if (contentType.startsWith('application/json')) return request.json();
  if (contentType.startsWith('multipart/form-data')) return decodeFormParams(await request.formData());
  return decodeFormParams(request.body.toString('utf8'));
}

/**
 * The domain contract: every path of the map has a request schema and one of the domain's
 * prefixes, and sample calls travel through a real HTTP server that decodes and validates
 * them with the shared schemas, as the reference server does.
 */
export function describeDomainContract(name: string, map: EndpointMap, prefixes: string[], samples: ContractSample[]) {
  describe(`given the ${name} endpoint map`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(async (request, response) => {
        const path = request.path.replace(/^\/api/, '');
        const schema = (
          requestSchemas as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>
        )[Object.keys(map).find((p) => new RegExp(`^${p.replace(/\{\w+\}/g, '[^/]+')}$`).test(path)) ?? path];
        const parsed = schema?.safeParse(await decodeRequest(request));
        if (!parsed?.success) return sendEnvelope(response, { code: 400, msg: `invalid request for ${path}` });
        sendEnvelope(response, { code: 0, data: { method: request.method, received: parsed.data } });
      });
    });
    afterAll(async () => {
      await server.close();
    });

    it('gives every path a request schema and a documented prefix', () => {
      for (const path of Object.keys(map)) {
        expect(requestSchemas).toHaveProperty([path]);
        expect(prefixes.some((prefix) => path.startsWith(prefix))).toBe(true);
      }
    });

    it.each(samples.map((sample) => [sample.path, sample] as const))(
      '%s travels encoded and validates with its schema on the server',
      async (path, sample) => {
        const definition = map[path];
        expect(definition).toBeDefined();
        const api = createApiClient({ baseUrl: server.origin, getAuth: () => ({ token: 't' }) });
        const call = (definition?.response === 'binary' ? api.download : api.request) as (
          p: string,
          q: unknown,
        ) => Promise<{ method: string; received: unknown }>;
        const answer = await call(path, sample.params);
        expect(answer.method).toBe(definition?.method);
        expect(answer.received).toEqual(sample.expected ?? sample.params);
      },
    );
  });
}
