import { endpoint, type EndpointMap } from '../../client/endpoint';
import type { Done } from '../common';
import type {
  Brand,
  BrandInfo,
  BrandUserInfo,
  LoginResult,
  MenuNode,
  UnreadMessage,
  UploadedImage,
  UserInfo,
  UserInfoData,
  UserInfoEditData,
} from './types';

/** Account and user: `/v1/system/account/...` (spec section 7, "Auth and user"). */
export const accountEndpoints = {
  '/v1/system/account/sendCheckCode': endpoint<Done>({ signIn: true }),
  '/v1/system/account/loginByPhone': endpoint<LoginResult>({ signIn: true }),
  '/v1/system/account/loginByHaier': endpoint<LoginResult>({ signIn: true }),
  '/v1/system/account/loginout': endpoint<Done>(),
  '/v1/system/account/updatePasswordByPhone': endpoint<Done>({ signIn: true }),
  '/v1/system/account/user/selectUserInfo': endpoint<UserInfo>(),
  '/v1/system/account/user/selectUserInfoData': endpoint<UserInfoData>(),
  '/v1/system/account/user/userInfoEditData': endpoint<UserInfoEditData>(),
  '/v1/system/account/permission/selectUserPermission': endpoint<MenuNode[]>(),
  '/v1/system/account/getUserBrandInfo': endpoint<BrandUserInfo>(),
  '/v1/system/account/brand/selectBrand': endpoint<Brand>(),
  /** Designed (品牌信息): the brand's name, logos, company code and view mode. */
  '/v1/system/account/brand/brandInfo': endpoint<BrandInfo>(),
  /** Designed (品牌信息): saves the name and logos. */
  '/v1/system/account/brand/updateBrandInfo': endpoint<Done>(),
  '/v1/system/account/updateInitPwdStatus': endpoint<Done>(),
  '/v1/system/account/user/uptUserPhoto': endpoint<Done>(),
  '/v1/system/account/user/uptUserBrandName': endpoint<Done>(),
  '/v1/system/account/uploadImage': endpoint<UploadedImage>({ encoding: 'multipart', dedupe: false }),
  '/v1/system/account/media/tag/relate/operator': endpoint<Done>(),
  '/v1/system/account/userMessage/unReadMsgList': endpoint<UnreadMessage[]>(),
  '/v1/system/account/userMessage/readMsg': endpoint<Done>(),
  /** Every tracking event is distinct: whitelisted, never shared. */
  '/v1/system/account/buriedPoint/add': endpoint<Done>({ dedupe: false }),
  /** Brand switch (path not named by the spec; ADR 0005). */
  '/v1/system/account/switchBrand': endpoint<LoginResult>(),
} satisfies EndpointMap;
