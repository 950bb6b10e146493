import type { BrandUserInfo, MenuNode } from '@brand-console/api-client';
import { describe, expect, it } from 'vitest';
import { buildMenuModel } from '../router/menu';
import { accountModeOf, derivePermissions } from './permissions';

const brandUser = (extra: Partial<BrandUserInfo> = {}): BrandUserInfo => ({
  brandId: 13,
  brandName: '星河美妆',
  companyCode: 'XH001',
  brandViewMode: 1,
  architectureMode: 1,
  xuserConfig: '{"allowDyMcnAuth":true,"allowCluesAuth":false}',
  userId: 1,
  userIsAdminRole: true,
  ...extra,
});

const menu = (code: string): MenuNode[] => [
  {
    scopeId: 1,
    scopeName: '营销中心',
    scopeCode: 'content_market',
    scopeUrl: '/content_market',
    scopeFileUrl: '',
    scopeIcon: '',
    scopeLevel: 1,
    extendCode: '',
    useKeepAlive: false,
    childrenPermissionList: [],
    childrenMenuList: [
      {
        scopeId: 2,
        scopeName: '页面',
        scopeCode: code,
        scopeUrl: `/${code}`,
        scopeFileUrl: code,
        scopeIcon: '',
        scopeLevel: 2,
        extendCode: '',
        useKeepAlive: false,
        childrenMenuList: [],
        childrenPermissionList: [],
      },
    ],
  },
];

describe('derivePermissions', () => {
  it('reads admin and the brand flags', () => {
    const p = derivePermissions(brandUser(), buildMenuModel([]));
    expect(p).toMatchObject({ isAdmin: true, allowDyMcnAuth: true, allowCluesAuth: false, accountMode: 'flyBook' });
    expect(
      derivePermissions(brandUser({ userIsAdminRole: false, xuserConfig: 'not json' }), buildMenuModel([])),
    ).toMatchObject({
      isAdmin: false,
      allowDyMcnAuth: false,
    });
    expect(derivePermissions(null, buildMenuModel([])).isAdmin).toBe(false);
  });

  it('gates mini-programme operation on the menu entry, or the brand that always has it', () => {
    expect(derivePermissions(brandUser(), buildMenuModel(menu('mini_app_operation'))).miniProgrammeOperation).toBe(
      true,
    );
    expect(derivePermissions(brandUser(), buildMenuModel(menu('gold_mall'))).miniProgrammeOperation).toBe(false);
    expect(derivePermissions(brandUser({ brandId: 101 }), buildMenuModel([])).miniProgrammeOperation).toBe(true);
  });
});

describe('accountModeOf', () => {
  it('3 or 4 enterprise WeChat, 5 WeChat, else Feishu', () => {
    expect([1, 2, 3, 4, 5, 6, undefined].map(accountModeOf)).toEqual([
      'flyBook',
      'flyBook',
      'enterpriseWechat',
      'enterpriseWechat',
      'wechat',
      'flyBook',
      'flyBook',
    ]);
  });
});
