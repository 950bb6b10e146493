#!/usr/bin/env node
// The one test command (`pnpm test`): every check CI runs, stopping at the first failure.
// Run chosen steps with `pnpm test <step> [<step> …]` (for example `pnpm test stories`).
//
// The end-to-end step uses about half of a two-core machine (its time is the server and the page
// waiting on each other), so while it runs, the Storybook build and the checks on that build run
// beside it (`SIDE_LANE`): their output is kept in a file and printed when they finish, so the two
// never interleave. Together they take about as long as the e2e step alone.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const steps = [
  ['typecheck', 'pnpm', ['run', 'typecheck']],
  ['lint', 'pnpm', ['run', 'lint']],
  ['unit', 'pnpm', ['run', 'test:unit']],
  ['stories', 'pnpm', ['run', 'test:stories']],
  ['browser', 'pnpm', ['run', 'test:browser']],
  ['build', 'pnpm', ['run', 'build']],
  ['package', 'node', ['scripts/check-consumer-types.mjs']],
  ['e2e', 'pnpm', ['run', 'test:e2e']],
  ['storybook-build', 'pnpm', ['run', 'build-storybook', '--quiet']],
  ['docs', 'node', ['scripts/check-docs.mjs']],
  // Docs view only: every story alone already runs, play function and axe included, in the stories step.
  ['docs-pages', 'node', ['scripts/check-docs-pages.mjs', '--docs', '--concurrency', '2']],
  ['size', 'pnpm', ['run', 'size']],
];
/** Steps that run beside `e2e` when both are selected, in this order among themselves. */
const SIDE_LANE = ['storybook-build', 'docs', 'docs-pages'];

const only = process.argv.slice(2);
const selected = only.length ? steps.filter(([name]) => only.includes(name)) : steps;
if (only.length && selected.length !== only.length) {
  console.error(`Unknown step. Steps: ${steps.map(([n]) => n).join(', ')}`);
  process.exit(2);
}

const env = { ...process.env, FORCE_COLOR: '0' };
const timings = [];
const running = new Set();

/** Runs one step, its output to the terminal or to `outFd`; resolves with its exit status. */
function run([name, cmd, args], outFd) {
  const started = Date.now();
  const stdio = outFd === undefined ? 'inherit' : ['ignore', outFd, outFd];
  const child = spawn(cmd, args, { stdio, env, detached: true });
  running.add(child);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      timings.push(`${name} ${seconds}s`);
      resolve({ name, status: code ?? 1, signal, seconds });
    });
    child.on('error', (error) => {
      running.delete(child);
      resolve({ name, status: 1, signal: String(error), seconds: '0' });
    });
  });
}

function fail({ name, status, signal, seconds }) {
  console.error(`\n✗ ${name} failed (${signal ?? `exit ${status}`}) after ${seconds}s`);
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(status || 1);
}

/** Runs steps one after another, the first failure ending them; output as `run` takes it. */
async function chain(list, outFd, announce) {
  for (const step of list) {
    announce(step);
    const result = await run(step, outFd);
    if (result.status !== 0) return result;
  }
  return null;
}

// Steps run in their own process groups: an interrupted run takes them with it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });
}

const header = ([name, cmd, args]) => `\n━━ ${name} ━━ ${cmd} ${args.join(' ')}`;
const hasE2e = selected.some(([name]) => name === 'e2e');
const side = hasE2e ? selected.filter(([name]) => SIDE_LANE.includes(name)) : [];

for (const step of selected) {
  if (side.includes(step)) continue;
  if (step[0] === 'e2e' && side.length) {
    const dir = mkdtempSync(join(tmpdir(), 'bc-test-'));
    const logFile = join(dir, 'side.log');
    const fd = openSync(logFile, 'w');
    const names = side.map(([n]) => n).join(', ');
    console.log(`\n━━ beside e2e ━━ ${names} (their output is printed when they finish)`);
    // Whichever lane fails first ends the run (and the other lane) at once.
    const sideDone = chain(side, fd, (s) => writeSync(fd, `${header(s)}\n`)).then((result) => {
      closeSync(fd);
      console.log(`\n━━ output of ${names} (run beside e2e) ━━`);
      process.stdout.write(readFileSync(logFile, 'utf8'));
      rmSync(dir, { recursive: true, force: true });
      if (result) fail(result);
    });
    const mainDone = chain([step], undefined, (s) => console.log(header(s))).then((result) => {
      if (result) fail(result);
    });
    await Promise.all([mainDone, sideDone]);
    continue;
  }
  const result = await chain([step], undefined, (s) => console.log(header(s)));
  if (result) fail(result);
}
console.log(`\n✓ all checks passed: ${timings.join(', ')}`);
