import { createApiClient, type ApiAuth, type ApiClient, type ApiClientError } from '@brand-console/api-client';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from '../auth/signInGuard';
import { createApiApp } from '../http/app';
import { pumpRenders } from '../jobs/renders';
import { tickJobs } from '../jobs/worker';
import { routes } from '../routes';
import { signLinks } from '../storage/links';
import { openServices } from '../services';

export interface Harness {
  app: ReturnType<typeof createApiApp>;
  services: Awaited<ReturnType<typeof openServices>>;
  /** SMS codes the server logged, by phone (development mode). */
  smsCodes: Map<string, string>;
  log: string[];
  clock: { now: number };
  /** A typed client that talks to the app in-process (no port), with its own identity. */
  client: (auth?: ApiAuth) => ApiClient & { auth: ApiAuth };
  /** Signs a seeded user in with an SMS code, choosing `brandId` when asked; returns the token. */
  signIn: (phone: string, brandId?: number) => Promise<{ token: string; userId: number }>;
  /** Signs a seeded user in to a brand and returns a client with that session, and the user's id. */
  signedInClient: (phone: string, brandId: number) => Promise<SignedInClient>;
  /** `path` (`/files/…`, `/exports/…`) signed for the session of `token`, as an answer would give it. */
  link: (path: string, token: string) => string;
  /**
   * Moves every background job one step (the server does this on a timer), then runs every waiting
   * render to its end, one at a time (call `tickJobs` itself to act while a render runs).
   */
  tick: (steps?: number) => Promise<void>;
  close: () => void;
}

export type SignedInClient = ApiClient & { auth: ApiAuth; userId: number };

/**
 * Limits of the in-process tests: every call shares one address and tests sign in hundreds of
 * times a (simulated) hour, so the SMS budgets are off; failed sign-ins keep the real limits.
 * `signIn.hostile.test.ts` runs with `DEFAULT_SIGN_IN_LIMITS`.
 */
export const HARNESS_SIGN_IN_LIMITS: SignInLimits = {
  ...DEFAULT_SIGN_IN_LIMITS,
  smsPerAddressPerHour: Number.POSITIVE_INFINITY,
  smsPerMinute: Number.POSITIVE_INFINITY,
  smsPerPhonePerDay: Number.POSITIVE_INFINITY,
};

/** The moment every harness starts at (its clock then moves as the test says). */
const START = Date.parse('2026-11-20T02:00:00Z');

let template: Promise<{ image: Uint8Array; filesDir: string }> | undefined;

/**
 * The seeded database and its files, made once per test process: seeding takes about half a second,
 * and the server's test files create hundreds of harnesses. Each harness starts from a copy of both,
 * so a test sees exactly what a freshly seeded server holds at `START`.
 */
function seededTemplate() {
  template ??= (async () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'bc-template-'));
    process.once('exit', () => rmSync(filesDir, { recursive: true, force: true }));
    const services = await openServices({ databaseFile: ':memory:', filesDir, dev: true, now: () => START });
    const image = services.db.serialize();
    await services.renders.stop();
    services.close();
    return { image, filesDir };
  })();
  return template;
}

/** An in-memory, seeded server and clients bound to it. Call `close()` in afterEach. */
export async function createHarness(options: { signInLimits?: SignInLimits } = {}): Promise<Harness> {
  const clock = { now: START };
  const log: string[] = [];
  const smsCodes = new Map<string, string>();
  const seeded = await seededTemplate();
  const filesDir = mkdtempSync(join(tmpdir(), 'bc-files-'));
  cpSync(seeded.filesDir, filesDir, { recursive: true });
  const services = await openServices({
    databaseFile: ':memory:',
    image: seeded.image,
    filesDir,
    dev: true,
    now: () => clock.now,
    signInLimits: options.signInLimits ?? HARNESS_SIGN_IN_LIMITS,
    log: (line) => {
      log.push(line);
      const sms = /^sms: code for (\d+) is (\d+)/.exec(line);
      if (sms) smsCodes.set(sms[1]!, sms[2]!);
    },
  });
  const app = createApiApp(services, routes);
  const client = (auth: ApiAuth = {}) => {
    const holder = { auth };
    const api = createApiClient({
      getAuth: () => holder.auth,
      baseUrl: 'http://console.test',
      fetch: async (input, init) => app.fetch(new Request(input, init)),
    });
    return Object.assign(api, holder);
  };
  const signIn = async (phone: string, brandId?: number) => {
    const api = client();
    await api.request('/v1/system/account/sendCheckCode', { phone });
    clock.now += 61_000;
    const first = await api.request('/v1/system/account/loginByPhone', { phone, checkCode: smsCodes.get(phone)! });
    const result =
      first.opCode === 1
        ? await api.request('/v1/system/account/loginByPhone', {
            phone,
            brandId: brandId ?? first.loginBrandVos!.find((b) => b.isValid)!.brandId,
            loginCode: first.loginCode,
          })
        : first;
    const user = services.db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number };
    return { token: result.tokenValue, userId: user.id };
  };
  return {
    app,
    services,
    smsCodes,
    log,
    clock,
    client,
    signIn,
    signedInClient: async (phone, brandId) => {
      const { token, userId } = await signIn(phone, brandId);
      return Object.assign(client({ token, userId, brandId }), { userId });
    },
    link: (path, token) => signLinks(path, services, { token, userId: 0, brandId: 0 }),
    tick: async (steps = 1) => {
      for (let i = 0; i < steps; i += 1) {
        await tickJobs(services);
        do await services.renders.idle();
        while (pumpRenders(services) > 0);
      }
    },
    close: () => {
      void services.renders.stop();
      services.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** The error a call rejects with; fails the test when the call succeeds. */
export async function rejection(promise: Promise<unknown>): Promise<ApiClientError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiClientError;
  }
  throw new Error('expected the call to fail');
}
