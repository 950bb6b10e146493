/**
 * The postMessage bridge with a host frame (mpmw, hwork). Messages are accepted only from the
 * exact origins configured for the build and only from `window.parent`; messages are sent to an
 * explicit origin, never `*`.
 */
export interface BridgeMessage {
  type: 'bc:need-login' | 'bc:route' | 'bc:token';
  path?: string;
  token?: string;
}

/** Host origins allowed to embed the console, from the build (`VITE_BC_PARENT_ORIGINS`, comma-separated). */
export function allowedParentOrigins(): string[] {
  const configured = (import.meta.env?.VITE_BC_PARENT_ORIGINS as string | undefined) ?? '';
  return configured
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** The parent's origin when it is one of the allowed ones (read from the referrer), else null. */
export function parentOrigin(allowed = allowedParentOrigins()): string | null {
  if (globalThis.window === undefined || window.parent === window) return null;
  try {
    const origin = document.referrer ? new URL(document.referrer).origin : '';
    return allowed.includes(origin) ? origin : null;
  } catch {
    return null;
  }
}

function post(message: BridgeMessage) {
  const origin = parentOrigin();
  if (origin) window.parent.postMessage(message, origin);
}

/** Spec section 2: inside the embedded frame with no token, ask the parent to log in. */
export function askParentToLogin() {
  post({ type: 'bc:need-login' });
}

/** Keep the host's address bar in step (detail and edit pages are skipped by the caller). */
export function syncParentRoute(path: string) {
  post({ type: 'bc:route', path });
}

/** Accepts a host message only from `window.parent` at an allowed origin and of a known shape. */
export function readHostMessage(event: MessageEvent, allowed = allowedParentOrigins()): BridgeMessage | null {
  if (event.source !== window.parent || window.parent === window) return null;
  if (!allowed.includes(event.origin)) return null;
  const data = event.data as unknown;
  if (typeof data !== 'object' || data === null) return null;
  const { type, token } = data as { type?: unknown; token?: unknown };
  if (type === 'bc:token' && typeof token === 'string' && /^[\w-]{16,128}$/.test(token)) return { type, token };
  return null;
}
