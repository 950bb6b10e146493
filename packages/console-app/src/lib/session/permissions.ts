import type { BrandUserInfo } from '@brand-console/api-client';
import type { MenuModel } from '../router/menu';

/** Sign-in account mode by the brand's architecture (spec section 6). */
export type AccountMode = 'enterpriseWechat' | 'wechat' | 'flyBook';

export interface Permissions {
  /** From `userIsAdminRole`: sees the task centre's data-scope filter. */
  isAdmin: boolean;
  accountMode: AccountMode;
  /** Brand flags from `xuserConfig` (spec section 3). */
  allowDyMcnAuth: boolean;
  allowCluesAuth: boolean;
  /** The marketing-tools menu has the mini-programme operation entry (or the brand always has it). */
  miniProgrammeOperation: boolean;
  /** The data-screen module is present. */
  dataScreen: boolean;
}

/** Code of the marketing-tools menu entry that gates mini-programme operation (spec section 6). */
export const MINI_PROGRAMME_CODE = 'mini_app_operation';
/**
 * "A specific brand id always has it" (spec section 6): which one is not shown. The reference
 * server's demo brand 101 (matrix customer acquisition) plays that part.
 */
export const MINI_PROGRAMME_ALWAYS_BRAND = 101;

/** 3 or 4 enterprise WeChat, 5 WeChat, otherwise Feishu (spec section 6). */
export function accountModeOf(architectureMode: number | undefined): AccountMode {
  if (architectureMode === 3 || architectureMode === 4) return 'enterpriseWechat';
  if (architectureMode === 5) return 'wechat';
  return 'flyBook';
}

function parseConfig(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What the user may do on this brand, from brand-user info and the menu (spec section 6). */
export function derivePermissions(brandUser: BrandUserInfo | null, model: MenuModel): Permissions {
  const config = parseConfig(brandUser?.xuserConfig);
  const menuHasMiniProgramme = [...model.pages.values()].some((p) => p.componentKey === MINI_PROGRAMME_CODE);
  return {
    isAdmin: brandUser?.userIsAdminRole === true,
    accountMode: accountModeOf(brandUser?.architectureMode),
    allowDyMcnAuth: config.allowDyMcnAuth === true,
    allowCluesAuth: config.allowCluesAuth === true,
    miniProgrammeOperation: menuHasMiniProgramme || brandUser?.brandId === MINI_PROGRAMME_ALWAYS_BRAND,
    dataScreen: model.hasDataScreen,
  };
}
