import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done, PageResult } from '../common';
import type { EditingProject, QueuedTasks } from '../videoCreation/types';
import type { SavedId } from '../materialLibrary/types';
import type { EditingProjectDetail, EditingProjectInfo } from './types';

/**
 * Scripts (脚本创作), designed for issue 23 (ADR 0030) beside the spec's `editing/project/addEditingProject`
 * and `creative/templateToProject`, which make one: the brand's editing projects, their recycle bin,
 * and their render (a synthesis task of mode 3).
 */
export const scriptsEndpoints = {
  '/v1/sumvideo/sv/editing/project/page': endpoint<PageResult<EditingProjectInfo>>(),
  '/v1/sumvideo/sv/editing/project/detail': endpoint<EditingProjectDetail>(),
  '/v1/sumvideo/sv/editing/project/save': endpoint<EditingProject>({ encoding: 'json' }),
  '/v1/sumvideo/sv/editing/project/remove': endpoint<Done>(),
  '/v1/sumvideo/sv/editing/project/restore': endpoint<Done>(),
  '/v1/sumvideo/sv/editing/project/purge': endpoint<Done>(),
  '/v1/sumvideo/sv/editing/project/render': endpoint<QueuedTasks>({ dedupe: false }),
  /** A script saved as a new template of the brand's space ("convert to template"). */
  '/v1/sumvideo/sv/editing/project/toTemplate': endpoint<SavedId>({ dedupe: false }),
} satisfies EndpointMap;
