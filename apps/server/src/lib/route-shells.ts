import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The build's table of route shells (apps/web/vite.config.ts writes it beside the built app). */
const ROUTE_SHELLS_FILE = 'route-shells.json';

export interface RouteShell {
  route: string;
  /** index.html plus the route's modulepreload links. */
  file: string;
  /** The same with the page drawn at build time (English, light theme). */
  prerendered?: string;
}

export interface RouteShells {
  shells: RouteShell[];
  /** The CSP hashes ('sha256-...') of the inline scripts the shells carry: the dashboard's boot step (decision 279). */
  inlineScriptHashes: string[];
}

interface ShellsTable {
  routes: Record<string, { shell: string; prerendered?: string }>;
  inlineScriptHashes: string[];
}

/** The route shells of a built web app whose files are there, and the hashes of their inline scripts; none without a build. */
export function readRouteShells(webDist: string): RouteShells {
  const tableFile = path.join(webDist, ROUTE_SHELLS_FILE);
  if (!existsSync(tableFile)) return { shells: [], inlineScriptHashes: [] };
  const table = JSON.parse(readFileSync(tableFile, 'utf8')) as ShellsTable;
  const present = (file: string | undefined) => file !== undefined && existsSync(path.join(webDist, file));
  const shells = Object.entries(table.routes)
    .filter(([route, entry]) => route.startsWith('/') && present(entry.shell))
    .map(([route, entry]) => ({ route, file: entry.shell, ...(present(entry.prerendered) ? { prerendered: entry.prerendered } : {}) }));
  const inlineScriptHashes = (table.inlineScriptHashes ?? []).filter((hash) => /^sha256-[A-Za-z0-9+/]+=*$/.test(hash));
  return { shells, inlineScriptHashes };
}
