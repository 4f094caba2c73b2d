import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? '3000';
const api = `http://127.0.0.1:${apiPort}`;

/**
 * The first screens and the source files their routes load (see app/router.tsx: each screen is a lazy chunk
 * fetched with its texts). Only the entry's own imports are in index.html, so without help the browser finds a
 * screen's chunks one wave later, after the entry has run. The build writes one copy of index.html per path
 * below that also preloads that screen's chunks and English texts (and everything they import), and the server
 * answers the path with it (modules/web/web.plugin.ts reads route-shells.json). A path ending in '/*' covers
 * every path below it. A file that is no longer in the build fails the build: rename it here too. A screen that
 * starts loading other files shows in `npm run bench` as a deeper chain before the first paint: list them here.
 */
const ROUTE_PRELOADS: Record<string, string[]> = {
  '/': [
    'src/features/public/components/public-layout.tsx',
    'src/features/public/routes/landing-page.tsx',
    'src/features/public/locales/en.json',
  ],
  '/signin': ['src/features/auth/routes/sign-in-page.tsx', 'src/features/auth/locales/en.json', 'src/features/account/locales/en.json'],
  '/app/*': [
    'src/app/query-layout.tsx',
    'src/features/shell/components/dashboard-layout.tsx',
    'src/features/shell/components/page-gate.tsx',
    'src/features/shell/routes/placeholder-page.tsx',
    'src/features/shell/locales/en.json',
  ],
};

/** Where the route shells go in the build, and the table the server reads. */
const SHELLS_DIR = 'route-shells';

/** Writes route-shells/<name>.html (index.html plus the route's modulepreload links) and route-shells.json. */
function routeShells(): Plugin {
  let root = '';
  return {
    name: 'brewline:route-shells',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') this.error('route shells: the build has no index.html');
      const html = String(index.source);
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const bySource = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!, chunk]));
      const alreadyInIndex = new Set([...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]!));
      const table: Record<string, string> = {};
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
        const name = route === '/' ? 'home' : route.replace(/\/\*$/, '').replace(/^\//, '').replaceAll('/', '-');
        const fileName = `${SHELLS_DIR}/${name}.html`;
        this.emitFile({ type: 'asset', fileName, source: html.replace('  </head>', `${links}  </head>`) });
        table[route] = fileName;
      }
      this.emitFile({ type: 'asset', fileName: `${SHELLS_DIR}.json`, source: `${JSON.stringify(table, null, 2)}\n` });
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
 * React Router 7 resolves to its development build in every bundle (its package exports name no production
 * file): dev-only warnings and checks ship to users. Production builds use the production files it also ships.
 */
function reactRouterProduction(): { find: RegExp; replacement: string } {
  const developmentEntry = createRequire(import.meta.url).resolve('react-router');
  const productionDir = path.join(path.dirname(developmentEntry), '..', 'production');
  return { find: /^react-router$/, replacement: path.join(productionDir, 'index.mjs') };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), routeShells(), precompress()],
  resolve: { alias: command === 'build' ? [reactRouterProduction()] : [] },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': api, '/dev': api, '/sandbox': api },
  },
  build: {
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is needed by every page before its first paint: one file
          // instead of a dozen compresses better (one brotli window) and costs one request. Screens stay lazy.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
}));
