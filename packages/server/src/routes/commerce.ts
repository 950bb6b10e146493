import { memberOf } from '../db/members';
import { listVideoQuotas, quotaPeriod, setVideoQuota } from '../db/videoQuotas';
import { Scope, VIDEO_QUOTA_READERS } from '../http/access';
import { notFound } from '../http/errors';
import type { RouteTable } from '../http/routes';
import { formatDateTime } from '../lib/time';

/**
 * Products, orders and balance (spec section 7). Served so far: members' short-video quotas
 * (`brandUser/...`, issue 21), which the member detail shows and sets. A quota counts the short
 * videos a member produces per calendar month (UTC+8); 0 is no limit (`db/videoQuotas.ts`); the
 * merge and split call refuses what would go beyond it (`routes/videoCreation.ts`).
 */
export const commerceRoutes: RouteTable = {
  '/v1/system/brandUser/listUsersSumvideoConfig': {
    access: VIDEO_QUOTA_READERS,
    handler: ({ params, auth, services }) =>
      listVideoQuotas(
        services.db,
        auth.brandId,
        { userBrandName: params.userBrandName?.trim() || undefined, userId: params.userId },
        params,
        quotaPeriod(services.now()),
      ),
  },

  '/v1/system/brandUser/updateUserSumvideoConfig': {
    access: [Scope.childAccount],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      if (!memberOf(db, auth.brandId, params.userId)) throw notFound('成员不存在');
      setVideoQuota(db, auth.brandId, params.userId, params.limitNum, {
        userId: auth.userId,
        at: formatDateTime(services.now()),
      });
      return null;
    },
  },
};
