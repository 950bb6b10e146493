/**
 * The postMessage bridge with a host frame (mpmw, hwork). Messages are accepted only from
 * `window.parent` at one of the exact origins configured for the deployment, and only in the
 * shapes below; messages are sent to that explicit origin, never `*`.
 *
 * The allowed origins come from `<meta name="bc-parent-origins" content="https://a,https://b">`
 * (the reference server writes it from `BC_PARENT_ORIGINS`), or from `VITE_BC_PARENT_ORIGINS`
 * at build time.
 */

/** Console → host. */
export type OutgoingMessage = { type: 'bc:need-login' } | { type: 'bc:route'; path: string };

/** Host → console: the host signed the user in and hands over the session. */
export interface TokenMessage {
  type: 'bc:token';
  token: string;
  userId: number;
  brandId?: number;
}

const split = (text: string | null | undefined) =>
  (text ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

/** Host origins allowed to embed the console. */
export function allowedParentOrigins(doc: Document | undefined = globalThis.document): string[] {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[name="bc-parent-origins"]')?.content;
  const built = (import.meta.env?.VITE_BC_PARENT_ORIGINS as string | undefined) ?? '';
  return [...new Set([...split(meta), ...split(built)])];
}

/** The embedding page's origin, when the console is framed by one of the allowed origins; else null. */
export function parentOrigin(allowed = allowedParentOrigins()): string | null {
  if (globalThis.window === undefined || window.parent === window) return null;
  // Chromium and Safari tell the real ancestor; the referrer is the fallback elsewhere.
  const ancestors = window.location.ancestorOrigins;
  let origin = ancestors && ancestors.length > 0 ? ancestors[0]! : '';
  if (!origin) {
    try {
      origin = document.referrer ? new URL(document.referrer).origin : '';
    } catch {
      origin = '';
    }
  }
  return allowed.includes(origin) ? origin : null;
}

function post(message: OutgoingMessage) {
  const origin = parentOrigin();
  if (origin) window.parent.postMessage(message, origin);
}

/** Spec section 2: inside the embedded frame with no token, ask the parent to log in. */
export function askParentToLogin() {
  post({ type: 'bc:need-login' });
}

/** Keeps the host's address in step (the caller skips detail and edit pages). */
export function syncParentRoute(path: string) {
  post({ type: 'bc:route', path });
}

const positiveInt = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** A host message, accepted only from `window.parent` at an allowed origin and of a known shape; else null. */
export function readHostMessage(event: MessageEvent, allowed = allowedParentOrigins()): TokenMessage | null {
  if (globalThis.window === undefined || window.parent === window || event.source !== window.parent) return null;
  if (!allowed.includes(event.origin)) return null;
  const data = event.data as unknown;
  if (typeof data !== 'object' || data === null) return null;
  const { type, token, userId, brandId } = data as Record<string, unknown>;
  if (type !== 'bc:token' || typeof token !== 'string' || !/^[\w-]{16,128}$/.test(token) || !positiveInt(userId))
    return null;
  if (brandId !== undefined && !positiveInt(brandId)) return null;
  return { type, token, userId, ...(brandId !== undefined ? { brandId } : {}) };
}
