import { defineConfig } from 'tsup';

// Per-file entries keep the package tree-shakeable: styled-components templates are module-level
// calls, so a single bundled entry would drag every component into any import.
export default defineConfig({
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.stories.tsx',
    '!src/**/*.test.{ts,tsx}',
    '!src/**/*.test-d.{ts,tsx}',
    '!src/**/*.browser.test.tsx',
    '!src/**/*.fixtures.{ts,tsx}',
    '!src/test-utils/**',
    '!src/docs/**',
    '!src/**/*.mdx',
  ],
  format: ['esm'],
  // Declarations come from `tsc -p tsconfig.build.json` (see package.json): tsup's rollup-based
  // .d.ts build runs out of heap on a few hundred per-file entries on a 2-core machine.
  dts: false,
  splitting: true,
  // Maps name the original file and line of every frame (for stack traces in bug reports) but do
  // not embed the sources: those doubled the package's unpacked size, and src/ is not published.
  sourcemap: true,
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
});
