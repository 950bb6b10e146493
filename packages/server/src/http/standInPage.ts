import type { Context } from 'hono';

/**
 * The small HTML pages the reference server serves itself, outside the console: the stand-in
 * identity provider's and the simulated platforms' consent pages, the platforms' callback page,
 * the simulated WeChat third-party platform and shop backend. One scaffold (document, base style,
 * a card), one way to escape text, one set of headers: no script runs on these pages, styles
 * carry a per-response nonce, and nothing may frame them.
 */

/** Text into HTML text or a quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page's language: English when the browser asks for it first, else Chinese. */
export const prefersEnglish = (c: Context) => (c.req.header('accept-language') ?? '').toLowerCase().startsWith('en');

const BASE_STYLE = `body{font:14px/1.6 system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f4f6fa;color:#1f2329;margin:0}
main{max-width:var(--width,420px);margin:56px auto;background:#fff;border-radius:8px;padding:24px 28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px;color:var(--accent,#1f2329)}p{color:#4e5969;margin:0 0 16px}
fieldset{border:0;padding:0;margin:0 0 16px}legend{font-weight:600;padding:0}label{display:flex;gap:8px;align-items:center;padding:4px 0}
img{border-radius:50%}small{color:#4e5969}.actions{display:flex;gap:12px}
button{font:inherit;padding:6px 16px;border-radius:4px;border:1px solid #c9cdd4;background:#fff;cursor:pointer}
button[value=allow]{background:#1f5bd8;border-color:#1f5bd8;color:#fff}
button:focus-visible,input:focus-visible,a:focus-visible{outline:2px solid #1f5bd8;outline-offset:2px}`;

export interface StandInPage {
  english: boolean;
  /** The document's title and the card's heading (text). */
  title: string;
  /** The style nonce of this response (`newNonce()`), also passed to `standInHeaders`. */
  nonce: string;
  /** Markup under the heading; every text in it already escaped. */
  body: string;
  /** Heading colour (a CSS colour). */
  accent?: string;
  /** Card width in pixels (420 unless said). */
  width?: number;
  /** Extra rules after the base style. */
  css?: string;
}

/** A whole page: the document, the base style and one card with the heading and `body`. */
export function standInHtml(page: StandInPage): string {
  const vars = [page.accent && `--accent:${page.accent}`, page.width && `--width:${page.width}px`].filter(Boolean);
  return `<!doctype html>
<html lang="${page.english ? 'en' : 'zh-CN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style nonce="${page.nonce}">
${BASE_STYLE}${vars.length ? `\n:root{${vars.join(';')}}` : ''}${page.css ? `\n${page.css}` : ''}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.body}
</main>
</body>
</html>`;
}

export interface ConsentForm {
  /** Where the form posts (a path on this server). */
  action: string;
  /** Hidden fields carried through the consent (state, redirect…), escaped here. */
  hidden: Record<string, string>;
  /** Groups of choices: a legend and its options' markup (escaped by the caller), or `empty` text. */
  groups: ReadonlyArray<{ legend: string; options: readonly string[]; empty?: string }>;
  allow: string;
  deny: string;
}

/** A consent form: hidden fields, groups of radio or checkbox choices, and allow / deny buttons. */
export function consentForm(form: ConsentForm): string {
  const canAllow = form.groups.every((group) => group.options.length > 0);
  const hidden = Object.entries(form.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const groups = form.groups
    .map(
      (group) => `<fieldset>
<legend>${escapeHtml(group.legend)}</legend>
${group.options.length ? group.options.join('\n') : `<p>${escapeHtml(group.empty ?? '')}</p>`}
</fieldset>`,
    )
    .join('\n');
  return `<form method="post" action="${escapeHtml(form.action)}">
${hidden}
${groups}
<div class="actions">
<button type="submit" name="decision" value="allow"${canAllow ? '' : ' disabled'}>${escapeHtml(form.allow)}</button>
<button type="submit" name="decision" value="deny" formnovalidate>${escapeHtml(form.deny)}</button>
</div>
</form>`;
}

/**
 * The headers of a stand-in page: not cached, not framed, styles only with the nonce, images only
 * from this server when `images`, forms posting only here and to `formTo` (Chromium holds the
 * redirect after a form's POST to form-action too).
 */
export function standInHeaders(nonce: string, options: { formTo?: string; images?: boolean } = {}) {
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    options.images ? "img-src 'self'" : null,
    options.formTo !== undefined ? `form-action 'self' ${options.formTo}`.trim() : null,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].filter(Boolean);
  return {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': csp.join('; '),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
  } as const;
}

/** Longest address or form field a stand-in page accepts. */
const MAX_FIELD = 2048;

/**
 * The console's callback `path` as `value` names it, when it is on this server's own origin (or a
 * loopback address, for a console served apart in development) with no query or fragment; else null.
 * A consent page sends its answer nowhere else.
 */
export function allowedCallback(value: string | undefined, requestUrl: string, path: string): URL | null {
  if (!value || value.length > MAX_FIELD) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const loopback = url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
  if (url.origin !== new URL(requestUrl).origin && !loopback) return null;
  if (url.pathname !== path || url.search || url.hash) return null;
  return url;
}

/** `redirect` with `query` added: a consent page's answer back to the console. */
export function withQuery(redirect: URL, query: Record<string, string>): string {
  const target = new URL(redirect);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  return target.toString();
}
