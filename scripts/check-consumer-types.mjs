#!/usr/bin/env node
// The published packages as another team meets them: packs @brand-console/ui and
// @brand-console/api-client with `pnpm pack` (publishConfig applied, only the `files` shipped),
// unpacks both into a fresh consumer project outside the workspace, links in what the tarballs
// declare as dependencies and peer dependencies (and @types/react, as any React TypeScript app
// has), and type-checks one consumer file under moduleResolution bundler, node16 and nodenext
// with `skipLibCheck: false`. The file holds calls that must not compile (`@ts-expect-error`): if
// the kit's types decayed to `any`, those directives go unused and the check fails.
// It also checks each tarball's README: present, with links that work from the registry.
// Run after `pnpm build`; `--keep` leaves the consumer in place and prints its path.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const work = mkdtempSync(join(tmpdir(), 'bc-consumer-'));
const packages = ['ui', 'api-client'];
const tsc = join(root, 'node_modules/typescript/bin/tsc');

const CONSUMER = `import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  DataTable,
  I18nProvider,
  ListPage,
  ThemeProvider,
  ToastProvider,
  createListColumns,
  defaultListQuery,
  type ButtonProps,
  type ListQuery,
} from '@brand-console/ui';
import { vars } from '@brand-console/ui/tokens';
import { detectLocale } from '@brand-console/ui/i18n';
import { createApiClient, MATERIAL_TYPES, dictionaryLabel } from '@brand-console/api-client';
import { requestSchemas } from '@brand-console/api-client/schemas';

interface Order {
  id: string;
  amountFen: number;
}

const col = createListColumns<Order>();
const columns = [col.text('id', { title: '单号', search: true }), col.money('amountFen', { title: '金额' })];

export function App() {
  const [query, setQuery] = useState<ListQuery>(defaultListQuery({ pageSize: 20 }));
  const variant: ButtonProps['variant'] = 'primary';
  return (
    <ThemeProvider>
      <I18nProvider locale={detectLocale()}>
        <ToastProvider>
          <Button variant={variant} style={{ color: vars.color.fg.default }}>
            保存
          </Button>
          <ListPage<Order>
            title="订单"
            columns={columns}
            data={[]}
            total={0}
            getRowId={(row) => row.id}
            query={query}
            onQueryChange={setQuery}
          />
          <DataTable aria-label="订单" data={[] as Order[]} columns={[]} />
          <ConfirmDialog open={false} onOpenChange={() => {}} title="删除" onConfirm={() => {}} />
        </ToastProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}

export const client = createApiClient({ getAuth: () => ({ token: '', userId: '', brandId: '' }) });
export const typeLabel: string = dictionaryLabel(MATERIAL_TYPES, 1, 'en');
export const loginSchema = requestSchemas['/v1/system/account/loginByPhone'];

// Calls that must not compile: were the kit's types \`any\`, these directives would go unused.
// @ts-expect-error no such variant
export const wrongVariant = <Button variant="no-such-variant">x</Button>;
// @ts-expect-error ListPage needs its rows' ids
export const noRowId = <ListPage<Order> columns={columns} data={[]} total={0} query={defaultListQuery({ pageSize: 20 })} onQueryChange={() => {}} />;
// @ts-expect-error a money column needs a number field
export const moneyOfText = col.money('id', { title: '单号' });
// @ts-expect-error the client needs to read its session
export const noAuth = createApiClient({});
// @ts-expect-error no such endpoint
export const noSuchPath = client.request('/cgp/web/no/such/endpoint');
`;

const MODES = {
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
  node16: { module: 'node16', moduleResolution: 'node16' },
  nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
};

function link(from, name, consumerModules) {
  const target = join(consumerModules, name);
  if (existsSync(target)) return;
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(from, target, 'dir');
}

let failed = false;
try {
  const consumer = join(work, 'app');
  const modules = join(consumer, 'node_modules');
  mkdirSync(join(consumer, 'src'), { recursive: true });
  for (const name of packages) {
    const dir = join(root, 'packages', name);
    execFileSync('pnpm', ['pack', '--pack-destination', work], { cwd: dir, stdio: 'pipe' });
    const tarball = readdirSync(work).find((f) => f.startsWith(`brand-console-${name}-`) && f.endsWith('.tgz'));
    const into = join(modules, '@brand-console', name);
    mkdirSync(into, { recursive: true });
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', into, '--strip-components=1']);
    const manifest = JSON.parse(readFileSync(join(into, 'package.json'), 'utf8'));
    // The README the registry shows: present, and every link works from there (a web address, an
    // anchor, or a file inside the tarball; never a path into the repository around it).
    const readmePath = join(into, 'README.md');
    if (!existsSync(readmePath)) {
      failed = true;
      console.error(`${manifest.name}: the tarball has no README.md`);
    } else {
      for (const [, target] of readFileSync(readmePath, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|#|mailto:)/.test(target)) continue;
        if (!existsSync(join(into, target.split('#')[0]))) {
          failed = true;
          console.error(`${manifest.name}: README links to ${target}, which is not in the package`);
        }
      }
    }
    // What an install would bring: the tarball's dependencies and peers, from the workspace's store.
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      link(join(dir, 'node_modules', dep), dep, modules);
    }
  }
  for (const types of ['@types/react', '@types/react-dom']) link(join(root, 'node_modules', types), types, modules);
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2),
  );
  writeFileSync(join(consumer, 'src/App.tsx'), CONSUMER);

  for (const [mode, options] of Object.entries(MODES)) {
    const config = join(consumer, `tsconfig.${mode}.json`);
    writeFileSync(
      config,
      JSON.stringify({
        compilerOptions: {
          ...options,
          target: 'es2022',
          lib: ['es2022', 'dom', 'dom.iterable'],
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        include: ['src'],
      }),
    );
    const run = spawnSync(process.execPath, [tsc, '-p', config], { cwd: consumer, encoding: 'utf8' });
    if (run.status === 0) console.log(`consumer types, moduleResolution ${mode}: ok`);
    else {
      failed = true;
      console.error(`consumer types, moduleResolution ${mode}: failed\n${run.stdout}${run.stderr}`);
    }
  }
} finally {
  if (keep) console.log(`consumer kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
