import { endpoints, type ApiPath } from '@brand-console/api-client';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { FileKinds, mimeOfStoredName, STORED_NAME, storeUpload, type FileKindName } from '../storage/files';
import { UPLOAD_PATH, useGrant } from '../storage/grants';
import { formatDateTime } from '../lib/time';
import { fontFilePath } from '../storage/fonts';
import type { AppEnv, Services } from './context';
import { Codes, HttpError } from './errors';
import { verifyLink } from '../storage/links';
import { byteRange, readRange } from '../storage/ranges';
import { registerRoutes, type Routes } from './routes';
import { apiHeaders, storedFileHeaders } from './securityHeaders';
import { registerPaymentPage } from '../billing/paymentPage';
import { registerPlatformCallback } from '../platforms/authorisation';
import { registerMiniProgramCallback } from '../platforms/miniProgram';
import { registerSimulatedShops } from '../platforms/shops';
import { registerSimulatedPlatforms } from '../platforms/simulated';
import { registerSimulatedWxThird } from '../platforms/wxThird';
import { registerSso } from '../sso/standIn';
import { registerWorkPlayPage } from './workPlayPage';
import { registerQrPublishPage } from './qrPublishPage';

/** Largest request body outside uploads. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Largest body of a multipart (upload) endpoint. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * The API application: `{code, msg}` for every failure, 4xx for every client mistake, and no
 * stack trace or internal message ever sent to a client.
 */
export function createApiApp(services: Services, routes: Routes): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('/api/*', apiHeaders);
  app.use(UPLOAD_PATH, apiHeaders);
  app.use('/api/*', async (c, next) => {
    c.set('services', services);
    c.set('auth', null);
    await next();
  });
  const tooLarge = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ code: Codes.payloadTooLarge, msg: '请求体过大' }, 413),
  });
  const uploadTooLarge = bodyLimit({
    maxSize: MAX_UPLOAD_BYTES,
    onError: (c) => c.json({ code: Codes.payloadTooLarge, msg: '文件过大' }, 413),
  });
  app.use('/api/*', (c, next) => {
    const path = c.req.path.slice('/api'.length) as ApiPath;
    return (endpoints[path]?.encoding === 'multipart' ? uploadTooLarge : tooLarge)(c, next);
  });

  // Uploads with a grant from /cgp/web/oss/ali/getSts: the raw file as the body, the grant in
  // headers (x-bc-access-key-id, x-bc-access-key-secret, x-bc-security-token), the file name in
  // x-bc-file-name (URI-encoded). Answers `{code: 0, data: {url, size, mime}}`.
  app.post(
    UPLOAD_PATH,
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES,
      onError: (c) => c.json({ code: Codes.payloadTooLarge, msg: '文件过大' }, 413),
    }),
    async (c) => {
      const owner = useGrant(
        services,
        c.req.header('x-bc-access-key-id') ?? '',
        c.req.header('x-bc-access-key-secret') ?? '',
        c.req.header('x-bc-security-token') ?? '',
      );
      if (!owner) return c.json({ code: Codes.forbidden, msg: '上传凭证无效或已过期' }, 403);
      let fileName: string;
      try {
        fileName = decodeURIComponent(c.req.header('x-bc-file-name') ?? '');
      } catch {
        return c.json({ code: Codes.badRequest, msg: '文件名格式错误' }, 400);
      }
      if (!fileName) return c.json({ code: Codes.badRequest, msg: '缺少文件名' }, 400);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.length > owner.maxBytes) return c.json({ code: Codes.payloadTooLarge, msg: '文件过大' }, 413);
      const file = new File([bytes], fileName, { type: c.req.header('content-type') ?? '' });
      const stored = storeUpload(services, owner, file, bytes, Object.keys(FileKinds) as FileKindName[]);
      return c.json({ code: 0, msg: 'success', data: { url: stored.url, size: stored.size, mime: stored.mime } });
    },
  );

  // A stored file or export is fetched by a link signed for a live session (storage/links.ts): an
  // `<img>` or a new window sends no token header, and a link must stop working at logout.
  const linkRefused = (c: Context<AppEnv>) =>
    c.json({ code: Codes.forbidden, msg: '链接已失效，请刷新页面后重试' }, 403, { 'cache-control': 'no-store' });

  // Finished exports, by the unguessable token of their row, while they are not expired. The
  // console opens this in a new window, so it carries no session; the signed link is the permission.
  app.get('/exports/:token', async (c) => {
    if (!verifyLink(services, c.req.path, new URL(c.req.url).searchParams)) return linkRefused(c);
    const token = c.req.param('token');
    const task = /^[0-9a-f]{32}$/.test(token)
      ? (services.db
          .prepare(
            'SELECT file_name, file_path FROM download_tasks WHERE download_token = ? AND status = 3 AND expires_at > ?',
          )
          .get(token, formatDateTime(services.now())) as { file_name: string; file_path: string } | undefined)
      : undefined;
    if (!task) return c.json({ code: Codes.notFound, msg: '文件已过期，请重新导出' }, 404);
    try {
      const bytes = await readFile(join(services.filesDir, task.file_path));
      return new Response(bytes, {
        headers: {
          ...storedFileHeaders(mimeOfStoredName(task.file_path)),
          'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(task.file_name)}`,
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
        },
      });
    } catch {
      return c.json({ code: Codes.notFound, msg: '文件已过期，请重新导出' }, 404);
    }
  });

  // Brand fonts: a stylesheet per font and the subset files it names (see storage/fonts.ts).
  app.get('/fonts/:key/*', async (c) => {
    const file = c.req.path.slice(`/fonts/${c.req.param('key')}/`.length);
    const found = fontFilePath(c.req.param('key'), file);
    if (!found) return c.json({ code: Codes.notFound, msg: '字体不存在' }, 404);
    try {
      return new Response(await readFile(found.path), {
        headers: { 'content-type': found.type, 'cache-control': 'public, max-age=604800, immutable' },
      });
    } catch {
      return c.json({ code: Codes.notFound, msg: '字体不存在' }, 404);
    }
  });

  // Stored files (uploads, generated files) by their generated, unguessable names.
  app.get('/files/:name', async (c) => {
    const name = c.req.param('name');
    if (!STORED_NAME.test(name)) return c.json({ code: Codes.notFound, msg: '文件不存在' }, 404);
    if (!verifyLink(services, c.req.path, new URL(c.req.url).searchParams)) return linkRefused(c);
    const path = join(services.filesDir, name);
    try {
      const { size } = await stat(path);
      const headers = {
        ...storedFileHeaders(mimeOfStoredName(name)),
        'cache-control': 'private, max-age=86400',
        'accept-ranges': 'bytes',
      };
      // A video seeks by asking for the bytes it needs (storage/ranges.ts).
      const range = byteRange(c.req.header('range'), size);
      if (range === 'unsatisfiable') {
        return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
      }
      if (range) {
        const bytes = await readRange(path, range.start, range.end);
        return new Response(bytes, {
          status: 206,
          headers: { ...headers, 'content-range': `bytes ${range.start}-${range.start + bytes.length - 1}/${size}` },
        });
      }
      return new Response(await readFile(path), { headers });
    } catch {
      return c.json({ code: Codes.notFound, msg: '文件不存在' }, 404);
    }
  });

  registerRoutes(app, routes);
  registerSso(app, services);
  registerPaymentPage(app, services);
  registerWorkPlayPage(app, services);
  registerQrPublishPage(app, services);
  // WeChat's third-party and the shops' pages first: their paths would otherwise match a platform's `/:key/...`.
  registerSimulatedWxThird(app, services);
  registerSimulatedShops(app, services);
  registerSimulatedPlatforms(app, services);
  registerPlatformCallback(app, services);
  registerMiniProgramCallback(app, services);

  app.all('/api/*', (c) => c.json({ code: Codes.notFound, msg: '接口不存在' }, 404));

  // Every refusal carries a request id (in `data` and the X-Request-Id header) that the console shows
  // where the spec asks (the work platform's tip page) and the log names for a server fault.
  app.onError((error, c) => {
    const requestId = randomBytes(8).toString('hex');
    c.header('X-Request-Id', requestId);
    const data = { requestId };
    if (error instanceof HttpError) return c.json({ code: error.code, msg: error.message, data }, error.status);
    // Hono's own client errors (malformed JSON in c.req.json, bad multipart) are 4xx too.
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return c.json({ code: status, msg: '请求格式错误', data }, status as 400);
    }
    services.log(`error ${requestId} ${c.req.method} ${new URL(c.req.url).pathname}: ${error.stack ?? error.message}`);
    return c.json({ code: Codes.internal, msg: '系统繁忙，请稍后重试', data }, 500);
  });

  return app;
}
