import { resolve } from 'node:path';

/** Server settings, from the environment with embedded defaults. */
export interface ServerConfig {
  /** TCP port. `PORT`, default 5173; `0` takes any free port (the start-up line names it). */
  port: number;
  /** Interface to bind. `HOST`, default 127.0.0.1. */
  host: string;
  /** Folder for the database and uploaded files. `BC_DATA_DIR`, default `.data` at the repository root. */
  dataDir: string;
  /** How often background jobs move one step, in ms. `BC_JOB_STEP_MS`, default 3000. */
  jobStepMs: number;
  /**
   * Extra generated materials for brand 13 when a new database is seeded, for load tests (the
   * list, the grid, the benchmarks). `BC_LOAD_MATERIALS`, default 0, at most 100,000.
   */
  loadMaterials: number;
  /**
   * The single-sign-on provider (Feishu, WeCom) that authorises members and exchanges codes, with
   * the contract of `sso/identityProvider.ts`. `BC_SSO_PROVIDER_URL`; unset, the server's own
   * stand-in provider (`/sso/stand-in`).
   */
  ssoProviderUrl: string | null;
  /**
   * Render the seeded finished videos' files in the background at start (ADR 0029): `pnpm start`
   * sets it; tests and the e2e servers leave it off, so no seeded render competes with theirs.
   * `BC_SEED_MEDIA=1`, default off.
   */
  seedMedia: boolean;
}

/** The largest load seed: enough for any list the console shows, small enough to seed in seconds. */
const MAX_LOAD_MATERIALS = 100_000;

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '', 10);
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 5173,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: resolve(cwd, env.BC_DATA_DIR?.trim() || '.data'),
    jobStepMs: Number(env.BC_JOB_STEP_MS) >= 100 ? Number(env.BC_JOB_STEP_MS) : 3000,
    loadMaterials: Math.min(Math.max(0, Math.trunc(Number(env.BC_LOAD_MATERIALS) || 0)), MAX_LOAD_MATERIALS),
    ssoProviderUrl: env.BC_SSO_PROVIDER_URL?.trim() || null,
    seedMedia: env.BC_SEED_MEDIA?.trim() === '1',
  };
}
