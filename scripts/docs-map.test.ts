import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const architecture = readFileSync(`${root}docs/architecture.md`, 'utf8');

/** The rows of the table under the given heading, as cells. */
function tableRows(markdown: string, heading: string): string[][] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** The backticked names of a cell: `a`, `b` -> [a, b]. */
const names = (cell: string | undefined) => [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

const COLUMNS = [
  { column: 1, folder: 'apps/web/src/features/' },
  { column: 2, folder: 'apps/server/src/modules/' },
  { column: 3, folder: 'packages/contracts/src/' },
];

describe("architecture.md's map of the product areas", () => {
  const rows = tableRows(architecture, 'Where each product area lives');

  it('has a row for every area', () => {
    expect(rows.length).toBeGreaterThanOrEqual(15);
  });

  it.each(COLUMNS)('names only folders and files that exist under $folder', ({ column, folder }) => {
    const missing = rows.flatMap((row) => names(row[column]).filter((name) => !existsSync(`${root}${folder}${name}`)));
    expect(missing).toEqual([]);
  });

  it('leaves no web feature and no server module out', () => {
    const mapped = new Set(rows.flatMap((row) => COLUMNS.flatMap(({ column, folder }) => names(row[column]).map((name) => folder + name))));
    const section = architecture.split(/^## /m).find((part) => part.startsWith('Where each product area lives')) ?? '';
    const mentioned = (folder: string, name: string) => mapped.has(folder + name) || section.includes(`\`${name}\``);
    const features = readdirNames('apps/web/src/features/').filter((name) => !mentioned('apps/web/src/features/', name));
    const modules = readdirNames('apps/server/src/modules/').filter((name) => !mentioned('apps/server/src/modules/', name));
    expect({ features, modules }).toEqual({ features: [], modules: [] });
  });
});

function readdirNames(folder: string): string[] {
  return readdirSync(`${root}${folder}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}
