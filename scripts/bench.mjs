#!/usr/bin/env node
// `pnpm bench`: runs each benchmark several times in headless Chromium and prints medians.
// Wall-clock figures depend on the machine, so they are reported here and never asserted in tests.
//   pnpm bench                 every benchmark, 3 runs each
//   pnpm bench --runs 5        more runs
//   pnpm bench datatable       only the benchmarks whose name contains "datatable"
//   pnpm bench materialgrid    only the MaterialGrid benchmark
//   pnpm bench covereditor     only the cover editor's stage (dragging on a canvas of 200 objects)
//   pnpm bench materials       the material library of the built console, against the server with 10,000 materials
//   pnpm bench console         page loads, sign-in and route switches of the built console; also runs console-signin and console-idle
//                              (with console-signin: click on 登录 to the library's first row, new JavaScript after the click)
//   pnpm bench console-signin --runs 7   only the sign-in figures, as issue 20 measures them
//   pnpm bench console-idle    main-thread work per minute with the task centre open (jobs running), heap after 50 kept-alive visits
//   pnpm bench template-render  the server's template render: ms of render per second of output
//   pnpm bench --url <address>           page-load figures of any running console (or any page)
//   pnpm bench --vs <address>            this console's login page and <address>, side by side, with ratios
// Budgets (bench/budgets.json) are checked after the medians: sizes and counts fail the run when
// over; times are only flagged.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each benchmark is a test file that writes its figures as JSON to `output`: component benchmarks
 * run in the `bench` project (real Chromium, React's production build, as users get it); `perf`
 * ones drive the production console against the reference server (built once first, as `build` says).
 */
const benchmarks = [
  {
    name: 'datatable-10k',
    title: 'DataTable, 10,000 rows (virtualised body)',
    file: 'packages/ui/src/DataTable/DataTable.perf.browser.test.tsx',
    output: 'packages/ui/.perf/datatable.json',
  },
  {
    name: 'listpage-10k',
    title: 'ListPage, 10,000 rows of every value type at once (virtualised table)',
    file: 'packages/ui/src/ListPage/ListPage.perf.browser.test.tsx',
    output: 'packages/ui/.perf/listpage.json',
  },
  {
    name: 'materialgrid-10k',
    title: 'MaterialGrid, 10,000 materials (virtualised rows of cards)',
    file: 'packages/ui/src/MaterialGrid/MaterialGrid.perf.browser.test.tsx',
    output: 'packages/ui/.perf/materialgrid.json',
  },
  {
    name: 'covereditor-drag-200',
    title: 'Cover editor stage, dragging one object on a 1080×1920 cover holding 200 objects (120 frames)',
    file: 'packages/ui/src/CoverEditor/stage/CoverStage.perf.browser.test.tsx',
    output: 'packages/ui/.perf/covereditor.json',
  },
  {
    name: 'materials-library-10k',
    title: 'Material library in the built console, 10,000 extra materials on the server (load seed)',
    project: 'perf',
    build: ['--filter', '@brand-console/console-app', '--filter', '@brand-console/server', 'run', 'build'],
    file: 'packages/console-app/e2e/materials.perf.ts',
    output: 'packages/console-app/.perf/materials.json',
  },
];

const CONSOLE_BUILD = ['--filter', '@brand-console/console-app', '--filter', '@brand-console/server', 'run', 'build'];
benchmarks.push({
  name: 'console',
  title: 'The built console against the reference server (page loads, sign-in, route switches)',
  project: 'perf',
  build: CONSOLE_BUILD,
  file: 'packages/console-app/e2e/console.perf.ts',
  output: 'packages/console-app/.perf/console.json',
});
benchmarks.push({
  name: 'console-signin',
  title:
    'Sign-in from the deep link /sumwhy_video/material_library (staff account): click on 登录 to the first table row, and the JavaScript fetched',
  project: 'perf',
  build: CONSOLE_BUILD,
  file: 'packages/console-app/e2e/signin.perf.ts',
  output: 'packages/console-app/.perf/signin.json',
});
benchmarks.push({
  name: 'console-idle',
  title:
    'The console at rest: main-thread work per minute with the task centre open and jobs in progress (CDP TaskDuration and ThreadTime), heap after 50 kept-alive page visits (after HeapProfiler.collectGarbage)',
  project: 'perf',
  build: CONSOLE_BUILD,
  file: 'packages/console-app/e2e/idle.perf.ts',
  output: 'packages/console-app/.perf/console-idle.json',
});

benchmarks.push({
  name: 'template-render',
  title:
    'Template render in the server (media engine): a 3-shot 6 s 9:16 template (720×1280, 30 fps) with text layers, a fade, narration and burned subtitles; ms of render per second of output',
  project: 'perf',
  file: 'packages/server/src/media/template.perf.ts',
  output: 'packages/server/.perf/template-render.json',
});

const args = process.argv.slice(2);
const valueOf = (flag) => {
  const i = args.indexOf(flag);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith('--')) {
    console.error(`${flag} takes an address`);
    process.exit(2);
  }
  return value;
};
const peerUrl = valueOf('--url');
const vsUrl = valueOf('--vs');
if (peerUrl && vsUrl) {
  console.error('Use --url or --vs, not both');
  process.exit(2);
}
for (const address of [peerUrl, vsUrl].filter(Boolean)) {
  try {
    if (!/^https?:$/.test(new URL(address).protocol)) throw new Error();
  } catch {
    console.error(`Not an http(s) address: ${address}`);
    process.exit(2);
  }
}
/** Environment for the page-load-only runs of `--url` and `--vs`. */
const pageLoadEnv = peerUrl
  ? { BENCH_URLS: JSON.stringify([{ label: 'url', url: peerUrl }]) }
  : vsUrl
    ? { BENCH_URLS: JSON.stringify([{ label: 'peer', url: vsUrl }]), BENCH_WITH_OWN: '1' }
    : null;
if (pageLoadEnv) {
  const only = benchmarks.find((b) => b.name === 'console');
  benchmarks.length = 0;
  benchmarks.push({
    ...only,
    name: 'pageload',
    title: peerUrl ? `Page load of ${peerUrl}` : `Page load: this console's login page vs ${vsUrl}`,
    build: peerUrl ? undefined : CONSOLE_BUILD,
    env: pageLoadEnv,
  });
}
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of at least 1');
  process.exit(2);
}
const filters = args.filter((a, i) => !a.startsWith('--') && !['--runs', '--url', '--vs'].includes(args[i - 1]));
const selected = benchmarks.filter((b) => !filters.length || filters.some((f) => b.name.includes(f)));
if (!selected.length) {
  console.error(`No benchmark matches. Benchmarks: ${benchmarks.map((b) => b.name).join(', ')}`);
  process.exit(2);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Flattens nested numeric figures to `a.b` keys. */
const flatten = (object, prefix = '') =>
  Object.entries(object).flatMap(([key, value]) =>
    typeof value === 'number'
      ? [[`${prefix}${key}`, value]]
      : value && typeof value === 'object'
        ? flatten(value, `${prefix}${key}.`)
        : [],
  );

const built = new Set();
const report = {};
for (const bench of selected) {
  if (bench.build && !built.has(bench.build.join(' '))) {
    built.add(bench.build.join(' '));
    const result = spawnSync('pnpm', bench.build, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) {
      console.error(`✗ ${bench.name}: the build failed`);
      process.exit(1);
    }
  }
  const samples = [];
  for (let run = 1; run <= runs; run += 1) {
    const output = join(root, bench.output);
    rmSync(output, { force: true });
    const result = spawnSync('pnpm', ['exec', 'vitest', 'run', '--project', bench.project ?? 'bench', bench.file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0', ...(bench.env ?? {}) },
    });
    if (result.status !== 0) {
      console.error(result.stdout, result.stderr);
      console.error(`✗ ${bench.name} failed on run ${run}`);
      process.exit(1);
    }
    samples.push(Object.fromEntries(flatten(JSON.parse(readFileSync(output, 'utf8')))));
    process.stderr.write(`  ${bench.name}: run ${run}/${runs} done\n`);
  }
  const keys = Object.keys(samples[0]);
  const medians = Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))]));
  report[bench.name] = { title: bench.title, runs, medians };
  console.log(`\n${bench.title}: medians of ${runs} runs`);
  const width = Math.max(...keys.map((k) => k.length));
  for (const key of keys) console.log(`  ${key.padEnd(width)}  ${medians[key]}`);
}

if (vsUrl && report.pageload) {
  // Side by side: every figure of this console, the other one, and their ratio (this / other).
  const m = report.pageload.medians;
  console.log(`\nThis console (login page) vs ${vsUrl}: ratio = this / other`);
  const keys = Object.keys(m)
    .filter((k) => k.startsWith('own.'))
    .map((k) => k.slice(4));
  const width = Math.max(...keys.map((k) => k.length));
  for (const key of keys) {
    const own = m[`own.${key}`];
    const peer = m[`peer.${key}`];
    const ratio = peer ? (own / peer).toFixed(2) : '—';
    console.log(`  ${key.padEnd(width)}  ${String(own).padStart(9)}  ${String(peer).padStart(9)}  ×${ratio}`);
  }
}

// Budgets: sizes and counts are enforced, times are flagged only (machines differ).
const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8'));
let over = 0;
const checked = [];
for (const [key, budget] of Object.entries(budgets.figures)) {
  const [name, ...rest] = key.split('.');
  const value = report[name]?.medians[rest.join('.')];
  if (value === undefined) continue;
  const ok = value <= budget.max;
  if (!ok && budget.enforce) over += 1;
  checked.push(
    `  ${ok ? '✓' : budget.enforce ? '✗' : '!'} ${key} ${value} (budget ${budget.max}${budget.enforce ? '' : ', reported only'})`,
  );
}
if (checked.length) console.log(`\nBudgets (bench/budgets.json):\n${checked.join('\n')}`);

mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(
  join(root, '.bench/latest.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), report }, null, 2)}\n`,
);
console.log('\nFigures written to .bench/latest.json');
if (over) {
  console.error(`✗ ${over} size or count budget(s) exceeded`);
  process.exit(1);
}
