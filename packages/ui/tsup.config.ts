import { defineConfig } from 'tsup';

// Per-file entries keep the package tree-shakeable: styled-components templates are module-level
// calls, so a single bundled entry would drag every component into any import.
export default defineConfig({
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.stories.tsx',
    '!src/**/*.test.{ts,tsx}',
    '!src/**/*.test-d.ts',
    '!src/**/*.browser.test.tsx',
    '!src/**/*.fixtures.tsx',
    '!src/test-utils/**',
    '!src/**/*.mdx',
  ],
  format: ['esm'],
  dts: true,
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
});
