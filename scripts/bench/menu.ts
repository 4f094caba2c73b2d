/**
 * The menu's figures (issue 8): a generated menu of 500 items x 5 modifiers x 5 values, saved and loaded over HTTP
 * against the bench's real server, p50 and p95 of each. The demo's Fresh Start Cafe (no menu of its own) holds it.
 * Run alone with `node --import tsx scripts/bench/menu.ts` (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Menu, MenuResponse } from '@brewline/contracts/schemas/menu';
import { cpuTicks } from './load';
import { type BenchServer, startServer } from './servers';

export const MENU_SIZE = { categories: 10, items: 500, options: 5, values: 5 } as const;
export const MENU_USER = { email: 'new@demo.brewline.app', password: 'brewline-demo' };

export interface MenuFigures {
  saveP50Ms: number;
  saveP95Ms: number;
  loadP50Ms: number;
  loadP95Ms: number;
  /** The server process's CPU time per save and per load (Linux; PGlite runs inside it, PostgreSQL does not). */
  saveCpuMs: number | undefined;
  loadCpuMs: number | undefined;
  bodyBytes: number;
  runs: number;
}

/** A menu of `MENU_SIZE`, every part new. */
export function generatedMenu(): Menu {
  const perCategory = MENU_SIZE.items / MENU_SIZE.categories;
  return {
    name: 'Bench Menu',
    drinkMenuView: 'thumbnail',
    foodMenuView: 'list',
    categories: Array.from({ length: MENU_SIZE.categories }, (_, c) => ({
      id: `new-c${c}`,
      title: `Category ${c + 1}`,
      kind: c % 2 === 0 ? 'drink' : 'food',
      view: c % 2 === 0 ? 'thumbnail' : 'list',
      membersOnly: false,
      membersOnlyVisible: true,
      isEvents: false,
      station: c % 2 === 0 ? 'drinks' : 'food',
      windows: [],
      items: Array.from({ length: perCategory }, (_, i) => {
        const item = `${c}-${i}`;
        return {
          id: `new-i${item}`,
          name: `Item ${item}`,
          imageKey: null,
          pickupTime: '5-10 min' as const,
          description: `The description of item ${item}, long enough to look like a real one.`,
          isAvailable: true,
          soldOutUntil: null,
          isSpecial: i % 7 === 0,
          isEvent: false,
          tickets: null,
          isComplimentary: false,
          isUpsell: false,
          discountUnit: null,
          discountValue: null,
          windows: [],
          options: Array.from({ length: MENU_SIZE.options }, (_, o) => ({
            id: `new-o${item}-${o}`,
            title: `Modifier ${o + 1}`,
            widgetType: 'allow_multiple' as const,
            priceForAllCents: null,
            initialValue: null,
            isAvailable: true,
            maxNum: null,
            isOnTablet: true,
            defaultOptionId: null,
            values: Array.from({ length: MENU_SIZE.values }, (_, v) => ({
              id: `new-v${item}-${o}-${v}`,
              value: `Value ${v + 1}`,
              priceCents: v * 25,
              isAvailable: true,
              soldOutUntil: null,
              childId: null,
            })),
          })),
        };
      }),
    })),
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function signIn(base: string): Promise<{ authorization: string; shopId: number }> {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MENU_USER),
  });
  if (!response.ok) throw new Error(`Signing ${MENU_USER.email} in failed: HTTP ${response.status}`);
  const body = (await response.json()) as { accessToken: string; session: { shops: Array<{ shopId: number }> } };
  return { authorization: `Bearer ${body.accessToken}`, shopId: body.session.shops[0]!.shopId };
}

/**
 * Saves the generated menu once (every part new), then `runs` times saves the whole loaded menu back with one item
 * renamed (as the builder sends it: every id numeric) and `runs` times loads it; each timed from request to the
 * parsed answer.
 */
export async function measureMenu(server: BenchServer, runs: number): Promise<MenuFigures> {
  const { authorization, shopId } = await signIn(server.base);
  const url = `${server.base}/api/shops/${shopId}/menu`;
  const headers = { authorization, 'content-type': 'application/json' };
  const put = async (menu: Menu, version: number) => {
    const body = JSON.stringify({ menu, removed: { categories: [], items: [], options: [], values: [] }, version });
    const started = performance.now();
    const response = await fetch(url, { method: 'PUT', headers, body });
    const saved = (await response.json()) as MenuResponse;
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`Saving the bench menu failed: HTTP ${response.status} ${JSON.stringify(saved).slice(0, 300)}`);
    return { saved, elapsed, bytes: body.length };
  };
  const get = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization } });
    const loaded = (await response.json()) as MenuResponse;
    if (!response.ok) throw new Error(`Loading the bench menu failed: HTTP ${response.status}`);
    return { loaded, elapsed: performance.now() - started };
  };

  const before = await get();
  let { saved, bytes } = await put(generatedMenu(), before.loaded.version);
  const saves: number[] = [];
  const ticksBeforeSaves = cpuTicks(server.pid);
  for (let run = 0; run < runs; run++) {
    const menu = saved.menu;
    menu.categories[run % menu.categories.length]!.items[0]!.name = `Renamed ${run}`;
    const result = await put(menu, saved.version);
    saved = result.saved;
    bytes = result.bytes;
    saves.push(result.elapsed);
  }
  const ticksBeforeLoads = cpuTicks(server.pid);
  const loads: number[] = [];
  for (let run = 0; run < runs; run++) loads.push((await get()).elapsed);
  const ticksAfter = cpuTicks(server.pid);
  const perRun = (from: number | undefined, to: number | undefined) =>
    from === undefined || to === undefined ? undefined : ((to - from) * 10) / runs;
  saves.sort((a, b) => a - b);
  loads.sort((a, b) => a - b);
  return {
    saveP50Ms: percentile(saves, 50),
    saveP95Ms: percentile(saves, 95),
    loadP50Ms: percentile(loads, 50),
    loadP95Ms: percentile(loads, 95),
    saveCpuMs: perRun(ticksBeforeSaves, ticksBeforeLoads),
    loadCpuMs: perRun(ticksBeforeLoads, ticksAfter),
    bodyBytes: bytes,
    runs,
  };
}

export const describeMenu = () =>
  `${MENU_SIZE.items} items x ${MENU_SIZE.options} modifiers x ${MENU_SIZE.values} values in ${MENU_SIZE.categories} categories`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const port = Number(process.env.BENCH_PORT ?? 3103);
  const runs = Number(process.env.BENCH_MENU_RUNS ?? 20);
  const drivers = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
  for (const driver of drivers) {
    const server = await startServer({
      root,
      port,
      webDist: path.join(root, 'apps/web/dist'),
      ...(driver === 'postgres' ? { postgresServerUrl: process.env.TEST_DATABASE_URL } : {}),
    });
    try {
      const f = await measureMenu(server, runs);
      console.log(
        `${driver}: ${describeMenu()} (${(f.bodyBytes / 1024 / 1024).toFixed(1)} MB): save p50 ${f.saveP50Ms.toFixed(0)} ms, ` +
          `p95 ${f.saveP95Ms.toFixed(0)} ms (aim <= 150), server CPU ${f.saveCpuMs?.toFixed(0)} ms; load p50 ${f.loadP50Ms.toFixed(0)} ms, ` +
          `p95 ${f.loadP95Ms.toFixed(0)} ms (aim <= 50), server CPU ${f.loadCpuMs?.toFixed(0)} ms`,
      );
    } finally {
      await server.stop();
    }
  }
}
