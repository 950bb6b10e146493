import {
  addMcn,
  bindableAccounts,
  bindAccounts,
  deleteMcn,
  listMcn,
  mcnAccountCount,
  mcnExists,
  mcnNameTaken,
  updateMcn,
} from '../../db/mcn';
import { brandAccount, listAccounts, setAccountMcn } from '../../db/platforms';
import { Scope } from '../../http/access';
import type { Auth, Services } from '../../http/context';
import { badRequest } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { brandSettings } from '../../db/settings';
import { requestOrigin, startAuthorisation } from '../../platforms/authorisation';

/** MCN管理 works only while the brand allows Douyin MCN authorisation (`xuserConfig.allowDyMcnAuth`). */
function checkAllowed(services: Services, auth: Auth) {
  if (!brandSettings(services.db, auth.brandId).allowDyMcnAuth) throw badRequest('品牌未开通抖音 MCN 授权');
}

function checkInstitution(services: Services, auth: Auth, id: number) {
  if (!mcnExists(services.db, auth.brandId, id)) throw badRequest('机构不存在');
}

const ACCESS = [Scope.mcnManagement] as const;

/**
 * MCN管理 (designed, issue 22, ADR 0023): the MCN institutions whose Douyin accounts the brand works
 * with; each institution's accounts, adding the brand's authorised Douyin accounts to it, taking one
 * out, and authorising a new account straight into it through Douyin's consent page.
 */
export const mcnRoutes: RouteTable = {
  '/v1/system/mcn/list': {
    access: ACCESS,
    handler: ({ params, auth, services }) => {
      checkAllowed(services, auth);
      return listMcn(services.db, auth.brandId, params);
    },
  },

  '/v1/system/mcn/save': {
    access: ACCESS,
    handler: ({ params, auth, services }) => {
      checkAllowed(services, auth);
      const fields = {
        name: params.name,
        contactName: params.contactName ?? '',
        contactPhone: params.contactPhone ?? '',
        remark: params.remark ?? '',
      };
      if (params.id !== undefined) checkInstitution(services, auth, params.id);
      if (mcnNameTaken(services.db, auth.brandId, fields.name, params.id ?? null)) throw badRequest('机构名称已存在');
      if (params.id === undefined) {
        return { id: addMcn(services.db, auth.brandId, auth.userId, fields, services.now()) };
      }
      updateMcn(services.db, auth.brandId, params.id, fields);
      return { id: params.id };
    },
  },

  '/v1/system/mcn/delete': {
    access: ACCESS,
    handler: ({ params, auth, services }) => {
      checkAllowed(services, auth);
      checkInstitution(services, auth, params.id);
      const count = mcnAccountCount(services.db, auth.brandId, params.id);
      if (count > 0) throw badRequest(`机构下还有 ${count} 个账号，请先移出`);
      deleteMcn(services.db, auth.brandId, params.id);
      return null;
    },
  },

  '/v1/system/mcn/listAccount': {
    access: ACCESS,
    handler: ({ params, auth, services }) => {
      checkAllowed(services, auth);
      if (params.mcnId === undefined && params.unbound !== 1) throw badRequest('请选择机构');
      if (params.mcnId !== undefined) checkInstitution(services, auth, params.mcnId);
      return listAccounts(services.db, auth.brandId, services.now(), {
        platform: 1,
        pageNo: params.pageNo,
        pageSize: params.pageSize,
        ...(params.name ? { name: params.name } : {}),
        ...(params.mcnId !== undefined ? { mcnId: params.mcnId } : { unbound: true }),
      });
    },
  },

  '/v1/system/mcn/bindAccounts': {
    access: ACCESS,
    handler: ({ params, auth, services }) => {
      checkAllowed(services, auth);
      checkInstitution(services, auth, params.mcnId);
      const { ok, refused } = bindableAccounts(services.db, auth.brandId, params.accountIds);
      if (refused.length) {
        const names = refused.map((r) => r.name ?? `#${r.id}`).join('、');
        throw badRequest(`以下账号不是品牌的有效抖音账号：${names}`);
      }
      bindAccounts(services.db, auth.brandId, params.mcnId, ok);
      return null;
    },
  },

  '/v1/system/mcn/unbindAccount': {
    access: ACCESS,
    handler: ({ params, auth, services }) => {
      checkAllowed(services, auth);
      const account = brandAccount(services.db, auth.brandId, params.accountId);
      if (!account) throw badRequest('账号不存在');
      setAccountMcn(services.db, auth.brandId, account.id, null);
      return null;
    },
  },

  '/v1/system/mcn/authorize': {
    access: ACCESS,
    handler: ({ params, auth, services, c }) => {
      checkAllowed(services, auth);
      checkInstitution(services, auth, params.mcnId);
      return startAuthorisation(services, auth, 1, null, requestOrigin(c), params.mcnId);
    },
  },
};
