import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { domainEndpoints } from '@brand-console/api-client';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from './account';
import { domainRoutes, routes } from '.';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every non-test TypeScript file under `dir`, relative to `src`. */
function sources(dir: string): string[] {
  return readdirSync(join(src, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => relative(src, join(e.parentPath, e.name)));
}

/** The modules a file imports, resolved relative to `src` (packages stay as written). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(src, file), 'utf8');
  return [...text.matchAll(/^(?:import|export)[^'"]*from\s+'([^']+)'/gm)].map(([, spec]) =>
    spec!.startsWith('.') ? relative(src, resolve(join(src, dirname(file)), spec!)) : spec!,
  );
}

describe('the route layout', () => {
  it('has one route table per api-client domain, each holding only that domain’s paths', () => {
    for (const [domain, table] of Object.entries(domainRoutes)) {
      const own = new Set(Object.keys(domainEndpoints[domain as keyof typeof domainEndpoints]));
      const foreign = Object.keys(table).filter((path) => !own.has(path));
      expect(foreign, `${domain} routes of another domain`).toEqual([]);
    }
    const account = new Set(Object.keys(domainEndpoints.account));
    expect(Object.keys(accountRoutes.public).filter((path) => !account.has(path))).toEqual([]);
  });

  it('serves every route of the domain tables and nothing else', () => {
    const fromDomains = Object.values(domainRoutes).flatMap((table) => Object.keys(table));
    expect(new Set(fromDomains).size).toBe(fromDomains.length);
    expect(Object.keys(routes.session).sort()).toEqual(fromDomains.sort());
  });

  it('names each route file after the domain whose table it exports', () => {
    const files = sources('routes').filter((f) => f !== 'routes/index.ts');
    const domains = new Set(Object.keys(domainEndpoints));
    for (const file of files) {
      // routes/<domain>.ts, or routes/<domain>/<part>.ts for a domain split into parts.
      const [, first] = file.split('/');
      const domain = first!.replace(/\.ts$/, '');
      expect(domains.has(domain), `${file} is not named after an api-client domain`).toBe(true);
    }
  });

  it('keeps SQL out of route handlers: data access lives in db/', () => {
    const withSql = sources('routes').filter((f) =>
      /\.prepare\(|\bdb\.exec\(/.test(readFileSync(join(src, f), 'utf8')),
    );
    expect(withSql).toEqual([]);
  });

  it('never has a job, a data module or storage import a route module', () => {
    const offenders = ['jobs', 'db', 'storage', 'auth', 'lib'].flatMap(sources).flatMap((file) =>
      importsOf(file)
        .filter((m) => m.startsWith('routes'))
        .map((m) => `${file} → ${m}`),
    );
    expect(offenders).toEqual([]);
  });
});
