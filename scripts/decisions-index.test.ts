import { describe, expect, it } from 'vitest';
import { parseRecord, readIndex, readRecords, recordProblems, renderIndex } from './decisions-index.ts';

const record = (file: string, header: string, body = '') =>
  parseRecord(file, `# ${file.slice(0, 3)} A title\n\n${header}\n\n## Context\n${body}`);

// Formatting the index with prettier takes seconds on a busy machine: a generous limit, not a timing.
const FORMATS = { timeout: 30_000 };

describe('the decision index', () => {
  const records = readRecords();

  it('every record has its number, title, date and a status the later records agree with', () => {
    expect(recordProblems(records)).toEqual([]);
  });

  it('lists every record as the records say (run npx tsx scripts/decisions-index.ts when it fails)', FORMATS, async () => {
    const index = readIndex();
    for (const { file } of records) expect(index).toContain(`(${file})`);
    expect(index).toBe(await renderIndex(records));
  });
});

describe('the record checks', () => {
  const dated = 'Date: 2026-11-26\nStatus: accepted\nArea: Menu';

  it('accept records whose statuses follow from what later records amend and supersede', () => {
    const records = [
      record('001-a.md', 'Date: 2026-11-22\nStatus: superseded by 003; amended by 002'),
      record('002-b.md', dated, 'Amends 001.'),
      record('003-c.md', dated, 'This supersedes decision 001.'),
    ];
    expect(recordProblems(records)).toEqual([]);
  });

  it('refuse a record without a date or a status', () => {
    expect(recordProblems([record('001-a.md', 'Status: accepted'), record('002-b.md', 'Date: 2026-11-26')])).toEqual([
      "001-a.md: needs a 'Date: YYYY-MM-DD' line",
      "002-b.md: needs a 'Status:' line",
    ]);
  });

  it('refuse a status naming a record that does not exist', () => {
    expect(recordProblems([record('001-a.md', 'Date: 2026-11-22\nStatus: superseded by 009')])).toContain(
      '001-a.md: names record 009, which does not exist',
    );
  });

  it('refuse an earlier record whose status does not say it was amended', () => {
    const records = [record('001-a.md', dated), record('002-b.md', dated, 'Supersedes 001.')];
    expect(recordProblems(records)).toEqual(["001-a.md: status is 'accepted' but the later records make it 'superseded by 002'"]);
  });

  it('refuse a heading whose number is not the file name', () => {
    expect(recordProblems([parseRecord('004-a.md', `# 005 Title\n\n${dated}\n`)])).toEqual([
      "004-a.md: the first line must be '# 004 Title'",
    ]);
  });

  it('list a record missing from the index as out of date', FORMATS, async () => {
    const records = [record('001-a.md', dated), record('002-b.md', dated)];
    const index = await renderIndex(records.slice(0, 1));
    expect(index).not.toBe(await renderIndex(records));
    expect(await renderIndex(records)).toContain('[A title](002-b.md)');
  });
});
