import { configDefaults, defineConfig } from 'vitest/config';

const apiTests = ['apps/server/src/**/*.test.ts'];
/** A server module's pure rules need no database: they run once, with the unit tests, not in each database's project. */
const serverRuleTests = 'apps/server/src/**/*.rules.test.ts';
/** Each run migrates and seeds once; every API test file's database starts as a copy of that. */
const databaseTemplates = 'apps/server/src/test/database-templates.ts';

/**
 * unit: contracts and web rules, the server modules' pure rules (`*.rules.test.ts`), the scripts' checks of the docs, and the lint rules of eslint/. api-pglite: the server against embedded PGlite. api-postgres: the same
 * tests against a real PostgreSQL server, when TEST_DATABASE_URL names one (CI always sets it).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
            serverRuleTests,
            'scripts/**/*.test.ts',
            'eslint/**/*.test.js',
          ],
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          exclude: [...configDefaults.exclude, serverRuleTests],
          env: { TEST_DB: 'pglite' },
          globalSetup: databaseTemplates,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                exclude: [...configDefaults.exclude, serverRuleTests],
                env: { TEST_DB: 'postgres' },
                globalSetup: databaseTemplates,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
