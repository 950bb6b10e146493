import type { ClientDownloadConfig, SupportedPublishWays } from '@brand-console/api-client';
import type { RouteTable } from '../http/routes';
import { brandSetting, ORG_SETTING_KEYS } from '../db/config';

/** The brand's settings that pages read (client download, employee ids, publish ways). */
export const configRoutes: RouteTable = {
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
    handler: ({ auth, services }) =>
      brandSetting<boolean>(services.db, auth.brandId, ORG_SETTING_KEYS.showEmployeeId, false),
  },

  '/mission/common/getSupportedPublishWays': {
    access: 'member',
    handler: ({ auth, services }) =>
      brandSetting<SupportedPublishWays>(services.db, auth.brandId, 'publishWays', { dySupport: false }),
  },
};
