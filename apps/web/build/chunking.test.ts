import { describe, expect, it } from 'vitest';
import {
  formsShared,
  LARGE_MODULE_BYTES,
  rewriteBarrelImports,
  screensShared,
  sharedWithTheDashboard,
  type ComponentPath,
  sharedByScreens,
} from './chunking';

const ownModules: ComponentPath = (pkg, name) => (['ThemeProvider', 'useTheme'].includes(name) ? null : `${pkg}/${name}`);

describe('imports from a component barrel', () => {
  it('become one import per component, under its own name or alias', () => {
    const code = "import { Box, Button as MuiButton } from '@mui/material';\nconst x = 1;";
    expect(rewriteBarrelImports(code, ownModules)).toBe(
      "import Box from '@mui/material/Box'; import MuiButton from '@mui/material/Button';\nconst x = 1;",
    );
  });

  it('keep type-only names in an erased type import, and take what has no module of its own from styles', () => {
    const code = "import {\n  type Theme,\n  ThemeProvider,\n  Typography,\n} from '@mui/material';";
    expect(rewriteBarrelImports(code, ownModules)).toBe(
      "import { ThemeProvider } from '@mui/material/styles'; import Typography from '@mui/material/Typography'; import type { Theme } from '@mui/material';",
    );
  });

  it('take each icon from its own file, and stop the build for an icon that has none', () => {
    expect(rewriteBarrelImports("import { CheckCircle } from '@mui/icons-material';", ownModules)).toBe(
      "import CheckCircle from '@mui/icons-material/CheckCircle';",
    );
    expect(() => rewriteBarrelImports("import { Nope } from '@mui/icons-material';", () => null)).toThrow(/no module for Nope/);
  });

  it('leave a file without such an import alone', () => {
    expect(rewriteBarrelImports("import Box from '@mui/material/Box';", ownModules)).toBeNull();
  });
});

describe('the file of what a visitor’s page shares with the dashboard', () => {
  const root = '/app/src';
  const id = {
    router: `${root}/app/router.tsx`,
    landing: `${root}/features/public/routes/landing-page.tsx`,
    hero: `${root}/features/public/components/hero.tsx`,
    overview: `${root}/features/overview/routes/overview-page.tsx`,
    button: '/app/node_modules/@mui/material/Button/Button.mjs',
    input: '/app/node_modules/@mui/material/InputBase/InputBase.mjs',
    styles: '/app/node_modules/@mui/material/styles/index.mjs',
  };
  // The router opens both pages lazily; both import the Button; the Button reaches the text input only through
  // the styles barrel, which re-exports many modules.
  const manyExports = Array.from({ length: 12 }, (_, n) => `/app/node_modules/@mui/material/styles/part-${n}.mjs`);
  const edges: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
    [id.router]: { importedIds: [], dynamicallyImportedIds: [id.landing, id.overview] },
    [id.landing]: { importedIds: [id.hero, id.button], dynamicallyImportedIds: [] },
    [id.hero]: { importedIds: [], dynamicallyImportedIds: [] },
    [id.overview]: { importedIds: [id.button, id.input], dynamicallyImportedIds: [] },
    [id.button]: { importedIds: [id.styles], dynamicallyImportedIds: [] },
    [id.styles]: { importedIds: [...manyExports, id.input], dynamicallyImportedIds: [] },
    [id.input]: { importedIds: [], dynamicallyImportedIds: [] },
  };
  const graph = { getModuleInfo: (module: string) => edges[module] ?? { importedIds: [], dynamicallyImportedIds: [] } };
  const name = sharedWithTheDashboard('public-shared', [id.landing], id.router);

  it('holds what both import, and neither the page’s own code nor what only the dashboard needs', () => {
    expect(name(id.button, graph)).toBe('public-shared');
    expect(name(id.styles, graph)).toBe('public-shared');
    expect(name(id.hero, graph)).toBeNull();
    expect(name(id.landing, graph)).toBeNull();
    expect(name(id.overview, graph)).toBeNull();
  });

  it('does not count what the page reaches only through a barrel', () => {
    expect(name(id.input, graph)).toBeNull();
  });
});

describe('the file of what screens share only to edit', () => {
  const id = {
    form: '/app/node_modules/react-hook-form/dist/index.esm.mjs',
    resolver: '/app/node_modules/@hookform/resolvers/zod/dist/zod.mjs',
    cropper: '/app/node_modules/react-easy-crop/index.module.mjs',
    schemaForm: '/app/src/components/use-schema-form.ts',
    cropDialog: '/app/src/components/image-crop-dialog.tsx',
    reportCard: '/app/src/components/report-card.tsx',
    promoForm: '/app/src/features/promo-codes/components/promo-code-form.tsx',
    staleCopy: '/app/src/components/stale-copy-alert.tsx',
    saveState: '/app/src/components/use-save-state.ts',
    zod: '/app/node_modules/zod/v4/classic/schemas.js',
    dates: '/app/node_modules/date-fns/format.js',
    menuChecks: '/app/src/features/menu-builder/model/validate.ts',
    menuSchemas: '/app/packages/contracts/src/schemas/menu.ts',
    windowsDialog: '/app/src/features/menu-builder/components/item-availability-dialog.tsx',
  };
  const edges: Record<string, string[]> = {
    [id.schemaForm]: [id.form, id.resolver, id.zod],
    [id.cropDialog]: [id.cropper],
    [id.reportCard]: [id.dates],
    [id.menuChecks]: [id.menuSchemas],
    [id.menuSchemas]: [id.zod],
    [id.windowsDialog]: [id.menuChecks],
    [id.promoForm]: [id.schemaForm],
    // An alert that uses a form helper that uses the form library; the helper imports the alert back.
    [id.staleCopy]: [id.saveState],
    [id.saveState]: [id.staleCopy, id.form],
  };
  const graph = { getModuleInfo: (module: string) => ({ importedIds: edges[module] ?? [], dynamicallyImportedIds: [] }) };
  const name = formsShared('forms-shared');

  it('holds the form library, the cropper, and the app’s modules that use them, directly or through another', () => {
    for (const module of [id.form, id.resolver, id.cropper, id.schemaForm, id.cropDialog, id.promoForm, id.staleCopy, id.saveState])
      expect(name(module, graph), module).toBe('forms-shared');
  });

  it('answers the same whichever module of an import cycle is asked first', () => {
    const fresh = formsShared('forms-shared');
    expect(fresh(id.saveState, graph)).toBe('forms-shared');
    expect(fresh(id.staleCopy, graph)).toBe('forms-shared');
  });

  it('leaves out a report’s modules and the libraries a form imports besides', () => {
    for (const module of [id.reportCard, id.zod, id.dates]) expect(name(module, graph), module).toBeNull();
  });

  it('is left out of the screens’ shared file, which keeps the rest of the shared code', () => {
    const screens = screensShared('screens-shared', () => 100, '/app/src/app/router.tsx');
    expect(screens(id.reportCard, graph)).toBe('screens-shared');
    for (const module of [id.schemaForm, id.staleCopy, id.saveState, id.cropDialog]) expect(screens(module, graph), module).toBeNull();
  });

  it('leaves out of the screens’ shared file what checks with a schema, directly or through another module', () => {
    const screens = screensShared('screens-shared', () => 100, '/app/src/app/router.tsx');
    for (const module of [id.menuChecks, id.windowsDialog]) expect(screens(module, graph), module).toBeNull();
    expect(screens(id.reportCard, graph)).toBe('screens-shared');
  });
});

describe('one screen’s large code', () => {
  const root = '/app/src';
  const id = {
    router: `${root}/app/router.tsx`,
    overview: `${root}/features/overview/routes/overview-page.tsx`,
    members: `${root}/features/members/routes/members-page.tsx`,
    stats: `${root}/features/membership-stats/routes/membership-stats-page.tsx`,
    tips: `${root}/features/tips/routes/tips-page.tsx`,
    tipsDialog: `${root}/features/tips/components/pool-dialog.tsx`,
    landing: `${root}/features/public/routes/landing-page.tsx`,
    reportCard: `${root}/components/report-card.tsx`,
    staffPicker: `${root}/components/staff-picker.tsx`,
    autocomplete: '/app/node_modules/@mui/material/Autocomplete/Autocomplete.mjs',
    tabs: '/app/node_modules/@mui/material/Tabs/Tabs.mjs',
    button: '/app/node_modules/@mui/material/Button/Button.mjs',
    styles: '/app/node_modules/@mui/material/styles/index.mjs',
  };
  const large = new Set([id.autocomplete, id.tabs]);
  const manyExports = Array.from({ length: 12 }, (_, n) => `/app/node_modules/@mui/material/styles/part-${n}.mjs`);
  // Tips draws the autocomplete through a picker, and so do its dialog and the public landing page; Members and
  // Membership Stats draw their tabs. The Overview's Button reaches the autocomplete only through the styles barrel.
  const edges: Record<string, string[]> = {
    [id.overview]: [id.reportCard, id.button],
    [id.members]: [id.reportCard, id.tabs],
    [id.stats]: [id.tabs],
    [id.tips]: [id.reportCard, id.staffPicker],
    [id.tipsDialog]: [id.staffPicker],
    [id.landing]: [id.staffPicker],
    [id.staffPicker]: [id.autocomplete],
    [id.button]: [id.styles],
    [id.styles]: [...manyExports, id.autocomplete],
  };
  const opened: Record<string, string[]> = {
    [id.router]: [id.overview, id.members, id.stats, id.tips, id.landing],
    [id.tips]: [id.tipsDialog],
  };
  const graph = {
    getModuleInfo: (module: string) => ({ importedIds: edges[module] ?? [], dynamicallyImportedIds: opened[module] ?? [] }),
  };
  const name = screensShared('screens-shared', (module) => (large.has(module) ? LARGE_MODULE_BYTES + 1 : 100), id.router);

  it('leaves the screens’ shared file for a large module that one screen draws (its dialog too), and for what imports it', () => {
    expect(name(id.autocomplete, graph)).toBeNull();
    expect(name(id.staffPicker, graph)).toBeNull();
  });

  it('keeps a large module that two screens draw, and small shared code', () => {
    expect(name(id.tabs, graph)).toBe('screens-shared');
    expect(name(id.reportCard, graph)).toBe('screens-shared');
  });

  it('counts neither a visitor’s page as a screen nor an import through a barrel', () => {
    // The landing page is the autocomplete's second page; the Button reaches it only through the styles barrel.
    expect(name(id.button, graph)).toBe('screens-shared');
    expect(name(id.autocomplete, graph)).toBeNull();
  });
});

describe('the screens’ shared file', () => {
  const sizes: Record<string, number> = {
    '/app/src/components/data-table/data-table.tsx': 20_000,
    '/app/src/features/members/components/status-label.ts': 443,
    '/app/src/features/menu-builder/components/value-complimentary-dialog.tsx': 8_207,
    '/app/src/features/public/components/footer.tsx': 900,
    '/app/node_modules/@mui/icons-material/esm/ArrowBack.js': 300,
    '/app/node_modules/recharts/es6/index.js': 300,
  };
  const shared = sharedByScreens((id) => sizes[id] ?? 0);

  it('takes the shared code whatever its size, and a screen’s module or an icon only when small', () => {
    expect(shared('/app/src/components/data-table/data-table.tsx')).toBe(true);
    expect(shared('/app/src/features/members/components/status-label.ts')).toBe(true);
    expect(shared('/app/node_modules/@mui/icons-material/esm/ArrowBack.js')).toBe(true);
    expect(shared('/app/src/features/menu-builder/components/value-complimentary-dialog.tsx')).toBe(false);
  });

  it('leaves out the pages a signed-out visitor opens, and libraries that load later', () => {
    expect(shared('/app/src/features/public/components/footer.tsx')).toBe(false);
    expect(shared('/app/node_modules/recharts/es6/index.js')).toBe(false);
  });
});
