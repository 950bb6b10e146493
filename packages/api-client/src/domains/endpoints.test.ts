import { describe, expect, it } from 'vitest';
import { requestSchemas } from '../schemas/requestSchemas';
import { domainEndpoints, endpoints } from './endpoints';
import { REUSED_ENDPOINTS, SPEC_ENDPOINTS, UNNAMED_ENDPOINTS } from './specEndpoints';

const mapPaths = Object.keys(endpoints);

describe('given the paths section 7 of the spec lists', () => {
  it.each(SPEC_ENDPOINTS.map((entry) => [entry.spec, entry.path]))('%s is served at %s', (_spec, path) => {
    expect(mapPaths).toContain(path);
  });

  it('lists each path once', () => {
    const paths = SPEC_ENDPOINTS.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('maps the unnamed and reused calls to endpoints of the map', () => {
    for (const { path } of [...UNNAMED_ENDPOINTS, ...REUSED_ENDPOINTS]) expect(mapPaths).toContain(path);
  });

  it('has no endpoint that is neither in the spec list nor documented as unnamed', () => {
    const documented = new Set<string>([...SPEC_ENDPOINTS, ...UNNAMED_ENDPOINTS].map((entry) => entry.path));
    expect(mapPaths.filter((path) => !documented.has(path))).toEqual([]);
  });
});

describe('given the per-domain maps', () => {
  it('merge into the one map without a path in two domains', () => {
    const all = Object.values(domainEndpoints).flatMap((map) => Object.keys(map));
    expect(all).toHaveLength(new Set(all).size);
    expect(all.sort()).toEqual([...mapPaths].sort());
  });

  it('give every endpoint exactly one request schema', () => {
    expect(Object.keys(requestSchemas).sort()).toEqual([...mapPaths].sort());
  });

  it('use absolute paths relative to /api, without the /api prefix', () => {
    for (const path of mapPaths) expect(path).toMatch(/^\/(v1|mission|cgp)\/[\w/{}.-]+$/);
  });

  it('POST everything except the category list and the xlsx template', () => {
    const gets = Object.entries(endpoints)
      .filter(([, d]) => d.method === 'GET')
      .map(([p]) => p);
    expect(gets.sort()).toEqual([
      '/v1/sumvideo/sv/category/serve/list',
      '/v1/system/download/template/{fileName}.xlsx',
    ]);
  });

  it('mark exactly the self-handled calls of spec section 8', () => {
    const selfHandled = Object.entries(endpoints)
      .filter(([, d]) => d.selfHandled)
      .map(([p]) => p);
    expect(selfHandled.sort()).toEqual(
      [
        '/mission/task/createTask',
        '/mission/task/updateTask',
        '/v1/system/liveRecord/recordControl',
        '/v1/system/dept/relation/delete',
        '/v1/system/extraInfo/pullControl',
        '/v1/auth/center/dyShop/getQyQuickLoginUrl',
      ].sort(),
    );
  });

  it('declare the binary endpoints: exports and templates', () => {
    const binary = Object.entries(endpoints)
      .filter(([, d]) => d.response === 'binary')
      .map(([p]) => p);
    expect(binary.sort()).toEqual(
      [
        '/mission/employee/exportModifyCoinsTemplate',
        '/mission/operationalAnalysis/exportTaskDataList',
        '/v1/system/balance-log/sumvideo/export',
        '/v1/system/download/template/{fileName}.xlsx',
        '/v1/system/employee/exportKosOrKocUserList',
        '/v1/sumvideo/sv/synthesis/export',
        '/v1/matrix/account/export',
        '/v1/matrix/qrcode/export',
        '/v1/matrix/publish/export',
        '/v1/matrix/record/export',
      ].sort(),
    );
  });

  it('never share multipart endpoints (they are whitelisted too)', () => {
    for (const definition of Object.values(endpoints)) {
      if (definition.encoding === 'multipart') expect(definition.dedupe).toBe(false);
    }
  });
});
