import type { PlatformAdapters } from '../platforms/adapter';
import type { WxThirdPlatform } from '../platforms/wxThird';
import type { Database } from '../db/database';
import type { SessionStore } from '../auth/sessions';
import type { SignInGuard } from '../auth/signInGuard';
import type { IdentityProvider } from '../sso/identityProvider';
import type { RenderQueue } from '../media/renderQueue';

/** Who is calling: the session's user and the brand (tenant) the session is on. */
export interface Auth {
  token: string;
  userId: number;
  /** The tenant. Always from the session, never from what the client claims. */
  brandId: number;
}

/** What every handler can use. */
export interface Services {
  db: Database;
  sessions: SessionStore;
  /** Milliseconds since the epoch; injectable for tests. */
  now: () => number;
  /** Folder for uploaded and generated files. */
  filesDir: string;
  /** Writes a line to the server log; never given tokens or codes outside development. */
  log: (line: string) => void;
  /** True in development: SMS codes are written to the log. */
  dev: boolean;
  /** Attempt limits of sign-in and SMS codes. */
  guard: SignInGuard;
  /** Key of signed file links (random per process: a restart ends every link, not the sessions). */
  linkKey: Buffer;
  /** Single sign-on's provider: the stand-in, or the one `BC_SSO_PROVIDER_URL` names. */
  identityProvider: IdentityProvider;
  /** The platform adapters by platform code (ADR 0023): the simulated platforms unless replaced. */
  platforms: PlatformAdapters;
  /** WeChat's third-party platform (小程序授权): the simulated one unless replaced. */
  wxThird: WxThirdPlatform;
  /** The media engine's running renders (one at a time; ADR 0027). */
  renders: RenderQueue;
}

export type AppEnv = { Variables: { auth: Auth | null; services: Services } };
