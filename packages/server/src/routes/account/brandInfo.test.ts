import { isApiError, NO_PERMISSION_CODE } from '@brand-console/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, rejection, type Harness } from '../../testing/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => {
  h.close();
});

const PNG = () =>
  new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'logo.png', {
    type: 'image/png',
  });
const unsigned = (link: string) => new URL(link, 'http://x').pathname;

describe('品牌信息', () => {
  it('answers the brand, saves a new name and logos from the brand’s own uploads, and user info carries them', async () => {
    const api = await h.signedInClient('13800000001', 13);
    expect(await api.request('/v1/system/account/brand/brandInfo')).toMatchObject({
      brandId: 13,
      brandName: '星河美妆',
      companyCode: 'XH001',
      brandViewMode: 1,
      logo: '',
      retainLogo: '',
    });
    const { url: logo } = await api.request('/v1/system/account/uploadImage', { file: PNG() });
    const { url: mark } = await api.request('/v1/system/account/uploadImage', { file: PNG() });
    await api.request('/v1/system/account/brand/updateBrandInfo', {
      brandName: ' 星河美妆集团 ',
      logo: unsigned(logo),
      retainLogo: unsigned(mark),
    });
    const saved = await api.request('/v1/system/account/brand/brandInfo');
    expect(saved.brandName).toBe('星河美妆集团');
    expect(unsigned(saved.logo)).toBe(unsigned(logo));
    expect(unsigned(saved.retainLogo)).toBe(unsigned(mark));
    const info = await api.request('/v1/system/account/user/selectUserInfo', { userId: api.userId });
    expect(unsigned(info.brandLogo)).toBe(unsigned(logo));
    expect(info.brandName).toBe('星河美妆集团');

    // Removing the retained logo; the company code is not the form's to change.
    await api.request('/v1/system/account/brand/updateBrandInfo', {
      brandName: '星河美妆集团',
      logo: unsigned(logo),
      retainLogo: '',
    });
    expect(await api.request('/v1/system/account/brand/brandInfo')).toMatchObject({
      retainLogo: '',
      companyCode: 'XH001',
    });
  });

  it('refuses a logo that is not the brand’s upload, a blank or long name, and members without the page', async () => {
    const api = await h.signedInClient('13800000001', 13);
    for (const logo of [
      'https://evil.example.com/x.png',
      '/files/../../etc/passwd',
      '/files/0123456789abcdef0123456789abcdef.png',
    ]) {
      const error = await rejection(
        api.request('/v1/system/account/brand/updateBrandInfo', { brandName: '星河', logo, retainLogo: '' }),
      );
      expect(isApiError(error) && [error.code, error.msg]).toEqual([400, '请先上传标志图片（支持 jpeg、jpg、png）']);
    }
    for (const brandName of ['   ', '很'.repeat(31)]) {
      const error = await rejection(
        api.request('/v1/system/account/brand/updateBrandInfo', { brandName, logo: '', retainLogo: '' }),
      );
      expect(isApiError(error) && error.code).toBe(400);
    }
    const staff = await h.signedInClient('13800000002', 13);
    const refused = await rejection(staff.request('/v1/system/account/brand/brandInfo'));
    expect(isApiError(refused) && refused.code).toBe(NO_PERMISSION_CODE);
    expect((await api.request('/v1/system/account/brand/brandInfo')).brandName).toBe('星河美妆');
  });
});
