import { ApiClientError } from './ApiClientError';

/**
 * The request never produced a usable answer: connection refused, DNS failure, an HTTP status
 * outside 2xx without an envelope, or a body that is not JSON. The message is the localized
 * "network request failed, please check the connection and retry".
 */
export class NetworkError extends ApiClientError {
  override readonly name = 'NetworkError';
  readonly kind = 'network' as const;
  /** HTTP status when a response arrived (non-2xx or unreadable body); undefined when none did. */
  readonly status: number | undefined;

  constructor(message: string, path: string, options?: ErrorOptions & { status?: number }) {
    super(message, path, options);
    this.status = options?.status;
  }
}

/** True when `error` is a {@link NetworkError}. */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}
