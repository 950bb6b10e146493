// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The import-zone errors ESLint reports for `code` placed at `file` (relative to the app's src). */
async function zoneErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/packages/console-app/src/${file}` });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the app’s import zones (eslint.config.js)', () => {
  it('refuses a feature reaching into another feature', async () => {
    const errors = await zoneErrors(
      'features/system/Probe.tsx',
      "import { useMaterialColumns } from '../creation/materials/columns';\nexport const probe = useMaterialColumns;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("may not import another feature's insides");
  });

  it('refuses lib and components importing features or the app, and features importing the app', async () => {
    expect(
      await zoneErrors(
        'lib/Probe.ts',
        "import { HomePage } from '../features/overview/HomePage';\nexport { HomePage };\n",
      ),
    ).toHaveLength(1);
    expect(
      await zoneErrors('components/Probe.ts', "import { registry } from '../app/registry';\nexport { registry };\n"),
    ).toHaveLength(1);
    expect(
      await zoneErrors(
        'features/creation/Probe.ts',
        "import { registry } from '../../app/registry';\nexport { registry };\n",
      ),
    ).toHaveLength(1);
  });

  it('lets a feature use its own files, components, lib and the packages', async () => {
    const errors = await zoneErrors(
      'features/creation/materials/Probe.tsx',
      [
        "import { Button } from '@brand-console/ui';",
        "import { Inline } from '../../../components/layout';",
        "import { useServices } from '../../../lib/services';",
        "import { useMaterialColumns } from './columns';",
        'export const probe = [Button, Inline, useServices, useMaterialColumns];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
