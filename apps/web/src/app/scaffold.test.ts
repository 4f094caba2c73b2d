import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The screens stand on the shared scaffold: a page's heading is PageHeader, a list's table state is the list frame's,
 * a query string is the API client's, and the shared pieces are not written again inside a feature. A newcomer copies
 * the nearest screen and gets the scaffold with it.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const sources = filesUnder(src).map((file) => ({
  file: path.relative(src, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}));
const where = (test: (text: string) => boolean, files = sources) => files.filter(({ text }) => test(text)).map(({ file }) => file);

/** A dashboard page's h1 written out: a Typography that is an h1 drawn as h4, in either order of its props. */
const HAND_WRITTEN_HEADER = /<Typography\b(?=[^>]*\bcomponent="h1")(?=[^>]*\bvariant="h4")[^>]*>/;

describe('the screens use the shared scaffold', () => {
  it('writes a page heading only in PageHeader', () => {
    const found = where((text) => HAND_WRITTEN_HEADER.test(text)).filter((file) => file !== 'components/page-header.tsx');
    expect(found).toEqual([]);
  });

  it('keeps a list’s table state only in the list frame', () => {
    const found = where((text) => /\buseTableState\(/.test(text)).filter(
      (file) => file !== 'components/list-frame.tsx' && file !== 'components/data-table/table-state.ts',
    );
    expect(found).toEqual([]);
  });

  // Reading a page's own query (?ref=) is not building one.
  it('builds no query string by hand in an api/ file: the API client’s query option does', () => {
    const apiFiles = sources.filter(({ file }) => /^features\/[^/]+\/api\//.test(file));
    expect(apiFiles.length).toBeGreaterThan(20);
    expect(where((text) => /\?\$\{|\?[\w-]+=\$\{|new URLSearchParams\((\)|\{|Object)/.test(text), apiFiles)).toEqual([]);
  });

  it('defines the shared pieces only in components/', () => {
    const shared = /\bfunction (ReportCard|ReportFigure|HoursEditor|ImageUploadCard|FilterPanel|FilteredTable|PageHeader|ListFrame)\b/;
    expect(
      where(
        (text) => shared.test(text),
        sources.filter(({ file }) => file.startsWith('features/')),
      ),
    ).toEqual([]);
  });
});
