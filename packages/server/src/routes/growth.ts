import { Scope } from '../http/access';
import type { RouteTable } from '../http/routes';
import { brandSetting, ORG_SETTING_KEYS, setBrandSetting } from '../db/config';

/**
 * Employee growth (`/mission/user/growth/...`): so far the brand's switch (spec section 6), turned
 * on and off on the organisation page; the growth system's pages add the rest of the domain.
 */
export const growthRoutes: RouteTable = {
  /** The employee-growth switch (spec section 6): read by every member's pages. */
  '/mission/user/growth/isEnableGrowth': {
    access: 'member',
    handler: ({ auth, services }) =>
      brandSetting<boolean>(services.db, auth.brandId, ORG_SETTING_KEYS.employeeGrowth, false),
  },

  '/mission/user/growth/enableUserGrowth': {
    access: [Scope.organizationFramework],
    handler: ({ params, auth, services }) => {
      setBrandSetting(services.db, auth.brandId, ORG_SETTING_KEYS.employeeGrowth, params.enable === 1);
      return null;
    },
  },
};
