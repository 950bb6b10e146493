import { TITLE_LIMITS, type GeneratedTexts, type TextKind } from '@brand-console/api-client';
import readXlsxFile from 'read-excel-file/node';
import { providerFor, ProviderError, type TextRequest, type TextResult, type WorkContext } from '../ai';
import { brandInfoOf } from '../db/account';
import { captionTaskDetail, titleWorks, workContext } from '../db/captions';
import { transaction, type Database } from '../db/database';
import {
  aiSettingOf,
  countOwnTitles,
  insertTitle,
  listTitles,
  removeAiSetting,
  removeTitles,
  saveAiSetting,
  titleIdByText,
  updateTitle,
} from '../db/titles';
import { TITLE_LIBRARY, TITLE_PICKERS } from '../http/access';
import type { Services } from '../http/context';
import { notFound, refused, upstreamFailed } from '../http/errors';
import type { RouteTable } from '../http/routes';
import { formatDateTime } from '../lib/time';

/** The refusals of the title routes, word for word (the console translates them by these texts). */
export const TITLE_REFUSALS = {
  notFound: '标题不存在或已删除',
  duplicate: '标题库中已有相同的标题',
  chooseTitles: '请选择标题',
  workMissing: '作品不存在或已删除',
  taskMissing: '文案任务不存在',
  fileTooLarge: `文件不能超过 ${TITLE_LIMITS.importBytes / 1024 / 1024} MB`,
  fileUnreadable: '无法读取文件，请使用下载的 xlsx 模板',
  fileEmpty: '文件中没有标题',
  tooManyRows: `一次最多导入 ${TITLE_LIMITS.importRows} 行`,
  noKey: '请填写 API Key',
} as const;

/** A brand-free context for imitating an example that names no work. */
const bare = (brandName: string): WorkContext => ({
  brandName,
  workName: '',
  creationType: 0,
  tags: [],
  texts: [],
  narration: '',
  templateName: '',
});

/**
 * Runs a generation through the brand's provider; a remote failure is the upstream's, answered
 * 502 (504 when it timed out) with its reason, never as the member's mistake.
 */
export async function generateTexts(services: Services, brandId: number, request: TextRequest): Promise<TextResult> {
  try {
    return await providerFor(services.db, brandId).generate(request);
  } catch (error) {
    if (error instanceof ProviderError) {
      services.log(`ai: brand ${brandId} generation failed (${error.failure})`);
      throw upstreamFailed(error.message, error.failure === 'timeout');
    }
    throw error;
  }
}

const brandName = (db: Database, brandId: number) => brandInfoOf(db, brandId)?.brandName ?? '';

/** The rows of an imported xlsx: title, imitation count (1–10, default 1), style. */
async function readTitleRows(file: File): Promise<Array<{ text: string; count: number; style: string }>> {
  if (file.size > TITLE_LIMITS.importBytes) throw refused(TITLE_REFUSALS.fileTooLarge);
  let rows: unknown[][];
  try {
    rows = (await readXlsxFile(Buffer.from(await file.arrayBuffer())))[0]?.data ?? [];
  } catch {
    throw refused(TITLE_REFUSALS.fileUnreadable);
  }
  const cell = (v: unknown) => (v === null || v === undefined ? '' : String(v as string | number).trim());
  const data = rows.filter((row, i) => !(i === 0 && /原标题|标题/.test(cell(row[0])))).filter((r) => cell(r[0]));
  if (data.length === 0) throw refused(TITLE_REFUSALS.fileEmpty);
  if (data.length > TITLE_LIMITS.importRows) throw refused(TITLE_REFUSALS.tooManyRows);
  return data.map((row) => {
    const n = Number(cell(row[1]));
    return {
      text: cell(row[0]),
      count: Number.isInteger(n) ? Math.min(Math.max(n, TITLE_LIMITS.count.min), TITLE_LIMITS.count.max) : 1,
      style: cell(row[2]).slice(0, TITLE_LIMITS.prompt),
    };
  });
}

/**
 * The title library and text generation (issue 23, ADR 0034): the brand's saved titles, texts
 * written for a work by the brand's provider, the xlsx import (with imitations), the endpoint
 * setting, and the results of a caption batch.
 */
export const titlesRoutes: RouteTable = {
  '/v1/sumvideo/sv/title/page': {
    access: TITLE_PICKERS,
    handler: ({ params, auth, services }) => listTitles(services.db, auth.brandId, params, params),
  },

  '/v1/sumvideo/sv/title/save': {
    access: TITLE_LIBRARY,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const at = formatDateTime(services.now());
      const same = titleIdByText(db, auth.brandId, params.text);
      if (same !== undefined && same !== params.id) throw refused(TITLE_REFUSALS.duplicate);
      const values = { text: params.text, category: params.category ?? '', tags: [...new Set(params.tags ?? [])], at };
      if (params.id !== undefined) {
        if (!updateTitle(db, auth.brandId, params.id, values)) throw notFound(TITLE_REFUSALS.notFound);
        return { id: params.id };
      }
      const id = insertTitle(db, auth.brandId, {
        ...values,
        generator: null,
        model: null,
        creationId: null,
        userId: auth.userId,
      });
      return { id };
    },
  },

  '/v1/sumvideo/sv/title/saveBatch': {
    access: TITLE_LIBRARY,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      if (params.creationId !== undefined && !workContext(db, auth.brandId, params.creationId)) {
        throw notFound(TITLE_REFUSALS.workMissing);
      }
      const at = formatDateTime(services.now());
      return transaction(db, () => ({
        ids: [...new Set(params.texts)]
          .filter((text) => titleIdByText(db, auth.brandId, text) === undefined)
          .map((text) =>
            insertTitle(db, auth.brandId, {
              text,
              category: params.category ?? '',
              tags: [],
              generator: params.generator ?? null,
              model: params.generator ? (params.model ?? null) : null,
              creationId: params.creationId ?? null,
              userId: auth.userId,
              at,
            }),
          ),
      }));
    },
  },

  '/v1/sumvideo/sv/title/remove': {
    access: TITLE_LIBRARY,
    handler: ({ params, auth, services }) => {
      const ids = [...new Set(params.ids)];
      if (ids.length === 0) throw refused(TITLE_REFUSALS.chooseTitles);
      if (countOwnTitles(services.db, auth.brandId, ids) !== ids.length) throw notFound(TITLE_REFUSALS.notFound);
      removeTitles(services.db, auth.brandId, ids);
      return null;
    },
  },

  /** Reads the 视频标题仿写模板 xlsx: each row's title saved; with `imitate`, its imitations too. */
  '/v1/sumvideo/sv/title/import': {
    access: TITLE_LIBRARY,
    handler: async ({ params, auth, services }) => {
      const { db } = services;
      const rows = await readTitleRows(params.file as File);
      const category = params.category ?? '';
      const at = formatDateTime(services.now());
      const imitations: Array<{ texts: string[]; result: TextResult | null }> = [];
      if (params.imitate === 1) {
        const context = bare(brandName(db, auth.brandId));
        for (const row of rows) {
          if (row.text.length > TITLE_LIMITS.text) continue;
          const result = await generateTexts(services, auth.brandId, {
            kind: 'imitate',
            count: row.count,
            context,
            example: row.text,
          });
          imitations.push({ texts: result.items, result });
        }
      }
      return transaction(db, () => {
        let imported = 0;
        let generated = 0;
        let skipped = 0;
        const seen = new Set<string>();
        const add = (text: string, by: TextResult | null) => {
          if (
            !text ||
            text.length > TITLE_LIMITS.text ||
            seen.has(text) ||
            titleIdByText(db, auth.brandId, text) !== undefined
          ) {
            return false;
          }
          seen.add(text);
          insertTitle(db, auth.brandId, {
            text,
            category,
            tags: [],
            generator: by?.generator ?? null,
            model: by?.model ?? null,
            creationId: null,
            userId: auth.userId,
            at,
          });
          return true;
        };
        for (const row of rows) {
          if (add(row.text, null)) imported += 1;
          else skipped += 1;
        }
        for (const { texts, result } of imitations) for (const text of texts) if (add(text, result)) generated += 1;
        const by = imitations.find((i) => i.result)?.result ?? null;
        return { imported, generated, skipped, generatedBy: by ? { generator: by.generator, model: by.model } : null };
      });
    },
  },

  '/v1/sumvideo/sv/title/works': {
    access: TITLE_LIBRARY,
    handler: ({ params, auth, services }) => titleWorks(services.db, auth.brandId, params.name?.trim() || undefined),
  },

  '/v1/sumvideo/sv/title/generate': {
    access: TITLE_PICKERS,
    handler: async ({ params, auth, services }): Promise<GeneratedTexts> => {
      const { db } = services;
      let context: WorkContext;
      if (params.creationId !== undefined) {
        const found = workContext(db, auth.brandId, params.creationId);
        if (!found) throw notFound(TITLE_REFUSALS.workMissing);
        context = found;
      } else {
        context = bare(brandName(db, auth.brandId));
      }
      const result = await generateTexts(services, auth.brandId, {
        kind: params.kind as TextKind,
        count: params.count,
        context,
        example: params.example,
      });
      return { ...result, creationId: params.creationId ?? null };
    },
  },

  '/v1/sumvideo/sv/ai/setting/detail': {
    access: TITLE_LIBRARY,
    handler: ({ auth, services }) => aiSettingOf(services.db, auth.brandId),
  },

  /** Stores the brand's endpoint (a first setting needs a key; an empty key keeps the stored one). */
  '/v1/sumvideo/sv/ai/setting/save': {
    access: TITLE_LIBRARY,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const apiKey = params.apiKey ? params.apiKey : undefined;
      if (!apiKey && !aiSettingOf(db, auth.brandId).keyHint) throw refused(TITLE_REFUSALS.noKey);
      saveAiSetting(db, auth.brandId, {
        baseUrl: params.baseUrl.replace(/\/+$/, ''),
        model: params.model,
        apiKey,
        at: formatDateTime(services.now()),
      });
      return aiSettingOf(db, auth.brandId);
    },
  },

  '/v1/sumvideo/sv/ai/setting/remove': {
    access: TITLE_LIBRARY,
    handler: ({ auth, services }) => {
      removeAiSetting(services.db, auth.brandId);
      return aiSettingOf(services.db, auth.brandId);
    },
  },

  /** A member's own caption batch with its results (as the task centre lists only the member's own). */
  '/v1/sumvideo/sv/caption/task/detail': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      const detail = captionTaskDetail(services.db, auth.brandId, auth.userId, params.id);
      if (!detail) throw notFound(TITLE_REFUSALS.taskMissing);
      return detail;
    },
  },
};
