#!/usr/bin/env node
// Checks the built Storybook's docs pages (run after `pnpm build-storybook`): every docs page shows
// its component's props table filled from JSDoc, and a tab for each of its `subcomponents` likewise.
// For each page the stories file's `meta.component` and every `meta.subcomponents` entry is traced
// through the file's imports (and the kit's re-exports) to the declaration it names, and that
// declaration must have the docgen Storybook embedded in the build: a component defined in the
// stories file itself (an example wrapper) has none, and docgen silently skips files outside its
// TypeScript project. Each documented component needs a description and a non-empty props table,
// every prop a description, and a prop typed with one of the kit's unions of literals must list the
// union's values rather than show the alias's bare name. A page without a `meta.component` fails.
// Usage: node scripts/check-docs.mjs [storybook-static]   (`--list` prints every table's rows)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const kitSrc = join(root, 'packages/ui/src');
const args = process.argv.slice(2);
const list = args.includes('--list');
const out = resolve(root, args.find((a) => !a.startsWith('--')) ?? 'storybook-static');

/** The end of the object literal starting at `start` (a `{`), skipping strings and templates. */
function literalEnd(src, start) {
  const stack = []; // open brackets and template literals
  let quote = null;
  for (let i = start; i < src.length; i += 1) {
    const c = src[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (quote === '`' && c === '$' && src[i + 1] === '{') {
        stack.push('${');
        quote = null;
        i += 1;
      } else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '`') quote = '`';
    else if (c === '{') stack.push('{');
    else if (c === '}') {
      const open = stack.pop();
      if (open === '${') quote = '`';
      else if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

/** Every `X.__docgenInfo = {…}` the docgen plugin appended to the built modules. */
function readDocgen() {
  const MARK = '.__docgenInfo=';
  const found = [];
  const assets = join(out, 'assets');
  for (const file of readdirSync(assets)) {
    if (!file.endsWith('.js')) continue;
    const src = readFileSync(join(assets, file), 'utf8');
    for (let at = src.indexOf(MARK); at !== -1; at = src.indexOf(MARK, at + MARK.length)) {
      const start = at + MARK.length;
      const end = literalEnd(src, start);
      if (end > 0) found.push(new Function(`return (${src.slice(start, end)});`)());
    }
  }
  return found;
}

// ── Tracing a stories file's `component` to the declaration it names ────────────────────────────

const parsed = new Map();
/** The parsed source file at an absolute path. */
function parse(file) {
  if (!parsed.has(file)) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    parsed.set(file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind));
  }
  return parsed.get(file);
}

const resolution = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
/** The file an import specifier in `from` resolves to (a kit source file or a package's declarations). */
function resolveModule(specifier, from) {
  return ts.resolveModuleName(specifier, from, resolution, ts.sys).resolvedModule?.resolvedFileName;
}

const hasExport = (node) => ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
const hasDefault = (node) => ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) ?? false;

/** `x as T`, `x satisfies T`, `(x)` and `x!` read as `x`. */
function unwrap(node) {
  while (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isNonNullExpression(node)
  ) {
    node = node.expression;
  }
  return node;
}

/**
 * What the name `local` means at the top level of `file`: `{ file, name }` for a value declared there
 * or traced through its imports, `{ namespace }` for a module namespace, `{ outside }` for a package's
 * export, or null.
 */
function resolveLocal(file, local, seen) {
  const sf = parse(file);
  for (const st of sf.statements) {
    if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) && st.name?.text === local)
      return { file, name: local };
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.name.text === local) return { file, name: local };
    }
    if (ts.isImportDeclaration(st) && st.importClause && !st.importClause.isTypeOnly) {
      const target = resolveModule(st.moduleSpecifier.text, file);
      const clause = st.importClause;
      const fromTarget = (name) => (target ? resolveExport(target, name, seen) : null);
      if (clause.name?.text === local) return fromTarget('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings) && bindings.name.text === local) {
        return target ? { namespace: target } : null;
      }
      if (bindings && ts.isNamedImports(bindings)) {
        const spec = bindings.elements.find((e) => e.name.text === local && !e.isTypeOnly);
        if (spec) return fromTarget((spec.propertyName ?? spec.name).text);
      }
    }
  }
  return null;
}

/** What `file` exports as `name` (see resolveLocal), following re-exports. */
function resolveExport(file, name, seen = new Set()) {
  if (/[\\/]node_modules[\\/]/.test(file)) return { outside: file };
  const key = `${file}#${name}`;
  if (seen.has(key)) return null;
  seen.add(key);
  const sf = parse(file);
  const starred = [];
  for (const st of sf.statements) {
    if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) && hasExport(st)) {
      if (hasDefault(st) ? name === 'default' : st.name?.text === name)
        return { file, name: st.name?.text ?? 'default' };
    }
    if (ts.isVariableStatement(st) && hasExport(st)) {
      for (const d of st.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.name.text === name) return { file, name };
    }
    if (ts.isExportAssignment(st) && !st.isExportEquals && name === 'default') {
      const value = unwrap(st.expression);
      return ts.isIdentifier(value) ? resolveLocal(file, value.text, seen) : null;
    }
    if (ts.isExportDeclaration(st) && !st.isTypeOnly) {
      const target = st.moduleSpecifier ? resolveModule(st.moduleSpecifier.text, file) : file;
      const clause = st.exportClause;
      if (!clause) {
        if (target) starred.push(target); // export * from '…'
      } else if (ts.isNamespaceExport(clause)) {
        if (clause.name.text === name) return target ? { namespace: target } : null;
      } else {
        const spec = clause.elements.find((e) => e.name.text === name && !e.isTypeOnly);
        if (spec) {
          const inner = (spec.propertyName ?? spec.name).text;
          if (!target) return null;
          return st.moduleSpecifier ? resolveExport(target, inner, seen) : resolveLocal(file, inner, seen);
        }
      }
    }
  }
  for (const target of starred) {
    const found = resolveExport(target, name, seen);
    if (found) return found;
  }
  return null;
}

/** The initializer of the top-level `const name = …` in a parsed file, if any. */
function initializerOf(sf, name) {
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    const d = st.declarationList.declarations.find((x) => ts.isIdentifier(x.name) && x.name.text === name);
    if (d) return d.initializer ?? null;
  }
  return null;
}

/**
 * The declaration an expression in a stories file names: `Button`, `Dialog.Content`, `X as T`, or a
 * constant of the stories file that only renames one (`const Picker = MemberPicker as …`).
 */
function resolveExpression(file, node, depth = 0) {
  node = unwrap(node);
  if (ts.isIdentifier(node)) {
    const found = resolveLocal(file, node.text, new Set());
    const alias = found?.file === file && depth < 5 ? initializerOf(parse(file), found.name) : null;
    const target = alias && unwrap(alias);
    if (target && (ts.isIdentifier(target) || ts.isPropertyAccessExpression(target))) {
      return resolveExpression(file, target, depth + 1);
    }
    return found;
  }
  if (ts.isPropertyAccessExpression(node)) {
    const owner = resolveExpression(file, node.expression);
    return owner?.namespace ? resolveExport(owner.namespace, node.name.text) : null;
  }
  return null;
}

/** The object literal of the stories file's default export (`export default meta`, or inline). */
function metaObject(sf) {
  for (const st of sf.statements) {
    if (!ts.isExportAssignment(st) || st.isExportEquals) continue;
    let value = unwrap(st.expression);
    if (ts.isIdentifier(value)) {
      const init = initializerOf(sf, value.text);
      value = init && unwrap(init);
    }
    return value && ts.isObjectLiteralExpression(value) ? value : null;
  }
  return null;
}

/** `meta.component` and each `meta.subcomponents` entry: `{ label, node }`, node null when absent. */
function documentedComponents(sf) {
  const meta = metaObject(sf);
  if (!meta) return null;
  const prop = (obj, key) =>
    obj.properties.find(
      (p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText() === key,
    );
  const valueOf = (p) => (ts.isShorthandPropertyAssignment(p) ? p.name : p.initializer);
  const main = prop(meta, 'component');
  const found = [{ label: 'component', node: main ? valueOf(main) : null }];
  const subs = prop(meta, 'subcomponents');
  if (subs) {
    const obj = unwrap(valueOf(subs));
    if (!ts.isObjectLiteralExpression(obj)) return [...found, { label: 'subcomponents', node: null }];
    for (const p of obj.properties) {
      const label = `subcomponents.${p.name?.getText().replace(/^['"]|['"]$/g, '')}`;
      found.push({
        label,
        node: ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p) ? valueOf(p) : null,
      });
    }
  }
  return found;
}

// ── The kit's unions of literals, whose values a props table must list ──────────────────────────

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === '__screenshots__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.(stories|test|test-d|browser\.test)\.tsx?$/.test(entry) ? [path] : [];
  });
}

const literalMember = (t) =>
  ts.isLiteralTypeNode(t) || t.kind === ts.SyntaxKind.BooleanKeyword || t.kind === ts.SyntaxKind.NullKeyword;
/** Names of the kit's type aliases for a union with literal members (`'sm' | 'md'`, `boolean | 'mixed'`). */
const literalUnions = new Set(
  sourceFiles(kitSrc).flatMap((file) =>
    parse(file)
      .statements.filter((st) => ts.isTypeAliasDeclaration(st) && ts.isUnionTypeNode(st.type))
      .filter((st) => st.type.types.every(literalMember))
      .map((st) => st.name.text),
  ),
);

// ── The check ────────────────────────────────────────────────────────────────────────────────────

const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'));
const entries = Object.values(index.entries);
const docgen = readDocgen();
const problems = [];
let pages = 0;
let tables = 0;
let rows = 0;

const rel = (file) => relative(root, file).split(sep).join('/');

function checkComponent(page, storiesFile, { label, node }) {
  const where = `${page.title}: ${label}`;
  if (!node) {
    problems.push(`${where}: missing, so the docs page has no props table for it`);
    return;
  }
  const text = node.getText();
  const target = resolveExpression(storiesFile, node);
  if (!target) {
    problems.push(`${where} (${text}) cannot be traced to a kit component through the file's imports`);
    return;
  }
  if (target.file === storiesFile) {
    problems.push(
      `${where} (${text}) is defined in the stories file: docgen reads no stories file, so the table is empty or ` +
        `wrong; make the kit's component the \`component\` and render the example through \`render\``,
    );
    return;
  }
  if (target.namespace || target.outside) {
    problems.push(
      `${where} (${text}) is ${target.namespace ? 'a namespace' : `from a package (${rel(target.outside)})`}, not a kit component`,
    );
    return;
  }
  const file = rel(target.file);
  const name = `${target.name} (${file})`;
  if (/\.fixtures\.tsx?$/.test(file)) {
    problems.push(`${where} (${text}) is a story fixture, ${name}: make the kit's component the \`component\``);
    return;
  }
  const info = docgen.find(
    (d) => d.displayName === target.name && d.filePath?.split(sep).join('/').endsWith(`/${file}`),
  );
  if (!info) {
    problems.push(`${where}: no props table for ${name}: docgen did not run on it`);
    return;
  }
  tables += 1;
  if (!info.description?.trim()) problems.push(`${where}: ${name} has no description`);
  const props = Object.values(info.props ?? {});
  if (props.length === 0) problems.push(`${where}: ${name}'s props table is empty`);
  for (const prop of props) {
    rows += 1;
    const type = prop.type?.name === 'enum' ? prop.type.value.map((v) => v.value).join(' | ') : prop.type?.name;
    if (!prop.description?.trim()) problems.push(`${where}: ${target.name}.${prop.name} has no description`);
    if (literalUnions.has(type)) {
      problems.push(`${where}: ${target.name}.${prop.name} shows the union ${type} by name, not its values`);
    }
    if (list)
      console.log(`${target.name}.${prop.name}: ${type}${prop.defaultValue ? ` = ${prop.defaultValue.value}` : ''}`);
  }
}

// Autodocs pages of stories files; MDX pages (the introduction, the tokens) document no component of their own.
const docsPages = entries.filter(
  (e) => e.type === 'docs' && e.tags?.includes('autodocs') && !e.importPath.endsWith('.mdx'),
);
for (const page of docsPages) {
  pages += 1;
  const storiesFile = resolve(root, page.importPath);
  const components = documentedComponents(parse(storiesFile));
  if (!components) {
    problems.push(`${page.title}: no meta object found in ${page.importPath}'s default export`);
    continue;
  }
  for (const component of components) checkComponent(page, storiesFile, component);
}

console.log(`docs pages: ${pages}; props tables: ${tables}; props rows: ${rows}; problems: ${problems.length}`);
if (pages === 0) problems.push('no docs page found: was Storybook built?');
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
