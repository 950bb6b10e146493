import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Debian Chromium, never a downloaded browser. */
const browser = {
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--font-render-hinting=none',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1280, height: 800 },
  screenshotFailures: false,
};

const unitExclude = ['**/node_modules/**', '**/dist/**', '**/*.browser.test.*', '**/*.stories.*'];

/**
 * ECharts is loaded lazily by the kit's Chart: listed here so Vite optimises it before the first
 * story or test that draws a chart, instead of discovering it mid-run and reloading the page.
 */
const optimizeDeps = { include: ['echarts/core', 'echarts/charts', 'echarts/components', 'echarts/renderers'] };

export default defineConfig({
  test: {
    passWithNoTests: true,
    // Type tests (`*.test-d.ts`) are compiled by the typecheck step (`tsc -p` over each package's
    // src, where a failed `expectTypeOf` is a type error); vitest does not compile them again.
    projects: [
      {
        test: {
          name: 'ui',
          root,
          environment: 'happy-dom',
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          exclude: unitExclude,
          setupFiles: ['packages/ui/src/test-utils/setup.ts'],
          // Editor and picker tests drive many renders through happy-dom; on a busy 2-core machine
          // a few took over vitest's default 5 s (7.4 s seen), so they get room without hiding a hang.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api-client',
          root,
          environment: 'node',
          include: ['packages/api-client/src/**/*.test.ts'],
          exclude: unitExclude,
        },
      },
      {
        test: {
          name: 'console-app',
          root,
          environment: 'happy-dom',
          include: ['packages/console-app/src/**/*.test.{ts,tsx}'],
          exclude: unitExclude,
          setupFiles: ['packages/ui/src/test-utils/setup.ts'],
        },
      },
      {
        test: {
          // End to end: the built console, the real server and headless Chromium (pnpm test e2e).
          name: 'e2e',
          root,
          environment: 'node',
          include: ['packages/console-app/e2e/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Pages load real bundles from a real server: give polls time.
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time, each with its own server and browser: a test spends about half its
          // time waiting on the server or the browser, so two share the machine's two cores well
          // (28 files: 1,052 s one at a time, 705 s two at a time with the machine otherwise busy).
          maxWorkers: 2,
          // A failed test runs once more, and the report shows it. Four full runs on one fast machine
          // (2026-11-25) each met at most one timing fault in a different old test (three fixed, one
          // open: dictionaries' 前往分区设置). A test that fails twice still fails the run.
          retry: 1,
        },
      },
      {
        test: {
          // Benchmarks of the built console against the real server (pnpm bench), never part of pnpm test.
          name: 'perf',
          root,
          environment: 'node',
          // …and the server's media engine (template render time per second of output).
          include: ['packages/console-app/e2e/**/*.perf.ts', 'packages/server/src/**/*.perf.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'server',
          root,
          environment: 'node',
          include: ['packages/server/src/**/*.test.ts'],
          exclude: unitExclude,
        },
      },
      {
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        optimizeDeps,
        test: {
          name: 'storybook',
          root,
          browser,
          // The plugin adds the project annotations itself; this only stills CSS motion in test runs.
          setupFiles: '.storybook/stillMotion.ts',
        },
      },
      {
        optimizeDeps,
        test: {
          name: 'browser',
          root,
          include: ['packages/*/src/**/*.browser.test.{ts,tsx}'],
          browser: {
            ...browser,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
              },
            },
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
      {
        // The kit's benchmarks (pnpm bench) in React's production build, as users get it; the same
        // files also run in the browser project above, in the development build, for what they assert.
        mode: 'production',
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        oxc: { jsx: { runtime: 'automatic', development: false } },
        optimizeDeps,
        test: {
          name: 'bench',
          root,
          include: ['packages/*/src/**/*.perf.browser.test.{ts,tsx}'],
          browser,
          setupFiles: ['.storybook/stillMotion.ts'],
        },
      },
    ],
  },
});
