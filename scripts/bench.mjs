#!/usr/bin/env node
// `pnpm bench`: runs each benchmark several times in headless Chromium and prints medians.
// Wall-clock figures depend on the machine, so they are reported here and never asserted in tests.
//   pnpm bench                 every benchmark, 3 runs each
//   pnpm bench --runs 5        more runs
//   pnpm bench datatable       only the benchmarks whose name contains "datatable"
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Each benchmark is a browser test file that writes its figures as JSON to `output`. */
const benchmarks = [
  {
    name: 'datatable-10k',
    title: 'DataTable, 10,000 rows (virtualised body)',
    file: 'packages/ui/src/DataTable/DataTable.perf.browser.test.tsx',
    output: 'packages/ui/.perf/datatable.json',
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

const report = {};
for (const bench of selected) {
  const samples = [];
  for (let run = 1; run <= runs; run += 1) {
    const output = join(root, bench.output);
    rmSync(output, { force: true });
    const result = spawnSync('pnpm', ['exec', 'vitest', 'run', '--project', 'browser', bench.file], {
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
