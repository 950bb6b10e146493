import { Scope } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RouteTable } from '../../http/routes';
import { brandSetting, ORG_SETTING_KEYS, setBrandSetting } from '../../db/config';
import { roleOf } from '../../db/members';
import {
  brandArchitecture,
  directorySize,
  hasPendingSync,
  lastSyncRun,
  lastSyncTime,
  queueSyncRun,
} from '../../db/orgSync';
import { defaultRoleOf, directoryOf } from '../../jobs/orgSync';
import { formatDateTime } from '../../lib/time';

const flag = (on: boolean) => (on ? 1 : 0);

/**
 * Organisation sync settings (`/v1/system/orgSyncConfig/...`, issue 21), on the organisation page:
 * sync from the brand's enterprise directory (a job; jobs/orgSync.ts says what it changes),
 * auto-registration at single sign-on, the default role of synced members, whether employee ids
 * show, the outsider (talent) switch. The growth switch (routes/growth.ts) is edited on the same page.
 */
export const orgSyncRoutes: RouteTable = {
  '/v1/system/orgSyncConfig/getOrgSyncInfoVO': {
    access: [Scope.organizationFramework],
    handler: ({ auth, services }) => {
      const { db } = services;
      const directory = directoryOf(db, auth.brandId);
      return {
        architectureMode: brandArchitecture(db, auth.brandId)?.mode ?? 1,
        autoRegisterStatus: flag(!!brandSetting<number>(db, auth.brandId, ORG_SETTING_KEYS.autoRegister, 0)),
        defaultRoleId: defaultRoleOf(db, auth.brandId),
        displayId: flag(brandSetting<boolean>(db, auth.brandId, ORG_SETTING_KEYS.showEmployeeId, false)),
        lastSyncTime: lastSyncTime(db, auth.brandId),
        directorySize: directory ? directorySize(db, auth.brandId, directory) : 0,
        lastSync: lastSyncRun(db, auth.brandId),
      };
    },
  },

  /** Queues a sync; the job worker applies it within a second or two and the page polls the info. */
  '/v1/system/orgSyncConfig/syncOrg': {
    access: [Scope.organizationFramework],
    handler: ({ auth, services }) => {
      const { db } = services;
      const directory = directoryOf(db, auth.brandId);
      if (!directory) throw badRequest('微信模式的品牌没有企业通讯录，无法同步组织架构');
      if (defaultRoleOf(db, auth.brandId) === null) throw badRequest('请先设置同步成员的默认角色');
      if (hasPendingSync(db, auth.brandId)) throw badRequest('组织架构正在同步，请稍候');
      queueSyncRun(db, auth.brandId, {
        userId: auth.userId,
        source: directory,
        createdAt: formatDateTime(services.now()),
      });
      return null;
    },
  },

  '/v1/system/orgSyncConfig/getOutsiderConfig': {
    // Pages that offer talent (outsider) features read the switch as well.
    access: 'member',
    handler: ({ auth, services }) => ({
      outsiderState: flag(!!brandSetting<number>(services.db, auth.brandId, ORG_SETTING_KEYS.outsider, 0)),
    }),
  },

  '/v1/system/orgSyncConfig/updateOutsiderConfig': {
    access: [Scope.organizationFramework],
    handler: ({ params, auth, services }) => {
      setBrandSetting(services.db, auth.brandId, ORG_SETTING_KEYS.outsider, params.outsiderState);
      return null;
    },
  },

  '/v1/system/orgSyncConfig/updateAutoRegisterStatus': {
    access: [Scope.organizationFramework],
    handler: ({ params, auth, services }) => {
      const { db } = services;
      if (params.autoRegisterStatus === 1) {
        if (!directoryOf(db, auth.brandId)) throw badRequest('微信模式的品牌没有企业通讯录，无法自动注册');
        if (defaultRoleOf(db, auth.brandId) === null) throw badRequest('请先设置同步成员的默认角色');
      }
      setBrandSetting(db, auth.brandId, ORG_SETTING_KEYS.autoRegister, params.autoRegisterStatus);
      return null;
    },
  },

  '/v1/system/orgSyncConfig/setDefaultRole': {
    access: [Scope.organizationFramework],
    handler: ({ params, auth, services }) => {
      if (!roleOf(services.db, auth.brandId, params.roleId)) throw badRequest('角色不存在');
      setBrandSetting(services.db, auth.brandId, ORG_SETTING_KEYS.defaultRoleId, params.roleId);
      return null;
    },
  },

  /** Show employee ids: the flag `/mission/common/isShowEmployeeId` reads. */
  '/v1/system/orgSyncConfig/updateDisplayId': {
    access: [Scope.organizationFramework],
    handler: ({ params, auth, services }) => {
      setBrandSetting(services.db, auth.brandId, ORG_SETTING_KEYS.showEmployeeId, params.displayId === 1);
      return null;
    },
  },
};
