import { ApiClientError } from './ApiClientError';

/** The call exceeded the total timeout (300,000 ms by default). The message is the localized timeout text. */
export class TimeoutError extends ApiClientError {
  override readonly name = 'TimeoutError';
  readonly kind = 'timeout' as const;
  /** The limit that was exceeded, in milliseconds. */
  readonly timeoutMs: number;

  constructor(message: string, path: string, timeoutMs: number, options?: ErrorOptions) {
    super(message, path, options);
    this.timeoutMs = timeoutMs;
  }
}

/** True when `error` is a {@link TimeoutError}. */
export function isTimeoutError(error: unknown): error is TimeoutError {
  return error instanceof TimeoutError;
}
