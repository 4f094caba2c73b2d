import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess, RouteAccessEntry } from '../apps/server/src/plugins/auth';
import { createTestApp, type TestApp } from '../apps/server/src/test/test-app';

const apiDoc = readFileSync(fileURLToPath(new URL('../docs/api.md', import.meta.url)), 'utf8');

const METHOD = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/;
/** An access as the Access column writes it; a parenthesis there is a note, and so is what follows a comma. */
const ACCESS = /\b(public|signedIn|platformAdmin|service key|shop: \w+)/g;

const accessLabel = (access: RouteAccess) =>
  access === 'serviceKey' ? 'service key' : typeof access === 'object' ? `shop: ${access.shop}` : access;

const cellsOf = (line: string) =>
  line
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.trim());

/** The rows of every table with an endpoint column ('Our endpoint' or 'Endpoint'), with their line numbers. */
function endpointRows(markdown: string) {
  const lines = markdown.split('\n');
  const rows: Array<{ line: number; cells: string[]; endpoint: string; access: string }> = [];
  for (let index = 0; index < lines.length; index++) {
    if (!lines[index]!.startsWith('|') || !/^\|\s*-/.test(lines[index + 1] ?? '')) continue;
    const header = cellsOf(lines[index]!);
    const endpointColumn = header.findIndex((cell) => /^(our )?endpoint$/i.test(cell));
    const accessColumn = header.indexOf('Access');
    for (index += 2; lines[index]?.startsWith('|'); index++) {
      const cells = cellsOf(lines[index]!);
      if (endpointColumn >= 0)
        rows.push({ line: index + 1, cells, endpoint: cells[endpointColumn] ?? '', access: cells[accessColumn] ?? '' });
    }
  }
  return rows;
}

/**
 * What docs/api.md gets wrong about the server's routes: a row naming a route the server does not have, or with
 * another access than the route declares; a route of the API no row names; a row still saying 'planned'. A route is
 * written whole in backticks, `PUT /api/shops/:shopId/menu`, its path exactly as registered (a query string may follow).
 * `declared` is every route that declared its access (every /api route); `exists` answers for the others outside /api
 * (the one-click unsubscribe), which take anyone.
 */
function apiDocProblems(markdown: string, declared: readonly RouteAccessEntry[], exists: (method: string, url: string) => boolean) {
  const problems: string[] = [];
  const accessOf = new Map(declared.map((route) => [`${route.method} ${route.url}`, accessLabel(route.access)]));
  const named = new Set<string>();
  for (const row of endpointRows(markdown)) {
    const at = `line ${row.line}`;
    if (row.cells.some((cell) => /\bplanned\b/i.test(cell))) problems.push(`${at}: says 'planned'`);
    const expected = new Set<string>();
    let unknown = false;
    for (const [, span] of row.endpoint.matchAll(/`([^`]+)`/g)) {
      if (!METHOD.test(span!)) continue;
      const route = /^([A-Z]+) (\/[^\s?]*)/.exec(span!);
      if (!route) {
        problems.push(`${at}: \`${span}\` is not a whole route (a method, a space and the path from /)`);
        continue;
      }
      const key = `${route[1]} ${route[2]}`;
      const outside = !route[2]!.startsWith('/api/') && exists(route[1]!, route[2]!);
      const access = accessOf.get(key) ?? (outside ? 'public' : undefined);
      if (access === undefined) problems.push(`${at}: ${key} is not a route of the server`);
      else expected.add(access);
      unknown ||= access === undefined;
      named.add(key);
    }
    if (unknown) continue;
    const written = new Set([...row.access.replace(/\([^)]*\)/g, '').matchAll(ACCESS)].map((match) => match[1]!));
    const [want, have] = [[...expected].sort().join(' / '), [...written].sort().join(' / ')];
    if (want !== have) problems.push(`${at}: access says '${have || '—'}', the routes declare '${want || 'nothing (no route named)'}'`);
  }
  for (const route of declared) {
    // Fastify answers HEAD for every GET by itself; those are not written down.
    const key = `${route.method} ${route.url}`;
    if (route.method !== 'HEAD' && !named.has(key)) problems.push(`${key} (${accessLabel(route.access)}) is in no row`);
  }
  return [...new Set(problems)];
}

describe('docs/api.md', () => {
  let t: TestApp;
  // The whole app on an empty in-memory database: a few seconds, more on a busy machine.
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
  }, 120_000);
  afterAll(() => t.close());

  it('names every route the server registers with its access, and only those', () => {
    const exists = (method: string, url: string) => t.app.hasRoute({ method: method as 'GET', url });
    expect(t.app.routeAccess.length).toBeGreaterThan(100);
    expect(apiDocProblems(apiDoc, t.app.routeAccess, exists)).toEqual([]);
  });
});

describe('the checks of api.md', () => {
  const declared: RouteAccessEntry[] = [
    { method: 'GET', url: '/api/shops/:shopId/menu', access: { shop: 'menuBuilding' } },
    { method: 'HEAD', url: '/api/shops/:shopId/menu', access: { shop: 'menuBuilding' } },
    { method: 'POST', url: '/api/auth/sign-in', access: 'public' },
  ];
  const exists = (method: string, url: string) => method === 'POST' && url === '/unsubscribe';
  const table = (...rows: string[]) => ['| Old call | Our endpoint | Access |', '| --- | --- | --- |', ...rows].join('\n');
  const menu = '| `GET /get_menu` | `GET /api/shops/:shopId/menu` → the menu | shop: menuBuilding |';
  const signIn = '| `PUT /login` | `POST /api/auth/sign-in` body `{ email }` | public, rate-limited |';

  it('accept a table that names every route with the access it declares', () => {
    const unsubscribe = '| — | `POST /unsubscribe?token=` | public |';
    const none = '| `GET /shop_id_-1` | not needed | — |';
    expect(apiDocProblems(table(menu, signIn, unsubscribe, none), declared, exists)).toEqual([]);
  });

  it('refuse a route left out, a route the server does not have and a planned row', () => {
    const images = '| `DELETE /images` | `DELETE /api/shops/:shopId/images/:kind` | shop: shopManagement |';
    const planned = '| `PUT /login` | `POST /api/auth/sign-in`, planned (sign-in) | public |';
    expect(apiDocProblems(table(images, planned), declared, exists)).toEqual([
      'line 3: DELETE /api/shops/:shopId/images/:kind is not a route of the server',
      "line 4: says 'planned'",
      'GET /api/shops/:shopId/menu (shop: menuBuilding) is in no row',
    ]);
  });

  it('refuse another access than the route declares, and a route not written whole', () => {
    const wrongAccess = menu.replace('shop: menuBuilding', 'shop: member');
    const shortened = '| — | `GET` and `PUT …/menu` | shop: menuBuilding |';
    expect(apiDocProblems(table(wrongAccess, signIn, shortened), declared, exists)).toEqual([
      "line 3: access says 'shop: member', the routes declare 'shop: menuBuilding'",
      'line 5: `GET` is not a whole route (a method, a space and the path from /)',
      'line 5: `PUT …/menu` is not a whole route (a method, a space and the path from /)',
      "line 5: access says 'shop: menuBuilding', the routes declare 'nothing (no route named)'",
    ]);
  });
});
