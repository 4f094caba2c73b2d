/**
 * Where each rule lives: every export of packages/contracts/src and which side uses it, and what each server
 * module's service file exports. Read by scripts/rules-home.test.ts; `npx tsx scripts/rules-home.ts` prints the
 * figures and the lists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = fileURLToPath(new URL('../', import.meta.url));
const CONTRACTS = 'packages/contracts/src/';
const CONTRACTS_IMPORT = '@brewline/contracts/';

/** Who imports a name: the web app, the server, the scripts, the browser tests, or a test only. */
export type Side = 'web' | 'server' | 'scripts' | 'e2e' | 'contract';

export interface ContractExport {
  /** The contracts file, without `.ts`: `promo-codes`. */
  file: string;
  name: string;
  /** A type or interface, or a value (function, constant, schema, class). */
  kind: 'type' | 'value';
  /** The sides whose code (tests left out) uses it, directly or through another export of contracts. */
  usedBy: Side[];
  /** Used by a test only, of any side. */
  testsOnly: boolean;
}

const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path);

function filesUnder(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
    }
  };
  walk(folder.replace(/\/$/, ''));
  return out;
}

const parse = (path: string) =>
  ts.createSourceFile(
    path,
    readFileSync(join(root, path), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** The names a top-level statement declares, and whether they are types. */
function declared(statement: ts.Statement): { name: string; kind: 'type' | 'value' }[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [{ name: declaration.name.text, kind: 'value' as const }] : [],
    );
  if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement))
    return statement.name ? [{ name: statement.name.text, kind: 'value' }] : [];
  if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) return [{ name: statement.name.text, kind: 'type' }];
  return [];
}

/** Every identifier read inside a node. */
function identifiers(node: ts.Node, into = new Set<string>()): Set<string> {
  if (ts.isIdentifier(node)) into.add(node.text);
  node.forEachChild((child) => void identifiers(child, into));
  return into;
}

/**
 * The contracts names a file imports (or re-exports), as `file:name`. `contractsFile` is the importing file's own name
 * when it is in contracts (`schemas/members`), whose relative imports are read from its folder.
 */
function importedContracts(source: ts.SourceFile, contractsFile?: string): string[] {
  const out: string[] = [];
  for (const statement of source.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const file =
      contractsFile !== undefined
        ? specifier.startsWith('.') && posix.join(posix.dirname(contractsFile), specifier).replace(/\.ts$/, '')
        : specifier.startsWith(CONTRACTS_IMPORT) && specifier.slice(CONTRACTS_IMPORT.length).replace(/\.ts$/, '');
    if (!file) continue;
    const names: string[] = [];
    if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
    } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.push((element.propertyName ?? element.name).text);
    } else names.push('*');
    for (const name of names) out.push(`${file}:${name}`);
  }
  return out;
}

const CONSUMERS: { folder: string; side: Side }[] = [
  { folder: 'apps/web/src', side: 'web' },
  { folder: 'apps/server/src', side: 'server' },
  { folder: 'scripts', side: 'scripts' },
  { folder: 'e2e', side: 'e2e' },
];

/** Every export of contracts, with the sides that use it. */
export function contractsExports(): ContractExport[] {
  const files = filesUnder(CONTRACTS).filter((path) => !isTest(path));
  const exports: { file: string; name: string; kind: 'type' | 'value'; uses: string[] }[] = [];
  const testUse = new Set<string>();
  const stars = new Map<string, string[]>();
  for (const path of files) {
    const source = parse(path);
    const file = relative(join(root, CONTRACTS), join(root, path)).replace(/\.ts$/, '');
    const imported = new Map<string, string>();
    for (const key of importedContracts(source, file)) imported.set(key.split(':')[1]!, key);
    const local = new Set(source.statements.flatMap((statement) => declared(statement).map(({ name }) => name)));
    for (const statement of source.statements) {
      if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        // `export { a } from './days'` and `export { a }` pass their users on to what they name.
        const from =
          statement.moduleSpecifier && (statement.moduleSpecifier as ts.StringLiteral).text.replace(/^\.\//, '').replace(/\.ts$/, '');
        for (const element of statement.exportClause.elements) {
          const target = (element.propertyName ?? element.name).text;
          const kind = statement.isTypeOnly || element.isTypeOnly ? 'type' : 'value';
          exports.push({
            file,
            name: element.name.text,
            kind,
            uses: [from ? `${from}:${target}` : (imported.get(target) ?? `${file}:${target}`)],
          });
        }
        continue;
      }
      if (ts.isExportDeclaration(statement) && !statement.exportClause && statement.moduleSpecifier) {
        // `export * from './days'`: every export of days is this file's too.
        stars.set(file, [
          ...(stars.get(file) ?? []),
          (statement.moduleSpecifier as ts.StringLiteral).text.replace(/^\.\//, '').replace(/\.ts$/, ''),
        ]);
        continue;
      }
      const names = declared(statement);
      if (names.length === 0) continue;
      const read = [...identifiers(statement)].flatMap((name) =>
        imported.has(name) ? [imported.get(name)!] : local.has(name) && !names.some((own) => own.name === name) ? [`${file}:${name}`] : [],
      );
      for (const { name, kind } of names) {
        // A declaration that is not exported still passes on what it reads to the exports that read it.
        exports.push({ file, name, kind, uses: read, ...(hasExport(statement) ? {} : { internal: true }) });
      }
    }
  }

  const direct = new Map<string, Set<Side>>();
  for (const { folder, side } of CONSUMERS) {
    for (const path of filesUnder(folder)) {
      const keys = importedContracts(parse(path));
      for (const key of keys) {
        if (isTest(path)) testUse.add(key);
        else direct.set(key, (direct.get(key) ?? new Set()).add(side));
      }
    }
  }
  for (const path of filesUnder(CONTRACTS).filter(isTest))
    for (const key of importedContracts(parse(path), relative(join(root, CONTRACTS), join(root, path)).replace(/\.ts$/, '')))
      testUse.add(key);

  // What a side uses, it uses with everything of contracts that this reads.
  const byKey = new Map(exports.map((entry) => [`${entry.file}:${entry.name}`, entry]));
  const resolve = (key: string): string => {
    if (byKey.has(key)) return key;
    const [file, name] = key.split(':') as [string, string];
    const from = (stars.get(file) ?? []).map((star) => resolve(`${star}:${name}`)).find((found) => byKey.has(found));
    return from ?? key;
  };
  const sides = new Map<string, Set<Side>>();
  const reach = (named: string, side: Side, seen = new Set<string>()) => {
    const key = resolve(named);
    if (seen.has(key)) return;
    seen.add(key);
    sides.set(key, (sides.get(key) ?? new Set()).add(side));
    for (const use of byKey.get(key)?.uses ?? []) reach(use, side, seen);
  };
  for (const [key, used] of direct) for (const side of used) reach(key, side);
  // A schema is the API's contract, whoever imports it: it stays, with everything it reads.
  for (const entry of exports)
    if (entry.kind === 'value' && entry.name.endsWith('Schema') && !('internal' in entry)) reach(`${entry.file}:${entry.name}`, 'contract');
  const testReach = new Set<string>();
  const reachTest = (named: string) => {
    const key = resolve(named);
    if (testReach.has(key)) return;
    testReach.add(key);
    for (const use of byKey.get(key)?.uses ?? []) reachTest(use);
  };
  for (const key of testUse) reachTest(key);

  return exports
    .filter((entry) => !('internal' in entry))
    .map(({ file, name, kind }) => {
      const key = `${file}:${name}`;
      const usedBy = [...(sides.get(key) ?? [])].sort();
      return { file, name, kind, usedBy, testsOnly: usedBy.length === 0 && testReach.has(key) };
    });
}

/**
 * The rules still out of place: values of contracts (schemas and what they read left out, as the API's contract)
 * that the web does not use, as `file:name`. The server's own rules belong in its modules' `*.rules.ts`; a value
 * nobody uses is deleted.
 */
export function rulesOutOfPlace(): string[] {
  return contractsExports()
    .filter((entry) => entry.kind === 'value' && !entry.usedBy.includes('web') && !entry.usedBy.includes('contract'))
    .map((entry) => `${entry.file}:${entry.name}`)
    .sort();
}

/** What a server module's `*.service.ts` exports besides its `create...Service` factory and its types. */
export function serviceHelpers(): { file: string; name: string }[] {
  const out: { file: string; name: string }[] = [];
  for (const path of filesUnder('apps/server/src/modules').filter((p) => p.endsWith('.service.ts'))) {
    const source = parse(path);
    for (const statement of source.statements) {
      if (ts.isExportDeclaration(statement)) {
        if (statement.isTypeOnly) continue;
        if (statement.exportClause && ts.isNamedExports(statement.exportClause))
          for (const element of statement.exportClause.elements)
            if (!element.isTypeOnly) out.push({ file: path, name: element.name.text });
            else out.push({ file: path, name: '*' });
        continue;
      }
      if (!hasExport(statement)) continue;
      for (const { name, kind } of declared(statement))
        if (kind === 'value' && !/^create[A-Z]\w*Service$/.test(name)) out.push({ file: path, name });
    }
  }
  return out;
}

/** The server modules that have a `<module>.rules.ts`. */
export function modulesWithRules(): string[] {
  return readdirSync(join(root, 'apps/server/src/modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((module) => readdirSync(join(root, 'apps/server/src/modules', module)).includes(`${module}.rules.ts`));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const all = contractsExports();
  const values = all.filter((entry) => entry.kind === 'value');
  const serverOnly = all.filter((entry) => !entry.usedBy.includes('web') && entry.usedBy.length > 0);
  const unused = all.filter((entry) => entry.usedBy.length === 0);
  console.log(`exports: ${all.length} (${values.length} values)`);
  console.log(`not used by the web: ${serverOnly.length} (${serverOnly.filter((e) => e.kind === 'value').length} values)`);
  for (const entry of serverOnly) console.log(`  ${entry.kind} ${entry.file}:${entry.name} <- ${entry.usedBy.join(',')}`);
  console.log(`used by no code: ${unused.length}`);
  for (const entry of unused) console.log(`  ${entry.kind} ${entry.file}:${entry.name}${entry.testsOnly ? ' (tests)' : ''}`);
  const helpers = serviceHelpers();
  console.log(`service files exporting helpers: ${new Set(helpers.map((h) => h.file)).size}`);
  for (const helper of helpers) console.log(`  ${helper.file}: ${helper.name}`);
  console.log(`modules with rules files: ${modulesWithRules().length}: ${modulesWithRules().join(', ')}`);
}
