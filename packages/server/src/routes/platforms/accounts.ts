import { grantsAny, PLATFORM_AUTH_PAGES, PLATFORM_AUTH_READERS, Scope } from '../../http/access';
import type { Auth, Services } from '../../http/context';
import { badRequest, noPermission } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { brandSettings } from '../../db/settings';
import { hashToken } from '../../auth/tokens';
import { authResultOf, brandAccount, listAccounts, setCluesAuthorised, statusAt } from '../../db/platforms';
import type { PlatformCode } from '../../platforms/adapter';
import { refreshAccount, requestOrigin, revokeAccount, startAuthorisation } from '../../platforms/authorisation';

/** The call concerns `platform`: the member's roles must grant that platform's page. */
function checkPlatformPage(services: Services, auth: Auth, platform: PlatformCode) {
  if (!grantsAny(services.db, auth, [PLATFORM_AUTH_PAGES[platform]])) throw noPermission();
}

/** One of the brand's accounts whose platform's page the member has. */
export function existingAccount(services: Services, auth: Auth, id: number) {
  const account = brandAccount(services.db, auth.brandId, id);
  if (!account) throw badRequest('账号不存在');
  checkPlatformPage(services, auth, account.platform);
  return account;
}

/**
 * Platform authorisation (抖音授权, 视频号授权, 小红书授权, 快手授权; designed, issue 22, ADR 0023):
 * the brand's accounts of a platform, authorising (again) through the platform's consent page,
 * the outcome polled by state, refresh and revoke. Granted by any of the four pages; each call
 * then needs the page of the platform it concerns.
 */
export const accountRoutes: RouteTable = {
  '/v1/system/platformAuth/listAccount': {
    access: PLATFORM_AUTH_READERS,
    handler: ({ params, auth, services }) => {
      checkPlatformPage(services, auth, params.platform);
      return listAccounts(services.db, auth.brandId, services.now(), params);
    },
  },

  /** How the page authorises: Douyin by the brand's setting (1 scan a QR code, 2 web), the others on the web. */
  '/v1/system/platformAuth/getAuthMode': {
    access: PLATFORM_AUTH_READERS,
    handler: ({ params, auth, services }) => {
      checkPlatformPage(services, auth, params.platform);
      return { mode: params.platform === 1 ? brandSettings(services.db, auth.brandId).dyAuthMode : 2 };
    },
  },

  '/v1/system/platformAuth/authorize': {
    access: PLATFORM_AUTH_READERS,
    handler: ({ params, auth, services, c }) => {
      checkPlatformPage(services, auth, params.platform);
      const account = params.id === undefined ? null : existingAccount(services, auth, params.id);
      if (account && account.platform !== params.platform) throw badRequest('账号不属于该平台');
      return startAuthorisation(services, auth, params.platform, account, requestOrigin(c));
    },
  },

  // Also polled by MCN管理, which authorises Douyin accounts into an institution.
  '/v1/system/platformAuth/authResult': {
    access: [...PLATFORM_AUTH_READERS, Scope.mcnManagement],
    handler: ({ params, auth, services }) => {
      const result = authResultOf(services.db, hashToken(params.state), auth.brandId, auth.userId, services.now());
      if (!result) throw badRequest('授权不存在');
      return result;
    },
  },

  '/v1/system/platformAuth/refreshAuth': {
    access: PLATFORM_AUTH_READERS,
    handler: async ({ params, auth, services }) => {
      await refreshAccount(services, auth.brandId, existingAccount(services, auth, params.id));
      return null;
    },
  },

  '/v1/system/platformAuth/revokeAuth': {
    access: PLATFORM_AUTH_READERS,
    handler: async ({ params, auth, services }) => {
      await revokeAccount(services, auth.brandId, existingAccount(services, auth, params.id));
      return null;
    },
  },

  '/v1/system/platformAuth/setCluesAuth': {
    access: [Scope.douyinAuth],
    handler: ({ params, auth, services }) => {
      if (!brandSettings(services.db, auth.brandId).allowCluesAuth) throw badRequest('品牌未开通线索授权');
      const account = existingAccount(services, auth, params.id);
      if (account.platform !== 1) throw badRequest('仅抖音账号可以授权线索');
      if (params.enabled === 1 && statusAt(account, services.now()) > 2)
        throw badRequest('账号授权已失效，请先重新授权');
      setCluesAuthorised(services.db, auth.brandId, account.id, params.enabled === 1 ? services.now() : null);
      return null;
    },
  },
};
