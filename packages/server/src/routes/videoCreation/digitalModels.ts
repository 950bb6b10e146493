import { DIGITAL_MODEL_LIMITS } from '@brand-console/api-client';
import type { Database } from '../../db/database';
import {
  countDigitalModels,
  deleteDigitalModels,
  insertDigitalModel,
  listDigitalModels,
  ownDigitalModel,
  ownDigitalModels,
  pipelinePresenter,
  setPipelinePresenter,
  readableDigitalModel,
  toDigitalModel,
  updateDigitalModel,
} from '../../db/digitalModels';
import { materialById } from '../../db/materialLibrary';
import { DIGITAL_MODEL_PAGE, DIGITAL_MODEL_READERS, PIPELINE_PRESENTER } from '../../http/access';
import { notFound, refused } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { MaterialType } from '../../lib/codes';
import { formatDateTime } from '../../lib/time';

/** The refusals of the digital model routes, word for word (the console translates them by these texts). */
export const DIGITAL_MODEL_REFUSALS = {
  notFound: '数字人不存在或已删除',
  libraryNotFound: '虚拟模特不存在',
  libraryReadOnly: '虚拟模特库的模特不能修改，请先复制',
  chooseModels: '请选择数字人',
  figureRequired: '请选择形象素材',
  figureMissing: '形象素材不存在或已删除',
  figureKind: '形象素材须为图片或视频',
  figureExpired: '形象素材已过期',
  tooMany: `每个品牌最多 ${DIGITAL_MODEL_LIMITS.perBrand} 个数字人`,
  pipelineNotFound: '流水线不存在',
} as const;

/** The figure a library material gives a model: its file, kind and a still for cards. */
function figureOf(db: Database, brandId: number, materialId: number, now: string) {
  const material = materialById(db, brandId, materialId);
  if (!material || !material.url) throw refused(DIGITAL_MODEL_REFUSALS.figureMissing);
  if (material.type !== MaterialType.image && material.type !== MaterialType.video) {
    throw refused(DIGITAL_MODEL_REFUSALS.figureKind);
  }
  if (material.expire_time && material.expire_time < now) throw refused(DIGITAL_MODEL_REFUSALS.figureExpired);
  const image = material.type === MaterialType.image;
  return {
    figureKind: image ? ('image' as const) : ('video' as const),
    figureUrl: material.url,
    coverUrl: image ? material.url : material.cover_url,
    figureMaterialId: material.id,
  };
}

/**
 * Digital models (数字人, issue 23, ADR 0035): the brand's presenters, and the shared virtual model
 * library they are copied from (read-only).
 */
export const digitalModelRoutes: RouteTable = {
  '/v1/sumvideo/sv/digitalModel/page': {
    access: DIGITAL_MODEL_READERS,
    handler: ({ params, auth, services }) => listDigitalModels(services.db, auth.brandId, params),
  },

  '/v1/sumvideo/sv/digitalModel/detail': {
    access: DIGITAL_MODEL_READERS,
    handler: ({ params, auth, services }) => {
      const row = readableDigitalModel(services.db, auth.brandId, params.id);
      if (!row) throw notFound(DIGITAL_MODEL_REFUSALS.notFound);
      return toDigitalModel(row);
    },
  },

  /** Creates (no `id`) or replaces one of the brand's models; answers its id. */
  '/v1/sumvideo/sv/digitalModel/save': {
    access: DIGITAL_MODEL_PAGE,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const at = formatDateTime(services.now());
      const existing = params.id === undefined ? undefined : ownDigitalModel(db, auth.brandId, params.id);
      if (params.id !== undefined && !existing) {
        throw readableDigitalModel(db, auth.brandId, params.id)
          ? refused(DIGITAL_MODEL_REFUSALS.libraryReadOnly)
          : notFound(DIGITAL_MODEL_REFUSALS.notFound);
      }
      let figure;
      if (params.figureMaterialId !== null) figure = figureOf(db, auth.brandId, params.figureMaterialId, at);
      else if (existing) {
        figure = {
          figureKind: existing.figure_kind,
          figureUrl: existing.figure_url,
          coverUrl: existing.cover_url,
          figureMaterialId: existing.figure_material_id,
        };
      } else throw refused(DIGITAL_MODEL_REFUSALS.figureRequired);
      const values = {
        ...figure,
        name: params.name,
        voice: params.voice,
        position: params.position,
        scale: params.scale,
        description: params.description?.trim() || null,
        at,
      };
      if (!existing) {
        if (countDigitalModels(db, auth.brandId) >= DIGITAL_MODEL_LIMITS.perBrand) {
          throw refused(DIGITAL_MODEL_REFUSALS.tooMany);
        }
        return { id: insertDigitalModel(db, auth.brandId, { ...values, libraryId: null, userId: auth.userId }) };
      }
      if (!updateDigitalModel(db, auth.brandId, existing.id, values)) throw notFound(DIGITAL_MODEL_REFUSALS.notFound);
      return { id: existing.id };
    },
  },

  /** Deletes the brand's models: all of those named, or none. */
  '/v1/sumvideo/sv/digitalModel/remove': {
    access: DIGITAL_MODEL_PAGE,
    handler: ({ params, auth, services }) => {
      const ids = [...new Set(params.ids)];
      if (ids.length === 0) throw refused(DIGITAL_MODEL_REFUSALS.chooseModels);
      if (ownDigitalModels(services.db, auth.brandId, ids).length !== ids.length) {
        throw notFound(DIGITAL_MODEL_REFUSALS.notFound);
      }
      deleteDigitalModels(services.db, auth.brandId, ids);
      return null;
    },
  },

  '/v1/sumvideo/sv/digitalModel/library/list': {
    access: DIGITAL_MODEL_READERS,
    handler: ({ params, services }) => listDigitalModels(services.db, null, params),
  },

  /** Copies a library model into the brand (its figure file is shared; the copy is the brand's to change). */
  '/v1/sumvideo/sv/digitalModel/copy': {
    access: DIGITAL_MODEL_PAGE,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const original = readableDigitalModel(db, auth.brandId, params.id);
      if (!original || original.brand_id !== null) throw notFound(DIGITAL_MODEL_REFUSALS.libraryNotFound);
      if (countDigitalModels(db, auth.brandId) >= DIGITAL_MODEL_LIMITS.perBrand) {
        throw refused(DIGITAL_MODEL_REFUSALS.tooMany);
      }
      const id = insertDigitalModel(db, auth.brandId, {
        name: (params.name?.trim() || original.name).slice(0, DIGITAL_MODEL_LIMITS.name),
        figureKind: original.figure_kind,
        figureUrl: original.figure_url,
        coverUrl: original.cover_url,
        figureMaterialId: null,
        voice: original.voice,
        position: original.position,
        scale: original.scale,
        description: original.description,
        libraryId: original.id,
        userId: auth.userId,
        at: formatDateTime(services.now()),
      });
      return { id };
    },
  },

  /** A pipeline's presenter (流水线 → 数字人). */
  '/v1/sumvideo/sv/digitalModel/pipelinePresenter': {
    access: PIPELINE_PRESENTER,
    handler: ({ params, auth, services }) => {
      const found = pipelinePresenter(services.db, auth.brandId, params.pipelineId);
      if (!found) throw notFound(DIGITAL_MODEL_REFUSALS.pipelineNotFound);
      return found;
    },
  },

  /** Sets or clears a pipeline's presenter: one of the brand's models; its later runs' videos show it. */
  '/v1/sumvideo/sv/digitalModel/setPipelinePresenter': {
    access: PIPELINE_PRESENTER,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      if (!pipelinePresenter(db, auth.brandId, params.pipelineId)) {
        throw notFound(DIGITAL_MODEL_REFUSALS.pipelineNotFound);
      }
      if (params.presenter && !ownDigitalModel(db, auth.brandId, params.presenter.modelId)) {
        throw refused(DIGITAL_MODEL_REFUSALS.notFound);
      }
      setPipelinePresenter(db, auth.brandId, params.pipelineId, params.presenter);
      return null;
    },
  },
};
