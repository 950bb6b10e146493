#!/usr/bin/env node
// Opens every page of a built Storybook in headless Chromium (run after `pnpm build-storybook`):
// each docs page (`/iframe.html?id=<id>&viewMode=docs`, with the story iframes it embeds) and each
// story alone (`viewMode=story`), and fails when
//   - a docs page ends with its document's colour scheme or language not the toolbar's default (a
//     Dark or English story on the page set `data-bc-theme` / `lang` on the whole document, so the
//     page's other stories render in it while the toolbar still says Light);
//   - a docs page shows a story in its own colour scheme inline (on a scoped wrapper) while the
//     story portals content to <body>, which then shows in the page's scheme (give it an iframe);
//   - a docs page has a modal open in its own document once rendering settles (a dialog opened on
//     load lies over the page and hides its props table; such stories belong in their own iframe);
//   - a story fails: its play function threw, errors went unhandled while it played, the story threw
//     while rendering, or Storybook showed its error display; in docs view (inline stories and the
//     story iframes a docs page embeds) and in story view. Uncaught page errors and console errors
//     count too.
// How failures are seen: Storybook's preview reports each render on its channel
// (`globalThis.__STORYBOOK_ADDONS_CHANNEL__`). A failed play emits `playFunctionThrewException` and
// moves the render to the phase `errored` (the play's exception is otherwise only logged: the test
// addon sets `throwPlayFunctionExceptions: false`); a render that throws emits
// `storyThrewException`; every render ends with `storyFinished` (status `success` or `error`).
// An init script records those events in every frame before Storybook's own code runs.
// Each stories file is one job: its docs page loaded afresh, then its stories switched in as the
// Storybook UI does (`setCurrentStory`); a page with a problem is checked again afresh, and that
// result counts. A page that stops answering (90 s) is checked once more in a new page, and that
// result counts; the whole check gives up after 30 minutes rather than hang. The docs pages alone
// take about 4 to 5 minutes on two cores, two at a time (`pnpm test docs-pages`).
// Usage: node scripts/check-docs-pages.mjs [storybook-static] [--concurrency 3] [--filter text]
//   --filter keeps only entries whose id contains the text; --docs / --stories check only one kind;
//   --verbose prints each page's time.
/* global window, document, location, history -- `recorder` and `snapshot` run in the browser */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { chromium } from 'playwright';

const root = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(name);
  return at === -1 ? fallback : argv[at + 1];
};
const valued = new Set(['--concurrency', '--filter']);
const positional = argv.filter((a, i) => !a.startsWith('--') && !valued.has(argv[i - 1]));
const dir = resolve(root, positional[0] ?? 'storybook-static');
const concurrency = Math.max(1, Number(option('--concurrency', '3')) || 3);
const filter = option('--filter', '');
const kinds = argv.includes('--docs') ? ['docs'] : argv.includes('--stories') ? ['story'] : ['docs', 'story'];
const verbose = argv.includes('--verbose');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The toolbar's defaults (`initialGlobals` in .storybook/preview.tsx): light, and the document's own lang. */
const DEFAULT_THEME = 'light';
/** How long one page may take to settle before it counts as a problem. */
const PAGE_TIMEOUT = 45_000;
/** Rendering has settled once every frame has finished its renders and stayed so this long (ms;
 * a story's own `storyFinished` already waits for its play and animations). */
const QUIET = { docs: 300, story: 100 };

if (!existsSync(join(dir, 'index.json'))) {
  console.error(`No built Storybook at ${dir}: run \`pnpm build-storybook\` (or pass its directory).`);
  process.exit(2);
}
const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
/** The `lang` the preview's own document starts with (`<html lang>` of iframe.html). */
const defaultLang = /<html[^>]*\blang="([^"]*)"/.exec(readFileSync(join(dir, 'iframe.html'), 'utf8'))?.[1] ?? null;
const entries = Object.values(index.entries).filter(
  (e) => kinds.includes(e.type) && (!filter || e.id.includes(filter)),
);

// ── A static server for the build ───────────────────────────────────────────────────────────────
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

function serve(base) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    // Cacheable: the build does not change during a run, and the browser then keeps the preview's
    // scripts compiled (V8's code cache) across the hundreds of loads, instead of compiling them each time.
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'max-age=3600',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok(server));
  });
}

// ── What every frame records (runs before Storybook's code, in the page and in each iframe) ─────
function recorder() {
  // Stories skip the a11y addon's axe run (it runs in story view: a story's own document, or a story
  // iframe on a docs page): `pnpm test stories` checks accessibility, and axe would double this
  // check's time.
  const params = new URLSearchParams(location.search);
  if (location.pathname.endsWith('/iframe.html') && !params.has('globals')) {
    params.set('globals', 'a11y.manual:!true');
    history.replaceState(history.state, '', `${location.pathname}?${params}`);
  }
  const state = { events: [], phases: {}, docsRendered: false, played: false };
  /**
   * Resolves true once this frame's renders (of `storyId` if given; on a docs page, the page and its
   * inline stories) have all ended and stayed so for `quiet` ms, false after `ms`. Waiting here, not
   * by asking from Node every few ms, keeps the browser free for the stories.
   */
  state.settle = ({ storyId, docs, quiet, ms }) =>
    new Promise((resolve) => {
      const end = Date.now() + ms;
      let since = 0;
      const ended = (phase) => phase === 'finished' || phase === 'errored' || phase === 'aborted';
      const tick = () => {
        const phases = Object.entries(state.phases)
          .filter(([key]) => !storyId || key.startsWith(`${storyId}#`))
          .map(([, phase]) => phase);
        // A docs page: rendered, and each inline story block (`#story--<id>-inner`) has a render.
        const blocks = docs ? document.querySelectorAll('[id^="story--"][id$="-inner"]').length : 1;
        const done = (!docs || state.docsRendered) && phases.length >= blocks && phases.every(ended);
        if (done) {
          since ||= Date.now();
          if (Date.now() - since >= quiet) return resolve(true);
        } else since = 0;
        if (Date.now() > end) return resolve(false);
        setTimeout(tick, 20);
      };
      tick();
    });
  Object.defineProperty(window, '__docsCheck', { value: state });
  const errors = ['playFunctionThrewException', 'unhandledErrorsWhilePlaying', 'storyThrewException', 'storyErrored'];
  const listen = (channel) => {
    if (!channel || channel.__docsCheckListening) return;
    channel.__docsCheckListening = true;
    // Only this frame's own preview: a docs page's channel also hears its story iframes (postMessage).
    const own = (event) => event?.from === channel.sender;
    for (const name of [...errors, 'storyMissing', 'storyFinished']) {
      channel.on(name, function (payload) {
        if (!own(this)) return;
        const text = (p) => (p && typeof p === 'object' ? [p.name, p.message].filter(Boolean).join(': ') : String(p));
        state.events.push({
          name,
          storyId: payload?.storyId ?? null,
          status: payload?.status ?? null,
          failedReports: (payload?.reporters ?? []).filter((r) => r.status === 'failed').map((r) => r.type),
          message: Array.isArray(payload)
            ? payload.map(text).join('; ')
            : name === 'storyFinished'
              ? ''
              : text(payload),
        });
      });
    }
    channel.on('storyRenderPhaseChanged', function ({ newPhase, renderId, storyId }) {
      if (!own(this)) return;
      state.phases[`${storyId}#${renderId}`] = newPhase;
      if (newPhase === 'playing') state.played = true;
    });
    channel.on('docsRendered', function () {
      if (own(this)) state.docsRendered = true;
    });
  };
  let current;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set(next) {
      current = next;
      listen(next);
    },
  });
}

/** A frame's state once settled: its renders, what its recorder heard and what its document shows. */
function snapshot() {
  const state = window.__docsCheck;
  if (!state) return null;
  const phases = Object.values(state.phases);
  const ended = (p) => p === 'finished' || p === 'errored' || p === 'aborted';
  const body = document.body;
  const modal = [
    ...document.querySelectorAll(
      '[role="dialog"][aria-modal="true"], [role="alertdialog"], [data-component$=".Overlay"], [data-radix-dialog-overlay]',
    ),
  ].map((el) => {
    const name = el.getAttribute('aria-label') || el.querySelector('h1,h2,h3')?.textContent || '';
    return `${el.getAttribute('data-component') ?? el.getAttribute('role')}${name ? ` "${name.trim().slice(0, 60)}"` : ''}`;
  });
  // What a story portals to <body> and shows: the kit's dialogs, popovers, menus, tooltips.
  const storybook =
    '[id^="storybook-"], script, style, link, noscript, [class*="sb-"], [id^="sb-"], [data-radix-focus-guard]';
  const shows = (el) =>
    [el, ...el.querySelectorAll('*')].some((e) => {
      const box = e.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
  const kit = (el) => (el.matches('[data-component]') ? el : el.querySelector('[data-component]'));
  const portals = body
    ? [...body.children]
        .filter((el) => !el.matches(storybook) && kit(el) && shows(el))
        .map((el) => kit(el).getAttribute('data-component'))
    : [];
  // Docs: the inline stories shown in a scheme of their own (ThemeProvider `scoped`).
  const scopedStories = [...document.querySelectorAll('[data-component="ThemeProvider.Scope"]')]
    .map((el) => /^story--(.+?)(--primary)?-inner$/.exec(el.closest('[id^="story--"]')?.id ?? '')?.[1])
    .filter(Boolean);
  if (body?.hasAttribute('data-scroll-locked')) modal.push('scroll locked (body[data-scroll-locked])');
  if (body?.style.pointerEvents === 'none') modal.push('page inert (body pointer-events: none)');
  return {
    url: location.href,
    settled: phases.length > 0 && phases.every(ended),
    events: state.events,
    errorDisplay: body?.classList.contains('sb-show-errordisplay') ?? false,
    errorText: body?.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('.sb-errordisplay')?.textContent ?? '').trim().slice(0, 300)
      : '',
    theme: [document.documentElement.getAttribute('data-bc-theme'), body?.getAttribute('data-bc-theme') ?? null],
    lang: document.documentElement.getAttribute('lang'),
    modal,
    portals,
    scopedStories,
    played: state.played,
  };
}

/** Console errors that are no story's failure. */
const IGNORED_CONSOLE = [
  // A resource that does not load (some stories ask for a missing font on purpose, for the fallback).
  /^Failed to load resource/,
  // Storybook's own: a docs page opened on its own (as here, with no manager around it) keeps its
  // channel's outgoing events, and sends them when one of its story iframes first posts to it.
  // Serialising a kept action whose argument is a DOM event (ColorInput's `onBlur`, fired when the
  // Dark story's iframe took focus) walks into a story store that is not ready, whose getter throws.
  // The action is lost; no story fails.
  /^SB_PREVIEW_API_0011 \(StoryStoreAccessedBeforeInitializationError\)/,
];

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
/**
 * The most one page may take, whatever it does: `settle` bounds its own waits, but a renderer that
 * stops answering (a story stuck in a loop) never answers an evaluate, and the check must go on.
 */
const HARD_LIMIT = PAGE_TIMEOUT * 2;
/** `promise`, or a rejection once `ms` pass without it settling. */
function withDeadline(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000}s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
/** The terminal colour codes in expect's messages. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const short = (text) => String(text).replace(COLOURS, '').replace(/\s+/g, ' ').trim().slice(0, 240);

/** The frames of the page that run Storybook's preview, as snapshots (the page's own first). */
async function frameSnapshots(page) {
  const frames = page.frames().filter((frame) => frame.url().includes('/iframe.html'));
  const shots = await Promise.all(frames.map((frame) => frame.evaluate(snapshot).catch(() => null)));
  return shots.filter(Boolean);
}

/**
 * Waits until the page's renders have ended and stayed ended for QUIET ms: for a story, its render;
 * for a docs page, the page and its inline stories, then each story iframe it embeds (forced to
 * load: they load lazily, near the viewport), until no new iframe appears.
 */
async function settle(page, entry) {
  const deadline = Date.now() + PAGE_TIMEOUT;
  const left = () => Math.max(0, deadline - Date.now());
  // False too when the frame navigated meanwhile (an iframe leaving about:blank): asked again below.
  const wait = (frame, options) =>
    frame.evaluate((o) => window.__docsCheck?.settle(o) ?? false, { ...options, ms: left() }).catch(() => false);
  const timedOut = async () => {
    const shots = await frameSnapshots(page);
    const waiting = shots.filter((f) => !f.settled).map((f) => new URL(f.url).searchParams.get('id'));
    return { frames: shots, timedOut: `did not settle within ${PAGE_TIMEOUT / 1000}s (${waiting.join(', ')})` };
  };

  if (entry.type === 'story') {
    if (!(await wait(page.mainFrame(), { storyId: entry.id, quiet: QUIET.story }))) return timedOut();
    return { frames: await frameSnapshots(page) };
  }
  for (;;) {
    if (!(await wait(page.mainFrame(), { docs: true, quiet: QUIET.docs }))) return timedOut();
    const expected = await page.evaluate(() => {
      const frames = document.querySelectorAll('iframe[id^="iframe--"]');
      for (const frame of frames) frame.loading = 'eager';
      return frames.length;
    });
    const stories = () =>
      page.frames().filter((f) => f.parentFrame() === page.mainFrame() && f.url().includes('/iframe.html'));
    const frames = stories();
    const ready = frames.length === expected && (await Promise.all(frames.map((f) => wait(f, { quiet: QUIET.story }))));
    if (left() === 0) return timedOut();
    const now = stories();
    if (ready && ready.every(Boolean) && now.length === frames.length && now.every((f) => frames.includes(f))) break;
    await sleep(100);
  }
  return { frames: await frameSnapshots(page) };
}

/** Story id → what it portals to <body> at rest, in story view (stories without a play function). */
const portalsAtRest = new Map();
/** Docs page id → the inline stories it shows in their own colour scheme (wrapped, not the document). */
const scopedOnDocs = new Map();

/** The problems one settled entry shows. */
function problemsOf(entry, { frames, timedOut }, log) {
  const problems = [];
  const add = (kind, detail) => problems.push({ id: entry.id, view: entry.type, kind, detail: short(detail) });
  if (timedOut) add('timeout', timedOut);
  for (const frame of frames) {
    const where = frame === frames[0] ? '' : ` [iframe ${new URL(frame.url).searchParams.get('id')}]`;
    for (const event of frame.events) {
      if (event.name === 'playFunctionThrewException') add('play', `play function failed${where}: ${event.message}`);
      else if (event.name === 'unhandledErrorsWhilePlaying')
        add('play', `unhandled errors while playing${where}: ${event.message}`);
      else if (event.name === 'storyThrewException' || event.name === 'storyErrored')
        add('render', `story threw${where}: ${event.message}`);
      else if (event.name === 'storyMissing') add('render', `story missing${where}: ${event.message}`);
    }
    const explained = frame.events.some((e) => e.name !== 'storyFinished');
    for (const event of frame.events.filter((e) => e.name === 'storyFinished' && e.status === 'error')) {
      // A story's reporters (the a11y addon in story iframes: `a11y: { test: 'error' }`) failing.
      if (event.failedReports.length) add(event.failedReports.join('+'), `${event.storyId} failed its reports${where}`);
      else if (!explained) add('play', `story ${event.storyId} finished with status error${where}`);
    }
    if (frame.errorDisplay && !explained) add('render', `error display shown${where}: ${frame.errorText}`);
  }

  const [main] = frames;
  if (entry.type === 'story' && main && !main.played) portalsAtRest.set(entry.id, main.portals);
  if (entry.type === 'docs' && main) scopedOnDocs.set(entry.id, main.scopedStories);
  if (entry.type === 'docs' && main) {
    const [htmlTheme, bodyTheme] = main.theme;
    if ((htmlTheme !== null && htmlTheme !== DEFAULT_THEME) || (bodyTheme !== null && bodyTheme !== DEFAULT_THEME))
      add('theme', `document colour scheme is "${htmlTheme ?? bodyTheme}", toolbar default is "${DEFAULT_THEME}"`);
    if (main.lang !== defaultLang) add('locale', `document lang is "${main.lang}", expected "${defaultLang}"`);
    if (main.modal.length) add('modal', `open in the docs page: ${main.modal.join(', ')}`);
  }

  const reported = problems.some((p) => p.kind === 'play' || p.kind === 'render');
  for (const line of log) {
    if (line.kind === 'pageerror') add('pageerror', line.text);
    // A failed play is also logged by Storybook (console.error): report it once, as `play`.
    else if (!reported) add('console', line.text);
  }
  return problems;
}

/** Opens an entry in a fresh document and returns its problems. */
async function checkFresh(page, entry, origin, log) {
  log.length = 0;
  const view = entry.type === 'docs' ? 'docs' : 'story';
  await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${view}`, {
    waitUntil: 'load',
    timeout: PAGE_TIMEOUT,
  });
  return problemsOf(entry, await settle(page, entry), log);
}

/**
 * Shows another story in the page's preview, as the Storybook UI does when a story is picked in the
 * sidebar (`setCurrentStory` on the preview's channel): five times faster than loading the preview
 * again. The previous story is torn down by Storybook first.
 */
async function checkSwitched(page, entry, log) {
  log.length = 0;
  await page.evaluate(
    ({ storyId, viewMode }) => {
      const state = window.__docsCheck;
      state.events.length = 0;
      state.played = false;
      state.docsRendered = false;
      for (const key of Object.keys(state.phases)) delete state.phases[key];
      globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode });
    },
    { storyId: entry.id, viewMode: entry.type === 'docs' ? 'docs' : 'story' },
  );
  return problemsOf(entry, await settle(page, entry), log);
}

const started = Date.now();
/** The whole check's limit: past it, whatever still runs is abandoned and the check fails. */
const TOTAL_LIMIT = 30 * 60_000;
setTimeout(() => {
  console.error(`docs-pages: not done after ${TOTAL_LIMIT / 60_000} minutes (${checked} pages checked); giving up`);
  process.exit(1);
}, TOTAL_LIMIT).unref();
const server = await serve(dir);
const origin = `http://127.0.0.1:${server.address().port}`;
let browser;
const problems = [];
let checked = 0;
/** Time spent on each kind of page, summed over the workers (ms). */
const spent = { docs: 0, story: 0 };
try {
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  // Work comes in groups, one per stories file: its docs page, loaded afresh, then its stories shown
  // one after the other in the same preview. A page with a problem after another page is checked
  // again in a fresh document, and that result counts: every page is judged alone.
  const groups = new Map();
  for (const entry of entries) groups.set(entry.importPath, [...(groups.get(entry.importPath) ?? []), entry]);
  const queue = [...groups.values()].map((group) =>
    group.sort((a, b) => Number(b.type === 'docs') - Number(a.type === 'docs')),
  );
  const worker = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(recorder);
    const log = [];
    const listen = (p) => {
      p.on('pageerror', (error) => log.push({ kind: 'pageerror', text: `${error.name}: ${error.message}` }));
      p.on('console', (message) => {
        if (message.type() === 'error' && !IGNORED_CONSOLE.some((re) => re.test(message.text())))
          log.push({ kind: 'console', text: message.text() });
      });
      return p;
    };
    let page = listen(await context.newPage());
    try {
      for (let group = queue.shift(); group; group = queue.shift()) {
        let fresh = true;
        for (const entry of group) {
          const pageStarted = Date.now();
          const check = (first) => (first ? checkFresh(page, entry, origin, log) : checkSwitched(page, entry, log));
          /** A page that hung or failed to load is replaced, so what comes next starts clean. */
          const replacePage = async () => {
            await withDeadline(page.close(), 10_000, 'close').catch(() => undefined);
            page = listen(await context.newPage());
          };
          try {
            let found = await withDeadline(check(fresh), HARD_LIMIT, 'the page hung');
            if (found.length && !fresh) found = await withDeadline(check(true), HARD_LIMIT, 'the page hung');
            problems.push(...found);
            fresh = false;
          } catch (error) {
            // Checked once more in a new page (a renderer that stopped answering under load has been
            // seen to pass at once alone); that result counts.
            await replacePage();
            try {
              problems.push(...(await withDeadline(check(true), HARD_LIMIT, 'the page hung')));
              fresh = false;
            } catch (again) {
              problems.push({
                id: entry.id,
                view: entry.type,
                kind: 'timeout',
                detail: `${short(error.message)}; again: ${short(again.message)}`,
              });
              await replacePage();
              fresh = true;
            }
          }
          checked += 1;
          spent[entry.type] += Date.now() - pageStarted;
          if (verbose) console.error(`${entry.id} ${((Date.now() - pageStarted) / 1000).toFixed(1)}s`);
          else if (checked % 50 === 0)
            console.error(
              `… ${checked}/${entries.length} pages, ${((Date.now() - started) / 1000).toFixed(0)}s, ${problems.length} problems`,
            );
        }
      }
    } finally {
      await context.close().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
} finally {
  await browser?.close().catch(() => undefined);
  await new Promise((ok) => server.close(ok));
  server.closeAllConnections?.();
}

// A story in its own scheme on a docs page is wrapped; what it portals to <body> is not, and shows in
// the page's scheme (a dark story's open menu, light). Such a story needs its own iframe in docs.
for (const [docsId, storyIds] of scopedOnDocs) {
  for (const storyId of storyIds) {
    const portals = portalsAtRest.get(storyId) ?? [];
    if (portals.length)
      problems.push({
        id: docsId,
        view: 'docs',
        kind: 'theme',
        detail: `${storyId} is shown in its own colour scheme inline, but portals ${portals.join(', ')} to the page, which shows in the page's scheme: give it its own iframe in docs`,
      });
  }
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const docs = entries.filter((e) => e.type === 'docs').length;
const byKind = {};
for (const p of problems) byKind[p.kind] = (byKind[p.kind] ?? 0) + 1;
const pages = new Set(problems.map((p) => p.id)).size;
const busy = (ms) => `${Math.round(ms / 1000)}s`;
console.log(
  `Checked ${checked} pages (${docs} docs in ${busy(spent.docs)}, ${entries.length - docs} stories in ` +
    `${busy(spent.story)}, ${concurrency} at a time) in ${seconds}s: ` +
    (problems.length
      ? `${problems.length} problems on ${pages} pages (${Object.entries(byKind)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')})`
      : 'no problems'),
);
problems.sort((a, b) => a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
for (const p of problems) console.log(`  ✗ [${p.kind}] ${p.id} (${p.view}): ${p.detail}`);
process.exit(problems.length ? 1 : 0);
