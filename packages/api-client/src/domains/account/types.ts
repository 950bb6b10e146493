import type { DateTimeText, Flag } from '../common';

/** Login result (spec section 3): opCode 1 asks for a brand choice, 0 is a completed login. */
export interface LoginResult {
  opCode: 0 | 1;
  loginCode: string;
  tokenName: string;
  tokenValue: string;
  /** Brands to choose from when `opCode` is 1 (reference server; the spec does not show the field name). */
  loginBrandVos?: LoginBrand[];
}

/** A brand the user can log in to. */
export interface LoginBrand {
  brandId: number;
  brandName: string;
  userId: number;
  /** False for a disabled brand (该账号已被禁用). */
  isValid: boolean;
  architectureMode?: number;
  brandViewMode?: number;
}

/** A role of the user. */
export interface Role {
  roleId: number;
  roleName: string;
  roleCode: string;
}

/** Enterprise-messenger account (iconType 1/2/3 = provider). */
export interface FsAccount {
  name: string;
  photo: string;
  iconType: 1 | 2 | 3;
}

/** User info (spec section 3). */
export interface UserInfo {
  userId: number;
  brandId: number;
  brandName: string;
  userBrandName: string;
  loginBrandVos: LoginBrand[];
  systemVersion: number;
  miniViewMode: number;
  isInitPwd: Flag;
  canEditThirdPartyStaffId: boolean;
  brandLogo: string;
  brandRetainLogo: string;
  /** JSON text, e.g. `{"accountDataAuthHide":true}`. */
  noticeConfig: string;
  userPhoto: string;
  userPhone: string;
  roleList: Role[];
  isMain: Flag;
  isPasLogin: Flag;
  /** Department names. */
  depList: string[];
  fsAccount?: FsAccount;
}

/** Personal-info data. Not shown in the spec: a subset of {@link UserInfo} (reference server). */
export type UserInfoData = Pick<
  UserInfo,
  'userId' | 'userBrandName' | 'userPhone' | 'userPhoto' | 'depList' | 'roleList'
>;

/** What the user may edit. Not shown in the spec (reference server). */
export interface UserInfoEditData {
  isMain: Flag;
  canEditThirdPartyStaffId: boolean;
  userBrandName: string;
}

/** Menu node (spec section 3). */
export interface MenuNode {
  scopeId: number;
  scopeName: string;
  scopeCode: string;
  scopeUrl: string;
  scopeFileUrl: string;
  scopeIcon: string;
  scopeLevel: number;
  /** Badge image. */
  extendCode: string;
  useKeepAlive: boolean;
  childrenMenuList: MenuNode[];
  childrenPermissionList: MenuNode[];
}

/** Brand (spec section 3). */
export interface Brand {
  brandId: number;
  companyCode: string;
  brandViewMode: number;
  /** JSON text with `allowDyMcnAuth` and `allowCluesAuth`. */
  xuserConfig: string;
}

/**
 * The brand as 品牌信息 shows and edits it. Not shown in the spec (reference server): the name, the
 * logo of the header and the retained logo (the square mark where the wide logo does not fit: the
 * collapsed side menu, the data screen), both stored images of the brand; the company code and view
 * mode are shown, not edited.
 */
export interface BrandInfo {
  brandId: number;
  brandName: string;
  companyCode: string;
  brandViewMode: number;
  /** A stored image's link, or empty. */
  logo: string;
  retainLogo: string;
}

/** Brand-user info; `userIsAdminRole` gives isAdmin (spec section 6). Other fields: reference server. */
export interface BrandUserInfo extends Brand {
  brandName: string;
  userId: number;
  userIsAdminRole: boolean;
  architectureMode: number;
}

/** Unread message (spec section 3). */
export interface UnreadMessage {
  id: number;
  msgText: string;
  msgType?: number;
  createTime?: DateTimeText;
}

/** Uploaded image. Not shown in the spec: the reference server answers with the URL. */
export interface UploadedImage {
  url: string;
}
