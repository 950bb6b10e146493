#!/usr/bin/env node
// The one test command (`pnpm test`): every check CI runs, in order, stopping at the first failure.
// Run a single step with `pnpm test <step>` (for example `pnpm test stories`).
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'pnpm', ['run', 'typecheck']],
  ['lint', 'pnpm', ['run', 'lint']],
  ['unit', 'pnpm', ['run', 'test:unit']],
  ['stories', 'pnpm', ['run', 'test:stories']],
  ['browser', 'pnpm', ['run', 'test:browser']],
  ['build', 'pnpm', ['run', 'build']],
  ['package', 'node', ['scripts/check-consumer-types.mjs']],
  ['e2e', 'pnpm', ['run', 'test:e2e']],
  ['size', 'pnpm', ['run', 'size']],
  ['storybook-build', 'pnpm', ['run', 'build-storybook', '--quiet']],
  ['docs', 'node', ['scripts/check-docs.mjs']],
  ['docs-pages', 'node', ['scripts/check-docs-pages.mjs']],
];

const only = process.argv.slice(2);
const selected = only.length ? steps.filter(([name]) => only.includes(name)) : steps;
if (only.length && selected.length !== only.length) {
  console.error(`Unknown step. Steps: ${steps.map(([n]) => n).join(', ')}`);
  process.exit(2);
}

const timings = [];
for (const [name, cmd, args] of selected) {
  console.log(`\n━━ ${name} ━━ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const { status, signal } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name} ${seconds}s`);
  if (status !== 0) {
    console.error(`\n✗ ${name} failed (${signal ?? `exit ${status}`}) after ${seconds}s`);
    process.exit(status || 1);
  }
}
console.log(`\n✓ all checks passed: ${timings.join(', ')}`);
