import { workPlatformExpired, type ConsoleEnv } from '../env';
import { STORAGE_KEYS, type SafeStorage } from '../storage';
import type { SessionState } from './session';

/**
 * What the navigation guard of spec section 2 does with a page behind sign-in: an expired
 * work-platform day goes to the tip; a token with user info and menu proceeds; a token without them
 * loads them on /loading; no token signs in automatically on the work platform, asks the host frame
 * inside one, or goes to the login page for the system version.
 */
export type GuardOutcome = 'expired' | 'proceed' | 'loading' | 'workPlatform' | 'askParent' | 'login';

export function guardOutcome(
  env: Pick<ConsoleEnv, 'workPlatform' | 'embedded'>,
  local: SafeStorage,
  state: Pick<SessionState, 'token' | 'userInfo' | 'menu'>,
  inFrame: boolean,
): GuardOutcome {
  if (env.workPlatform && workPlatformExpired(local)) return 'expired';
  if (state.token && state.userInfo && state.menu) return 'proceed';
  if (state.token) return 'loading';
  if (env.workPlatform && local.get(STORAGE_KEYS.hToken)) return 'workPlatform';
  if (env.embedded && inFrame) return 'askParent';
  return 'login';
}

/** `?redirect=` for the page the guard turned away (`here`: path and query), none for the root. */
export const redirectQuery = (here: string) => (here === '/' ? '' : `?redirect=${encodeURIComponent(here)}`);
