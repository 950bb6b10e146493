import { creationDetail, listCreations, type CreationFilters } from '../db/synthesis';
import { CREATION_LIBRARY } from '../http/access';
import { notFound } from '../http/errors';
import type { RouteTable } from '../http/routes';

/** The list filters of the creation library. */
function filtersOf(params: {
  name?: string;
  creationType?: number;
  source?: number;
  tagIds?: number[];
  startTime?: string;
  endTime?: string;
}): CreationFilters {
  return {
    name: params.name?.trim() || undefined,
    creationType: params.creationType,
    source: params.source,
    tagIds: params.tagIds,
    startTime: params.startTime,
    endTime: params.endTime,
  };
}

/**
 * The creation library (成品库, issue 23, ADR 0028): the brand's finished videos and notes, each
 * with its file, cover, measured duration and size, and the synthesis task that made it.
 */
export const creationLibraryRoutes: RouteTable = {
  '/cgp/web/media/creation/list': {
    access: CREATION_LIBRARY,
    handler: ({ params, auth, services }) => listCreations(services.db, auth.brandId, filtersOf(params), params),
  },

  /** The same list, only what the console made (template, script and mix videos, notes). */
  '/cgp/web/media/creation/productList': {
    access: CREATION_LIBRARY,
    handler: ({ params, auth, services }) =>
      listCreations(services.db, auth.brandId, filtersOf(params), params, { products: true }),
  },

  '/cgp/web/media/creation/detail': {
    access: CREATION_LIBRARY,
    handler: ({ params, auth, services }) => {
      const creation = creationDetail(services.db, auth.brandId, params.id);
      if (!creation) throw notFound('成品不存在或已删除');
      return creation;
    },
  },
};
