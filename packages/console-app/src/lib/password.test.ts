import { describe, expect, it } from 'vitest';
import { encodePassword } from './password';

describe('encodePassword', () => {
  it('encodes UTF-8 as base64, as the server decodes it', () => {
    expect(encodePassword('Demo@2026')).toBe(Buffer.from('Demo@2026').toString('base64'));
    expect(encodePassword('密码2026!')).toBe(Buffer.from('密码2026!', 'utf8').toString('base64'));
  });
});
