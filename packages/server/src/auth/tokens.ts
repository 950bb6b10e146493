import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** A new session token: 128 bits from the CSPRNG, hex encoded. */
export function newToken(): string {
  return randomBytes(16).toString('hex');
}

/** Tokens are stored hashed, so a copy of the database does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** scrypt password hash as `salt:hash`, both hex. */
export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  const hash = scryptSync(password, salt, 32).toString('hex');
  return `${salt}:${hash}`;
}

export function verifyPassword(password: string, stored: string | null | undefined): boolean {
  if (!stored) return false;
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const candidate = scryptSync(password, salt, 32);
  const expected = Buffer.from(hash, 'hex');
  return expected.length === candidate.length && timingSafeEqual(candidate, expected);
}

/** A numeric SMS code of `length` digits, uniformly random. */
export function newSmsCode(length = 6): string {
  let code = '';
  while (code.length < length) {
    const byte = randomBytes(1)[0]!;
    if (byte < 250) code += String(byte % 10);
  }
  return code;
}
