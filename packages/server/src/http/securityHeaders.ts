/**
 * The server's response-header policy, in one place (issue 19, "Headers"; ADR 0006):
 * - the console's HTML: a Content-Security-Policy with a fresh nonce per answer, framing limited to
 *   the configured host origins, nosniff and a referrer policy;
 * - API answers: never cached unless the route says otherwise, nosniff;
 * - stored user files and exports: a sandboxing policy, nosniff, and a download for anything the
 *   console does not show inline (images, audio, video).
 */
import type { MiddlewareHandler } from 'hono';
import { randomBytes } from 'node:crypto';

/** Where a per-answer nonce goes in the prepared page (never a value a page could contain). */
const NONCE_SLOT = '\u0000bc-csp-nonce\u0000';

/** A fresh random nonce (128 bits, base64). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The console's policy. Scripts from the console's own files only (the built HTML has no inline
 * script). Style elements and sheets from the console's files, or `<style>` elements carrying this
 * answer's nonce (styled-components, the splash screen, Radix's scrollbar rules, react-remove-scroll).
 * Style attributes are allowed, and nothing else inline: ECharts writes its tooltips as HTML with
 * `style="…"` attributes (varying colours and sizes, so no hashes), which a stricter policy leaves
 * unstyled. An attribute can restyle the element it sits on but has no selectors to read the page
 * with, and every `url()` in it is still held to img-src and font-src. React, Radix, Konva and
 * styled-components set styles through the CSSOM (`element.style`), which CSP does not govern.
 * Images and media also from `data:`/`blob:` (previews of files being uploaded, canvas exports).
 */
export function contentSecurityPolicy(nonce: string, parentOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${parentOrigins.length > 0 ? parentOrigins.join(' ') : "'none'"}`,
  ].join('; ');
}

/** Headers of an HTML answer with `nonce`. */
export function pageHeaders(nonce: string, parentOrigins: readonly string[]): Record<string, string> {
  return {
    'content-type': 'text/html; charset=UTF-8',
    'content-security-policy': contentSecurityPolicy(nonce, parentOrigins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The HTML names its hashed bundles: always asked again, so a new build is picked up.
    'cache-control': 'no-cache',
    // Older browsers without frame-ancestors; with host origins, frame-ancestors alone decides.
    ...(parentOrigins.length === 0 ? { 'x-frame-options': 'DENY' } : {}),
  };
}

/**
 * Prepares the console's index.html for nonces: a `<meta property="csp-nonce">` first in the head
 * (read by styled-components, Vite's preload helper and the kit; the browser hides the attribute
 * from the DOM but keeps the `nonce` property) and the nonce on every `<style>` element.
 */
export function nonceTemplate(html: string): (nonce: string) => string {
  const template = html
    .replace(/<head(\s[^>]*)?>/i, (head) => `${head}\n    <meta property="csp-nonce" nonce="${NONCE_SLOT}" />`)
    .replace(/<style(?=[\s>])/gi, `<style nonce="${NONCE_SLOT}"`);
  if (!template.includes(NONCE_SLOT)) throw new Error('index.html has no <head>');
  return (nonce) => template.replaceAll(NONCE_SLOT, nonce);
}

/** Answers the console's page (already carrying its parent-origins tag) with a fresh nonce each time. */
export function consolePage(html: string, parentOrigins: readonly string[]): MiddlewareHandler {
  // Origins go into a header as they are: nothing that could end a source list or a directive.
  const unsafe = parentOrigins.find((origin) => !/^https?:\/\/[^\s;,'"/]+$/.test(origin));
  if (unsafe !== undefined) throw new Error(`not an origin: ${JSON.stringify(unsafe)}`);
  const render = nonceTemplate(html);
  return () => {
    const nonce = newNonce();
    return Promise.resolve(new Response(render(nonce), { headers: pageHeaders(nonce, parentOrigins) }));
  };
}

/** API answers: `no-store` unless the route chose its own caching, and nosniff. */
export const apiHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  c.res.headers.set('x-content-type-options', 'nosniff');
};

/** Types the console shows inline (previews in `<img>`, `<audio>`, `<video>`); the rest download. */
const INLINE_TYPE = /^(?:image\/(?:jpeg|png|gif|webp)|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

/**
 * Headers for a stored user file or export. Opened directly, it is a sandboxed document with no
 * script, no origin and nothing it may load; it is never sniffed into another type; and anything
 * but an image, audio or video is a download (SVG too: it can carry script). A subresource
 * (`<img>`, `<video>`, `fetch`, `FontFace`) ignores both the policy and the disposition.
 */
export function storedFileHeaders(contentType: string): Record<string, string> {
  const mime = contentType.split(';')[0]!.trim().toLowerCase();
  return {
    'content-type': contentType,
    'content-security-policy': "default-src 'none'; sandbox",
    'x-content-type-options': 'nosniff',
    'content-disposition': INLINE_TYPE.test(mime) ? 'inline' : 'attachment',
  };
}
