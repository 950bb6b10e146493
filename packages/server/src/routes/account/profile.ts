import {
  MODULELESS_PAGES,
  UNTRACKED_PAGES,
  type BrandUserInfo,
  type UserInfoData,
  type UserInfoEditData,
} from '@brand-console/api-client';
import { LIMITS } from '@brand-console/api-client/schemas';
import {
  addTrackingEvent,
  brandInfoOf,
  brandUploadedImage,
  markMessagesRead,
  membership,
  sessionBrand,
  setMemberName,
  setPhoto,
  unreadMessages,
  updateBrandInfo,
} from '../../db/account';
import type { Auth, Services } from '../../http/context';
import { badRequest, Codes, HttpError, notFound, refused } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { Scope } from '../../http/access';
import { isAdmin } from '../../lib/roles';
import { formatDateTime } from '../../lib/time';
import { AVATAR_KINDS, STORED_NAME, storeUpload } from '../../storage/files';
import { userInfoOf } from './signIn';

/** Brand 101 never shows announcements (spec section 4). */
const NO_ANNOUNCEMENT_BRAND = 101;
/** Pages that are never tracked, and pages tracked without module fields (spec section 7). */
const UNTRACKED = new Set<string>(UNTRACKED_PAGES);
const MODULELESS = new Set<string>(MODULELESS_PAGES);

function membershipOf(services: Services, auth: Auth) {
  const row = membership(services.db, auth);
  if (!row) throw notFound('用户不存在');
  return row;
}

/** Profile, brand, messages, tracking and configuration calls of a signed-in user. */
export const profileRoutes: RouteTable = {
  '/v1/system/account/user/selectUserInfoData': {
    access: 'member',
    handler: ({ auth, services }) => {
      const info = userInfoOf(services.db, auth);
      const data: UserInfoData = {
        userId: info.userId,
        userBrandName: info.userBrandName,
        userPhone: info.userPhone,
        userPhoto: info.userPhoto,
        depList: info.depList,
        roleList: info.roleList,
      };
      return data;
    },
  },

  '/v1/system/account/user/userInfoEditData': {
    access: 'member',
    handler: ({ auth, services }) => {
      const member = membershipOf(services, auth);
      const data: UserInfoEditData = {
        isMain: member.is_main ? 1 : 0,
        canEditThirdPartyStaffId: !!member.can_edit_third_party_staff_id,
        userBrandName: member.user_brand_name,
      };
      return data;
    },
  },

  '/v1/system/account/getUserBrandInfo': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      if (params.userId !== auth.userId || params.brandId !== auth.brandId) throw notFound('用户不存在');
      const brand = sessionBrand(services.db, auth);
      if (!brand) throw notFound('品牌信息查询不到，请联系管理员');
      const data: BrandUserInfo = {
        brandId: brand.id,
        brandName: brand.name,
        companyCode: brand.company_code,
        brandViewMode: brand.brand_view_mode,
        architectureMode: brand.architecture_mode,
        xuserConfig: brand.xuser_config,
        userId: auth.userId,
        userIsAdminRole: isAdmin(services.db, auth),
      };
      return data;
    },
  },

  '/v1/system/account/brand/selectBrand': {
    access: 'member',
    handler: ({ auth, services }) => {
      const brand = sessionBrand(services.db, auth);
      if (!brand) throw notFound('品牌信息查询不到，请联系管理员');
      return {
        brandId: brand.id,
        companyCode: brand.company_code,
        brandViewMode: brand.brand_view_mode,
        xuserConfig: brand.xuser_config,
      };
    },
  },

  /** 品牌信息 (designed): the brand's name, logos, company code and view mode. */
  '/v1/system/account/brand/brandInfo': {
    access: [Scope.brandInfo],
    handler: ({ auth, services }) => {
      const info = brandInfoOf(services.db, auth.brandId);
      if (!info) throw notFound('品牌信息查询不到，请联系管理员');
      return info;
    },
  },

  /** 品牌信息 (designed): a logo must be an image this brand uploaded (`uploadImage`), or empty. */
  '/v1/system/account/brand/updateBrandInfo': {
    access: [Scope.brandInfo],
    handler: ({ params, auth, services }) => {
      for (const link of [params.logo, params.retainLogo]) {
        if (!link) continue;
        const name = link.startsWith('/files/') ? link.slice('/files/'.length) : '';
        if (!STORED_NAME.test(name) || !brandUploadedImage(services.db, auth, name)) {
          throw badRequest('请先上传标志图片（支持 jpeg、jpg、png）');
        }
      }
      updateBrandInfo(services.db, auth.brandId, params);
      return null;
    },
  },

  '/v1/system/account/uploadImage': {
    access: 'member',
    handler: async ({ params, auth, services }) => {
      if (params.file.size > LIMITS.avatarBytes) {
        throw new HttpError(413, Codes.payloadTooLarge, `头像图片不能超过 ${LIMITS.avatarBytes / 1024 / 1024} MB`);
      }
      const bytes = new Uint8Array(await params.file.arrayBuffer());
      const file = params.file instanceof File ? params.file : new File([bytes], 'upload');
      const stored = storeUpload(services, auth, file, bytes, AVATAR_KINDS);
      return { url: stored.url };
    },
  },

  '/v1/system/account/user/uptUserPhoto': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      if (params.userId !== auth.userId) throw notFound('用户不存在');
      // Only an image this brand uploaded may become the photo: no arbitrary or foreign URLs.
      const name = params.userPhoto.startsWith('/files/') ? params.userPhoto.slice('/files/'.length) : '';
      if (!STORED_NAME.test(name) || !brandUploadedImage(services.db, auth, name)) {
        throw refused('请先上传头像图片（支持 jpeg、jpg、png）');
      }
      setPhoto(services.db, auth, params.userPhoto);
      return null;
    },
  },

  '/v1/system/account/user/uptUserBrandName': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      if (params.userId !== auth.userId) throw notFound('用户不存在');
      // Main accounts' names come from the organisation; only the others edit their own (spec section 6).
      if (membershipOf(services, auth).is_main) throw refused('主账号不可修改显示名称', Codes.forbidden);
      setMemberName(services.db, auth, params.userBrandName.trim());
      return null;
    },
  },

  '/v1/system/account/userMessage/unReadMsgList': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      if (auth.brandId === NO_ANNOUNCEMENT_BRAND) return [];
      return unreadMessages(services.db, auth, params.msgType, formatDateTime(services.now()));
    },
  },

  '/v1/system/account/userMessage/readMsg': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      const ids = [...new Set(params.ids)];
      if (ids.length === 0) return null;
      // Ids of notices not shown to the member (other brands', other audiences') match nothing.
      markMessagesRead(services.db, auth, ids, formatDateTime(services.now()));
      return null;
    },
  },

  '/v1/system/account/buriedPoint/add': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      const page = params.pageName.trim();
      if (UNTRACKED.has(page)) return null;
      const moduleless = MODULELESS.has(page);
      addTrackingEvent(
        services.db,
        auth,
        {
          eventId: params.eventId,
          eventName: params.eventName,
          eventExplain: params.eventExplain ?? null,
          pageName: page,
          activeType: params.activeType,
          stayTime: params.stayTime ?? null,
          osType: params.osType,
          osVersion: params.osVersion,
          moduleRoot: moduleless ? null : (params.moduleRoot ?? null),
          moduleFirst: moduleless ? null : (params.moduleFirst ?? null),
          moduleSecond: moduleless ? null : (params.moduleSecond ?? null),
        },
        new Date(services.now()).toISOString(),
      );
      return null;
    },
  },
};
