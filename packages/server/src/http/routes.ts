import {
  endpoints,
  type ApiPath,
  type DownloadedFile,
  type RequestOf,
  type ResponseOf,
} from '@brand-console/api-client';
import { requestSchemas } from '@brand-console/api-client/schemas';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { grantsAny, type Access } from './access';
import type { AppEnv, Auth, Services } from './context';
import { badRequest, HttpError, noPermission } from './errors';
import { signLinks, unsignLinks } from '../storage/links';
import { readParams } from './params';
import { authenticate } from './tenancy';

/** A file answer for binary endpoints (exports, templates). */
export interface FileAnswer {
  body: Uint8Array | string;
  fileName: string;
  contentType: string;
}

type Answer<P extends ApiPath> = ResponseOf<P> extends DownloadedFile ? FileAnswer : ResponseOf<P>;

export interface HandlerArgs<P extends ApiPath, A extends Auth | null> {
  /** The validated parameters, typed by the client's request schema. */
  params: RequestOf<P>;
  auth: A;
  services: Services;
  c: Context<AppEnv>;
}

export type Handler<P extends ApiPath, A extends Auth | null> = (
  args: HandlerArgs<P, A>,
) => Answer<P> | Promise<Answer<P>>;

/** A route: who may call it (checked before anything else) and its handler. */
export interface Route<P extends ApiPath, A extends Auth | null> {
  access: A extends Auth ? Exclude<Access, 'public'> : 'public';
  handler: Handler<P, A>;
}

/**
 * Routes that need a live session, which gives the tenant; by API path, typed by the client's
 * contract. Each declares its access: a list of menu scopes, or `'member'` (see `Access`).
 */
export type RouteTable = { [P in ApiPath]?: Route<P, Auth> };
/** Sign-in routes that need no session; `auth` is the caller's session if there is one. */
export type PublicRouteTable = { [P in ApiPath]?: Route<P, Auth | null> };

export interface Routes {
  session: RouteTable;
  public: PublicRouteTable;
}

function describeIssues(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return '参数错误';
  const field = first.path.join('.') || '参数';
  if (first.code === 'too_big' && (first.origin === 'string' || first.origin === 'array')) {
    return `参数错误：${field} 超出上限（最多 ${String(first.maximum)} ${first.origin === 'string' ? '个字符' : '项'}）`;
  }
  return `参数错误：${field} ${first.message}`;
}

/** Registers every route of `table` under `/api`, validating parameters with the shared schemas. */
export function registerRoutes(app: Hono<AppEnv>, routes: Routes): void {
  const entries = [
    ...Object.entries(routes.session).map(([path, route]) => [path, route, false] as const),
    ...Object.entries(routes.public).map(([path, route]) => [path, route, true] as const),
  ] as Array<readonly [ApiPath, { access: Access; handler: Handler<ApiPath, Auth | null> }, boolean]>;
  const seen = new Set<string>();
  for (const [path, { access, handler }, isPublic] of entries) {
    // Default deny: a session route must name its scopes or say it is open to every member.
    if (isPublic !== (access === 'public') || (Array.isArray(access) && access.length === 0)) {
      throw new Error(`Route ${path} declares no valid access`);
    }
    if (seen.has(path)) throw new Error(`Route registered twice: ${path}`);
    seen.add(path);
    const definition = endpoints[path];
    const schema = (requestSchemas as Record<string, z.ZodType>)[path];
    if (!definition || !schema) throw new Error(`No endpoint definition for ${path}`);
    // A path template such as `/template/{fileName}.xlsx` becomes a route parameter for its last
    // segment; the part between the literal prefix and suffix fills the named parameter.
    const template = /^(.*\/)([^/{}]*)\{(\w+)\}([^/]*)$/.exec(path);
    const route = template ? `/api${template[1]}:segment` : `/api${path}`;
    app.on(definition.method, route, async (c, next) => {
      const services = c.get('services');
      let segmentValue: [string, string] | undefined;
      if (template) {
        const [, , before, name, after] = template;
        const segment = c.req.param('segment') ?? '';
        if (
          !segment.startsWith(before!) ||
          !segment.endsWith(after!) ||
          segment.length <= before!.length + after!.length
        ) {
          return next();
        }
        segmentValue = [name!, segment.slice(before!.length, segment.length - after!.length)];
      }
      // Who is calling, and may they: before the body is read or a parameter is judged.
      const auth = isPublic ? authenticate(c, services, { optional: true }) : authenticate(c, services);
      if (Array.isArray(access) && !grantsAny(services.db, auth!, access)) throw noPermission();
      // Links a client sends back (a photo, a cover document) are stored without their signature.
      const raw: Record<string, unknown> = unsignLinks({ ...(await readParams(c, definition.method)) });
      if (segmentValue) raw[segmentValue[0]] = segmentValue[1];
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw badRequest(describeIssues(parsed.error));
      const result: unknown = await handler({
        params: parsed.data as RequestOf<ApiPath>,
        auth,
        services,
        c,
      });
      if (definition.response === 'binary') {
        const file = result as FileAnswer;
        return new Response(file.body, {
          headers: {
            'content-type': file.contentType,
            'content-disposition': `attachment; filename="download"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
            'cache-control': 'no-store',
          },
        });
      }
      // Stored-file and export links in the answer are signed for this session (storage/links.ts).
      return c.json({
        code: 0,
        msg: 'success',
        data: auth ? signLinks(result ?? null, services, auth) : (result ?? null),
      });
    });
  }
}

export { HttpError };
