import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('uses embedded defaults', () => {
    expect(readConfig({}, '/repo')).toEqual({
      port: 5173,
      host: '127.0.0.1',
      dataDir: '/repo/.data',
      jobStepMs: 3000,
      loadMaterials: 0,
      ssoProviderUrl: null,
      seedMedia: false,
    });
    expect(readConfig({ BC_SEED_MEDIA: '1' }, '/repo').seedMedia).toBe(true);
    expect(readConfig({ BC_SSO_PROVIDER_URL: ' https://sso.example.com/oauth ' }, '/repo').ssoProviderUrl).toBe(
      'https://sso.example.com/oauth',
    );
  });
  it('reads the environment and rejects nonsense ports', () => {
    expect(readConfig({ PORT: '8080', BC_DATA_DIR: '/tmp/bc' }, '/repo')).toMatchObject({
      port: 8080,
      dataDir: '/tmp/bc',
    });
    expect(readConfig({ PORT: '99999' }, '/repo').port).toBe(5173);
    expect(readConfig({ PORT: '-1' }, '/repo').port).toBe(5173);
    expect(readConfig({ PORT: '0' }, '/repo').port).toBe(0);
  });
  it('takes a load seed size within bounds', () => {
    expect(readConfig({ BC_LOAD_MATERIALS: '10000' }, '/repo').loadMaterials).toBe(10_000);
    expect(readConfig({ BC_LOAD_MATERIALS: '-5' }, '/repo').loadMaterials).toBe(0);
    expect(readConfig({ BC_LOAD_MATERIALS: 'lots' }, '/repo').loadMaterials).toBe(0);
    expect(readConfig({ BC_LOAD_MATERIALS: '1e9' }, '/repo').loadMaterials).toBe(100_000);
  });
});
