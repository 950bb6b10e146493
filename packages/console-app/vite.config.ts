import { defineConfig } from 'vite';

/** The console app: built into `dist/`, which the reference server serves beside `/api`. */
export default defineConfig({
  server: {
    port: 5174,
    proxy: {
      '/api': process.env.BC_API_URL ?? 'http://127.0.0.1:5173',
      // Single sign-on's entry and the stand-in provider's pages are the server's.
      '/sso': process.env.BC_API_URL ?? 'http://127.0.0.1:5173',
      // The simulated platforms' consent pages and the platforms' callback are the server's too (ADR 0023).
      '/platform': process.env.BC_API_URL ?? 'http://127.0.0.1:5173',
      // The simulated payment page of billing (ADR 0025).
      '/pay/checkout': process.env.BC_API_URL ?? 'http://127.0.0.1:5173',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The bundle check (scripts/check-console-bundle.mjs) reads each page's chunk and imports from it.
    manifest: true,
    rolldownOptions: {
      // Radix marks its modules "use client"; meaningless in a client-only bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        // Every page needs the framework: one chunk, instead of the small shared chunks automatic
        // splitting cuts between a hundred lazy pages (each file compresses on its own, so fragments
        // cost bytes on the first load). TanStack Query is not in it: only signed-in pages read server
        // state (lib/queries.tsx), so it comes with the shell, while the login page is idle; nor is ky,
        // which comes with the API client (lib/lazyApi.ts); nor is react-router: a login page opened
        // cold shows without the router, which loads while the page is idle (app/signIn.tsx).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|styled-components|stylis|jotai)[\\/]/,
              priority: 2,
            },
            {
              name: 'router',
              test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-router[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
