/**
 * The page's Content-Security-Policy nonce, from `<meta property="csp-nonce" nonce="…">` (the
 * convention styled-components and Vite read too), for the `<style>` elements a library renders
 * itself (Radix Select's viewport); undefined without one.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}
