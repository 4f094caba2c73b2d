import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * How the dashboard's scripts are cut into files (decisions 275, 279 and 283): the pieces vite.config.ts's code
 * splitting groups need that are more than a pattern.
 */

/** The packages whose one index module re-exports every component. */
const BARREL_PACKAGES = ['@mui/material', '@mui/icons-material'] as const;
type BarrelPackage = (typeof BARREL_PACKAGES)[number];

const IMPORT_FROM_BARREL = /import\s*\{([^}]*)\}\s*from\s*['"](@mui\/material|@mui\/icons-material)['"];?/g;

/** Where a named export of a barrel lives as its own module; null when it has none and stays a named import. */
export type ComponentPath = (pkg: BarrelPackage, name: string) => string | null;

/**
 * `import { Box, Button as B } from '@mui/material'` as `import Box from '@mui/material/Box'; import B from
 * '@mui/material/Button'`. Through the barrel every page seems to import every component, so the bundler cannot
 * tell which components the public site shares with the dashboard; through their own paths it can. Type-only names
 * stay in a type import (erased); a name with no module of its own is imported from where `componentPath` says.
 */
export function rewriteBarrelImports(code: string, componentPath: ComponentPath): string | null {
  let changed = false;
  const rewritten = code.replace(IMPORT_FROM_BARREL, (_whole, names: string, pkg: BarrelPackage) => {
    changed = true;
    const imports: string[] = [];
    const types: string[] = [];
    for (const raw of names.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      if (specifier.startsWith('type ')) {
        types.push(specifier.slice(5).trim());
        continue;
      }
      const [name = '', local = name] = specifier.split(/\s+as\s+/).map((part) => part.trim());
      const own = componentPath(pkg, name);
      // What has no module of its own in MUI (ThemeProvider, useTheme) is a styles export.
      if (!own && pkg !== '@mui/material') throw new Error(`${pkg} has no module for ${name}`);
      imports.push(own ? `import ${local} from '${own}';` : `import { ${specifier} } from '${pkg}/styles';`);
    }
    if (types.length > 0) imports.push(`import type { ${types.join(', ')} } from '${pkg}';`);
    return imports.join(' ');
  });
  return changed ? rewritten : null;
}

/** The module of each named component as the installed packages lay it out: `<pkg>/<Name>` (a folder or a file). */
export function installedComponentPath(): ComponentPath {
  const require = createRequire(import.meta.url);
  const roots = new Map(BARREL_PACKAGES.map((pkg) => [pkg, path.dirname(require.resolve(`${pkg}/package.json`))]));
  return (pkg, name) => {
    const root = roots.get(pkg)!;
    return existsSync(path.join(root, name, 'index.js')) || existsSync(path.join(root, `${name}.js`)) ? `${pkg}/${name}` : null;
  };
}

/** The build plugin that applies rewriteBarrelImports to the app's own sources. */
export function componentPathImports(): Plugin {
  const componentPath = installedComponentPath();
  return {
    name: 'brewline:component-path-imports',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: /@mui\/(material|icons-material)['"]/ },
      handler(code) {
        const rewritten = rewriteBarrelImports(code, componentPath);
        return rewritten === null ? null : { code: rewritten, map: null };
      },
    },
  };
}

/** A dashboard feature's folder, as a pattern: every feature but the pages a signed-out visitor opens. */
const DASHBOARD_FEATURE = String.raw`features[\\/](?!(public|auth|contact|onboarding)[\\/])`;

/** The dashboard's code: its frame, its query layer and every screen (the features a signed-out visitor never opens excepted). */
const DASHBOARD_CODE = new RegExp(String.raw`[\\/]src[\\/](${DASHBOARD_FEATURE}|app[\\/](query-layout|dashboard-frame))`);

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * A package's index that re-exports this many modules or more is a barrel: the walk below does not go through it.
 * Through `@mui/material/styles` the Box reaches the text fields, so every page would seem to need every input; what
 * a page really takes from a barrel is in the app's first file already (the theme needs it at start).
 */
const BARREL_IMPORTS = 12;
const isPackageBarrel = (id: string, imports: number) => /[\\/]node_modules[\\/].*[\\/]index\.m?js$/.test(id) && imports >= BARREL_IMPORTS;

/** Every module reached from `roots`: through static imports only, or through dynamic ones too; not through barrels. */
function reachedFrom(roots: Iterable<string>, graph: ModuleGraph, { dynamic }: { dynamic: boolean }): Set<string> {
  const reached = new Set<string>();
  const waiting = [...roots];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    if (!info || isPackageBarrel(id, info.importedIds.length)) continue;
    waiting.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
  }
  return reached;
}

/**
 * Names the file for the modules that a visitor's page (the public site, sign-in) and the dashboard both need (MUI
 * components, shared fields): one file both load, so a dashboard screen never loads that page's own file to
 * reach them, and the page never loads the dashboard's. `pageModules` are the page's own modules; `appModule` is a
 * module from which every page is reached (the router). The module graph is walked once per build.
 */
export function sharedWithTheDashboard(fileName: string, pageModules: readonly string[], appModule: string) {
  let shared: Set<string> | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!shared) {
      const dashboardModules = [...reachedFrom([appModule], graph, { dynamic: true })].filter((module) => DASHBOARD_CODE.test(module));
      const dashboard = reachedFrom(dashboardModules, graph, { dynamic: false });
      const page = reachedFrom(pageModules, graph, { dynamic: false });
      shared = new Set([...page].filter((module) => dashboard.has(module)));
    }
    return shared.has(id) ? fileName : null;
  };
}

/** The form library and the image cropper. */
const FORM_PACKAGE = /node_modules[\\/](react-hook-form|@hookform[\\/][^\\/]+|react-easy-crop)[\\/]/;
const APP_MODULE = /^(?!.*node_modules).*[\\/]src[\\/]/;

/** zod and the contracts' schemas: one file, loaded by the forms and editors that check them (decision 316). */
export const SCHEMA_CODE = /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]src[\\/]schemas[\\/]/;

/**
 * Whether a module uses code `target` matches: it is such code, or an app module that imports it, directly or through
 * another app module.
 */
function usesCode(target: RegExp) {
  // Each module's answer once its whole walk is done, so a cycle of imports cannot leave a wrong one behind.
  const settled = new Map<string, boolean>();
  return (root: string, graph: ModuleGraph): boolean => {
    const known = settled.get(root);
    if (known !== undefined) return known;
    const seen = new Set<string>();
    const waiting = [root];
    let found = false;
    for (let id = waiting.pop(); id !== undefined && !found; id = waiting.pop()) {
      if (target.test(id) || settled.get(id) === true) found = true;
      else if (APP_MODULE.test(id) && !seen.has(id) && settled.get(id) !== false) {
        seen.add(id);
        waiting.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
      }
    }
    settled.set(root, found);
    return found;
  };
}

/**
 * Names the file for what screens share only to edit (decision 312): form code. In the screens' shared file every daily
 * report loaded it before its figures; a screen with a form now loads this file too, in the same wave.
 */
export function formsShared(fileName: string) {
  const isFormCode = usesCode(FORM_PACKAGE);
  return (id: string, graph: ModuleGraph): string | null => (isFormCode(id, graph) ? fileName : null);
}

/** A dashboard screen's page module, each the start of one screen's code (app/router.tsx loads them by this name). */
const SCREEN_PAGE = new RegExp(String.raw`[\\/]src[\\/]${DASHBOARD_FEATURE}[^\\/]+[\\/]routes[\\/][^\\/]+-page\.tsx$`);

/** A module whose source is this large is a round trip's worth of bytes or more on a phone (24 KB: 4-8 KB sent). */
export const LARGE_MODULE_BYTES = 24 * 1024;

/**
 * The modules that would bring one screen's large code into the file every screen loads (decision 314): a module
 * larger than LARGE_MODULE_BYTES that at most one screen imports before it draws (statically, from its page module;
 * its dialogs, which load when opened, may import it too), and every module that imports one, directly or through
 * others (a file takes what its modules import). A large module that two screens draw stays shared: in a file of their
 * own it would be one more request before both screens' figures. A barrel passes nothing on: through it, every module
 * seems to import every component.
 */
function oneScreensLargeCode(appModule: string, graph: ModuleGraph, sizeOf: (id: string) => number): Set<string> {
  const app = reachedFrom([appModule], graph, { dynamic: true });
  const screensDrawing = new Map<string, number>();
  for (const page of [...app].filter((id) => SCREEN_PAGE.test(id)))
    for (const id of reachedFrom([page], graph, { dynamic: false })) screensDrawing.set(id, (screensDrawing.get(id) ?? 0) + 1);
  const importers = new Map<string, string[]>();
  for (const id of app) {
    const info = graph.getModuleInfo(id);
    if (!info || isPackageBarrel(id, info.importedIds.length)) continue;
    for (const imported of info.importedIds) importers.set(imported, [...(importers.get(imported) ?? []), id]);
  }
  const found = new Set<string>();
  const waiting = [...app].filter((id) => sizeOf(id) > LARGE_MODULE_BYTES && (screensDrawing.get(id) ?? 0) <= 1);
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    waiting.push(...(importers.get(id) ?? []));
  }
  return found;
}

/**
 * Names the screens' shared file (sharedByScreens), without form code and without one screen's large code. A file
 * takes what its modules import with it, so one module of it that imported a form helper brought the form library
 * into the file every screen loads: hence 'through another app module' in form code. The file is on every screen's
 * first path; the tips' autocomplete or the picture cropper's slider (96 and 61 KB of source) cost every other screen
 * their bytes before its figures: they go in a file of the screen and dialogs that import them (decision 314).
 */
export function screensShared(fileName: string, sizeOf: (id: string) => number, appModule: string) {
  const isFormCode = usesCode(FORM_PACKAGE);
  // A module that checks with a schema stays out too: in the file every screen loads, it would bring zod with it (a
  // file takes what its modules import), as the menu builder's checks, shared with the default modifiers, did.
  const checksWithSchemas = usesCode(SCHEMA_CODE);
  const shared = sharedByScreens(sizeOf);
  let oneScreens: Set<string> | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!shared(id) || isFormCode(id, graph) || checksWithSchemas(id, graph)) return null;
    oneScreens ??= oneScreensLargeCode(appModule, graph, sizeOf);
    return oneScreens.has(id) ? null : fileName;
  };
}

/**
 * The shared libraries and the app's own shared code, which go in the screens' shared file whatever their size. The
 * contracts' schemas are not among them: they and zod load with the forms and editors that check them (decision 316).
 */
const SCREENS_SHARED_CODE =
  /src[\\/](components|lib)[\\/]|packages[\\/]contracts[\\/](?!src[\\/]schemas[\\/])|node_modules[\\/](@mui[\\/](material|system|utils)|@tanstack|react-i18next|@emotion)[\\/]/;
/** A feature's own module or an icon small enough that a file of its own costs more (a round trip) than its bytes. */
const SMALL_SCREEN_CODE = new RegExp(String.raw`src[\\/]${DASHBOARD_FEATURE}|node_modules[\\/]@mui[\\/]icons-material[\\/]`);
export const SMALL_MODULE_BYTES = 5120;

/**
 * Whether a module shared by screens goes in their one shared file: the shared code always; a feature's module or an
 * icon when its source is small (query keys, a status label, column helpers: 0.2-1.2 KB sent, each a file and a round
 * trip of 562 ms on a phone for the two screens that share it). `sizeOf` reads a module's source size.
 */
export function sharedByScreens(sizeOf: (id: string) => number) {
  return (id: string): boolean => SCREENS_SHARED_CODE.test(id) || (SMALL_SCREEN_CODE.test(id) && sizeOf(id) <= SMALL_MODULE_BYTES);
}

/** A module's source size on disk; 0 for a virtual module (which has no file). */
export function sourceSize(id: string): number {
  const file = id.split('?')[0]!;
  return existsSync(file) ? statSync(file).size : 0;
}
