import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/**/__fixtures__/**', '!src/test-utils/**'],
  format: ['esm'],
  dts: true,
  splitting: true,
  // Maps name the original file and line of every frame (for stack traces in bug reports) but do
  // not embed the sources: those doubled the package's unpacked size, and src/ is not published.
  sourcemap: true,
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  clean: true,
  target: 'es2022',
});
