import {
  PIPELINE_LIMITS,
  pipelineCombinationCount,
  type PipelineDetail,
  type PipelineGroupSpec,
  type PipelineProduct,
  type PipelineSpec,
} from '@brand-console/api-client';
import type { ListFilters } from '@brand-console/ui';
import { textParam } from '../../../lib/listParams';

/** The pipeline editor's values: what `pipelineFormSchema` checks and `pipeline/save` takes (with an id). */
export interface PipelineFormValues {
  name: string;
  spec: PipelineSpec;
}

/** How often the products page asks again while one of its videos waits or renders. */
export const PRODUCTS_POLL_MS = 3_000;

/** Where the pipeline pages live, from a page of the module. */
export const pipelinePaths = (moduleKey: string) => ({
  list: `${moduleKey}/Assemblyline`,
  editor: (id?: number) => `${moduleKey}/Assemblyline/assemblyline_details${id ? `?id=${id}` : ''}`,
  products: (id: number) => `${moduleKey}/Assemblyline/productList?id=${id}`,
  task: (id: number) => `${moduleKey}/synthesis_task/detail?id=${id}`,
});

/** A page's `?id=`: a positive whole number, or null. */
export function idParam(raw: string | null): number | null {
  return raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** A new group: named by its place, no materials yet, one shot of three seconds. */
export function newGroup(name: string): PipelineGroupSpec {
  return { name, materialIds: [], shots: 1, shotMs: 3_000 };
}

/** A new pipeline's values: portrait, two empty groups, random draw of three videos, no narration or music. */
export function emptyPipelineForm(groupName: (n: number) => string): PipelineFormValues {
  return {
    name: '',
    spec: {
      ratio: '9:16',
      groups: [newGroup(groupName(1)), newGroup(groupName(2))],
      strategy: 1,
      videoCount: 3,
      narration: null,
      subtitles: false,
      musicMaterialId: null,
    },
  };
}

/** A saved pipeline's values for the editor. */
export function formFromPipeline(detail: PipelineDetail): PipelineFormValues {
  return { name: detail.name, spec: detail.spec };
}

/** Whether another group may be added, or another material to a group. */
export const canAddGroup = (count: number) => count < PIPELINE_LIMITS.groups;
export const canAddMaterial = (count: number) => count < PIPELINE_LIMITS.materialsPerGroup;

/**
 * What the editor says about the groups as they are: the distinct videos they allow (the
 * api-client's count, the server's rule), the shots of one video and its length, and whether the
 * asked-for number of videos fits.
 */
export function combinationSummary(spec: Pick<PipelineSpec, 'groups' | 'videoCount'>) {
  const groups = spec.groups.filter((g) => g.materialIds.length > 0);
  const combinations = groups.length === spec.groups.length ? pipelineCombinationCount(spec.groups) : 0;
  const shots = spec.groups.reduce((sum, g) => sum + (Number.isFinite(g.shots) ? g.shots : 0), 0);
  const durationMs = spec.groups.reduce(
    (sum, g) => sum + (Number.isFinite(g.shots) && Number.isFinite(g.shotMs) ? g.shots * g.shotMs : 0),
    0,
  );
  return { combinations, shots, durationMs, enough: combinations >= spec.videoCount };
}

/** The refetch interval of the products page: while any of its videos waits or renders, otherwise none. */
export function productsPollInterval(products: readonly Pick<PipelineProduct, 'status'>[] | undefined): number | false {
  return products?.some((p) => p.status === 0 || p.status === 1) ? PRODUCTS_POLL_MS : false;
}

/** The list's filters in the address as `pipeline/page` parameters. */
export function pipelineListParams(filters: ListFilters): { name?: string } {
  const name = textParam(filters.name);
  return name ? { name } : {};
}

/** Moves the item at `from` to `to` (a reorder of the group list). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}
