/** Which kind of failure an {@link ApiClientError} describes. */
export type ApiErrorKind = 'api' | 'network' | 'timeout' | 'cancelled';

/**
 * Base class of every error the client rejects with, so the app can tell client failures from
 * programming errors with one `instanceof` check. Each subclass lives in its own file.
 */
export abstract class ApiClientError extends Error {
  /** Discriminant for `switch` statements; survives bundling and realm boundaries. */
  abstract readonly kind: ApiErrorKind;
  /** The endpoint path (relative to the `/api` base) the failed call targeted. */
  readonly path: string;

  constructor(message: string, path: string, options?: ErrorOptions) {
    super(message, options);
    this.path = path;
  }
}

/** True for any error produced by the API client. */
export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}
