#!/usr/bin/env node
// `pnpm bench`: runs each benchmark several times in headless Chromium and prints medians.
// Wall-clock figures depend on the machine, so they are reported here and never asserted in tests.
//   pnpm bench                 every benchmark, 3 runs each
//   pnpm bench --runs 5        more runs
//   pnpm bench datatable       only the benchmarks whose name contains "datatable"
//   pnpm bench materialgrid    only the MaterialGrid benchmark
//   pnpm bench covereditor     only the cover editor's stage (dragging on a canvas of 200 objects)
//   pnpm bench materials       the material library of the built console, against the server with 10,000 materials
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each benchmark is a test file that writes its figures as JSON to `output`: component benchmarks
 * run in the `browser` project; `perf` ones drive the production console against the reference
 * server (built once first, as `build` says).
 */
const benchmarks = [
  {
    name: 'datatable-10k',
    title: 'DataTable, 10,000 rows (virtualised body)',
    file: 'packages/ui/src/DataTable/DataTable.perf.browser.test.tsx',
    output: 'packages/ui/.perf/datatable.json',
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

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of at least 1');
  process.exit(2);
}
const filters = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs');
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
    const result = spawnSync('pnpm', ['exec', 'vitest', 'run', '--project', bench.project ?? 'browser', bench.file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0' },
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

mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(
  join(root, '.bench/latest.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), report }, null, 2)}\n`,
);
console.log('\nFigures written to .bench/latest.json');
