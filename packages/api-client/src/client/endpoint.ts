/** HTTP methods the console's server uses. */
export type HttpMethod = 'GET' | 'POST';
/** How a call's parameters travel: form-urlencoded body (default), JSON body, or multipart body. GET always uses the query string. */
export type BodyEncoding = 'form' | 'json' | 'multipart';
/** What a call resolves to: the envelope's `data` (`json`) or a file (`binary`). */
export type ResponseKind = 'json' | 'binary';

/** Phantom key carrying the response type; never present at runtime. */
declare const responseType: unique symbol;

/** Runtime description of one endpoint, plus its response type (phantom). */
export interface EndpointDefinition<Res = unknown, Kind extends ResponseKind = ResponseKind> {
  /** @default 'POST' */
  readonly method: HttpMethod;
  /** @default 'form' */
  readonly encoding: BodyEncoding;
  /** @default 'json' */
  readonly response: Kind;
  /** The caller shows its own error: failures never reach `onError` (spec section 8). */
  readonly selfHandled: boolean;
  /** False for the whitelist: identical calls in flight together still each go out. */
  readonly dedupe: boolean;
  /**
   * A sign-in call, made before there is a session: its refusals (even code 403 or 200002) are
   * ordinary errors for the sign-in page to show, and never force a re-login.
   */
  readonly signIn: boolean;
  /** Phantom: the resolved `data` type. */
  readonly [responseType]?: Res;
}

/** Options accepted by {@link endpoint} and {@link binaryEndpoint}. */
export interface EndpointMeta {
  method?: HttpMethod;
  encoding?: BodyEncoding;
  selfHandled?: boolean;
  dedupe?: boolean;
  signIn?: boolean;
}

/** A file returned by a binary endpoint. */
export interface DownloadedFile {
  /** The file's content. */
  blob: Blob;
  /** Safe file name: Chinese characters, Latin letters and digits, plus a sanitized extension. */
  fileName: string;
}

/** Declares a JSON endpoint whose envelope `data` is `Res` (POST + form unless `meta` says otherwise). */
export function endpoint<Res>(meta: EndpointMeta = {}): EndpointDefinition<Res, 'json'> {
  return {
    method: meta.method ?? 'POST',
    encoding: meta.encoding ?? 'form',
    response: 'json',
    selfHandled: meta.selfHandled ?? false,
    dedupe: meta.dedupe ?? true,
    signIn: meta.signIn ?? false,
  };
}

/** Declares an endpoint answering with a file (Excel export, xlsx template). */
export function binaryEndpoint(meta: EndpointMeta = {}): EndpointDefinition<DownloadedFile, 'binary'> {
  return {
    method: meta.method ?? 'POST',
    encoding: meta.encoding ?? 'form',
    response: 'binary',
    selfHandled: meta.selfHandled ?? false,
    dedupe: meta.dedupe ?? true,
    signIn: meta.signIn ?? false,
  };
}

/** The response type an endpoint definition carries. */
export type ResponseOfDefinition<D> = D extends { readonly [responseType]?: infer Res } ? Res : never;

/** A map from path (relative to the `/api` base) to endpoint definition. */
export type EndpointMap = Record<string, EndpointDefinition>;
