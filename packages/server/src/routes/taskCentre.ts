import { listCaptionTasks, listTagTasks } from '../db/taskCentre';
import type { RouteTable } from '../http/routes';

/** The task centre's lists of the member's own tag tasks and AI creation records. */
export const taskCentreRoutes: RouteTable = {
  '/cgp/web/markTagTask/listMarkTagTask': {
    access: 'member',
    handler: ({ params, auth, services }) => listTagTasks(services.db, auth.brandId, auth.userId, params, params),
  },

  '/cgp/web/creation/caption/listCreationCaptionTask': {
    access: 'member',
    handler: ({ params, auth, services }) => listCaptionTasks(services.db, auth.brandId, auth.userId, params, params),
  },
};
