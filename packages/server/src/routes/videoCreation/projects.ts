import type { ScriptSpec, TemplateSpec } from '@brand-console/api-client';
import { LIMITS } from '@brand-console/api-client/schemas';
import { materialsByIds } from '../../db/materialLibrary';
import { insertScript } from '../../db/scripts';
import { readableTemplate, specOf } from '../../db/templates';
import { notFound, refused } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { MaterialType } from '../../lib/codes';
import { formatDateTime } from '../../lib/time';
import { sentencesOf } from '../../media/speech';
import { DEFAULT_SUBTITLE_STYLE } from '../../media/subtitles';
import { SCRIPT_PAGES, scriptFromTemplate } from '../scripts';
import { checkSpec, TEMPLATE_REFUSALS } from './templates';

/** Shots a script made from materials starts with when it is given none. */
const EMPTY_SCRIPT_SHOTS = 3;
/** How long each shot of a script made from materials asks for (its narration may make it longer). */
const MATERIAL_SHOT_MS = 3_000;

/**
 * The spec's two calls that make a script (ADR 0030): from library materials (one shot each, in the
 * order given) and from a template (its shots, its narration shared out over them).
 */
export const projectRoutes: RouteTable = {
  /** A new script of one shot per material (videos and images; three empty shots without any). */
  '/v1/sumvideo/sv/editing/project/addEditingProject': {
    access: SCRIPT_PAGES,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const ids = [...new Set(params.materialIds ?? [])];
      const materials = new Map(materialsByIds(db, auth.brandId, ids).map((m) => [m.id, m]));
      const shots: ScriptSpec['shots'] = ids.map((id, i) => {
        const material = materials.get(id);
        if (!material) throw refused(TEMPLATE_REFUSALS.shotMaterialMissing.replace('{n}', String(i + 1)));
        if (material.type !== MaterialType.video && material.type !== MaterialType.image) {
          throw refused(`镜头 ${i + 1}：只能放视频或图片素材`);
        }
        return {
          durationMs: MATERIAL_SHOT_MS,
          slot: material.type === MaterialType.video ? 'video' : 'image',
          materialId: id,
          narration: '',
          texts: [],
          transition: 'none',
        };
      });
      while (shots.length < (ids.length ? 1 : EMPTY_SCRIPT_SHOTS)) {
        shots.push({
          durationMs: MATERIAL_SHOT_MS,
          slot: 'video',
          materialId: null,
          narration: '',
          texts: [],
          transition: 'none',
        });
      }
      if (shots.length > 50) throw refused('一个脚本最多 50 个分镜');
      const spec: ScriptSpec = {
        ratio: '9:16',
        shots,
        voice: 'zh-female',
        musicMaterialId: null,
        musicVolume: 30,
        subtitles: { enabled: true, style: { ...DEFAULT_SUBTITLE_STYLE } },
      };
      const at = formatDateTime(services.now());
      const coverUrl = checkSpec(db, auth.brandId, spec, at);
      const projectId = insertScript(db, auth.brandId, {
        name: params.name.trim().slice(0, LIMITS.text),
        spec,
        coverUrl,
        at,
        userId: auth.userId,
        templateId: null,
      });
      return { projectId };
    },
  },

  /** A new script from a template the brand may read (its space or the cloud), named after it. */
  '/v1/sumvideo/sv/creative/templateToProject': {
    access: SCRIPT_PAGES,
    handler: ({ params, auth, services }) => {
      const { db } = services;
      const template = readableTemplate(db, auth.brandId, params.templateId);
      if (!template || template.deleted_at) throw notFound(TEMPLATE_REFUSALS.notFound);
      const base: TemplateSpec = specOf(template);
      const spec = scriptFromTemplate(base, base.narration ? sentencesOf(base.narration.text) : []);
      const at = formatDateTime(services.now());
      const projectId = insertScript(db, auth.brandId, {
        name: template.name,
        spec,
        coverUrl: template.cover_url,
        at,
        userId: auth.userId,
        templateId: template.id,
      });
      return { projectId };
    },
  },
};
