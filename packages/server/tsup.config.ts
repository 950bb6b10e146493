import { defineConfig } from 'tsup';

// One ESM file for `node dist/main.js`; the workspace's own packages are bundled from source,
// third-party packages stay in node_modules.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  clean: true,
  sourcemap: true,
  noExternal: [/^@brand-console\//],
  // Keep 'node:' specifiers: esbuild would turn 'node:sqlite' into a package name.
  removeNodeProtocol: false,
});
