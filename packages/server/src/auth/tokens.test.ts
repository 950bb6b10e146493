import { describe, expect, it } from 'vitest';
import { hashPassword, hashToken, newSmsCode, newToken, verifyPassword } from './tokens';

describe('tokens', () => {
  it('makes 128-bit random tokens', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newToken));
    expect(tokens.size).toBe(1000);
    for (const t of tokens) expect(t).toMatch(/^[0-9a-f]{32}$/);
  });
  it('hashes tokens deterministically and one-way', () => {
    const t = newToken();
    expect(hashToken(t)).toBe(hashToken(t));
    expect(hashToken(t)).not.toContain(t);
  });
  it('verifies passwords and rejects wrong or malformed hashes', async () => {
    const stored = hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
  });
  it('makes six-digit SMS codes', () => {
    for (let i = 0; i < 100; i += 1) expect(newSmsCode()).toMatch(/^\d{6}$/);
  });
});
