// The server's module boundary as lint rules (decision 165). A module is a folder of apps/server/src/modules:
// <m>.routes.ts (HTTP) -> <m>.service.ts (rules) -> <m>.repository.ts (SQL). Another module, lib/, ports/ and db/ see
// only a module's service and types; only a repository reaches the database. Kept apart from eslint.config.js so its
// test can lint a small fixture laid out like the server (eslint/server-boundaries.test.js).
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const MESSAGES = {
  otherModule:
    'A module uses another module only through its service or its types (<m>.service.ts, <m>.types.ts): its routes, repository and helpers are its own; shared code without a module belongs in lib/.',
  sharedCode: 'lib/, ports/ and db/ depend on no module or plugin.',
  database:
    "Only a repository (<m>.repository.ts) reaches the database: routes and services ask their module's repository, or another module's service.",
};

/**
 * The flat-config blocks for a server whose source is `root` (relative to basePath, where ESLint runs).
 * @param {{ basePath: string, root: string }} options
 */
export function serverBoundaries({ basePath, root }) {
  const modulesDir = `${root}/modules`;
  const modules = readdirSync(path.join(basePath, modulesDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const at = (relative) => path.join(basePath, relative);
  return [
    {
      files: [`${root}/**/*.ts`],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath,
            zones: [
              ...modules.map((module) => ({
                // Tests build their data as they must (another module's repository, the database): left out here.
                target: `${modulesDir}/${module}/**/!(*.test).ts`,
                from: `${modulesDir}/!(${module})/**`,
                except: [at(`${modulesDir}/*/**/*.service.ts`), at(`${modulesDir}/*/**/*.types.ts`)],
                message: MESSAGES.otherModule,
              })),
              {
                target: [`${root}/lib`, `${root}/ports`, `${root}/db`],
                from: [modulesDir, `${root}/plugins`],
                message: MESSAGES.sharedCode,
              },
              { target: `${modulesDir}/**/!(*.repository|*.test).ts`, from: `${root}/db`, message: MESSAGES.database },
            ],
          },
        ],
      },
    },
    {
      files: [`${modulesDir}/**/*.ts`],
      ignores: [`${modulesDir}/**/*.repository.ts`, `${modulesDir}/**/*.test.ts`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: MESSAGES.database }] }],
      },
    },
  ];
}
