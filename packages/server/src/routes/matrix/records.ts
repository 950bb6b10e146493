import {
  PUBLISH_ACCOUNT_REFUSALS,
  PUBLISH_MOUNT_PLATFORMS,
  type MountGoods,
  type PublicationFiguresResult,
  type PublicationMount,
  type PublishMountKind,
} from '@brand-console/api-client';
import type { Database } from '../../db/database';
import { brandAccount, type StoredAccount } from '../../db/platforms';
import {
  countOwnPublications,
  listPublishRecords,
  publishedItems,
  setPublicationMount,
  type PublishRecordFilters,
} from '../../db/publishRecords';
import {
  accountRefusal,
  publicationById,
  retryPublications,
  toPublication,
  type PublicationRow,
} from '../../db/publishing';
import { Scope } from '../../http/access';
import type { Services } from '../../http/context';
import { HttpError, notFound, refused } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { keepExportMadeNow } from '../../jobs/worker';
import { formatDateTime } from '../../lib/time';
import { isPlatformCode, PlatformError, type PlatformMount } from '../../platforms/adapter';

/** 发布记录 (records_publish): the only page these routes serve. */
const RECORDS = [Scope.recordsPublish] as const;

const PLATFORM_NAMES = { 1: '抖音', 2: '视频号', 3: '小红书', 4: '快手' } as const;
const MOUNT_NAMES: Record<PublishMountKind, string> = { 1: '商品', 2: '小程序' };

/** The refusals of 发布记录, word for word (the console translates them by these texts). */
export const RECORD_REFUSALS = {
  notFound: '发布记录不存在',
  notPublished: '作品尚未发布成功，不能挂载',
  noAccount: '扫码发布使用访客自己的账号，品牌无法代为操作',
  notAllowed: (platform: 1 | 2 | 3 | 4, kind: PublishMountKind) =>
    `${PLATFORM_NAMES[platform]}不支持挂载${MOUNT_NAMES[kind]}`,
  goodsNotOwn: '商品不属于该账号',
  nothingMounted: '该作品没有挂载内容',
  adapterCannot: '该平台暂不支持挂载',
  noneRetryable: '只能重试发布失败的记录',
  platformBusy: '平台暂时无法处理，请稍后重试',
} as const;

/** Most goods pages read from the platform for one dialog (20 a page). */
const GOODS_PAGES = 10;

/** The brand's publication, or 404. */
function publicationOf(db: Database, brandId: number, id: number): PublicationRow {
  const row = publicationById(db, brandId, id);
  if (!row) throw notFound(RECORD_REFUSALS.notFound);
  return row;
}

/** The platform's words as a refusal: an ended grant says so, another refusal keeps its message. */
function platformRefusal(services: Services, error: unknown): never {
  if (error instanceof PlatformError) {
    throw refused(error.reason === 'invalid_grant' ? PUBLISH_ACCOUNT_REFUSALS.expired : error.message);
  }
  services.log(`records: platform call failed (${String(error)})`);
  throw refused(RECORD_REFUSALS.platformBusy);
}

/**
 * A successful publication of the brand's own account whose grant still works, with that account:
 * what a mount, unmount or goods list needs (refused in words otherwise).
 */
function publishedOfAccount(
  services: Services,
  brandId: number,
  id: number,
): { row: PublicationRow & { item_id: string }; account: StoredAccount; platform: 1 | 2 | 3 | 4 } {
  const row = publicationOf(services.db, brandId, id);
  if (row.status !== 3 || !row.item_id || !isPlatformCode(row.platform)) throw refused(RECORD_REFUSALS.notPublished);
  if (row.account_id === null) throw refused(RECORD_REFUSALS.noAccount);
  const account = brandAccount(services.db, brandId, row.account_id);
  if (!account) throw refused(PUBLISH_ACCOUNT_REFUSALS.revoked);
  const refusal = accountRefusal(account, services.now());
  if (refusal) throw refused(refusal);
  return { row: row as PublicationRow & { item_id: string }, account, platform: row.platform };
}

/** Every goods of the account's shop (a few pages at most). */
async function accountGoods(services: Services, platform: 1 | 2 | 3 | 4, token: string): Promise<MountGoods[]> {
  const goods: MountGoods[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < GOODS_PAGES; n += 1) {
    const page = await services.platforms[platform].listGoods(token, cursor);
    goods.push(...page.items.map(({ goodsId, title, price, stock }) => ({ goodsId, title, price, stock })));
    cursor = page.cursor;
    if (!cursor) break;
  }
  return goods;
}

const filtersOf = (params: PublishRecordFilters): PublishRecordFilters => ({
  platform: params.platform,
  account: params.account,
  status: params.status,
  source: params.source,
  publishStart: params.publishStart,
  publishEnd: params.publishEnd,
  startTime: params.startTime,
  endTime: params.endTime,
  workName: params.workName,
  taskId: params.taskId,
  qrcodeId: params.qrcodeId,
});

/**
 * 发布记录 (issue 24 part D, ADR 0036): every publication of the brand whatever made it, the figures
 * of the successful ones read through the platform adapter with each account's grant, retry of the
 * failed ones (the worker publishes them again), the export (tracking 210), and mounting a product
 * of the account's shop or a mini-programme page on a published item where the platform allows it.
 */
export const publishRecordsRoutes: RouteTable = {
  '/v1/matrix/record/page': {
    access: RECORDS,
    handler: ({ params, auth, services }) => listPublishRecords(services.db, auth.brandId, filtersOf(params), params),
  },

  /**
   * The figures of the given successful publications, one platform call each; an account whose grant
   * ended (or a visitor's own account) answers its reason instead of failing the call.
   */
  '/v1/matrix/record/figures': {
    access: RECORDS,
    handler: async ({ params, auth, services }) => {
      const { db } = services;
      const ids = [...new Set(params.ids)];
      if (ids.length === 0) return [];
      const rows = publishedItems(db, auth.brandId, ids);
      const now = services.now();
      const accounts = new Map<number, StoredAccount | undefined>();
      const results: PublicationFiguresResult[] = [];
      for (const row of rows) {
        const result = (reason: string): PublicationFiguresResult => ({ id: row.id, figures: null, reason });
        if (row.account_id === null || !isPlatformCode(row.platform)) {
          results.push(result(RECORD_REFUSALS.noAccount));
          continue;
        }
        if (!accounts.has(row.account_id)) accounts.set(row.account_id, brandAccount(db, auth.brandId, row.account_id));
        const account = accounts.get(row.account_id);
        const refusal = account ? accountRefusal(account, now) : PUBLISH_ACCOUNT_REFUSALS.revoked;
        if (!account || refusal) {
          results.push(result(refusal ?? PUBLISH_ACCOUNT_REFUSALS.revoked));
          continue;
        }
        try {
          const content = await services.platforms[row.platform].contentFigures(account.access_token, row.item_id);
          results.push({
            id: row.id,
            figures: {
              id: row.id,
              plays: content.plays,
              likes: content.likes,
              comments: content.comments,
              shares: content.shares,
              collects: content.collects,
            },
            reason: null,
          });
        } catch (error) {
          if (!(error instanceof PlatformError))
            services.log(`records: figures of ${row.id} failed (${String(error)})`);
          results.push(
            result(
              error instanceof PlatformError
                ? error.reason === 'invalid_grant'
                  ? PUBLISH_ACCOUNT_REFUSALS.expired
                  : error.message
                : RECORD_REFUSALS.platformBusy,
            ),
          );
        }
      }
      return results;
    },
  },

  /** Queues the brand's failed publications again; refused when none of them failed. */
  '/v1/matrix/record/retry': {
    access: RECORDS,
    handler: ({ params, auth, services }) => {
      const ids = [...new Set(params.ids)];
      const retried = retryPublications(services.db, auth.brandId, ids, services.now());
      if (retried === 0) {
        if (countOwnPublications(services.db, auth.brandId, ids) === 0) throw notFound(RECORD_REFUSALS.notFound);
        throw refused(RECORD_REFUSALS.noneRetryable);
      }
      return { retried };
    },
  },

  /** Binary: the filtered publications as xlsx, answered at once and kept in the task centre (15 days). */
  '/v1/matrix/record/export': {
    access: RECORDS,
    handler: async ({ params, auth, services }) => {
      const filters = filtersOf(params);
      // Checked before anything is written: a bad range is a 400, not a failed export.
      listPublishRecords(services.db, auth.brandId, filters, { pageNo: 1, pageSize: 1 });
      const stamp = formatDateTime(services.now()).replace(/\D/g, '').slice(0, 14);
      const fileName = `发布记录${stamp}.xlsx`;
      const body = await keepExportMadeNow(services, auth.brandId, {
        userId: auth.userId,
        fileName,
        exporterType: 'publishRecords',
        filters: { ...filters },
      });
      return {
        body,
        fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
    },
  },

  /** The goods of the publication's account (its shop's), for the mount dialog. */
  '/v1/matrix/record/goods': {
    access: RECORDS,
    handler: async ({ params, auth, services }) => {
      const { account, platform } = publishedOfAccount(services, auth.brandId, params.id);
      if (!PUBLISH_MOUNT_PLATFORMS[1].includes(platform)) throw refused(RECORD_REFUSALS.notAllowed(platform, 1));
      try {
        return await accountGoods(services, platform, account.access_token);
      } catch (error) {
        return platformRefusal(services, error);
      }
    },
  },

  /**
   * Attaches a product of the account's shop or a mini-programme page to a published item, at the
   * platform (the adapter's `mount`) and on the record; what was attached before is replaced.
   */
  '/v1/matrix/record/mount': {
    access: RECORDS,
    handler: async ({ params, auth, services }) => {
      const { db } = services;
      const { row, account, platform } = publishedOfAccount(services, auth.brandId, params.id);
      if (!PUBLISH_MOUNT_PLATFORMS[params.kind].includes(platform)) {
        throw refused(RECORD_REFUSALS.notAllowed(platform, params.kind));
      }
      const adapter = services.platforms[platform];
      if (!adapter.mount) throw refused(RECORD_REFUSALS.adapterCannot);
      let mount: PublicationMount;
      let atPlatform: PlatformMount;
      try {
        if (params.kind === 1) {
          const goods = (await accountGoods(services, platform, account.access_token)).find(
            (g) => g.goodsId === params.goodsId,
          );
          if (!goods) throw refused(RECORD_REFUSALS.goodsNotOwn);
          mount = { kind: 1, target: goods.goodsId, label: goods.title };
          atPlatform = { kind: 'goods', goodsId: goods.goodsId, title: goods.title };
        } else {
          mount = { kind: 2, target: params.path, label: params.label };
          atPlatform = { kind: 'miniProgram', path: params.path, label: params.label };
        }
        await adapter.mount(account.access_token, row.item_id, atPlatform);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        return platformRefusal(services, error);
      }
      setPublicationMount(db, auth.brandId, row.id, mount, services.now());
      return toPublication(publicationOf(db, auth.brandId, row.id));
    },
  },

  /** Takes off what a published item carries, at the platform and on the record. */
  '/v1/matrix/record/unmount': {
    access: RECORDS,
    handler: async ({ params, auth, services }) => {
      const { db } = services;
      const { row, account, platform } = publishedOfAccount(services, auth.brandId, params.id);
      if (!row.mount) throw refused(RECORD_REFUSALS.nothingMounted);
      const adapter = services.platforms[platform];
      if (!adapter.mount) throw refused(RECORD_REFUSALS.adapterCannot);
      try {
        await adapter.mount(account.access_token, row.item_id, null);
      } catch (error) {
        return platformRefusal(services, error);
      }
      setPublicationMount(db, auth.brandId, row.id, null, services.now());
      return toPublication(publicationOf(db, auth.brandId, row.id));
    },
  },
};
