import type { Hono } from 'hono';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { logCreationUse, qrCodeByToken } from '../db/creationLibrary';
import { insertGeneratedFile } from '../db/renderJobs';
import { creationRowById } from '../db/synthesis';
import type { AppEnv, Services } from './context';
import { newNonce } from './securityHeaders';
import { escapeHtml, prefersEnglish, standInHtml } from './standInPage';
import { formatDateTime } from '../lib/time';
import { generatedName } from '../media/output';
import { STORED_NAME } from '../storage/files';
import { byteRange, readRange } from '../storage/ranges';

/**
 * A work's public play page (ADR 0032): the link its QR code encodes, `/w/<token>`, opened on a
 * phone that has no session. The unguessable token is the only permission, and only while the
 * code is publishing (status 2) and before its end time; otherwise the page says why. The video
 * is served at `/w/<token>/video` (ranges for seeking) and the cover at `/w/<token>/cover`, under
 * the same condition. Each opening of a live page is logged as a use (3, played by QR code).
 */
export const WORK_PLAY_PATH = '/w';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

const TEXT = {
  zh: {
    notFound: '二维码无效',
    notFoundNote: '该二维码已更换，或对应的作品已删除。',
    notEnabled: '二维码未启用',
    notEnabledNote: '该作品的二维码尚未启用，请联系分享者。',
    invalid: '二维码已失效',
    invalidNote: '该二维码已失效，请向分享者索取新的二维码。',
    video: '视频',
  },
  en: {
    notFound: 'QR code not valid',
    notFoundNote: 'This QR code was replaced, or the work it opens was deleted.',
    notEnabled: 'QR code not enabled',
    notEnabledNote: "This work's QR code is not enabled yet; ask the person who shared it.",
    invalid: 'QR code no longer valid',
    invalidNote: 'This QR code is no longer valid; ask the person who shared it for a new one.',
    video: 'Video',
  },
} as const;

/** Writes the PNG of a QR code for `link` as one of the brand's files; answers its `/files/` URL. */
export async function qrCodeImage(
  services: Services,
  owner: { brandId: number; userId: number },
  link: string,
  workName: string,
): Promise<string> {
  const png = await QRCode.toBuffer(link, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });
  const name = generatedName('png');
  await writeFile(join(services.filesDir, name), png);
  insertGeneratedFile(services.db, owner.brandId, {
    userId: owner.userId,
    storedName: name,
    name: `${workName.slice(0, 100)}-二维码.png`,
    mime: 'image/png',
    size: png.length,
    createdAt: formatDateTime(services.now()),
  });
  return `/files/${name}`;
}

type Live =
  | { ok: true; brandId: number; creationId: number; name: string; file: string; cover: string | null }
  | { ok: false; reason: 'notFound' | 'notEnabled' | 'invalid' };

/** The work a token opens, while its code is publishing and not past its end time. */
function liveWork(services: Services, token: string): Live {
  const code = TOKEN.test(token) ? qrCodeByToken(services.db, token) : undefined;
  if (!code) return { ok: false, reason: 'notFound' };
  const work = creationRowById(services.db, code.brand_id, code.creation_id);
  const file = work?.url?.startsWith('/files/') ? work.url.slice('/files/'.length) : '';
  if (!work || !STORED_NAME.test(file)) return { ok: false, reason: 'notFound' };
  const now = formatDateTime(services.now());
  if (code.status === 3 || (code.expire_time !== null && code.expire_time <= now))
    return { ok: false, reason: 'invalid' };
  if (code.status === 1) return { ok: false, reason: 'notEnabled' };
  const cover = work.cover_url?.startsWith('/files/') ? work.cover_url.slice('/files/'.length) : null;
  return {
    ok: true,
    brandId: code.brand_id,
    creationId: work.id,
    name: work.name,
    file,
    cover: cover && STORED_NAME.test(cover) ? cover : null,
  };
}

function pageHeaders(nonce: string) {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      "img-src 'self'",
      "media-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

export function registerWorkPlayPage(app: Hono<AppEnv>, services: Services): void {
  app.get(`${WORK_PLAY_PATH}/:token`, (c) => {
    const english = prefersEnglish(c);
    const text = english ? TEXT.en : TEXT.zh;
    const nonce = newNonce();
    const token = c.req.param('token');
    const live = liveWork(services, token);
    if (!live.ok) {
      const title = text[live.reason];
      const note = text[`${live.reason}Note`];
      return c.body(
        standInHtml({ english, title, nonce, body: `<p role="status">${escapeHtml(note)}</p>` }),
        live.reason === 'notFound' ? 404 : 410,
        pageHeaders(nonce),
      );
    }
    logCreationUse(services.db, live.brandId, live.creationId, null, 3, formatDateTime(services.now()));
    const base = `${WORK_PLAY_PATH}/${token}`;
    const poster = live.cover ? ` poster="${base}/cover"` : '';
    const body = `<video controls playsinline preload="metadata" src="${base}/video"${poster} aria-label="${escapeHtml(
      `${text.video}：${live.name}`,
    )}"></video>`;
    return c.body(
      standInHtml({
        english,
        title: live.name,
        nonce,
        body,
        width: 720,
        css: 'video{display:block;width:100%;max-height:75vh;background:#000;border-radius:6px}',
      }),
      200,
      pageHeaders(nonce),
    );
  });

  const serve = async (path: string, type: string, range: string | undefined) => {
    const { size } = await stat(path);
    const headers = { 'content-type': type, 'cache-control': 'no-store', 'accept-ranges': 'bytes' };
    const wanted = byteRange(range, size);
    if (wanted === 'unsatisfiable') {
      return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
    }
    if (wanted) {
      const bytes = await readRange(path, wanted.start, wanted.end);
      return new Response(bytes, {
        status: 206,
        headers: { ...headers, 'content-range': `bytes ${wanted.start}-${wanted.start + bytes.length - 1}/${size}` },
      });
    }
    return new Response(await readFile(path), { headers });
  };

  app.get(`${WORK_PLAY_PATH}/:token/video`, async (c) => {
    const live = liveWork(services, c.req.param('token'));
    if (!live.ok) return c.json({ code: 404, msg: '视频不存在或二维码已失效' }, 404);
    try {
      return await serve(join(services.filesDir, live.file), 'video/mp4', c.req.header('range'));
    } catch {
      return c.json({ code: 404, msg: '视频不存在' }, 404);
    }
  });

  app.get(`${WORK_PLAY_PATH}/:token/cover`, async (c) => {
    const live = liveWork(services, c.req.param('token'));
    if (!live.ok || !live.cover) return c.json({ code: 404, msg: '封面不存在' }, 404);
    try {
      return await serve(join(services.filesDir, live.cover), 'image/jpeg', undefined);
    } catch {
      return c.json({ code: 404, msg: '封面不存在' }, 404);
    }
  });
}
