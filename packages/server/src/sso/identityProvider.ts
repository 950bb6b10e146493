import { hashToken } from '../auth/tokens';
import type { Database } from '../db/database';
import { consumeIdpCode, type IdpKind } from '../db/identityProvider';

/**
 * Single sign-on through an enterprise messenger (Feishu, WeCom), as an authorisation-code flow:
 * the console sends the user to the provider's authorise page with a `state`; the provider sends
 * them back to `/fly_book_auth` or `/enterprise_wechart_auth` with a one-time `code`; the console
 * calls `loginByHaier {loginType, hworkToken: code}`, and the server exchanges the code for the
 * person's identity at the provider, then signs in the member with that identity.
 *
 * The reference server is its own provider by default (the stand-in, `sso/standIn.ts`). With
 * `BC_SSO_PROVIDER_URL` set, authorisation and the exchange go to that address instead, using
 * the same contract the stand-in serves:
 * - `GET  <url>/authorize?provider&redirect_uri&state` (the consent page), redirecting back to
 *   `redirect_uri?code&state` or `redirect_uri?error=access_denied&state`;
 * - `POST <url>/token` form `{provider, code}` → `{identity}` (200) or any 4xx for a bad code.
 */
export interface IdentityProvider {
  /** Where the user's browser goes to sign in at the provider. */
  authorizeUrl(kind: IdpKind, redirectUri: string, state: string): string;
  /** The identity the one-time `code` was issued for, or null when the code is unknown, used or expired. */
  exchange(kind: IdpKind, code: string): Promise<string | null>;
}

/** Where the stand-in provider's pages live on the reference server. */
export const STAND_IN_PATH = '/sso/stand-in';

/** The reference server's own provider: codes from its consent page, exchanged in-process. */
export function standInProvider(db: Database, now: () => number): IdentityProvider {
  return {
    authorizeUrl: (kind, redirectUri, state) =>
      `${STAND_IN_PATH}/authorize?${new URLSearchParams({ provider: kind, redirect_uri: redirectUri, state })}`,
    exchange: (kind, code) => Promise.resolve(consumeIdpCode(db, kind, hashToken(code), now()) ?? null),
  };
}

/** A provider at another address, spoken to over HTTP with the stand-in's contract. */
export function remoteProvider(baseUrl: string, fetchImpl: typeof fetch = fetch): IdentityProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    authorizeUrl: (kind, redirectUri, state) =>
      `${base}/authorize?${new URLSearchParams({ provider: kind, redirect_uri: redirectUri, state })}`,
    async exchange(kind, code) {
      const response = await fetchImpl(`${base}/token`, {
        method: 'POST',
        body: new URLSearchParams({ provider: kind, code }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { identity?: unknown };
      return typeof body.identity === 'string' && body.identity ? body.identity : null;
    },
  };
}
