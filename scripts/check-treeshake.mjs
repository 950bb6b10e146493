#!/usr/bin/env node
// Proves the published ui package tree-shakes: a bundle that imports only `Button` from the
// built package must contain none of the Dialog, ConfirmDialog or Toast code.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../packages/ui/dist/index.js', import.meta.url));
const external = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'];

async function bundle(names) {
  const result = await build({
    stdin: {
      contents: `export { ${names.join(', ')} } from ${JSON.stringify(entry)};`,
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    treeShaking: true,
    external,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

// Markers that exist only in the code of the named components or their Radix primitives.
const forbidden = {
  Dialog: ['Dialog.Content', 'DialogContent', 'DialogOverlay'],
  ConfirmDialog: ['ConfirmDialog', 'AlertDialog'],
  Toast: ['Toast.Viewport', 'ToastViewport'],
};

const button = await bundle(['Button']);
const all = await bundle(['Button', 'Dialog', 'ConfirmDialog', 'ToastProvider']);
const found = Object.entries(forbidden).flatMap(([name, markers]) =>
  markers.filter((m) => button.includes(m)).map((m) => `${name} (${m})`),
);
// The check must be able to fail: the full bundle has to contain every marker.
const missingInAll = Object.values(forbidden)
  .flat()
  .filter((m) => !all.includes(m));

const kb = (s) => (gzipSync(s).length / 1024).toFixed(2);
console.log(`treeshake: Button alone ${kb(button)} kB gzip; Button+Dialog+ConfirmDialog+Toast ${kb(all)} kB gzip`);
if (missingInAll.length) {
  console.error(
    `treeshake: markers not found even in the full bundle, so the check proves nothing: ${missingInAll.join(', ')}`,
  );
  process.exit(1);
}
if (found.length) {
  console.error(`treeshake: importing only Button pulled in: ${found.join(', ')}`);
  process.exit(1);
}
console.log('treeshake: importing only Button pulls in no Dialog, ConfirmDialog or Toast code');
