import { createHmac, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../auth/tokens';
import type { Auth, Services } from '../http/context';

/** A file link lives this long (up to an hour more, rounded), and never past the session it was given to. */
export const LINK_TTL_MS = 12 * 60 * 60 * 1000;

/** A stored file or an export, with or without a signature. */
const LINK =
  /\/(files\/[0-9a-f]{32}\.[a-z0-9]{2,5}|exports\/[0-9a-f]{32})(?:\?e=\d{1,16}&s=[0-9a-f]{16}&sig=[0-9a-f]{64})?/g;

function signature(services: Services, path: string, expires: number, tokenHash: string): string {
  return createHmac('sha256', services.linkKey).update(`${path}\n${expires}\n${tokenHash}`).digest('hex');
}

/**
 * Signs every stored-file and export link in an answer for the calling session:
 * `/files/x.png` becomes `/files/x.png?e=<expiry>&s=<session>&sig=<hmac>`. Opened in an `<img>`
 * or a new window (no token header), the link works while its session is live and its time has
 * not run out; after logout it is refused. Already signed links are signed afresh.
 */
export function signLinks<T>(value: T, services: Services, auth: Auth): T {
  const tokenHash = hashToken(auth.token);
  // Expiry rounded up to the hour: a session's link to a file stays the same for an hour, so the
  // browser's cache still serves an image when a list is fetched again.
  const expires = Math.ceil((services.now() + LINK_TTL_MS) / 3_600_000) * 3_600_000;
  const sign = (text: string) =>
    text.includes('/files/') || text.includes('/exports/')
      ? text.replace(LINK, (_, path: string) => {
          const full = `/${path}`;
          return `${full}?e=${expires}&s=${tokenHash.slice(0, 16)}&sig=${signature(services, full, expires, tokenHash)}`;
        })
      : text;
  return walk(value, sign);
}

/** Removes signatures from links a client sends back (a photo, a cover document), so none is stored. */
export function unsignLinks<T>(value: T): T {
  return walk(value, (text) =>
    text.includes('/files/') || text.includes('/exports/') ? text.replace(LINK, (_, path: string) => `/${path}`) : text,
  );
}

/** Whether a request for `path` (`/files/…` or `/exports/…`) carries a valid, live signature. */
export function verifyLink(services: Services, path: string, query: URLSearchParams): boolean {
  const expires = Number(query.get('e'));
  const prefix = query.get('s') ?? '';
  const sig = query.get('sig') ?? '';
  if (!Number.isSafeInteger(expires) || expires <= services.now() || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const given = Buffer.from(sig, 'hex');
  return services.sessions
    .liveHashes(prefix)
    .some((tokenHash) => timingSafeEqual(Buffer.from(signature(services, path, expires, tokenHash), 'hex'), given));
}

function walk<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item) => walk(item, map)) as T;
  if (value && typeof value === 'object' && !(value instanceof Blob) && !(value instanceof Uint8Array)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, map)])) as T;
  }
  return value;
}
