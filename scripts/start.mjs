#!/usr/bin/env node
// `pnpm start`: builds what is needed and starts the reference server on its embedded defaults,
// serving the API under /api and, once the console app has been built, the console on the same
// port. The server prints its URL and the demo sign-in instructions.
// Settings come from the environment: PORT (5173), HOST (127.0.0.1), BC_DATA_DIR (.data).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (label, args, cwd = root) => {
  console.log(`start: ${label}`);
  const { status } = spawnSync('pnpm', args, { cwd, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};

const consoleApp = join(root, 'packages/console-app');
const consoleDir = join(consoleApp, 'dist');
if (existsSync(join(consoleApp, 'index.html'))) {
  run('building the console app', ['--filter', '@brand-console/console-app', 'run', 'build']);
} else {
  console.log('start: the console app has no UI to build yet; serving the API only');
}
run('building the server', ['--filter', '@brand-console/server', 'run', 'build']);

const server = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  // BC_SEED_MEDIA: the seeded finished videos are rendered once in the background (ADR 0029).
  env: { NODE_ENV: 'development', BC_CONSOLE_DIR: consoleDir, BC_SEED_MEDIA: '1', ...process.env },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
