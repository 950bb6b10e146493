import { ApiClientError } from './ApiClientError';

/** The server answered with an envelope whose `code` is not 0 (or a download answered with JSON). */
export class ApiError extends ApiClientError {
  override readonly name = 'ApiError';
  readonly kind = 'api' as const;
  /** The envelope `code` (never 0). */
  readonly code: number;
  /** The envelope `msg`, verbatim (may be empty). */
  readonly msg: string;
  /** The envelope `data`, if any; some servers put validation details there. */
  readonly data: unknown;
  /** True when the answer means the session is over (code 403, 200002 or a token-invalid msg). */
  readonly unauthorized: boolean;

  constructor(init: {
    code: number;
    msg: string;
    data?: unknown;
    path: string;
    message: string;
    unauthorized: boolean;
  }) {
    super(init.message, init.path);
    this.code = init.code;
    this.msg = init.msg;
    this.data = init.data;
    this.unauthorized = init.unauthorized;
  }
}

/** True when `error` is an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
