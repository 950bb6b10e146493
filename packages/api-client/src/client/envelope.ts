/** The server's answer: `code` 0 means success and `data` is the result. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Reads an envelope from parsed JSON; undefined when the value is not one. Numeric-string codes are accepted. */
export function readEnvelope(value: unknown): Envelope | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined;
  const record = value as Record<string, unknown>;
  const code = typeof record.code === 'string' && record.code.trim() !== '' ? Number(record.code) : record.code;
  if (typeof code !== 'number' || !Number.isFinite(code)) return undefined;
  const msg = typeof record.msg === 'string' ? record.msg : typeof record.message === 'string' ? record.message : '';
  return { code, msg, data: record.data };
}

/** Envelope codes that end the session (spec sections 4 and 8). */
export const UNAUTHORIZED_CODES: readonly number[] = [403, 200002];
/**
 * Signed in, but the member's roles do not grant the page the call belongs to. Shown as an error
 * in the client's language; never read as "log in again" (unlike 403 and 200002).
 */
export const NO_PERMISSION_CODE = 200004;

/** A `msg` saying the token is invalid or expired. */
export const TOKEN_INVALID_PATTERN = /token.*(失效|无效|过期|invalid|expired)/i;

/** True when the envelope means the session is over: code 403, code 200002 or a token-invalid msg. */
export function isUnauthorizedEnvelope(envelope: Pick<Envelope, 'code' | 'msg'>): boolean {
  return UNAUTHORIZED_CODES.includes(envelope.code) || TOKEN_INVALID_PATTERN.test(envelope.msg);
}
