/**
 * Where the main thread goes while a screen loads (issue 20): each page opened signed in as the demo owner, in a
 * phone-sized Chromium with an empty cache at 4x CPU slowdown (DevTools protocol), with a CPU profile and a trace of
 * the renderer's top-level tasks, until the network is quiet. Prints, per page:
 *   - the main thread's tasks: how many, their CPU time (thread time, which a busy machine disturbs less than wall
 *     time), the longest, and how many ran past 50 ms;
 *   - the CPU profile's self time by where the code comes from, through the build's source maps: React, emotion
 *     (styles serialised at render), MUI, the data grid, the charts, i18next, the router, TanStack Query, the app's
 *     own features, and the browser's own work outside scripts (style, layout, paint: "(program)").
 *
 *   node --import tsx scripts/bench/profile-load.ts [/app/menu /app/overview ...]
 * Environment: WEB_DIST (default apps/web/dist, built with source maps), BENCH_PORT (default 3103), CHROMIUM,
 * BENCH_PROFILE_DIR (writes each page's .cpuprofile and trace there), BENCH_COMPARE_DIST and BENCH_PROFILE_ROUNDS
 * (below).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_FLAGS } from './lighthouse';
import { signedInStorage } from './pages';
import { OWNER, startServer } from './servers';

interface ProfileNode {
  id: number;
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Where a source file comes from, by its path in the source map. */
function bucketOf(source: string): string {
  const match = [
    [/react-dom|scheduler/, 'React (render and commit)'],
    [/@emotion|stylis/, 'emotion (styles at render)'],
    [/@mui\/x-data-grid/, 'data grid'],
    [/@mui\/x-charts|d3-/, 'charts'],
    [/@mui\/(material|system|utils|styled-engine)/, 'MUI components'],
    [/i18next/, 'i18next'],
    [/react-router/, 'router'],
    [/@tanstack/, 'TanStack Query'],
    [/zod/, 'zod'],
    [/node_modules/, 'other libraries'],
    [/src\/features\/([^/]+)/, ''],
    [/src\/(components|lib|app)\//, 'app shared (components, lib)'],
  ] as const;
  for (const [pattern, name] of match) {
    const found = pattern.exec(source);
    if (found) return name || `feature ${found[1]}`;
  }
  return 'other';
}

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerFor(webDist: string, url: string): SourceMapConsumer | null {
  if (consumers.has(url)) return consumers.get(url)!;
  let consumer: SourceMapConsumer | null = null;
  try {
    const file = path.join(webDist, new URL(url).pathname);
    if (existsSync(`${file}.map`)) consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  } catch {
    consumer = null;
  }
  consumers.set(url, consumer);
  return consumer;
}

function bucketsOf(profile: CpuProfile, webDist: string): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const buckets = new Map<string, number>();
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id)!;
    let bucket: string;
    if (!callFrame.url) bucket = callFrame.functionName ? `(${callFrame.functionName.replace(/[()]/g, '')})` : '(native)';
    else {
      const consumer = consumerFor(webDist, callFrame.url);
      const source = consumer?.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber }).source;
      bucket = source ? bucketOf(source) : callFrame.url.includes('/assets/') ? 'app bundle (unmapped)' : 'other';
    }
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + micros / 1000);
  }
  return buckets;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

function tasksOf(events: TraceEvent[]) {
  // The page's renderer is the one whose main thread worked the most (a tab can have a second renderer).
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const taskEvents = events.filter((event) => event.ph === 'X' && TASK_NAMES.has(event.name));
  const onThread = (main: TraceEvent) => taskEvents.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const busiest = mains
    .map((main) => onThread(main))
    .sort((a, b) => b.reduce((sum, task) => sum + (task.dur ?? 0), 0) - a.reduce((sum, task) => sum + (task.dur ?? 0), 0))[0];
  const tasks = busiest ?? [];
  const cpu = tasks.map((task) => (task.tdur ?? task.dur ?? 0) / 1000);
  const wall = tasks.map((task) => (task.dur ?? 0) / 1000);
  return {
    count: tasks.length,
    cpuMs: cpu.reduce((sum, value) => sum + value, 0),
    longestCpuMs: Math.max(0, ...cpu),
    longestWallMs: Math.max(0, ...wall),
    over50: wall.filter((value) => value > 50).length,
    blockingCpuMs: cpu.reduce((sum, value) => sum + Math.max(0, value - 50), 0),
  };
}

export async function profileLoads(options: { base: string; webDist: string; paths: string[]; chromiumPath: string; outDir?: string }) {
  const browser = await chromium.launch({ executablePath: options.chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const storage = await signedInStorage(browser, options.base, OWNER);
    for (const pagePath of options.paths) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        ...(pagePath.startsWith('/app') ? { storageState: storage } : {}),
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await browser.startTracing(page, { categories: ['toplevel', '__metadata'], screenshots: false });
      await cdp.send('Profiler.start');
      const load = loadavg()[0]!;
      await page.goto(`${options.base}${pagePath}`, { waitUntil: 'load' });
      // Until the page has drawn its heading and nothing has been asked for over a second.
      await page.locator('h1').first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(3000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await context.close();
      if (options.outDir) {
        mkdirSync(options.outDir, { recursive: true });
        const name = pagePath.replace(/^\/$/, 'home').replace(/^\//, '').replaceAll('/', '-');
        writeFileSync(path.join(options.outDir, `${name}.cpuprofile`), JSON.stringify(profile));
        writeFileSync(path.join(options.outDir, `${name}.trace.json`), JSON.stringify(trace));
      }
      const tasks = tasksOf(trace.traceEvents);
      const buckets = [...bucketsOf(profile, options.webDist)].filter(([name]) => name !== '(idle)').sort((a, b) => b[1] - a[1]);
      const total = buckets.reduce((sum, [, value]) => sum + value, 0);
      console.log(
        `${pagePath} (load ${load.toFixed(1)}): ${tasks.count} tasks, main-thread CPU ${Math.round(tasks.cpuMs)} ms, ` +
          `longest task ${Math.round(tasks.longestCpuMs)} ms CPU (${Math.round(tasks.longestWallMs)} ms wall), ${tasks.over50} over 50 ms, ` +
          `CPU past 50 ms in tasks ${Math.round(tasks.blockingCpuMs)} ms`,
      );
      console.log(
        `  profile (4x, busy ${Math.round(total)} ms): ${buckets
          .filter(([, value]) => value >= total * 0.02)
          .map(([name, value]) => `${name} ${Math.round(value)} ms`)
          .join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const port = Number(process.env.BENCH_PORT ?? 3103);
  const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
  const chromiumPath =
    process.env.CHROMIUM ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate))!;
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/app/overview'];
  // BENCH_COMPARE_DIST=<another build>: both builds served side by side and profiled in turn (A, B, A, B...), so the
  // machine's other work falls on both alike; BENCH_PROFILE_ROUNDS rounds (default 2).
  const compareDist = process.env.BENCH_COMPARE_DIST ? path.resolve(process.env.BENCH_COMPARE_DIST) : undefined;
  const rounds = Number(process.env.BENCH_PROFILE_ROUNDS ?? (compareDist ? 2 : 1));
  const builds = [{ name: 'A', webDist }, ...(compareDist ? [{ name: 'B', webDist: compareDist }] : [])];
  // BENCH_BASES: servers already running each build (comma-separated, in the builds' order), instead of starting them.
  const bases = process.env.BENCH_BASES?.split(',');
  const servers = bases
    ? bases.map((base) => ({ base, stop: async () => {} }))
    : await Promise.all(builds.map((build, index) => startServer({ root, port: port + index, webDist: build.webDist })));
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const [index, build] of builds.entries()) {
        console.log(`\n== ${build.name}: ${path.relative(root, build.webDist) || build.webDist}, round ${round}`);
        const outDir = process.env.BENCH_PROFILE_DIR ? path.join(process.env.BENCH_PROFILE_DIR, `${build.name}-${round}`) : undefined;
        await profileLoads({ base: servers[index]!.base, webDist: build.webDist, paths, chromiumPath, outDir });
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}
