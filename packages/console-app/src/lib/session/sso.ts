import type { SafeStorage } from '../storage';
import { STORAGE_KEYS } from '../storage';

/** The console's providers, as the server's single-sign-on entry names them. */
export const SSO_PROVIDER_PARAM = { flyBook: 'feishu', enterpriseWechat: 'wecom' } as const;
export type SsoProviderKey = keyof typeof SSO_PROVIDER_PARAM;

/** A fresh, unguessable `state` (128 bits, base64url). */
export function newSsoState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Where 飞书登录 / 企业微信登录 goes: the server's entry, which sends the browser to the provider's
 * consent page; the `state` is kept in this tab to check the provider's answer against.
 */
export function ssoStartUrl(provider: SsoProviderKey, tab: SafeStorage, state = newSsoState()): string {
  tab.set(STORAGE_KEYS.ssoState, state);
  return `/sso/authorize?${new URLSearchParams({ provider: SSO_PROVIDER_PARAM[provider], state }).toString()}`;
}

/** True when `state` is the one this tab sent; the stored state is used up either way. */
export function takeSsoState(tab: SafeStorage, state: string | null): boolean {
  const expected = tab.get(STORAGE_KEYS.ssoState);
  tab.remove(STORAGE_KEYS.ssoState);
  return !!expected && !!state && expected === state;
}
