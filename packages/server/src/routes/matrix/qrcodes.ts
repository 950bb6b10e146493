import { randomBytes } from 'node:crypto';
import { transaction } from '../../db/database';
import {
  codesWithoutImage,
  disableQrcode,
  insertQrcode,
  publishableWorkIds,
  qrcodeById,
  qrcodePage,
  qrcodeWorkOptions,
  qrcodeWorkRows,
  scanPage,
  setQrcodeImage,
  toQrcodeWork,
} from '../../db/publishQrcodes';
import { QR_PUBLISH } from '../../http/access';
import { notFound, refused } from '../../http/errors';
import { qrCodeImage } from '../../http/workPlayPage';
import { QR_PUBLISH_PATH } from '../../http/qrPublishPage';
import type { Auth, Services } from '../../http/context';
import type { RouteTable } from '../../http/routes';
import { keepExportMadeNow } from '../../jobs/worker';
import { formatDateTime, parseDateTime } from '../../lib/time';

/** The refusals of 扫码发布, word for word (the console translates them by these texts). */
export const QR_PUBLISH_REFUSALS = {
  notFound: '二维码不存在',
  worksMissing: '所选成品不存在、已删除或没有视频文件',
  endBeforeStart: '结束时间需晚于开始时间',
  endPassed: '结束时间需晚于当前时间',
  tooFarAhead: '有效期最长 1 年',
} as const;

/**
 * Codes made by the seed have no PNG yet (the server's address was not known): the first read makes
 * it for the address the member reached the server on. Answers whether any was made.
 */
async function ensureImages(services: Services, auth: Auth, origin: string, ids: number[]): Promise<boolean> {
  const missing = codesWithoutImage(services.db, auth.brandId, ids);
  for (const code of missing) {
    const link = `${origin}${QR_PUBLISH_PATH}/${code.token}`;
    setQrcodeImage(services.db, auth.brandId, code.id, link, await qrCodeImage(services, auth, link, code.name));
  }
  return missing.length > 0;
}

/** A code lasts at most a year from its start. */
const MAX_SPAN_MS = 366 * 24 * 60 * 60 * 1000;

/**
 * 扫码发布 (`qrcode_publish`, ADR 0036 part C): the brand's QR publish codes (list, generate, detail
 * with each scan's result, disable, export of the scans). The visitor's side, without a session, is
 * `http/qrPublishPage.ts`.
 */
export const qrPublishRoutes: RouteTable = {
  '/v1/matrix/qrcode/page': {
    access: QR_PUBLISH,
    handler: async ({ params, auth, services, c }) => {
      const read = () =>
        qrcodePage(
          services.db,
          auth.brandId,
          { name: params.name?.trim() || undefined, status: params.status },
          params,
          services.now(),
        );
      const page = read();
      const origin = new URL(c.req.url).origin;
      return (await ensureImages(
        services,
        auth,
        origin,
        page.records.map((r) => r.id),
      ))
        ? read()
        : page;
    },
  },

  '/v1/matrix/qrcode/works': {
    access: QR_PUBLISH,
    handler: ({ params, auth, services }) => qrcodeWorkOptions(services.db, auth.brandId, params.name?.trim()),
  },

  '/v1/matrix/qrcode/create': {
    access: QR_PUBLISH,
    handler: async ({ params, auth, services, c }) => {
      const { db } = services;
      const now = services.now();
      const startAt = parseDateTime(params.startTime);
      const endAt = parseDateTime(params.endTime);
      if (!(endAt > startAt)) throw refused(QR_PUBLISH_REFUSALS.endBeforeStart);
      if (endAt <= now) throw refused(QR_PUBLISH_REFUSALS.endPassed);
      if (endAt - Math.max(startAt, now) > MAX_SPAN_MS) throw refused(QR_PUBLISH_REFUSALS.tooFarAhead);
      const workIds = [...new Set(params.workIds)];
      if (publishableWorkIds(db, auth.brandId, workIds).length !== workIds.length) {
        throw refused(QR_PUBLISH_REFUSALS.worksMissing);
      }
      const token = randomBytes(18).toString('base64url');
      const link = `${new URL(c.req.url).origin}${QR_PUBLISH_PATH}/${token}`;
      const imageUrl = await qrCodeImage(services, auth, link, params.name);
      const id = transaction(db, () =>
        insertQrcode(
          db,
          auth.brandId,
          {
            userId: auth.userId,
            name: params.name,
            platforms: [...new Set(params.platforms)].sort(),
            title: params.title ?? '',
            topics: [...new Set(params.topics ?? [])],
            token,
            link,
            imageUrl,
            startAt,
            endAt,
            workIds,
          },
          now,
        ),
      );
      return { id };
    },
  },

  '/v1/matrix/qrcode/detail': {
    access: QR_PUBLISH,
    handler: async ({ params, auth, services, c }) => {
      const read = () => qrcodeById(services.db, auth.brandId, params.id, services.now());
      let code = read();
      if (!code) throw notFound(QR_PUBLISH_REFUSALS.notFound);
      if (await ensureImages(services, auth, new URL(c.req.url).origin, [code.id])) code = read()!;
      return { ...code, works: qrcodeWorkRows(services.db, auth.brandId, code.id).map(toQrcodeWork) };
    },
  },

  '/v1/matrix/qrcode/scans': {
    access: QR_PUBLISH,
    handler: ({ params, auth, services }) => {
      if (!qrcodeById(services.db, auth.brandId, params.id, services.now())) {
        throw notFound(QR_PUBLISH_REFUSALS.notFound);
      }
      return scanPage(services.db, auth.brandId, params.id, params);
    },
  },

  '/v1/matrix/qrcode/disable': {
    access: QR_PUBLISH,
    handler: ({ params, auth, services }) => {
      if (!disableQrcode(services.db, auth.brandId, params.id, services.now())) {
        throw notFound(QR_PUBLISH_REFUSALS.notFound);
      }
      return null;
    },
  },

  /** Binary: the scans (one row per publication) of one code or of the codes the list's filters find. */
  '/v1/matrix/qrcode/export': {
    access: QR_PUBLISH,
    handler: async ({ params, auth, services }) => {
      if (params.id !== undefined && !qrcodeById(services.db, auth.brandId, params.id, services.now())) {
        throw notFound(QR_PUBLISH_REFUSALS.notFound);
      }
      const stamp = formatDateTime(services.now()).replace(/\D/g, '').slice(0, 14);
      const fileName = `扫码发布记录${stamp}.xlsx`;
      const body = await keepExportMadeNow(services, auth.brandId, {
        userId: auth.userId,
        fileName,
        exporterType: 'qrPublishScans',
        filters: {
          ...(params.id !== undefined ? { id: params.id } : {}),
          ...(params.name?.trim() ? { name: params.name.trim() } : {}),
          ...(params.status !== undefined ? { status: params.status } : {}),
          now: services.now(),
        },
      });
      return { body, fileName, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
    },
  },
};
