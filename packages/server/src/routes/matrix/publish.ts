import {
  PLATFORMS,
  PUBLISH_LIMITS,
  PUBLISH_PLATFORM_LIMITS,
  dictionaryLabel,
  type PublishTaskDetail,
  type SupportedPublishWays,
} from '@brand-console/api-client';
import { brandSetting } from '../../db/config';
import { transaction } from '../../db/database';
import {
  brandAccountsByIds,
  publicationsOfTask,
  publishableWorks,
  publishableWorksByIds,
  publishTaskById,
  publishTaskPage,
  taskPublicationIds,
  type PublishWorkRow,
} from '../../db/publishTasks';
import {
  accountRefusal,
  closePublications,
  insertPublication,
  insertPublishTask,
  retryPublications,
  toPublication,
} from '../../db/publishing';
import { titleExists } from '../../db/titles';
import { Scope } from '../../http/access';
import { notFound, refused } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { keepExportMadeNow } from '../../jobs/worker';
import { formatDateTime, parseDateTime } from '../../lib/time';

/** 批量发布's page grants every route of this table. */
const MATRIX_DISTRIBUTE = [Scope.matrixDistribute] as const;

/** Code points, as the platforms count them. */
const length = (text: string) => [...text].length;
const platformName = (platform: number) => dictionaryLabel(PLATFORMS, platform, 'zh');

/**
 * The refusals of 批量发布, word for word (the console translates them by these texts; the ones that
 * name a work, an account or a platform put the name in 「」 and the console matches the pattern).
 */
export const PUBLISH_REFUSALS = {
  taskMissing: '发布批次不存在',
  workMissing: '作品不存在或没有可发布的文件',
  accountMissing: '账号不存在或已删除',
  duplicateWork: '同一作品只能选择一次',
  duplicateAccount: '同一账号只能选择一次',
  overrideAccount: '单独设置标题的账号不在所选账号中',
  titleMissing: '标题库中的标题不存在或已删除',
  tooMany: `一次最多发布 ${PUBLISH_LIMITS.publications} 条（作品数 × 账号数）`,
  schedulePast: '定时发布时间不能早于当前时间',
  scheduleFar: `定时发布时间最多可设置在 ${PUBLISH_LIMITS.scheduleAheadMs / 86_400_000} 天内`,
  nothingToRetry: '没有可重试的发布',
  notScheduled: '只有定时发布的批次可以关闭',
  nothingToClose: '没有待发布的作品可以关闭',
  douyin: '当前品牌不支持发布到抖音',
  /** `账号「name」：<PUBLISH_ACCOUNT_REFUSALS>` */
  account: (name: string, refusal: string) => `账号「${name}」：${refusal}`,
  title: (work: string, account: string, platform: number, max: number) =>
    `「${work}」发布到「${account}」的标题超过${platformName(platform)}的 ${max} 字限制`,
  topics: (platform: number, max: number) => `话题数超过${platformName(platform)}的 ${max} 个限制`,
  topicLength: (topic: string, platform: number, max: number) =>
    `话题「${topic}」超过${platformName(platform)}的 ${max} 字限制`,
  mentions: (platform: number, max: number) => `@的人数超过${platformName(platform)}的 ${max} 个限制`,
} as const;

/** Every distinct value once; answers whether `values` had none twice. */
const distinct = (values: readonly string[]) => new Set(values).size === values.length;

/**
 * 批量发布 (issue 24, ADR 0036): a batch publishes every chosen work to every chosen account, one
 * publication per (work, account), queued for the worker (`pumpPublications`) at once or at its
 * time. Everything is checked before anything is written: the works are the brand's videos with a
 * file, the accounts the brand's and able to publish now, each title, topic and mention within the
 * account's platform's limits, and the batch within `PUBLISH_LIMITS`.
 */
export const publishingRoutes: RouteTable = {
  '/v1/matrix/publish/task/page': {
    access: MATRIX_DISTRIBUTE,
    handler: ({ params, auth, services }) => publishTaskPage(services.db, auth.brandId, params, params),
  },

  '/v1/matrix/publish/task/detail': {
    access: MATRIX_DISTRIBUTE,
    handler: ({ params, auth, services }): PublishTaskDetail => {
      const { db } = services;
      const task = publishTaskById(db, auth.brandId, params.id);
      if (!task) throw notFound(PUBLISH_REFUSALS.taskMissing);
      const { options, ...rest } = task;
      const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
      return {
        ...rest,
        topics: strings(options.topics),
        mentions: strings(options.mentions),
        location: typeof options.location === 'string' ? options.location : '',
        industry: typeof options.industry === 'string' ? options.industry : '',
        publications: publicationsOfTask(db, auth.brandId, task.id).map(toPublication),
      };
    },
  },

  '/v1/matrix/publish/works': {
    access: MATRIX_DISTRIBUTE,
    handler: ({ params, auth, services }) =>
      publishableWorks(services.db, auth.brandId, params.source, params.name, services.now()),
  },

  '/v1/matrix/publish/create': {
    access: MATRIX_DISTRIBUTE,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const now = services.now();

      // The works: each once, each the brand's video with a file.
      if (!distinct(params.works.map((w) => `${w.source}:${w.id}`))) throw refused(PUBLISH_REFUSALS.duplicateWork);
      const found = new Map<string, PublishWorkRow>();
      for (const source of [1, 2] as const) {
        const ids = params.works.filter((w) => w.source === source).map((w) => w.id);
        for (const row of publishableWorksByIds(db, auth.brandId, source, ids, now))
          found.set(`${source}:${row.id}`, row);
      }
      if (found.size !== params.works.length) throw notFound(PUBLISH_REFUSALS.workMissing);

      // The accounts: each once, the brand's, able to publish now, on a platform the brand publishes to.
      if (!distinct(params.accountIds.map(String))) throw refused(PUBLISH_REFUSALS.duplicateAccount);
      const accounts = brandAccountsByIds(db, auth.brandId, params.accountIds);
      if (accounts.length !== params.accountIds.length) throw notFound(PUBLISH_REFUSALS.accountMissing);
      const ways = brandSetting<SupportedPublishWays>(db, auth.brandId, 'publishWays', { dySupport: false });
      for (const account of accounts) {
        const refusal = accountRefusal(account, now);
        if (refusal) throw refused(PUBLISH_REFUSALS.account(account.name, refusal));
        if (account.platform === 1 && !ways.dySupport) throw refused(PUBLISH_REFUSALS.douyin);
      }
      if (params.works.length * accounts.length > PUBLISH_LIMITS.publications) throw refused(PUBLISH_REFUSALS.tooMany);

      // The time: at once, or within the next 30 days.
      let scheduledAt: number | null = null;
      if (params.scheduledTime) {
        scheduledAt = parseDateTime(params.scheduledTime);
        if (scheduledAt < now) throw refused(PUBLISH_REFUSALS.schedulePast);
        if (scheduledAt > now + PUBLISH_LIMITS.scheduleAheadMs) throw refused(PUBLISH_REFUSALS.scheduleFar);
      }

      // Topics and mentions within each chosen platform's limits.
      const topics = [...new Set(params.topics ?? [])].map((t) => t.replace(/^#/, ''));
      const mentions = [...new Set(params.mentions ?? [])].map((m) => m.replace(/^@/, ''));
      for (const platform of new Set(accounts.map((a) => a.platform))) {
        const limits = PUBLISH_PLATFORM_LIMITS[platform];
        if (topics.length > limits.topics) throw refused(PUBLISH_REFUSALS.topics(platform, limits.topics));
        const long = topics.find((t) => length(t) > limits.topicLength);
        if (long) throw refused(PUBLISH_REFUSALS.topicLength(long, platform, limits.topicLength));
        if (mentions.length > limits.mentions) throw refused(PUBLISH_REFUSALS.mentions(platform, limits.mentions));
      }

      // One publication per (work, account), each with its title within the account's platform's limit.
      const chosen = new Set(params.accountIds);
      const titleIds = new Set<number>();
      const planned = params.works.flatMap((work) => {
        const row = found.get(`${work.source}:${work.id}`)!;
        const overrides = new Map((work.overrides ?? []).map((o) => [o.accountId, o]));
        for (const accountId of overrides.keys()) {
          if (!chosen.has(accountId)) throw refused(PUBLISH_REFUSALS.overrideAccount);
        }
        return accounts.map((account) => {
          const { title, titleId } = overrides.get(account.id) ?? work;
          const max = PUBLISH_PLATFORM_LIMITS[account.platform].title;
          if (length(title) > max) throw refused(PUBLISH_REFUSALS.title(row.name, account.name, account.platform, max));
          if (titleId != null) titleIds.add(titleId);
          return { work, row, account, title, titleId: titleId ?? null };
        });
      });
      for (const id of titleIds) if (!titleExists(db, auth.brandId, id)) throw notFound(PUBLISH_REFUSALS.titleMissing);

      const options = {
        topics,
        mentions,
        location: params.location ?? '',
        industry: params.industry ?? '',
      };
      return transaction(db, () => {
        const taskId = insertPublishTask(db, auth.brandId, {
          userId: auth.userId,
          name: params.name,
          scheduledAt,
          options,
          now,
        });
        for (const p of planned) {
          insertPublication(
            db,
            auth.brandId,
            {
              source: 1,
              taskId,
              workSource: p.work.source,
              workId: p.row.id,
              workName: p.row.name,
              files: [p.row.url],
              coverUrl: p.row.cover_url,
              platform: p.account.platform,
              accountId: p.account.id,
              platformUid: p.account.platform_uid,
              accountName: p.account.name,
              accountAvatar: p.account.avatar,
              title: p.title,
              ...options,
              titleId: p.titleId,
              scheduledAt,
              userId: auth.userId,
            },
            now,
          );
        }
        return { id: taskId, count: planned.length };
      });
    },
  },

  '/v1/matrix/publish/retry': {
    access: MATRIX_DISTRIBUTE,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      if (!publishTaskById(db, auth.brandId, params.taskId)) throw notFound(PUBLISH_REFUSALS.taskMissing);
      const failed = taskPublicationIds(db, auth.brandId, params.taskId, 4);
      const ids = params.ids ? failed.filter((id) => params.ids!.includes(id)) : failed;
      const count = retryPublications(db, auth.brandId, ids, services.now());
      if (count === 0) throw refused(PUBLISH_REFUSALS.nothingToRetry);
      return { count };
    },
  },

  '/v1/matrix/publish/close': {
    access: MATRIX_DISTRIBUTE,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const task = publishTaskById(db, auth.brandId, params.taskId);
      if (!task) throw notFound(PUBLISH_REFUSALS.taskMissing);
      if (task.scheduledTime === null) throw refused(PUBLISH_REFUSALS.notScheduled);
      const count = closePublications(
        db,
        auth.brandId,
        taskPublicationIds(db, auth.brandId, task.id, 1),
        services.now(),
      );
      if (count === 0) throw refused(PUBLISH_REFUSALS.nothingToClose);
      return { count };
    },
  },

  /** Binary: the batches under the list's filters as xlsx, answered at once and kept in the task centre. */
  '/v1/matrix/publish/export': {
    access: MATRIX_DISTRIBUTE,
    handler: async ({ params, auth, services }) => {
      const stamp = formatDateTime(services.now()).replace(/\D/g, '').slice(0, 14);
      const fileName = `批量发布${stamp}.xlsx`;
      const body = await keepExportMadeNow(services, auth.brandId, {
        userId: auth.userId,
        fileName,
        exporterType: 'publishTasks',
        filters: { name: params.name, status: params.status },
      });
      return {
        body,
        fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
    },
  },
};
