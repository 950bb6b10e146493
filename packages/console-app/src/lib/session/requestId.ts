import { isApiError } from '@brand-console/api-client';

/** The request id a refusal carries in its data, when the server gives one. */
export function requestIdOf(error: unknown): { requestId?: string } {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return {};
  const id = (error.data as { requestId?: unknown }).requestId;
  return typeof id === 'string' && id ? { requestId: id } : {};
}
