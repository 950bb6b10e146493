import { CreationType } from '../../db/synthesis';
import { captionWorks, insertCaptionTask } from '../../db/captions';
import { CAPTION_CREATORS } from '../../http/access';
import type { Auth, Services } from '../../http/context';
import { notFound, refused } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { formatDateTime } from '../../lib/time';

/** The refusals of caption batches, word for word (the console translates them by these texts). */
export const CAPTION_REFUSALS = {
  worksMissing: '作品不存在或已删除',
  mixedTypes: '所选作品的类型与文案类型不一致',
  exampleRequired: '仿写需要填写示例文案',
  totalMismatch: '作品数量与所选作品不一致',
} as const;

/** Checks a batch's works and queues it; answers its id (the job is `ai/captionJob.ts`). */
function queueBatch(
  services: Services,
  auth: Auth,
  params: {
    creationIds: number[];
    type: number;
    creationType: number;
    prompt?: string | undefined;
    count?: number | undefined;
  },
): { id: number } {
  const { db } = services;
  const ids = [...new Set(params.creationIds)];
  const works = captionWorks(db, auth.brandId, ids);
  if (works.length !== ids.length) throw notFound(CAPTION_REFUSALS.worksMissing);
  const note = params.creationType === CreationType.imageText;
  if (works.some((w) => (w.creation_type === CreationType.imageText) !== note))
    throw refused(CAPTION_REFUSALS.mixedTypes);
  if (params.type === 2 && !params.prompt) throw refused(CAPTION_REFUSALS.exampleRequired);
  const byId = new Map(works.map((w) => [w.id, w]));
  const id = insertCaptionTask(db, auth.brandId, {
    userId: auth.userId,
    creationType: note ? CreationType.imageText : params.creationType,
    type: params.type,
    prompt: params.prompt ?? '',
    count: params.count ?? 3,
    works: ids.map((i) => byId.get(i)!),
    at: formatDateTime(services.now()),
  });
  return { id };
}

/**
 * Caption batches (task centre → 批量文案, ADR 0034): titles (videos) or notes (image-text works)
 * written by the brand's provider for each chosen work of 成品库, as a job; `type` 2 imitates the
 * given example instead.
 */
export const captionRoutes: RouteTable = {
  '/cgp/web/creation/caption/saveCreationCaptionBatch': {
    access: CAPTION_CREATORS,
    handler: ({ params, auth, services }) => queueBatch(services, auth, params),
  },

  '/cgp/web/creation/caption/saveCreationCaptionTask': {
    access: CAPTION_CREATORS,
    handler: ({ params, auth, services }) => {
      if (params.totalNumber !== new Set(params.creationIds).size) throw refused(CAPTION_REFUSALS.totalMismatch);
      return queueBatch(services, auth, params);
    },
  },
};
