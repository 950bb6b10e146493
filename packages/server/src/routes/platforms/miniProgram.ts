import { hashToken } from '../../auth/tokens';
import { miniProgramResultOf } from '../../db/miniPrograms';
import { Scope } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { requestOrigin } from '../../platforms/authorisation';
import { revokeMiniProgram, startMiniProgramAuthorisation } from '../../platforms/miniProgram';

/**
 * 小程序授权 (designed, issue 22, ADR 0023): authorise the brand's KOC mini-programme through WeChat's
 * third-party platform in a new window (the page polls `authResult` with the state), and cancel it.
 * Its state is `wxThird/miniprogram/getBrandKOCMinigram` (the others domain, spec section 7).
 */
export const miniProgramRoutes: RouteTable = {
  '/v1/system/wxThird/miniprogram/authorize': {
    access: [Scope.miniProgrammeAuth],
    handler: ({ auth, services, c }) => startMiniProgramAuthorisation(services, auth, requestOrigin(c)),
  },

  '/v1/system/wxThird/miniprogram/authResult': {
    access: [Scope.miniProgrammeAuth],
    handler: ({ params, auth, services }) => {
      const result = miniProgramResultOf(
        services.db,
        hashToken(params.state),
        auth.brandId,
        auth.userId,
        services.now(),
      );
      if (!result) throw badRequest('授权不存在');
      return result;
    },
  },

  '/v1/system/wxThird/miniprogram/revoke': {
    access: [Scope.miniProgrammeAuth],
    handler: async ({ auth, services }) => {
      if (!(await revokeMiniProgram(services, auth.brandId))) throw badRequest('小程序未授权或已取消授权');
      return null;
    },
  },
};
