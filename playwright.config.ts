import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Set once in the runner; its workers inherit it, so they all talk about the same fresh database.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'brewline-e2e-'));
// Chromium's headless shell when it is there: a third less CPU than the full browser, the suite's pace on two cores
// (decision 293).
const browsers = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const chromium = browsers.find((candidate) => existsSync(candidate));

/** Browser journeys against the built app, served by the real server on a fresh PGlite database with the demo data. */
export default defineConfig({
  testDir: 'e2e',
  // Generous on purpose: CI shares its two cores with the app server and two browsers, and on a loaded machine a
  // screen that draws in 2 s took over 10 s. A wait that ends early costs nothing; only a failing test waits it out.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The dashboard's service worker serves its pages from its own cache (decision 280), which would hide requests from
    // the journeys that intercept them; its own journey (e2e/service-worker.spec.ts) lets it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node_modules/.bin/tsx apps/server/src/server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      // No nightly backup from the journeys, and never into the repository (decision 286).
      BACKUP_SCHEDULE: 'off',
      BACKUP_DIR: path.join(process.env.E2E_DATA_DIR, 'backups'),
      LOG_LEVEL: 'warn',
      // The rush's journey moves the server's clock on instead of waiting for a busy to end (decision 299).
      DEV_CLOCK: 'true',
      // Every journey signs in from the same address; the per-account limit still applies.
      RATE_LIMIT_PER_CLIENT: '10000',
      RATE_LIMIT_PER_ACCOUNT: '200',
      // Lets several builds be tested side by side: WEB_DIST names the built app to serve.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
