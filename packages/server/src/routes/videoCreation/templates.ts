import type { TemplateSpec } from '@brand-console/api-client';
import { LIMITS } from '@brand-console/api-client/schemas';
import { transaction, type Database } from '../../db/database';
import { ownDigitalModel } from '../../db/digitalModels';
import { materialsByIds } from '../../db/materialLibrary';
import {
  categoryExists,
  categoryTree,
  fontExists,
  insertTemplate,
  listTemplates,
  ownTemplate,
  ownTemplates,
  purgeTemplates,
  readableTemplate,
  removeTemplates,
  restoreTemplates,
  toTemplateDetail,
  updateTemplate,
} from '../../db/templates';
import { TEMPLATE_COPIERS, TEMPLATE_EDITORS, TEMPLATE_READERS } from '../../http/access';
import { notFound, refused } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { prefersEnglish } from '../../http/standInPage';
import { MaterialType } from '../../lib/codes';
import { formatDateTime } from '../../lib/time';

/**
 * The refusals of the template routes, word for word (the console translates them by these texts;
 * `{n}` is a shot's number, from 1: `镜头 2：…` names the shot before the reason).
 */
export const TEMPLATE_REFUSALS = {
  notFound: '模板不存在或已删除',
  chooseTemplates: '请选择模板',
  cloudReadOnly: '云模板不能修改',
  inRecycleBin: '模板在回收站中，请先恢复',
  notInRecycleBin: '只能永久删除回收站中的模板',
  notCloud: '云模板不存在',
  categoryMissing: '分类不存在',
  fontMissing: '字幕字体不存在',
  shotMaterialMissing: '镜头 {n}：素材不存在或已删除',
  shotMaterialExpired: '镜头 {n}：素材已过期',
  shotNeedsVideo: '镜头 {n}：只能放视频素材',
  shotNeedsImage: '镜头 {n}：只能放图片素材',
  musicMissing: '背景音乐素材不存在或已删除',
  musicExpired: '背景音乐素材已过期',
  musicKind: '背景音乐须为音频或视频素材',
  presenterMissing: '数字人不存在或已删除',
} as const;

const shot = (message: string, index: number) => message.replace('{n}', String(index + 1));

/**
 * Checks what a spec names against the brand's library: every shot's material exists, has not
 * expired and is of the slot's kind; the music is an audio or video material; the subtitle font is
 * one the brand has. Answers the cover: the first shot's material cover, when it names one. Scripts
 * (ADR 0030) are checked by the same rules.
 */
export function checkSpec(
  db: Database,
  brandId: number,
  spec: Pick<TemplateSpec, 'musicMaterialId' | 'subtitles' | 'presenter'> & {
    shots: ReadonlyArray<Pick<TemplateSpec['shots'][number], 'materialId' | 'slot'>>;
  },
  now: string,
): string | null {
  const ids = [...spec.shots.map((s) => s.materialId), spec.musicMaterialId].filter((id): id is number => id !== null);
  const materials = new Map(materialsByIds(db, brandId, ids).map((m) => [m.id, m]));
  const expired = (expireTime: string | null) => !!expireTime && expireTime < now;
  spec.shots.forEach((s, i) => {
    if (s.materialId === null) return;
    const material = materials.get(s.materialId);
    if (!material) throw refused(shot(TEMPLATE_REFUSALS.shotMaterialMissing, i));
    const wanted = s.slot === 'video' ? MaterialType.video : MaterialType.image;
    if (material.type !== wanted) {
      throw refused(shot(s.slot === 'video' ? TEMPLATE_REFUSALS.shotNeedsVideo : TEMPLATE_REFUSALS.shotNeedsImage, i));
    }
    if (expired(material.expire_time)) throw refused(shot(TEMPLATE_REFUSALS.shotMaterialExpired, i));
  });
  if (spec.musicMaterialId !== null) {
    const music = materials.get(spec.musicMaterialId);
    if (!music) throw refused(TEMPLATE_REFUSALS.musicMissing);
    if (music.type !== MaterialType.audio && music.type !== MaterialType.video) {
      throw refused(TEMPLATE_REFUSALS.musicKind);
    }
    if (expired(music.expire_time)) throw refused(TEMPLATE_REFUSALS.musicExpired);
  }
  if (!fontExists(db, brandId, spec.subtitles.style.fontKey)) throw refused(TEMPLATE_REFUSALS.fontMissing);
  // A presenter is one of the brand's digital models (ADR 0035).
  if (spec.presenter && !ownDigitalModel(db, brandId, spec.presenter.modelId)) {
    throw refused(TEMPLATE_REFUSALS.presenterMissing);
  }
  const first = spec.shots[0]?.materialId;
  return first === null || first === undefined ? null : (materials.get(first)?.cover_url ?? null);
}

/** The brand's own templates among `ids`, all of them, or a refusal (nothing changes). */
function ownAll(db: Database, brandId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw refused(TEMPLATE_REFUSALS.chooseTemplates);
  const rows = ownTemplates(db, brandId, unique);
  if (rows.length !== unique.length) throw notFound(TEMPLATE_REFUSALS.notFound);
  return { ids: unique, rows };
}

/** A copy's name: the given one, or the original's with （副本）, within the name limit. */
const copyName = (original: string, given: string | undefined) =>
  (given?.trim() || `${original}（副本）`).slice(0, LIMITS.text);

/**
 * Templates (issue 23, ADR 0028): the brand's template space with its recycle bin, the cloud
 * catalogue it copies from, and the shared categories.
 */
export const templateRoutes: RouteTable = {
  '/v1/sumvideo/sv/template/page': {
    access: TEMPLATE_READERS,
    handler: ({ params, auth, services }) => listTemplates(services.db, auth.brandId, params),
  },

  '/v1/sumvideo/sv/template/detail': {
    access: TEMPLATE_READERS,
    handler: ({ params, auth, services, c }) => {
      const row = readableTemplate(services.db, auth.brandId, params.id);
      if (!row) throw notFound(TEMPLATE_REFUSALS.notFound);
      return toTemplateDetail(services.db, auth.brandId, row, prefersEnglish(c) ? 'en' : 'zh');
    },
  },

  /** Creates (no `id`) or replaces a template of the brand's space; answers its id. */
  '/v1/sumvideo/sv/template/save': {
    access: TEMPLATE_EDITORS,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const at = formatDateTime(services.now());
      if (params.id !== undefined) {
        const existing = ownTemplate(db, auth.brandId, params.id);
        if (!existing) {
          throw readableTemplate(db, auth.brandId, params.id)
            ? refused(TEMPLATE_REFUSALS.cloudReadOnly)
            : notFound(TEMPLATE_REFUSALS.notFound);
        }
        if (existing.deleted_at) throw refused(TEMPLATE_REFUSALS.inRecycleBin);
      }
      if (params.categoryId !== null && !categoryExists(db, params.categoryId)) {
        throw refused(TEMPLATE_REFUSALS.categoryMissing);
      }
      const spec = params.spec as TemplateSpec;
      const coverUrl = checkSpec(db, auth.brandId, spec, at);
      const values = { name: params.name, categoryId: params.categoryId, spec, coverUrl, at };
      if (params.id === undefined) return { id: insertTemplate(db, auth.brandId, { ...values, userId: auth.userId }) };
      // The update's own condition (the brand's, not in the recycle bin) repeats the checks above.
      if (!updateTemplate(db, auth.brandId, params.id, values)) throw notFound(TEMPLATE_REFUSALS.notFound);
      return { id: params.id };
    },
  },

  /** Moves templates of the brand's space to the recycle bin. */
  '/v1/sumvideo/sv/template/remove': {
    access: TEMPLATE_EDITORS,
    handler: ({ params, auth, services }) => {
      const { ids, rows } = ownAll(services.db, auth.brandId, params.ids);
      if (rows.some((row) => row.deleted_at)) throw refused(TEMPLATE_REFUSALS.inRecycleBin);
      removeTemplates(services.db, auth.brandId, ids, formatDateTime(services.now()));
      return null;
    },
  },

  /** Brings templates back from the recycle bin into the space. */
  '/v1/sumvideo/sv/template/restore': {
    access: TEMPLATE_EDITORS,
    handler: ({ params, auth, services }) => {
      const { ids, rows } = ownAll(services.db, auth.brandId, params.ids);
      if (rows.some((row) => !row.deleted_at)) throw notFound(TEMPLATE_REFUSALS.notFound);
      restoreTemplates(services.db, auth.brandId, ids, formatDateTime(services.now()));
      return null;
    },
  },

  /** Deletes templates in the recycle bin for good. */
  '/v1/sumvideo/sv/template/purge': {
    access: TEMPLATE_EDITORS,
    handler: ({ params, auth, services }) => {
      const { ids, rows } = ownAll(services.db, auth.brandId, params.ids);
      if (rows.some((row) => !row.deleted_at)) throw refused(TEMPLATE_REFUSALS.notInRecycleBin);
      purgeTemplates(services.db, auth.brandId, ids);
      return null;
    },
  },

  /** Copies a cloud template into the brand's space (cloud templates name no materials; the copy is whole). */
  '/v1/sumvideo/sv/template/copyCloud': {
    access: TEMPLATE_COPIERS,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const cloud = readableTemplate(db, auth.brandId, params.id);
      if (!cloud || cloud.brand_id !== null || cloud.deleted_at) throw notFound(TEMPLATE_REFUSALS.notCloud);
      const at = formatDateTime(services.now());
      const id = transaction(db, () =>
        insertTemplate(db, auth.brandId, {
          name: copyName(cloud.name, params.name),
          categoryId: cloud.category_id,
          spec: JSON.parse(cloud.spec) as TemplateSpec,
          coverUrl: cloud.cover_url,
          userId: auth.userId,
          at,
        }),
      );
      return { id };
    },
  },

  /** The shared template categories, two levels, named in the reader's language. */
  '/v1/sumvideo/sv/category/serve/list': {
    access: TEMPLATE_READERS,
    handler: ({ services, c }) => categoryTree(services.db, prefersEnglish(c) ? 'en' : 'zh'),
  },
};
