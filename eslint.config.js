// One linter for the whole repository. Formatting is Prettier's job (npm run format); this file holds the rules
// that keep the architecture readable: no import cycles, features that do not reach into each other, no unused
// code, and no promise on the server that nobody waits for.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverBoundaries } from './eslint/server-boundaries.js';

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
      'eslint/fixture/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'scripts/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The web app: hooks rules, browser globals, and bulletproof-react's restricted paths: a feature never imports
    // another feature, and its api/, hooks/ and model/ never import its components/; shared code lives in components/
    // and lib/, which import no feature; app/ composes.
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature: move the shared part to components/ or lib/, or compose them in app/.',
            })),
            ...webFeatures.map((feature) => ({
              target: ['api', 'hooks', 'model'].map((folder) => `./apps/web/src/features/${feature}/${folder}`),
              from: `./apps/web/src/features/${feature}/components`,
              message: "A feature's api, hooks and model do not import its components: move what they share to model/ or lib/.",
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not depend on features or on the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // An area's rules, limits, labels and types are its contracts file; its zod schemas are schemas/<area>.ts. The
    // screens read rules before their figures and load the schemas (and zod) only to check a form (decision 316).
    files: ['packages/contracts/src/*.ts'],
    ignores: ['packages/contracts/src/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'Schemas live in schemas/<area>.ts: an area file is read before any schema.' }],
          patterns: [
            {
              group: ['./schemas/*'],
              allowTypeImports: true,
              message: 'An area file imports only the types of its schemas (schemas/<area>.ts): a value would bring zod.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server: every promise is awaited or handed on.
    files: ['apps/server/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
    },
  },
  // The server's module boundary (decision 165): routes -> service -> repository, modules meet through services.
  ...serverBoundaries({ basePath: import.meta.dirname, root: 'apps/server/src' }),
  {
    // Command-line tools talk to their user on the terminal.
    files: ['scripts/**/*.ts', 'apps/server/src/seed/seed-large.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'apps/server/src/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
