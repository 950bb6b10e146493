/**
 * End-to-end harness: the real reference server as its own process (built `dist/main.js`, a
 * temporary data folder, any free port, serving the built console) and headless Debian Chromium
 * through Playwright's library. Every test file opens one and closes both in `afterAll`, pass or
 * fail; the data folder is removed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createRequire } from 'node:module';
import { inflateRawSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Frame, type Locator, type Page } from 'playwright';

export const ROOT = join(import.meta.dirname, '../../..');
export const CONSOLE_DIR = join(ROOT, 'packages/console-app/dist');
const SERVER_MAIN = join(ROOT, 'packages/server/dist/main.js');
export const DEMO_PASSWORD = 'Demo@2026';
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
export const PHONES = {
  admin: '13800000001',
  staff: '13800000002',
  creator: '13800000003',
  cutShadow: '13800000004',
  noBrand: '13800000005',
  noMenu: '13800000006',
} as const;

/** A new page's browser language and colour scheme. */
export interface PageOptions {
  locale?: string;
  colorScheme?: 'light' | 'dark';
}

export interface E2E {
  url: string;
  browser: Browser;
  /** Lines the server printed (SMS codes in development mode). */
  log: string[];
  /** A fresh browser context (own storage), Chinese unless asked otherwise. */
  newPage(options?: PageOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** The last SMS code the server logged for a phone. */
  smsCode(phone: string): string | null;
  /** Reads the server's database (read-only), for checks the API does not expose. */
  query<T>(sql: string, ...params: Array<string | number>): T[];
  close(): Promise<void>;
}

function startServerProcess(
  dataDir: string,
  log: string[],
  parentOrigins: readonly string[],
  jobStepMs: number,
  loadMaterials: number,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      BC_DATA_DIR: dataDir,
      BC_CONSOLE_DIR: CONSOLE_DIR,
      NODE_ENV: 'development',
      BC_PARENT_ORIGINS: parentOrigins.join(','),
      // Jobs stand still unless a test asks them to move: statuses stay where the seed put them.
      BC_JOB_STEP_MS: String(jobStepMs),
      BC_LOAD_MATERIALS: String(loadMaterials),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        log.push(line);
        const found = line.match(/running at (http:\/\/[\d.:]+)/);
        if (found) resolve({ child, url: found[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before it started:\n${log.join('\n')}`)),
    );
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface OpenOptions {
  /** Host origins allowed to frame the console. */
  parentOrigins?: readonly string[];
  /** How often background jobs move one step; by default they stand still where the seed put them. */
  jobStepMs?: number;
  /** Extra generated materials in brand 13 (the server's load seed, `BC_LOAD_MATERIALS`). */
  loadMaterials?: number;
}

/** Headless Chromium from the machine (Debian's, or `CHROMIUM_PATH`), as every test here uses it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export async function openE2E({
  parentOrigins = [],
  jobStepMs = 600_000,
  loadMaterials = 0,
}: OpenOptions = {}): Promise<E2E> {
  for (const [file, how] of [
    [join(CONSOLE_DIR, 'index.html'), 'pnpm --filter @brand-console/console-app run build'],
    [SERVER_MAIN, 'pnpm --filter @brand-console/server run build'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`Missing ${file}: run ${how} (pnpm test:e2e does).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bc-e2e-'));
  const log: string[] = [];
  // The server (migrations and seed) and Chromium start side by side; if either fails, the other
  // is closed before the error is thrown.
  const [started, launched] = await Promise.allSettled([
    startServerProcess(dataDir, log, parentOrigins, jobStepMs, loadMaterials),
    launchChromium(),
  ]);
  if (started.status === 'rejected' || launched.status === 'rejected') {
    if (launched.status === 'fulfilled') await launched.value.close();
    if (started.status === 'fulfilled') await stopProcess(started.value.child);
    rmSync(dataDir, { recursive: true, force: true });
    throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  const { child, url } = started.value;
  const opened = launched.value;
  return {
    url,
    browser: opened,
    log,
    async newPage({ locale = 'zh-CN', colorScheme = 'light' } = {}) {
      const context = await opened.newContext({ locale, colorScheme, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      return { context, page };
    },
    query<T>(sql: string, ...params: Array<string | number>): T[] {
      const db = new DatabaseSync(join(dataDir, 'console.db'), { readOnly: true });
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    smsCode(phone) {
      const line = log.findLast((l) => l.includes(`code for ${phone} is `));
      return line?.match(/is (\d+)/)?.[1] ?? null;
    },
    async close() {
      try {
        await opened.close();
      } finally {
        await stopProcess(child);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * axe's findings for the page as it stands, with every rule axe runs by default (best practices
 * included: one h1, all content in landmarks), as `rule: target` lines for a readable failure.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Finite CSS animations and transitions end first (a dialog fading in has, for a moment, text of
  // too little contrast); spinners and other endless ones are not waited for.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Evaluated through the DevTools protocol: the console's CSP refuses an inline <script> tag.
  await page.evaluate(readFileSync(AXE_SCRIPT, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document);
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return violations;
}

interface AxeResults {
  violations: Array<{ id: string; nodes: Array<{ target: string[] }> }>;
}

/** Signs in with phone and password from the login page (choosing `brand` when asked). */
export async function signInWithPassword(page: Page, url: string, phone: string, brand?: string) {
  await page.goto(`${url}/login`);
  await page.getByRole('button', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: /手机号/ }).fill(phone);
  await page.locator('input[name=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  if (brand) {
    await page.getByRole('radio', { name: brand }).click();
    await page.getByRole('button', { name: '进入' }).click();
  }
}

/**
 * Signs in with phone and password from the English login page (choosing `brand` when asked), so
 * the menu and page titles the server sends are English; the notices are acknowledged.
 */
export async function signInWithPasswordInEnglish(page: Page, url: string, phone: string, brand?: string) {
  await page.goto(`${url}/login`);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.getByRole('textbox', { name: /Phone number/ }).fill(phone);
  await page.locator('input[name=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (brand) {
    await page.getByRole('radio', { name: brand }).click();
    await page.getByRole('button', { name: 'Open', exact: true }).click();
  }
  await dismissNotices(page);
}

/** Runs `run` on a fresh page (not signed in); the browser context is closed afterwards, pass or fail. */
export async function withPage(
  e2e: E2E,
  run: (page: Page, context: BrowserContext) => Promise<void>,
  options: PageOptions = {},
): Promise<void> {
  const { context, page } = await e2e.newPage(options);
  try {
    await run(page, context);
  } finally {
    await context.close();
  }
}

/**
 * Runs `run` on a fresh page signed in as `phone` (on `brand`, when the account has several), with
 * the notices acknowledged; the browser context is closed afterwards, pass or fail.
 */
export async function asSignedIn(
  e2e: E2E,
  phone: string,
  run: (page: Page, context: BrowserContext) => Promise<void>,
  brand?: string,
  options: PageOptions = {},
): Promise<void> {
  await withPage(
    e2e,
    async (page, context) => {
      await signInWithPassword(page, e2e.url, phone, brand);
      await dismissNotices(page);
      await run(page, context);
    },
    options,
  );
}

/**
 * After sign-in or a brand switch: acknowledges the upgrade announcement view (it returns to the page
 * the user was on) and the announcement dialog, if any are unread.
 */
export async function dismissNotices(page: Page | Frame) {
  // The header is there even while a dialog hides it from the accessibility tree; the upgrade view
  // may already have taken over from the shell.
  await page.locator('[data-component="Header"], [data-component="UpgradeAnnouncement"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  let quiet = 0;
  for (let round = 0; round < 20 && quiet < 3; round += 1) {
    const upgrade = page.locator('[data-component="UpgradeAnnouncement"]');
    const open = page.locator('[role="dialog"][data-state="open"]');
    const holder = (await upgrade.count()) > 0 ? upgrade : (await open.count()) > 0 ? open : null;
    if (!holder) {
      quiet += 1;
      await page.waitForTimeout(200);
      continue;
    }
    quiet = 0;
    const acknowledge = holder.first().getByRole('button', { name: /^(我知道了|Got it)$/ });
    const back = page.getByRole('button', { name: /^(返回|Back)$/ });
    // The view with nothing unread has no acknowledge button: it goes back with 返回. Neither is
    // there while a dialog is still opening or closing: look again in a moment.
    // A button counted here can leave before the click lands (the dialog closing, the view handing
    // back): a short click that may fail, and the loop looks again.
    if ((await acknowledge.count()) > 0) await acknowledge.click({ timeout: 2_000 }).catch(() => {});
    else if ((await back.count()) > 0) await back.click({ timeout: 2_000 }).catch(() => {});
    await page.waitForTimeout(200);
  }
}

/**
 * Real media made by Chromium itself, as bytes: an MP4 of `videoMs` (64×48, recorded in real
 * time by MediaRecorder, so it takes that long) and a 120×80 PNG.
 */
export async function makeMedia(page: Page, { videoMs }: { videoMs: number }) {
  const { video, image } = await page.evaluate(async (ms) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const ctx = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/mp4' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const timer = setInterval(() => {
      ctx.fillStyle = frame++ % 2 ? '#e11d48' : '#2563eb';
      ctx.fillRect(0, 0, 64, 48);
    }, 60);
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, ms));
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const still = document.createElement('canvas');
    still.width = 120;
    still.height = 80;
    still.getContext('2d')!.fillRect(10, 10, 50, 30);
    const png = await new Promise<Blob>((resolve) => still.toBlob((b) => resolve(b!), 'image/png'));
    const bytes = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];
    return { video: await bytes(new Blob(chunks)), image: await bytes(png) };
  }, videoMs);
  return { video: Buffer.from(video), image: Buffer.from(image) };
}

/** Chooses a row action that lives in the row's 更多操作 menu. */
export async function moreAction(page: Page, row: Locator, name: string) {
  await row.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** Uploads files through the library's upload dialog and closes it once all are saved. */
export async function uploadMaterials(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  await page.getByRole('button', { name: '上传素材' }).click();
  const dialog = page.getByRole('dialog', { name: '上传素材' });
  await dialog.locator('input[type=file]').setInputFiles(files);
  await dialog.getByRole('button', { name: '开始上传' }).click();
  await page.getByText(`已上传 ${files.length} 个素材`).first().waitFor({ timeout: 20_000 });
  await dialog.getByRole('button', { name: '完成' }).click();
}

/** The text of every file in a zip (xlsx) archive, read through its central directory. */
export function unzipTexts(bytes: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) return files;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < count && bytes.readUInt32LE(at) === 0x02014b50; i += 1) {
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = bytes.readUInt32LE(at + 42);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + compressed);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + skip;
  }
  return files;
}
