#!/usr/bin/env node
// Bundle budget of the built console (part of `pnpm size`, so `pnpm test` fails when it is over):
// the JavaScript the first page load fetches — the entry script and every module it preloads,
// as named in dist/index.html — gzip-compressed as the server sends it.
//
// `--by-source` also prints what those scripts are made of: their uncompressed bytes by npm
// package or source folder, read from the build's source maps.
//
// Then what the login page loads while idle (app/signIn.tsx): the router with the route table
// (app/fullApp.tsx) and the signed-in shell, their chunks and everything they import beyond the
// entry, against `console.shellJsGzipKB`.
//
// Then every page of every feature (each a lazy chunk of src/features/): the JavaScript opening it
// adds on top of what the router and the signed-in shell already loaded (the router alone for the
// sign-in and personal pages) (after sign-in, the JavaScript a list page
// still fetches: issue 20 asks at most 60 kB) — its chunk and the chunks it imports,
// less the entry's and the shell's — gzip, against the per-route budget in bench/budgets.json
// (`routes.default`, or an entry for the page's source path). A heavy page fails here instead of
// slowing every page.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'packages/console-app/dist');
const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8')).bundles;
const limitKB = budgets['console.entryJsGzipKB'];

if (!existsSync(join(dist, 'index.html'))) {
  console.error(
    'console bundle: packages/console-app/dist is missing; run pnpm --filter @brand-console/console-app build',
  );
  process.exit(1);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [
  ...new Set(
    [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map(
      (m) => m[1],
    ),
  ),
];
const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }));
const totalKB = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
console.log(
  `console bundle: ${files.length} scripts on first load, ${totalKB.toFixed(1)} kB gzip (budget ${limitKB} kB, bench/budgets.json)`,
);
for (const s of sizes) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} kB  ${s.file}`);
if (process.argv.includes('--by-source')) await printBySource(files);
let failed = false;
if (files.length === 0 || totalKB > limitKB) {
  console.error(
    files.length === 0 ? '✗ no scripts found in index.html' : `✗ over budget by ${(totalKB - limitKB).toFixed(1)} kB`,
  );
  failed = true;
}
if (!checkRoutes(new Set(files))) failed = true;
if (failed) process.exit(1);

/** Each feature page's own first-load JavaScript (beyond the entry and the signed-in shell), against its budget. */
function checkRoutes(entryFiles) {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error('✗ dist/.vite/manifest.json is missing (vite build.manifest must be on)');
    return false;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const routeBudgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8')).routes;
  /** Every chunk file a manifest entry loads before it runs: itself and its static imports, transitively. */
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const shellKey = Object.keys(manifest).find((key) => key.endsWith('app/shell/ShellLayout.tsx'));
  const routerKey = Object.keys(manifest).find((key) => key.endsWith('app/fullApp.tsx'));
  const inRouter = new Set([...entryFiles, ...(routerKey ? closure(routerKey) : [])]);
  const inShell = new Set([...inRouter, ...(shellKey ? closure(shellKey) : [])]);
  const gzipOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
  const shellOnly = [...inShell].filter((file) => !entryFiles.has(file));
  const shellKB = shellOnly.reduce((sum, file) => sum + gzipOf(file), 0);
  const shellLimit = budgets['console.shellJsGzipKB'];
  const shellOver = !shellKey || !routerKey || shellKB > shellLimit;
  console.log(
    `\n${shellOver ? '✗' : ' '} router and signed-in shell, loaded while the login page is idle: ${shellOnly.length} scripts, ${shellKB.toFixed(1)} kB gzip (budget ${shellLimit} kB)`,
  );
  const pages = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /^src\/features\/.+Page\.tsx$/.test(key))
    .sort();
  const gzipKB = gzipOf;
  let ok = pages.length > 0 && !shellOver;
  console.log(
    `\nfeature pages: JavaScript added on first opening (gzip), beyond the entry (and the signed-in shell for its pages)`,
  );
  for (const key of pages) {
    // Sign-in and personal pages open outside the shell: the entry and the router are loaded before them.
    const loaded = key.startsWith('src/features/account/') ? inRouter : inShell;
    const own = [...closure(key)].filter((file) => !loaded.has(file));
    const kb = own.reduce((sum, file) => sum + gzipKB(file), 0);
    const page = key.replace(/^src\//, '').replace(/\.tsx?$/, '');
    const budget = routeBudgets?.[page] ?? routeBudgets?.default;
    const over = kb > budget;
    if (over) ok = false;
    console.log(
      `  ${over ? '✗' : ' '} ${kb.toFixed(1).padStart(7)} kB / ${String(budget).padStart(3)} kB  ${page} (${own.length} scripts)`,
    );
  }
  if (!ok)
    console.error(
      shellOver
        ? '✗ the router and signed-in shell are over their budget (or missing from the manifest)'
        : pages.length
          ? '✗ a feature page is over its budget'
          : '✗ no feature pages found in the manifest',
    );
  return ok;
}

/** Uncompressed bytes of the scripts by origin: each mapped segment runs to the next one. */
async function printBySource(scripts) {
  const { SourceMapConsumer } = (await import('source-map-js')).default;
  const bytes = new Map();
  for (const file of scripts) {
    const code = readFileSync(join(dist, file), 'utf8');
    // A chunk without a map (the bundler's own runtime) counts as a whole.
    if (!existsSync(join(dist, `${file}.map`))) {
      bytes.set('(bundler runtime)', (bytes.get('(bundler runtime)') ?? 0) + Buffer.byteLength(code));
      continue;
    }
    const lineStart = [0];
    for (let i = 0; i < code.length; i += 1) if (code[i] === '\n') lineStart.push(i + 1);
    const segments = [{ at: 0, source: '(unmapped)' }];
    new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'))).eachMapping((m) =>
      segments.push({ at: lineStart[m.generatedLine - 1] + m.generatedColumn, source: origin(file, m.source) }),
    );
    segments.sort((a, b) => a.at - b.at);
    segments.forEach((segment, i) => {
      const length = Buffer.byteLength(code.slice(segment.at, segments[i + 1]?.at ?? code.length));
      bytes.set(segment.source, (bytes.get(segment.source) ?? 0) + length);
    });
  }
  const total = [...bytes.values()].reduce((sum, n) => sum + n, 0);
  console.log(`\nby source, uncompressed (${(total / 1024).toFixed(1)} kB in all):`);
  for (const [source, n] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(
      `  ${(n / 1024).toFixed(1).padStart(7)} kB  ${((100 * n) / total).toFixed(1).padStart(4)} %  ${source}`,
    );
  }
}

/** `npm:react-dom`, `ui/Button`, `api-client/client`, `app/session`… */
function origin(file, mapped) {
  if (!mapped) return '(unmapped)';
  const source = resolve(dist, dirname(file), mapped);
  const npm = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (npm) return `npm:${npm[1]}`;
  const own = source.match(/packages\/(ui|api-client|console-app)\/src\/([^/.]+)/);
  if (own) return `${own[1] === 'console-app' ? 'app' : own[1]}/${own[2]}`;
  return source;
}
