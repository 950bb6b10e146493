import { NO_PERMISSION_CODE } from '@brand-console/api-client';

/** Envelope codes the server answers with (spec section 4: 0 is success). */
export const Codes = {
  ok: 0,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  internal: 500,
  /** A service the server called (the brand's text-generation endpoint) failed or answered nonsense. */
  badGateway: 502,
  /** That service did not answer in time. */
  gatewayTimeout: 504,
  /** Invalid, expired or logged-out token: the console logs in again. */
  tokenInvalid: 200002,
  /** The account or brand is disabled. */
  disabled: 200003,
  /**
   * Signed in, but the user's roles do not grant the page this call belongs to. Not 403: the
   * console reads code 403 as "log in again" (spec section 8), which would be wrong here.
   */
  noPermission: NO_PERMISSION_CODE,
} as const;

/**
 * A client's mistake or a refusal, answered as `{code, msg}` with a 4xx status (or 200 for
 * business codes the console reads from the envelope). Never carries a stack to the client.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 200 | 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 502 | 504,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A service the server called failed: not the client's mistake (ADR 0034). */
export const upstreamFailed = (msg: string, timeout = false) =>
  new HttpError(timeout ? 504 : 502, timeout ? Codes.gatewayTimeout : Codes.badGateway, msg);
export const badRequest = (msg: string) => new HttpError(400, Codes.badRequest, msg);
export const notFound = (msg = '数据不存在') => new HttpError(404, Codes.notFound, msg);
export const forbidden = (msg = '无权访问') => new HttpError(403, Codes.forbidden, msg);
/** Business refusal with HTTP 200, read by the console from the envelope's code. */
export const refused = (msg: string, code: number = Codes.badRequest) => new HttpError(200, code, msg);
/** The session's roles do not grant the page a call belongs to (see `Codes.noPermission`). */
export const noPermission = (msg = '暂无该页面的权限，请联系管理员') => new HttpError(200, Codes.noPermission, msg);
export const tokenInvalid = (msg = 'token失效，请重新登录') => new HttpError(200, Codes.tokenInvalid, msg);
