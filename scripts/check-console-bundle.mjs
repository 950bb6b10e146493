#!/usr/bin/env node
// Bundle budget of the built console (part of `pnpm size`, so `pnpm test` fails when it is over):
// the JavaScript the first page load fetches — the entry script and every module it preloads,
// as named in dist/index.html — gzip-compressed as the server sends it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
if (files.length === 0 || totalKB > limitKB) {
  console.error(
    files.length === 0 ? '✗ no scripts found in index.html' : `✗ over budget by ${(totalKB - limitKB).toFixed(1)} kB`,
  );
  process.exit(1);
}
