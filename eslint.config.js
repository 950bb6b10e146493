import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const appSrc = fileURLToPath(new URL('./packages/console-app/src', import.meta.url));
const features = readdirSync(`${appSrc}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The console app's import zones (docs/adr/0014-console-app-feature-layout.md): imports run one way,
 * app → features → components → lib → packages. A feature never reaches into another feature, and
 * nothing below `app/` imports the app.
 */
export const appZones = [
  {
    target: './lib',
    from: ['./app', './features', './components'],
    message: 'lib/ is shared code: it imports packages and lib only.',
  },
  {
    target: './components',
    from: ['./app', './features'],
    message: 'components/ serve every feature: they import lib and packages only.',
  },
  {
    target: './features',
    from: './app',
    message: 'A feature never imports the app; the app imports features (through the page registry).',
  },
  ...features.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message: `features/${feature} may not import another feature's insides: move what both need to components/ or lib/.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '.tools/**',
      '**/.vitest/**',
      '**/__screenshots__/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'styled-components',
              message: 'Import styled-components only through packages/ui/src/internal/styled.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/console-app/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: appSrc, zones: appZones }] },
  },
  {
    files: ['packages/ui/src/internal/styled.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
);
