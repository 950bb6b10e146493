import type { PublicRouteTable, RouteTable } from '../../http/routes';
import { profileRoutes } from './profile';
import { accountPublicRoutes, sessionRoutes } from './signIn';

/** The account domain: sign-in and its session (`signIn.ts`), and the member's own profile (`profile.ts`). */
export const accountRoutes: { public: PublicRouteTable; session: RouteTable } = {
  public: accountPublicRoutes,
  session: { ...sessionRoutes, ...profileRoutes },
};
