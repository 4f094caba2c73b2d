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

/** A contracts area named by its file: its rules (`auth.ts`), its schemas (`schemas/auth.ts`), or both. */
const isContract = (name: string) =>
  existsSync(`${root}packages/contracts/src/${name}`) || existsSync(`${root}packages/contracts/src/schemas/${name}`);

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
    const missing = rows.flatMap((row) => names(row[column]).filter((name) => !existsSync(`${root}${folder}${name}`) && !isContract(name)));
    expect(missing).toEqual([]);
  });

  it("names in 'Rules live in' only contracts files and server rules files that exist", () => {
    const missing = rows.flatMap((row) =>
      names(row[5]).filter((name) =>
        name.includes('/')
          ? !/^[a-z-]+\/[a-z.-]+\.rules\.ts$/.test(name) || !existsSync(`${root}apps/server/src/modules/${name}`)
          : !isContract(name),
      ),
    );
    expect(rows.every((row) => names(row[5]).length > 0)).toBe(true);
    expect(missing).toEqual([]);
  });

  it('leaves no web feature and no server module out', () => {
    const section = architecture.split(/^## /m).find((part) => part.startsWith('Where each product area lives')) ?? '';
    const unmapped = (folder: string) => folders(folder).filter((name) => !section.includes(`\`${name}\``));
    expect({ features: unmapped('apps/web/src/features/'), modules: unmapped('apps/server/src/modules/') }).toEqual({
      features: [],
      modules: [],
    });
  });
});

function folders(folder: string): string[] {
  return readdirSync(`${root}${folder}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}
