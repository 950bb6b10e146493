/**
 * Set-up for the server's Content-Security-Policy, imported first by the entry so it runs before
 * any library injects a style or parses a schema.
 *
 * - A `<style>` element applies only with the page's per-answer nonce. The server writes it on
 *   `<meta property="csp-nonce" nonce="…">`, where styled-components, Vite's preload helper and the
 *   kit read it; react-remove-scroll (behind Radix dialogs, drawers and menus) reads the
 *   `__webpack_nonce__` global instead, set here.
 * - zod probes for `new Function` (to compile object parsers) the first time it parses an object;
 *   the policy refuses it, and Chromium reports the refusal although zod catches it. `jitless` (what
 *   `z.config({ jitless: true })` sets, on the configuration zod keeps on `globalThis`) skips the
 *   probe; the console parses small forms, so the compiled fast path is not missed.
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;

const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig ??= {};
zodConfig.__zod_globalConfig.jitless = true;
