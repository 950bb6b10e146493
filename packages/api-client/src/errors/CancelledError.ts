import { ApiClientError } from './ApiClientError';

/**
 * The caller aborted the call through its `signal` (a query was cancelled, a dialog closed).
 * Cancellation is expected: the client never passes it to `onError` and never logs it.
 */
export class CancelledError extends ApiClientError {
  override readonly name = 'CancelledError';
  readonly kind = 'cancelled' as const;
}

/** True when `error` is a {@link CancelledError}. */
export function isCancelledError(error: unknown): error is CancelledError {
  return error instanceof CancelledError;
}
