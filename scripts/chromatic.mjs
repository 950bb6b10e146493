#!/usr/bin/env node
// Publishes Storybook to Chromatic for visual review. Needs CHROMATIC_PROJECT_TOKEN and
// network access to Chromatic's service; never run from tests or CI (see README).
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('chromatic: set CHROMATIC_PROJECT_TOKEN (Chromatic project settings) to publish Storybook.');
  process.exit(1);
}
if (process.env.CI) {
  console.error('chromatic: not run in CI here; its cloud service cannot be reached from this network.');
  process.exit(1);
}
const build = spawnSync('pnpm', ['run', 'build-storybook'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// `timeout` guards against the CLI hanging when the service is unreachable.
const result = spawnSync(
  'timeout',
  [
    '600',
    'pnpm',
    'exec',
    'chromatic',
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
