import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { componentPathImports, formsShared, SCHEMA_CODE, screensShared, sharedWithTheDashboard, sourceSize } from './build/chunking.ts';
// Relative, not '@brewline/contracts/navigation': the config's bundler inlines relative TypeScript files only.
import { canSeePage, DASHBOARD_PAGES } from '../../packages/contracts/src/navigation.ts';
import { ALL_PERMISSIONS } from '../../packages/contracts/src/permissions.ts';
import type { PrerenderedPage } from './src/prerender';
import { BUILT_SCREENS } from './src/app/screens.ts';
import { placeholderShopFor } from './src/prerender-shop.ts';

/** The public site's and the sign-in page's first modules: each page's scripts are cut around them. */
const fromRoot = (file: string) => path.resolve(import.meta.dirname, file);
const PUBLIC_PAGE = ['src/features/public/components/public-layout.tsx', 'src/features/public/routes/landing-page.tsx'].map(fromRoot);
const SIGN_IN_PAGE = [fromRoot('src/features/auth/routes/sign-in-page.tsx')];
const APP_ROUTER = fromRoot('src/app/router.tsx');

const apiPort = process.env.API_PORT ?? '3000';
const api = `http://127.0.0.1:${apiPort}`;

/** What every dashboard page draws around its screen: the query layer, the frame, the page gate and the frame's texts. */
const DASHBOARD_FRAME = ['src/app/dashboard-frame.ts', 'src/features/shell/locales/en.json'];

/** A namespace's English texts: a feature's own (features/<ns>/locales) or a shared file (locales/en/<ns>.json). */
const englishTexts = (namespace: string) => {
  const feature = `src/features/${namespace}/locales/en.json`;
  return existsSync(path.resolve(import.meta.dirname, feature)) ? feature : `src/locales/en/${namespace}.json`;
};

/**
 * The built dashboard screens that have a path of their own. A path with a parameter (events/:menuItemId) is not
 * one file the server could match; it gets /app/*'s shell.
 */
const SCREENS_WITH_A_PATH = DASHBOARD_PAGES.flatMap((page) => {
  const screen = BUILT_SCREENS[page.key];
  return screen && !page.path.includes(':') ? [{ page, screen, route: `/app/${page.path}` }] : [];
});

/** Each of them at its path (/app/<path>): the frame, its page module and its texts. */
const screenPreloads = () =>
  SCREENS_WITH_A_PATH.map(
    ({ screen, route }) => [route, [...DASHBOARD_FRAME, `src/features/${screen.module}.tsx`, ...screen.texts.map(englishTexts)]] as const,
  );

/**
 * The first screens and the source files their routes load (see app/router.tsx: each screen is a lazy chunk
 * fetched with its texts). Only the entry's own imports are in index.html, so without help the browser finds a
 * screen's chunks one wave later, after the entry has run. The build writes one copy of index.html per path
 * below that also preloads that screen's chunks and English texts (and everything they import), and the server
 * answers the path with it (modules/web/web.plugin.ts reads route-shells.json). A path ending in '/*' covers
 * every path below it. A file that is no longer in the build fails the build. Every built dashboard screen has
 * its own entry (app/screens.ts), so a phone opening any of them fetches its files with the app's start.
 */
const ROUTE_PRELOADS: Record<string, string[]> = {
  '/': [
    'src/features/public/components/public-layout.tsx',
    'src/features/public/routes/landing-page.tsx',
    'src/features/public/locales/en.json',
  ],
  '/signin': ['src/features/auth/routes/sign-in-page.tsx', 'src/features/auth/locales/en.json', 'src/features/account/locales/en.json'],
  '/app/*': [...DASHBOARD_FRAME, 'src/features/shell/routes/placeholder-page.tsx'],
  ...Object.fromEntries(screenPreloads()),
  // The Account page, opened from the account menu by every signed-in user: not a sidebar screen, but a dashboard page.
  '/app/account': [...DASHBOARD_FRAME, 'src/features/account/routes/account-page.tsx', ...['account', 'auth'].map(englishTexts)],
};

/**
 * Paths whose first paint is drawn at build time (src/prerender.tsx): their second shell, <name>.prerendered.html,
 * also holds the page's HTML, its styles and its title, so the browser paints it before any script has run. Drawn
 * in English and the light theme: the server sends it only to a request whose first paint would look like that
 * (paintsDefaultLook in contracts/languages.ts), else the plain shell. The public pages are drawn signed out and
 * hydrated; each dashboard screen is drawn for a placeholder user, its frame and loading state before any answer,
 * and the app draws the real user's first render over it (decision 276).
 */
const PRERENDERED = [
  '/',
  '/signin',
  // Every sidebar screen the placeholder shop's rules show, or the chain's placeholder's (decisions 278, 313).
  ...SCREENS_WITH_A_PATH.filter(
    ({ page }) =>
      'section' in page && placeholderShopFor((shop) => canSeePage(page.rule, { ...shop, permissions: ALL_PERMISSIONS })) !== undefined,
  ).map(({ route }) => route),
  '/app/account',
];

/** What the entry, main.tsx, imports to start the app once the first frame is out. */
const APP_START = 'src/app/start.tsx';

/** The <template> of a prerendered page that holds the app's modulepreloads until the first paint (src/boot/app-files.ts reads it). */
const APP_FILES_ID = 'app-files';

/**
 * A page's drawing as #root holds it. A dashboard screen drawn for the placeholder user is inert until the app draws
 * the real user's page over it (React empties #root as it does): its buttons and fields would otherwise take taps
 * and typing that nothing answers and that are then lost. display: contents keeps the page's layout as drawn.
 */
const drawnAhead = (page: PrerenderedPage) =>
  page.drawnFor === 'placeholder' ? `<div inert style="display: contents">${page.html}</div>` : page.html;

/** Where the route shells go in the build, and the table the server reads. */
const SHELLS_DIR = 'route-shells';

const shellName = (route: string) => (route === '/' ? 'home' : route.replace(/\/\*$/, '').replace(/^\//, '').replaceAll('/', '-'));

/** The boot step (src/boot/first-requests-boot.ts), inlined at the top of every dashboard page (decision 279). */
const BOOT_STEP = 'src/boot/first-requests-boot.ts';

/** The dashboard's pages, whose HTML starts with the boot step. */
const startsWithBootStep = (route: string) => route === '/app/*' || route.startsWith('/app/');

/**
 * Builds the boot step into one small classic script, minified, for inlining: inline, it runs as the HTML is parsed,
 * with no request of its own before the screen's first figures are asked for. Its hash goes into the content security
 * policy (the server reads it from route-shells.json), which allows no other inline script.
 */
async function buildBootStep(root: string): Promise<{ code: string; hash: string }> {
  const result = await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      lib: { entry: path.resolve(root, BOOT_STEP), formats: ['iife'], name: 'brewlineBoot', fileName: 'boot' },
    },
  });
  const [output] = Array.isArray(result) ? result : [result];
  if (!output || !('output' in output)) throw new Error('boot step: the build wrote nothing');
  const code = output.output[0].code.trim();
  if (code.includes('</script')) throw new Error('boot step: the script cannot be inlined as it is');
  return { code, hash: `sha256-${createHash('sha256').update(code).digest('base64')}` };
}

/** Builds src/prerender.tsx for Node next to the app's node_modules (its imports resolve there), and loads it. */
async function loadPrerenderer(root: string) {
  await mkdir(path.join(root, 'node_modules'), { recursive: true });
  const outDir = await mkdtemp(path.join(root, 'node_modules', '.prerender-'));
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    // The contracts are TypeScript sources: bundled, not left for Node to import.
    ssr: { noExternal: ['@brewline/contracts'] },
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false, sourcemap: false },
  });
  const module = (await import(pathToFileURL(path.join(outDir, 'prerender.js')).href)) as {
    prerenderPage(path: string): Promise<PrerenderedPage>;
  };
  return { prerenderPage: module.prerenderPage, cleanUp: () => rm(outDir, { recursive: true, force: true }) };
}

/**
 * Writes route-shells/<name>.html (index.html plus the route's modulepreload links), for PRERENDERED paths also
 * route-shells/<name>.prerendered.html, and route-shells.json: each path with its shell (and prerendered shell).
 */
function routeShells(): Plugin {
  let root = '';
  const shells = new Map<string, string>();
  return {
    name: 'brewline:route-shells',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') this.error('route shells: the build has no index.html');
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const bySource = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!, chunk]));
      // The entry (main.tsx) imports the app's start once the first frame is out (decision 142): every page preloads
      // that file and what it imports, so it has arrived by then.
      const start = bySource.get(path.resolve(root, APP_START));
      if (!start) this.error(`route shells: ${APP_START} is not a chunk of the build`);
      const startFiles = new Set<string>();
      const visitStart = (fileName: string) => {
        if (startFiles.has(fileName)) return;
        startFiles.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) visitStart(imported);
      };
      visitStart(start.fileName);
      index.source = String(index.source).replace(
        '  </head>',
        `${[...startFiles].map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`).join('')}  </head>`,
      );
      const html = String(index.source);
      const alreadyInIndex = new Set([...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]!));
      const bootStep = await buildBootStep(root);
      const table: Record<string, { shell: string; prerendered?: string }> = {};
      for (const [route, sources] of Object.entries(ROUTE_PRELOADS)) {
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || alreadyInIndex.has(fileName)) return;
          files.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const source of sources) {
          const chunk = bySource.get(path.resolve(root, source));
          if (!chunk)
            this.error(
              `route shells: ${source} (preloaded for ${route}) is not a chunk of the build; update ROUTE_PRELOADS in vite.config.ts`,
            );
          visit(chunk.fileName);
        }
        const links = [...files].map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`).join('');
        const fileName = `${SHELLS_DIR}/${shellName(route)}.html`;
        const withBootStep = startsWithBootStep(route)
          ? html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <script>${bootStep.code}</script>`)
          : html;
        const shell = withBootStep.replace('  </head>', `${links}  </head>`);
        this.emitFile({ type: 'asset', fileName, source: shell });
        table[route] = { shell: fileName };
        if (PRERENDERED.includes(route)) {
          table[route].prerendered = `${SHELLS_DIR}/${shellName(route)}.prerendered.html`;
          shells.set(route, shell);
        }
      }
      for (const route of PRERENDERED)
        if (!shells.has(route)) this.error(`route shells: ${route} is prerendered but has no ROUTE_PRELOADS entry`);
      const shellsTable = { routes: table, inlineScriptHashes: [bootStep.hash] };
      this.emitFile({ type: 'asset', fileName: `${SHELLS_DIR}.json`, source: `${JSON.stringify(shellsTable, null, 2)}\n` });
    },
    // After the app is written (the prerendered pages point at its files), before closeBundle compresses everything.
    async writeBundle(options) {
      const outDir = options.dir!;
      const { prerenderPage, cleanUp } = await loadPrerenderer(root);
      try {
        for (const [route, shell] of shells) {
          const page = await prerenderPage(route);
          if (!shell.includes('    <script type="module"')) this.error(`prerender ${route}: the shell has no entry script`);
          if (!page.html.includes('<h1')) this.error(`prerender ${route}: the page drew no heading`);
          // The app's files are for hydration, after the first frame: the page's first paint needs none of them. Listed
          // in the head they arrive with the page, and Lighthouse's simulation then counts every one that finished
          // before the observed paint as needed for it (module scripts name no evaluation it can place after the
          // paint), which made the simulated LCP 2.1-2.7 s or 0.7 s by the race on an unthrottled load (decision 147).
          // So they wait in an inert <template> after #root, which is moved into the head after the first paint
          // (src/boot/app-files.ts: by the entry, or on a dashboard page by the boot step, a round trip sooner).
          const preloads = [...shell.matchAll(/ {4}<link rel="modulepreload" [^>]*>\n/g)].map((match) => match[0]);
          if (preloads.length === 0) this.error(`prerender ${route}: the shell preloads no module`);
          const source = preloads
            .reduce((html, link) => html.replace(link, ''), shell)
            .replace('<title>Brewline</title>', `<title>${page.title}</title>`)
            // Before the entry script: the page's styles (and any picture React preloads) come first. The first frame
            // waits until the parser has reached the end of #root (Chromium's rel=expect unblocks at the target's
            // start tag, so it names the template after it): painted between two parts of the HTML, the sign-in card
            // was drawn half-height and then moved up (CLS 0.058).
            .replace(
              '    <script type="module"',
              `    <link rel="expect" href="#${APP_FILES_ID}" blocking="render">\n    ${page.head}\n    <script type="module"`,
            )
            // The entry only waits for the first paint and then starts the app: low priority, behind the page.
            .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
            .replace(
              '<div id="root"></div>',
              `<div id="root" data-prerendered="${route}" data-drawn-for="${page.drawnFor}">${drawnAhead(page)}</div>\n    <template id="${APP_FILES_ID}">\n${preloads
                .map((link) => `  ${link}`)
                .join('')}    </template>`,
            );
          await writeFile(path.join(outDir, SHELLS_DIR, `${shellName(route)}.prerendered.html`), source);
        }
      } finally {
        await cleanUp();
      }
    },
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a .br (brotli, quality 11) and a .gz (gzip, level 9) next to every text file of the build that they
 * make smaller, so the server sends compressed bytes without compressing on each request. Source maps and the
 * build manifest are left alone: browsers do not fetch them.
 */
function precompress(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'brewline:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipped(body, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < body.length) await writeFile(`${file}.br`, br);
          if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The dashboard installable on a phone's home screen (public/manifest.webmanifest), with a service worker that
 * precaches the app's files and its pages' shells (src/service-worker, decision 280). Written before the files are compressed, so the worker and the
 * manifest are sent compressed like the rest.
 */
function installableDashboard(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'service-worker.ts',
    // The app registers it itself, signed in and after the page has loaded (src/lib/service-worker.ts).
    injectRegister: false,
    // The manifest is public/manifest.webmanifest, linked from index.html: the plugin's own link would land where the
    // route shells' preloads go.
    manifest: false,
    injectManifest: {
      // The app's code and the pages' plain shells; not the shells drawn at build time (one look only), the
      // compressed copies, the source maps or the menu's sample pictures.
      globPatterns: ['assets/**/*.{js,css}', 'route-shells/*.html', 'index.html', 'favicon.svg', 'icons/*.png', 'manifest.webmanifest'],
      globIgnores: ['route-shells/*.prerendered.html'],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    },
  }) as Plugin[];
}

/**
 * React Router 7 resolves to its development build in every bundle (its package exports name no production
 * file): dev-only warnings and checks ship to users. Production builds use the production files it also ships.
 */
function reactRouterProduction(): { find: RegExp; replacement: string } {
  const developmentEntry = createRequire(import.meta.url).resolve('react-router');
  const productionDir = path.join(path.dirname(developmentEntry), '..', 'production');
  return { find: /^react-router$/, replacement: path.join(productionDir, 'index.mjs') };
}

export default defineConfig(({ command }) => ({
  plugins: [componentPathImports(), react(), routeShells(), installableDashboard(), precompress()],
  resolve: { alias: command === 'build' ? [reactRouterProduction()] : [] },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': api, '/dev': api, '/sandbox': api },
  },
  build: {
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    // Current browsers all know <link rel="modulepreload">; one that does not (Safari before 17) still loads every file,
    // a step later. The polyfill would cost every visitor its bytes in the entry for that.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app's start is an entry of its own, so what it imports statically is "initial" too (see below); the page
      // still loads only index.html's entry, which imports the start once the first frame is out (decision 142).
      input: { index: path.resolve(import.meta.dirname, 'index.html'), start: path.resolve(import.meta.dirname, APP_START) },
      output: {
        codeSplitting: {
          // Everything the app's start imports statically is needed by every page before it can draw: one file
          // instead of a dozen compresses better (one brotli window) and costs one request. Screens stay lazy.
          // The entry itself (main.tsx and Vite's preload helper) stays out, so evaluating it waits for nothing.
          groups: [
            { name: 'index', test: /[\\/]src[\\/]main\.tsx$|preload-helper|index\.html/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
            // The first pages' frames, each one file with what it imports (a group takes its modules' imports too):
            // left to itself the bundler cut the dashboard's frame into 59 files (one per MUI component it shares with
            // some screen), and on a phone's network each file costs a round trip: the first paint of a dashboard
            // screen waited 4.4-4.9 s in Lighthouse's mobile run. The public site and sign-in never load the frame.
            // What the public site or sign-in shares with the dashboard (MUI components, form fields) is a file of
            // its own: in those pages' files, a dashboard screen had to load their code to reach it (decision 283).
            { name: sharedWithTheDashboard('public-shared', PUBLIC_PAGE, APP_ROUTER), priority: 0.8 },
            { name: sharedWithTheDashboard('sign-in-shared', SIGN_IN_PAGE, APP_ROUTER), priority: 0.75 },
            { name: 'public', test: (id) => PUBLIC_PAGE.includes(id), priority: 0.7 },
            { name: 'sign-in', test: (id) => SIGN_IN_PAGE.includes(id), priority: 0.6 },
            // The live order stream's hook rides with the frame: two daily screens read it, and a file of its own (1 KB)
            // cost them a round trip. The frame's texts stay a file per language, as every feature's do: in the frame's
            // file, every page carried the five languages it was not shown in (decision 314).
            {
              name: 'dashboard',
              test: /src[\\/]features[\\/]shell[\\/](?!locales[\\/])|src[\\/]app[\\/](query-layout|dashboard-frame)|src[\\/]lib[\\/]use-order-events/,
              priority: 0.5,
            },
            // What screens share is one file, not a file for each set of screens that share it: a screen needed 24-40
            // files before its figures, six at a time at 562 ms a round trip on a phone (decision 279). A screen's own
            // small modules that one other screen shares (query keys, a status label, an icon) ride along too: each
            // was a file of 0.2-1.2 KB and a third wave of requests for the screens that needed it (decision 283).
            { name: screensShared('screens-shared', sourceSize, APP_ROUTER), minShareCount: 2, priority: 0.4 },
            // What screens share only to edit (the form library, the image cropper, the app's form helpers) is a file of
            // its own, after the screens' shared file has taken what the rest imports: the daily reports, which edit
            // nothing before their figures, do not load it (decision 312).
            // The contracts' schemas and zod are one file, loaded by the forms and editors that check them: no daily
            // report needs it before its figures, and an editor gets it in one request, not in five small ones.
            { name: 'schemas', test: SCHEMA_CODE, priority: 0.37 },
            { name: formsShared('forms-shared'), minShareCount: 2, priority: 0.35 },
          ],
        },
      },
    },
  },
}));
