import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readConfig, type ServerConfig } from './config';
import { createApiApp } from './http/app';
import { consolePage } from './http/securityHeaders';
import { startJobWorker } from './jobs/worker';
import { routes } from './routes';
import { DEMO_PASSWORD, seedUsers } from './seed/accounts';
import { renderSeededCreations } from './seed/synthesisMedia';
import { dataPaths, openServices } from './services';

export interface StartOptions extends Partial<ServerConfig> {
  /** Folder of the built console (index.html and assets). Served beside `/api` when present. */
  consoleDir?: string;
  /**
   * Origins of host pages allowed to embed the console (mpmw, hwork); written into index.html as
   * `<meta name="bc-parent-origins">` for the console's postMessage bridge. `BC_PARENT_ORIGINS`.
   */
  parentOrigins?: readonly string[];
  /** Development mode: SMS codes go to the log. @default true unless NODE_ENV is production */
  dev?: boolean;
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  /** Whether SMS codes are written to the log. */
  dev: boolean;
  server: ServerType;
  close: () => Promise<void>;
}

/** Starts the reference server: the API under `/api` and the built console on one port. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = { ...readConfig(), ...options };
  const log = options.log ?? ((line: string) => console.log(line));
  const dev = options.dev ?? process.env.NODE_ENV !== 'production';
  const services = await openServices({
    ...dataPaths(config.dataDir),
    dev,
    log,
    loadMaterials: config.loadMaterials,
    ssoProviderUrl: config.ssoProviderUrl,
  });
  const app = createApiApp(services, routes);
  const stopJobs = startJobWorker(services, config.jobStepMs);
  // The seeded finished videos' files, rendered once in the background (ADR 0029; `pnpm start` only).
  const seedMedia = new AbortController();
  const seedRenders = config.seedMedia
    ? renderSeededCreations(services, seedMedia.signal)
        .then((n) => {
          if (n > 0) log(`rendered ${n} seeded finished videos`);
        })
        .catch((error: unknown) => {
          if (!seedMedia.signal.aborted) log(`seed media: ${(error as Error).stack ?? String(error)}`);
        })
    : Promise.resolve();

  const consoleDir = options.consoleDir;
  if (consoleDir && existsSync(join(consoleDir, 'index.html'))) {
    const root = relative(process.cwd(), consoleDir) || '.';
    const parentOrigins = options.parentOrigins ?? [];
    // Every HTML answer: the parent-origins tag, a fresh CSP nonce and the page headers.
    const page = consolePage(
      withParentOrigins(readFileSync(join(consoleDir, 'index.html'), 'utf8'), parentOrigins),
      parentOrigins,
    );
    app.get('/', page);
    app.get('/index.html', page);
    // Vite's hashed bundles: compressed, and cached for good (a new build has new names).
    app.use('/assets/*', compress(), async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('/*', serveStatic({ root, onFound: (_, c) => c.header('X-Content-Type-Options', 'nosniff') }));
    // A bundle that is not there is a 404, never the page (which would then be cached as the bundle).
    app.get('/assets/*', (c) => c.json({ code: 404, msg: 'Not found' }, 404));
    // Client-side routes: every other GET answers the console's index.html.
    app.get('*', page);
  }

  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  if (services.seeded) log(`seeded demo data into ${config.dataDir}`);
  return {
    url,
    dev,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        stopJobs();
        seedMedia.abort();
        server.close(async () => {
          await seedRenders;
          // A render cut short here starts again at the next start (jobs/renders.ts).
          void services.renders.stop().finally(() => {
            services.close();
            resolve();
          });
        });
      }),
  };
}

/** Only well-formed http(s) origins, no paths: anything else is dropped. */
export function parseOrigins(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => {
      try {
        const url = new URL(o);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === o;
      } catch {
        return false;
      }
    });
}

/** Writes the allowed host origins into the console's index.html (escaped; origins are validated). */
export function withParentOrigins(html: string, origins: readonly string[]): string {
  if (origins.length === 0) return html;
  const content = origins.join(',').replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return html.replace('</head>', `  <meta name="bc-parent-origins" content="${content}" />\n  </head>`);
}

/** The sign-in help printed at start-up. */
export function demoInstructions(url: string, dev = true): string {
  const lines = [
    `Brand Console is running at ${url}`,
    '',
    ...(dev
      ? [
          'Sign in with a demo phone number, then either:',
          `  - the password ${DEMO_PASSWORD}, or`,
          '  - an SMS code: press "send code" and read the code from this log (development mode).',
        ]
      : [
          `Sign in with a demo phone number and the password ${DEMO_PASSWORD}.`,
          '  (NODE_ENV=production: SMS codes are not written to the log, and no SMS is sent.)',
        ]),
    '',
    ...seedUsers.map((u) => `  ${u.phone}  ${u.name.padEnd(4, '　')}  ${u.note.en}`),
  ];
  return lines.join('\n');
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const consoleDir = process.env.BC_CONSOLE_DIR ?? join(import.meta.dirname, '../../console-app/dist');
  const running = await startServer({ consoleDir, parentOrigins: parseOrigins(process.env.BC_PARENT_ORIGINS) });
  console.log(demoInstructions(running.url, running.dev));
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
