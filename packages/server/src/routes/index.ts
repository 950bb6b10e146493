import type { Routes } from '../http/routes';
import { accountPublicRoutes, accountRoutes } from './account';
import { analysisRoutes } from './analysis';
import { auditRoutes } from './audit';
import { materialRoutes } from './materials';
import { othersRoutes } from './others';
import { profileRoutes } from './profile';
import { taskRoutes } from './tasks';

/** Every route the reference server implements. */
export const routes: Routes = {
  public: { ...accountPublicRoutes },
  session: {
    ...accountRoutes,
    ...profileRoutes,
    ...materialRoutes,
    ...taskRoutes,
    ...analysisRoutes,
    ...auditRoutes,
    ...othersRoutes,
  },
};
