import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, length: number) => Promise<Buffer>;

/** A new session token: 128 bits from the CSPRNG, hex encoded. */
export function newToken(): string {
  return randomBytes(16).toString('hex');
}

/** Tokens are stored hashed, so a copy of the database does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** scrypt password hash as `salt:hash`, both hex (synchronous: for seeding at start-up only). */
export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  const hash = scryptSync(password, salt, 32).toString('hex');
  return `${salt}:${hash}`;
}

/** scrypt password hash as `salt:hash`, computed on the thread pool, not the event loop. */
export async function hashPasswordAsync(password: string, salt = randomBytes(16).toString('hex')): Promise<string> {
  return `${salt}:${(await scryptAsync(password, salt, 32)).toString('hex')}`;
}

/**
 * A hash no password matches, checked when the phone has no account or no password, so that an
 * unknown phone costs the same scrypt as a known one and the answer's timing tells nothing.
 */
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));

/** Checks a password on the thread pool; always runs one scrypt, whether or not there is a hash. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [salt, hash] = (stored && stored.includes(':') ? stored : DUMMY_HASH).split(':') as [string, string];
  const candidate = await scryptAsync(password, salt, 32);
  const expected = Buffer.from(hash, 'hex');
  const same = expected.length === candidate.length && timingSafeEqual(candidate, expected);
  return same && !!stored;
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
