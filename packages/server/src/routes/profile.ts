import type {
  BrandUserInfo,
  ClientDownloadConfig,
  SupportedPublishWays,
  UnreadMessage,
  UserInfoData,
  UserInfoEditData,
} from '@brand-console/api-client';
import { LIMITS } from '@brand-console/api-client/schemas';
import type { Auth, Services } from '../http/context';
import { Codes, HttpError, notFound, refused } from '../http/errors';
import type { RouteTable } from '../http/routes';
import { isAdmin } from '../lib/roles';
import { brandSetting } from '../seed/settings';
import { AVATAR_KINDS, STORED_NAME, storeUpload } from '../storage/files';
import { userInfo } from './account';

/** Brand 101 never shows announcements (spec section 4). */
const NO_ANNOUNCEMENT_BRAND = 101;
/** Pages that are never tracked, and pages tracked without module fields (spec section 7). */
export const UNTRACKED_PAGES = new Set(['/', '/login', '/fly_book_auth', '/enterprise_wechart_auth']);
export const INDEPENDENT_PAGES = new Set(['/404', '/choice_system', '/system_manage/personal', '/forget_password']);

function membership(services: Services, auth: Auth) {
  const row = services.db
    .prepare(
      'SELECT is_main, user_brand_name, can_edit_third_party_staff_id FROM user_brands WHERE user_id = ? AND brand_id = ?',
    )
    .get(auth.userId, auth.brandId) as
    { is_main: number; user_brand_name: string; can_edit_third_party_staff_id: number } | undefined;
  if (!row) throw notFound('用户不存在');
  return row;
}

/** Profile, brand, messages, tracking and configuration calls of a signed-in user. */
export const profileRoutes: RouteTable = {
  '/v1/system/account/user/selectUserInfoData': {
    access: 'member',
    handler: ({ auth, services }) => {
      const info = userInfo(services.db, auth);
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
      const member = membership(services, auth);
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
      const brand = services.db
        .prepare(
          'SELECT id, name, company_code, brand_view_mode, architecture_mode, xuser_config FROM brands WHERE id = ?',
        )
        .get(auth.brandId) as
        | {
            id: number;
            name: string;
            company_code: string;
            brand_view_mode: number;
            architecture_mode: number;
            xuser_config: string;
          }
        | undefined;
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
      const brand = services.db
        .prepare('SELECT id, company_code, brand_view_mode, xuser_config FROM brands WHERE id = ?')
        .get(auth.brandId) as
        { id: number; company_code: string; brand_view_mode: number; xuser_config: string } | undefined;
      if (!brand) throw notFound('品牌信息查询不到，请联系管理员');
      return {
        brandId: brand.id,
        companyCode: brand.company_code,
        brandViewMode: brand.brand_view_mode,
        xuserConfig: brand.xuser_config,
      };
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
      const upload =
        STORED_NAME.test(name) &&
        services.db
          .prepare(
            "SELECT 1 FROM uploads WHERE brand_id = ? AND stored_name = ? AND mime IN ('image/jpeg', 'image/png')",
          )
          .get(auth.brandId, name);
      if (!upload) throw refused('请先上传头像图片（支持 jpeg、jpg、png）');
      services.db.prepare('UPDATE users SET photo = ? WHERE id = ?').run(params.userPhoto, auth.userId);
      return null;
    },
  },

  '/v1/system/account/user/uptUserBrandName': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      if (params.userId !== auth.userId) throw notFound('用户不存在');
      // Main accounts' names come from the organisation; only the others edit their own (spec section 6).
      if (membership(services, auth).is_main) throw refused('主账号不可修改显示名称', Codes.forbidden);
      services.db
        .prepare('UPDATE user_brands SET user_brand_name = ? WHERE user_id = ? AND brand_id = ?')
        .run(params.userBrandName.trim(), auth.userId, auth.brandId);
      return null;
    },
  },

  '/v1/system/account/userMessage/unReadMsgList': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      if (auth.brandId === NO_ANNOUNCEMENT_BRAND) return [];
      const rows = services.db
        .prepare(
          `SELECT id, msg_text, msg_type, created_at FROM messages
         WHERE brand_id = ? AND user_id = ? AND msg_type = ? AND is_read = 0 ORDER BY id`,
        )
        .all(auth.brandId, auth.userId, params.msgType) as Array<{
        id: number;
        msg_text: string;
        msg_type: number;
        created_at: string;
      }>;
      return rows.map((r): UnreadMessage => ({
        id: r.id,
        msgText: r.msg_text,
        msgType: r.msg_type,
        createTime: r.created_at,
      }));
    },
  },

  '/v1/system/account/userMessage/readMsg': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      const ids = [...new Set(params.ids)];
      if (ids.length === 0) return null;
      const marks = services.db.prepare(
        'UPDATE messages SET is_read = 1 WHERE brand_id = ? AND user_id = ? AND id = ?',
      );
      // Ids of other users' or brands' messages match nothing and change nothing.
      for (const id of ids) marks.run(auth.brandId, auth.userId, id);
      return null;
    },
  },

  '/v1/system/account/buriedPoint/add': {
    access: 'member',
    handler: ({ params, auth, services }) => {
      const page = params.pageName.trim();
      if (UNTRACKED_PAGES.has(page)) return null;
      const independent = INDEPENDENT_PAGES.has(page);
      services.db
        .prepare(
          `INSERT INTO tracking_events (brand_id, user_id, event_id, event_name, event_explain, page_name, active_type,
           stay_time, os_type, os_version, module_root, module_first, module_second, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          auth.brandId,
          auth.userId,
          params.eventId,
          params.eventName,
          params.eventExplain ?? null,
          page,
          params.activeType,
          params.stayTime ?? null,
          params.osType,
          params.osVersion,
          independent ? null : (params.moduleRoot ?? null),
          independent ? null : (params.moduleFirst ?? null),
          independent ? null : (params.moduleSecond ?? null),
          new Date(services.now()).toISOString(),
        );
      return null;
    },
  },

  '/v1/system/config/getSumvideoClientDownloadUrl': {
    access: 'member',
    handler: ({ auth, services }) =>
      brandSetting<ClientDownloadConfig>(services.db, auth.brandId, 'clientDownload', {
        windowsUrl: null,
        armMacUrl: null,
      }),
  },

  '/mission/common/isShowEmployeeId': {
    access: 'member',
    handler: ({ auth, services }) => brandSetting<boolean>(services.db, auth.brandId, 'showEmployeeId', false),
  },

  '/mission/common/getSupportedPublishWays': {
    access: 'member',
    handler: ({ auth, services }) =>
      brandSetting<SupportedPublishWays>(services.db, auth.brandId, 'publishWays', { dySupport: false }),
  },
};
