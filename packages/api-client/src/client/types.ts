import type { z } from 'zod';
import type { Endpoints } from '../domains/endpoints';
import type { RequestSchemas } from '../schemas/requestSchemas';
import type { ResponseOfDefinition } from './endpoint';

/** Every endpoint path, relative to the `/api` base. */
export type ApiPath = keyof Endpoints & string;

/** Paths whose envelope `data` is the result. */
export type JsonPath = { [P in ApiPath]: Endpoints[P]['response'] extends 'json' ? P : never }[ApiPath];

/** Paths answering with a file. */
export type BinaryPath = { [P in ApiPath]: Endpoints[P]['response'] extends 'binary' ? P : never }[ApiPath];

/** The parameters of the call to `P` (the output type of its request schema). */
export type RequestOf<P extends ApiPath> = z.output<RequestSchemas[P]>;

/** What a call to `P` resolves to. */
export type ResponseOf<P extends ApiPath> = ResponseOfDefinition<Endpoints[P]>;

/** Path → { request; response }, for documentation and tooling. */
export type EndpointTypes = { [P in ApiPath]: { request: RequestOf<P>; response: ResponseOf<P> } };

/** Per-call options. */
export interface CallOptions {
  /** Aborting rejects this caller with `CancelledError` (silently). */
  signal?: AbortSignal;
  /** The caller shows its own error: failures skip `onError`. Defaults to the endpoint's flag. */
  selfHandled?: boolean;
  /** Always send this call, even when an identical one is in flight. @default true for non-whitelisted endpoints */
  dedupe?: boolean;
  /** Let the request outlive the page (fetch `keepalive`): for tracking a leave while the tab closes. */
  keepalive?: boolean;
}

/** Argument list of a call: parameters are optional when every field is. */
export type CallArgs<P extends ApiPath> =
  Record<never, never> extends RequestOf<P>
    ? [params?: RequestOf<P>, options?: CallOptions]
    : [params: RequestOf<P>, options?: CallOptions];
