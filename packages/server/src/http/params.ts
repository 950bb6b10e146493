import { decodeFormParams, type DecodedParams } from '@brand-console/api-client/schemas';
import type { Context } from 'hono';
import { badRequest, HttpError } from './errors';

/**
 * Reads a request's parameters the way the API client sends them: the query string for GET,
 * otherwise a form-urlencoded, JSON or multipart body. Malformed bodies are a 400, never a 500.
 */
export async function readParams(c: Context, method: 'GET' | 'POST'): Promise<DecodedParams | Record<string, unknown>> {
  if (method === 'GET') return decodeFormParams(new URL(c.req.url).searchParams);
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  try {
    if (type.startsWith('application/json')) {
      const text = await c.req.text();
      if (!text.trim()) return {};
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('请求体必须是对象');
      if (depthOf(value) > MAX_JSON_DEPTH) throw badRequest('请求体层级过深');
      return value as Record<string, unknown>;
    }
    if (type.startsWith('multipart/form-data')) return decodeFormParams(await c.req.formData());
    // Form-urlencoded is the default encoding; an empty or untyped body reads as no parameters.
    return decodeFormParams(await c.req.text());
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest('请求体格式错误');
  }
}

/** No request of the contract nests deeper than a few levels; deeper bodies are refused before anything walks them. */
export const MAX_JSON_DEPTH = 32;

/** How deep a parsed JSON value nests (1 for a flat object), counted without recursion. */
function depthOf(value: object): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}
