// The module boundary must be able to fail: a fixture laid out like the server breaks each part of it once, and the
// test asserts exactly those messages. Loosening a zone or a pattern in server-boundaries.js fails here.
import { ESLint } from 'eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { MESSAGES, serverBoundaries } from './server-boundaries.js';

const repository = path.resolve(import.meta.dirname, '..');
const fixture = path.join(import.meta.dirname, 'fixture');

async function lint(cwd, root, patterns) {
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'import-x': importX },
        settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
      },
      ...serverBoundaries({ basePath: cwd, root }),
    ],
  });
  const results = await eslint.lintFiles(patterns);
  return results
    .flatMap((result) =>
      result.messages.map((message) => ({
        file: path.relative(cwd, result.filePath),
        line: message.line,
        rule: message.ruleId,
        message: message.message,
      })),
    )
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

const zone = (importPath, message) => `Unexpected path "${importPath}" imported in restricted zone. ${message}`;

// Linting starts a TypeScript program: slow on a busy machine, never a measure of anything.
describe('the server module boundary', { timeout: 60_000 }, () => {
  it('refuses each kind of crossing in the fixture, and nothing else', async () => {
    expect(await lint(fixture, 'src', ['src/**/*.ts'])).toEqual([
      {
        file: 'src/lib/money.ts',
        line: 2,
        rule: 'import-x/no-restricted-paths',
        message: zone('../modules/orders/orders.types', MESSAGES.sharedCode),
      },
      {
        file: 'src/modules/menu/menu-cache.ts',
        line: 2,
        rule: 'import-x/no-restricted-paths',
        message: zone('../../db/client', MESSAGES.database),
      },
      {
        file: 'src/modules/menu/menu.routes.ts',
        line: 2,
        rule: 'import-x/no-restricted-paths',
        message: zone('../../db/client', MESSAGES.database),
      },
      {
        file: 'src/modules/menu/menu.service.ts',
        line: 2,
        rule: 'no-restricted-imports',
        message: `'drizzle-orm' import is restricted from being used by a pattern. ${MESSAGES.database}`,
      },
      {
        file: 'src/modules/menu/menu.service.ts',
        line: 3,
        rule: 'import-x/no-restricted-paths',
        message: zone('../orders/orders.repository', MESSAGES.otherModule),
      },
      {
        file: 'src/modules/menu/menu.service.ts',
        line: 4,
        rule: 'import-x/no-restricted-paths',
        message: zone('../orders/order-helpers', MESSAGES.otherModule),
      },
    ]);
  });

  it('is the boundary eslint.config.js applies to the server', async () => {
    const eslint = new ESLint({ cwd: repository });
    const expected = serverBoundaries({ basePath: repository, root: 'apps/server/src' });
    const service = await eslint.calculateConfigForFile('apps/server/src/modules/menu/menu.service.ts');
    expect(service.rules['import-x/no-restricted-paths']).toEqual([2, expected[0].rules['import-x/no-restricted-paths'][1]]);
    expect(service.rules['no-restricted-imports']).toEqual([2, expected[1].rules['no-restricted-imports'][1]]);
  });
});
