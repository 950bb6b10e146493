#!/usr/bin/env node
// Finishes a package's emitted declarations (`tsc` output in dist/) so they resolve the same way
// under `moduleResolution` bundler, node16 and nodenext:
//   1. every relative specifier names a file: `./theme/ThemeProvider` becomes
//      `./theme/ThemeProvider.js`, `./tokens` becomes `./tokens/index.js` (node16 and nodenext read
//      a `"type": "module"` package's declarations as ES modules, where a specifier without its
//      extension does not resolve, and the whole import silently becomes `any`);
//   2. declarations no public entry reaches are removed: the exports map is the package's only
//      door, and internal files (styled component declarations above all) spell out types from
//      other packages' internals;
//   3. what is left may name another package only by a public specifier: a path into its
//      `dist/`, `src/`, `lib/` or `build/` fails the build, so a patch release of a dependency
//      cannot break the kit's types.
// Usage: node scripts/finish-declarations.mjs <package dir>   (run after `tsc` has emitted)
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const pkgDir = resolve(process.argv[2] ?? '.');
const dist = join(pkgDir, 'dist');
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));

/** `from '…'`, `import '…'`, `import('…')` and `export … from '…'`, single or double quotes. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g;
const INTERNAL_PATH = /^(?:@[^/]+\/)?[^./][^/]*\/(?:dist|src|lib|build)(?:\/|$)/;

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The declaration file a relative specifier names, and the specifier that names it exactly. */
function resolveRelative(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier.replace(/\.js$/, ''));
  if (existsSync(`${base}.d.ts`))
    return { file: `${base}.d.ts`, exact: specifier.endsWith('.js') ? specifier : `${specifier}.js` };
  if (existsSync(join(base, 'index.d.ts'))) {
    return { file: join(base, 'index.d.ts'), exact: `${specifier.replace(/\/$/, '')}/index.js` };
  }
  return null;
}

const problems = [];
const edges = new Map();
let rewritten = 0;

for (const file of walk(dist)) {
  const targets = [];
  const text = readFileSync(file, 'utf8');
  const next = text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
    if (!specifier.startsWith('.')) {
      if (INTERNAL_PATH.test(specifier))
        problems.push(`${relative(pkgDir, file)}: names another package's internals: '${specifier}'`);
      return whole;
    }
    const target = resolveRelative(file, specifier);
    if (!target) {
      problems.push(`${relative(pkgDir, file)}: '${specifier}' names no declaration file`);
      return whole;
    }
    targets.push(target.file);
    if (target.exact === specifier) return whole;
    rewritten += 1;
    return `${lead}${quote}${target.exact}${quote}`;
  });
  edges.set(file, targets);
  if (next !== text) writeFileSync(file, next);
}

// Public entries: every `types` condition of the published exports map.
const entries = [];
(function collect(node) {
  if (typeof node === 'string') return;
  for (const [key, value] of Object.entries(node ?? {})) {
    if (key === 'types' && typeof value === 'string') entries.push(resolve(pkgDir, value));
    else collect(value);
  }
})(pkg.publishConfig?.exports ?? pkg.exports);

const reached = new Set();
const queue = entries.filter((entry) => {
  if (existsSync(entry)) return true;
  problems.push(`exports map names ${relative(pkgDir, entry)}, which was not emitted`);
  return false;
});
while (queue.length) {
  const file = queue.pop();
  if (reached.has(file)) continue;
  reached.add(file);
  queue.push(...(edges.get(file) ?? []));
}

let removed = 0;
for (const file of edges.keys()) {
  if (!reached.has(file)) {
    rmSync(file);
    removed += 1;
  }
}
// Only reached files' problems matter: a removed file's types are never read.
const live = problems.filter((p) => {
  const [path] = p.split(':');
  return !edges.has(join(pkgDir, path)) || reached.has(join(pkgDir, path));
});

console.log(
  `declarations of ${pkg.name}: ${reached.size} reachable from ${entries.length} entries, ${rewritten} specifiers given their file, ${removed} internal files removed`,
);
if (live.length) {
  console.error(live.join('\n'));
  process.exit(1);
}
