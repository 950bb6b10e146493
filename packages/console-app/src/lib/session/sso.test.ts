import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '../storage';
import { newSsoState, ssoStartUrl, takeSsoState } from './sso';

const memory = () => createSafeStorage(() => undefined);

describe('single sign-on state', () => {
  it('is 128 random bits in base64url, different each time', () => {
    const a = newSsoState();
    expect(a).toMatch(/^[\w-]{22}$/);
    expect(newSsoState()).not.toBe(a);
  });

  it('starts at the server entry with the provider and the state kept in the tab', () => {
    const tab = memory();
    const url = ssoStartUrl('enterpriseWechat', tab, 'state-0123456789abcdef');
    expect(url).toBe('/sso/authorize?provider=wecom&state=state-0123456789abcdef');
    expect(takeSsoState(tab, 'state-0123456789abcdef')).toBe(true);
  });

  it('accepts a returned state once, and never a foreign or missing one', () => {
    const tab = memory();
    ssoStartUrl('flyBook', tab, 'state-aaaaaaaaaaaaaaaa');
    expect(takeSsoState(tab, 'state-bbbbbbbbbbbbbbbb')).toBe(false);
    // A wrong answer used the state up: the right one no longer works either.
    expect(takeSsoState(tab, 'state-aaaaaaaaaaaaaaaa')).toBe(false);
    expect(takeSsoState(memory(), null)).toBe(false);
  });
});
