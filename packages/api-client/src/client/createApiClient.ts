import ky, { isHTTPError, isNetworkError as isKyNetworkError, isTimeoutError as isKyTimeoutError } from 'ky';
import { endpoints } from '../domains/endpoints';
import { type ApiClientError } from '../errors/ApiClientError';
import { ApiError } from '../errors/ApiError';
import { CancelledError } from '../errors/CancelledError';
import { NetworkError } from '../errors/NetworkError';
import { TimeoutError } from '../errors/TimeoutError';
import { InFlightRegistry, requestKey } from './dedupe';
import { type DownloadedFile, type EndpointDefinition } from './endpoint';
import { canonicalize, fillPathParams, isIncomparable, type Params, toFormData, toSearchParams } from './encoding';
import { isUnauthorizedEnvelope, NO_PERMISSION_CODE, readEnvelope } from './envelope';
import { parseContentDisposition, sanitizeFileName } from './fileName';
import { type ApiLocale, ERROR_MESSAGES } from './messages';
import type { ApiPath, BinaryPath, CallArgs, CallOptions, JsonPath, ResponseOf } from './types';

/** Default total timeout of a call (spec section 9). */
export const DEFAULT_TIMEOUT_MS = 300_000;
/** Base path every endpoint path is relative to. */
export const DEFAULT_PREFIX = '/api';
/** `brandId` header sent when the app knows no brand yet (spec sections 7 and 9). */
export const DEFAULT_BRAND_ID = '13';

/** Identity headers, read from the app on every call. */
export interface ApiAuth {
  /** Sent as the `token` header when present. */
  token?: string | null;
  /** Sent as the `userId` header when present. */
  userId?: string | number | null;
  /** Sent as the `brandId` header; `13` when absent. */
  brandId?: string | number | null;
}

/** Errors the app is told about (cancellations never are). */
export type ReportedError = ApiError | NetworkError | TimeoutError;

/** Where a reported error came from. */
export interface ErrorContext {
  /** The endpoint path. */
  path: ApiPath;
  /** `download` for binary endpoints: the app shows a JSON-body failure as a warning. */
  kind: 'request' | 'download';
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Reads token, userId and brandId for the headers of each call (no storage access in the client). */
  getAuth: () => ApiAuth;
  /** Called once per failed network call for the 3 s error toast; never for self-handled calls, cancellations, download timeouts or swallowed unauthorized answers. */
  onError?: (error: ReportedError, context: ErrorContext) => void;
  /**
   * Called for the first unauthorized answer (code 403, code 200002 or a token-invalid msg) of a
   * session; later ones are swallowed until {@link ApiClient.resetUnauthorized} (call it after a new login).
   */
  onUnauthorized?: (error: ApiError) => void;
  /** Language of the client's own error texts. @default 'zh' */
  locale?: ApiLocale | (() => ApiLocale);
  /** Origin or URL the `/api` prefix is resolved against. @default the page's base URL */
  baseUrl?: string | URL;
  /** Path prefix of every endpoint. @default '/api' */
  prefix?: string;
  /** Total (and per-attempt) timeout in ms. @default 300000 */
  timeout?: number;
  /** Extra paths that must always go out even when an identical call is in flight. */
  dedupeWhitelist?: Iterable<ApiPath>;
  /** Fetch implementation (tests, instrumentation). @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** The typed client. */
export interface ApiClient {
  /** Calls a JSON endpoint; resolves with the envelope's `data`, rejects with an `ApiClientError`. */
  request<P extends JsonPath>(path: P, ...args: CallArgs<P>): Promise<ResponseOf<P>>;
  /** Calls a binary endpoint; resolves with the file and its sanitized name. */
  download<P extends BinaryPath>(path: P, ...args: CallArgs<P>): Promise<DownloadedFile>;
  /** Re-arms `onUnauthorized` after a new login. */
  resetUnauthorized(): void;
  /** Number of distinct network calls in flight that others can join (diagnostics and tests). */
  readonly inFlight: number;
}

const jsonContentType = /^application\/(?:[\w.+-]*\+)?json/i;

/** Paths of a whitelist (identical calls are never shared), read from the endpoint map. */
export function defaultDedupeWhitelist(): ApiPath[] {
  return (Object.entries(endpoints) as [ApiPath, EndpointDefinition][])
    .filter(([, definition]) => !definition.dedupe)
    .map(([path]) => path);
}

/** Creates the API client. Nothing here touches storage, the router or `window.location`. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const whitelist = new Set<string>(options.dedupeWhitelist ?? []);
  const registry = new InFlightRegistry();
  let unauthorizedFired = false;

  const http = ky.create({
    prefix,
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    // Per-attempt and total limits both set: ky's per-attempt default is 10 s.
    timeout: timeoutMs,
    totalTimeout: timeoutMs,
    // Never retry automatically: POSTs are not idempotent, and a 300 s budget must not multiply.
    retry: { limit: 0 },
    throwHttpErrors: true,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });

  const messages = () => {
    const locale = typeof options.locale === 'function' ? options.locale() : (options.locale ?? 'zh');
    return ERROR_MESSAGES[locale] ?? ERROR_MESSAGES.zh;
  };

  function toApiError(path: string, code: number, msg: string, data: unknown): ApiError {
    const signIn = (endpoints as Record<string, EndpointDefinition | undefined>)[path]?.signIn ?? false;
    return new ApiError({
      path,
      code,
      msg,
      data,
      // The refusal is worded by the client, in its language; other texts are the server's.
      message: code === NO_PERMISSION_CODE ? messages().noPermission : msg || messages().systemBusy,
      // A sign-in call has no session to end: its refusals are shown where the user signs in.
      unauthorized: !signIn && isUnauthorizedEnvelope({ code, msg }),
    });
  }

  /** Maps anything thrown while calling to one of the client's error classes. */
  function classify(error: unknown, path: string, signal: AbortSignal): ApiClientError {
    if (error instanceof ApiError || error instanceof NetworkError) return error;
    if (error instanceof TimeoutError || error instanceof CancelledError) return error;
    if (isKyTimeoutError(error)) return new TimeoutError(messages().timeout, path, timeoutMs, { cause: error });
    if (signal.aborted) return new CancelledError(messages().cancelled, path, { cause: error });
    if (isHTTPError(error)) {
      const envelope = readEnvelope(error.data);
      if (envelope && envelope.code !== 0) return toApiError(path, envelope.code, envelope.msg, envelope.data);
      return new NetworkError(messages().network, path, { cause: error, status: error.response.status });
    }
    if (isKyNetworkError(error)) return new NetworkError(messages().network, path, { cause: error });
    return new NetworkError(messages().network, path, { cause: error });
  }

  function report(error: ApiClientError, path: ApiPath, kind: ErrorContext['kind'], selfHandled: boolean): void {
    if (error instanceof CancelledError) return;
    if (error instanceof ApiError && error.unauthorized) {
      // Once per session: the first unauthorized answer is shown and ends the session; the rest are swallowed.
      if (unauthorizedFired) return;
      unauthorizedFired = true;
      if (!selfHandled) options.onError?.(error, { path, kind });
      options.onUnauthorized?.(error);
      return;
    }
    if (selfHandled) return;
    // A download that times out rejects with the timeout text but is not toasted (spec section 8).
    if (kind === 'download' && error instanceof TimeoutError) return;
    options.onError?.(error as ReportedError, { path, kind });
  }

  function call(path: ApiPath, params: Params | undefined, callOptions: CallOptions = {}): Promise<unknown> {
    const definition = (endpoints as Record<string, EndpointDefinition | undefined>)[path];
    if (!definition) return Promise.reject(new TypeError(`Unknown endpoint: ${path}`));
    const kind: ErrorContext['kind'] = definition.response === 'binary' ? 'download' : 'request';
    const selfHandled = callOptions.selfHandled ?? definition.selfHandled;

    const auth = options.getAuth();
    const headers: Record<string, string> = {
      brandId:
        auth.brandId === undefined || auth.brandId === null || auth.brandId === ''
          ? DEFAULT_BRAND_ID
          : String(auth.brandId),
      'Cache-Control': 'no-cache',
      Accept: 'application/json, text/plain, */*',
    };
    if (auth.token) headers.token = auth.token;
    if (auth.userId !== undefined && auth.userId !== null && auth.userId !== '') headers.userId = String(auth.userId);

    let url: string;
    let rest: Params | undefined;
    try {
      ({ path: url, rest } = fillPathParams(path, params));
    } catch (error) {
      return Promise.reject(error);
    }

    const canShare =
      (callOptions.dedupe ?? true) &&
      definition.dedupe &&
      !whitelist.has(path) &&
      definition.encoding !== 'multipart' &&
      !isIncomparable(rest);
    const key = canShare
      ? requestKey({
          method: definition.method,
          url,
          params: canonicalize(rest),
          identity: [headers.brandId ?? '', headers.token ?? '', headers.userId ?? ''],
          selfHandled,
        })
      : undefined;

    const start = async (signal: AbortSignal): Promise<unknown> => {
      try {
        const body =
          definition.method === 'GET'
            ? { searchParams: toSearchParams(rest) }
            : definition.encoding === 'json'
              ? { json: rest ?? {} }
              : definition.encoding === 'multipart'
                ? { body: toFormData(rest) }
                : { body: toSearchParams(rest) };
        const pending = http(url, {
          method: definition.method,
          headers,
          signal,
          ...(callOptions.keepalive ? { keepalive: true } : {}),
          ...body,
        });
        if (definition.response === 'binary') return await readDownload(path, url, pending);
        const [text] = await Promise.all([pending.text(), pending]);
        return unwrap(path, text);
      } catch (error) {
        const classified = classify(error, path, signal);
        report(classified, path, kind, selfHandled);
        throw classified;
      }
    };

    return registry.run(key, start, callOptions.signal, () => new CancelledError(messages().cancelled, path));
  }

  function unwrap(path: string, text: string): unknown {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new NetworkError(messages().network, path, { cause: error });
    }
    const envelope = readEnvelope(parsed);
    if (!envelope) throw new NetworkError(messages().network, path);
    if (envelope.code !== 0) throw toApiError(path, envelope.code, envelope.msg, envelope.data);
    return envelope.data;
  }

  async function readDownload(path: string, url: string, pending: ReturnType<typeof http>): Promise<DownloadedFile> {
    const [blob, response] = await Promise.all([pending.blob(), pending]);
    const contentType = response.headers.get('content-type') ?? '';
    if (jsonContentType.test(contentType)) {
      // A JSON body on a download is a failure carrying the server's msg.
      let envelope;
      try {
        envelope = readEnvelope(JSON.parse(await blob.text()));
      } catch {
        envelope = undefined;
      }
      const code = envelope && envelope.code !== 0 ? envelope.code : -1;
      const msg = envelope?.msg || messages().downloadFailed;
      throw toApiError(path, code, msg, envelope?.data);
    }
    const fallback = decodeURIComponent(url.split('/').pop() ?? '') || 'download';
    const raw = parseContentDisposition(response.headers.get('content-disposition')) ?? fallback;
    return { blob, fileName: sanitizeFileName(raw) };
  }

  return {
    request: ((path: JsonPath, params?: Params, callOptions?: CallOptions) =>
      call(path, params, callOptions)) as ApiClient['request'],
    download: ((path: BinaryPath, params?: Params, callOptions?: CallOptions) =>
      call(path, params, callOptions)) as ApiClient['download'],
    resetUnauthorized() {
      unauthorizedFired = false;
    },
    get inFlight() {
      return registry.size;
    },
  };
}
