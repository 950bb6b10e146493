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
