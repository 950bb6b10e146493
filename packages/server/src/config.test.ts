import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('uses embedded defaults', () => {
    expect(readConfig({}, '/repo')).toEqual({ port: 5173, host: '127.0.0.1', dataDir: '/repo/.data', jobStepMs: 3000 });
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
});
