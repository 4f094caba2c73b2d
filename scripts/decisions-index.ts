/**
 * Keeps docs/decisions/README.md true: the index is written from the records' own lines.
 *
 * Every record `NNN-title.md` starts with `# NNN Title`, then `Date: YYYY-MM-DD`, `Status: …` and `Area: …`. A later
 * record that changes an earlier one says so in its text ("Amends 083." or "Supersedes 058."); the earlier one's
 * status follows from that: `accepted`, `amended by N, M` or `superseded by N` (and `; amended by M` when both).
 *
 *   npx tsx scripts/decisions-index.ts          rewrites the earlier records' Status lines and the README's table
 *   npx tsx scripts/decisions-index.ts --check  changes nothing; exits 1 and names each problem
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

export const DECISIONS_DIR = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const INDEX_FILE = 'README.md';

export interface DecisionRecord {
  number: string;
  file: string;
  title: string | undefined;
  date: string | undefined;
  status: string | undefined;
  area: string | undefined;
  amends: string[];
  supersedes: string[];
}

const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const NUMBER_LIST = /\d{3}(?:(?:, | and | or )\d{3})*/;

function headerLine(text: string, name: string): string | undefined {
  return new RegExp(`^${name}: *(.+?) *$`, 'm').exec(text)?.[1];
}

function namedRecords(text: string, verb: 'amends' | 'supersedes'): string[] {
  const found = text.matchAll(new RegExp(`\\b${verb} (?:decisions? )?(${NUMBER_LIST.source})`, 'gi'));
  return [...new Set([...found].flatMap((match) => match[1]!.match(/\d{3}/g) ?? []))].sort();
}

/** Reads one record's text; `file` is its name in docs/decisions. */
export function parseRecord(file: string, text: string): DecisionRecord {
  const number = RECORD_FILE.exec(file)?.[1] ?? file;
  const heading = /^# (\d{3}) (.+?) *$/m.exec(text);
  return {
    number,
    file,
    title: heading?.[1] === number ? heading[2] : undefined,
    date: headerLine(text, 'Date'),
    status: headerLine(text, 'Status'),
    area: headerLine(text, 'Area'),
    amends: namedRecords(text, 'amends'),
    supersedes: namedRecords(text, 'supersedes'),
  };
}

export function readRecords(dir = DECISIONS_DIR): DecisionRecord[] {
  return readdirSync(dir)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => parseRecord(file, readFileSync(join(dir, file), 'utf8')));
}

/** The status each record must carry, from what the later records say they amend or supersede. */
export function expectedStatuses(records: DecisionRecord[]): Map<string, string> {
  const amendedBy = new Map<string, string[]>();
  const supersededBy = new Map<string, string[]>();
  for (const record of records) {
    for (const target of record.amends) amendedBy.set(target, [...(amendedBy.get(target) ?? []), record.number]);
    for (const target of record.supersedes) supersededBy.set(target, [...(supersededBy.get(target) ?? []), record.number]);
  }
  return new Map(
    records.map((record) => {
      const parts = [];
      const superseding = supersededBy.get(record.number);
      const amending = amendedBy.get(record.number);
      if (superseding) parts.push(`superseded by ${superseding.join(', ')}`);
      if (amending) parts.push(`amended by ${amending.join(', ')}`);
      return [record.number, parts.length > 0 ? parts.join('; ') : 'accepted'];
    }),
  );
}

const STATUS = /^(?:accepted|(?:superseded by \d{3}(?:, \d{3})*)(?:; amended by \d{3}(?:, \d{3})*)?|amended by \d{3}(?:, \d{3})*)$/;

/** Everything wrong with the records, one sentence each; empty when the index can be trusted. */
export function recordProblems(records: DecisionRecord[]): string[] {
  const problems: string[] = [];
  const numbers = new Set<string>();
  const expected = expectedStatuses(records);
  for (const record of records) {
    const name = record.file;
    if (numbers.has(record.number)) problems.push(`${name}: number ${record.number} is used twice`);
    numbers.add(record.number);
    if (!record.title) problems.push(`${name}: the first line must be '# ${record.number} Title'`);
    if (!record.date || !/^\d{4}-\d{2}-\d{2}$/.test(record.date)) problems.push(`${name}: needs a 'Date: YYYY-MM-DD' line`);
    if (!record.status) problems.push(`${name}: needs a 'Status:' line`);
    else if (!STATUS.test(record.status))
      problems.push(`${name}: status '${record.status}' is not accepted, amended by N or superseded by N`);
  }
  for (const record of records) {
    const named = [...record.amends, ...record.supersedes, ...(record.status?.match(/\d{3}/g) ?? [])];
    for (const other of named) {
      if (!numbers.has(other)) problems.push(`${record.file}: names record ${other}, which does not exist`);
      else if (other === record.number) problems.push(`${record.file}: names itself`);
    }
    const status = expected.get(record.number);
    if (record.status && STATUS.test(record.status) && record.status !== status) {
      problems.push(`${record.file}: status is '${record.status}' but the later records make it '${status}'`);
    }
  }
  return problems;
}

const INTRO = `# Decisions

Each record says what was decided and why, in a few paragraphs; figures measured on the way are in
[../performance/](../performance/). How records are kept is decision 170. This table is written by
\`npx tsx scripts/decisions-index.ts\` from the records' own \`# NNN Title\`, \`Date:\`, \`Status:\` and \`Area:\` lines
(a unit test fails when it is out of date); a record that changes an earlier one says 'Amends NNN.' or
'Supersedes NNN.', and the script writes the earlier one's status.
`;

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The README's text, formatted as prettier formats markdown. */
export async function renderIndex(records: DecisionRecord[], dir = DECISIONS_DIR): Promise<string> {
  const rows = records.map(
    (record) =>
      `| ${record.number} | [${cell(record.title ?? record.file)}](${record.file}) | ${cell(record.area ?? '')} | ${record.date ?? ''} | ${record.status ?? ''} |`,
  );
  const counts = [...expectedStatuses(records).values()].reduce(
    (sum, status) => {
      const kind = status.startsWith('superseded') ? 'superseded' : status.startsWith('amended') ? 'amended' : 'accepted';
      sum[kind] += 1;
      return sum;
    },
    { accepted: 0, amended: 0, superseded: 0 },
  );
  const text = [
    INTRO,
    `${records.length} records: ${counts.accepted} accepted as written, ${counts.amended} amended by later ones, ${counts.superseded} superseded.`,
    '',
    '| No. | Title | Area | Date | Status |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  const options = (await resolveConfig(join(dir, INDEX_FILE))) ?? {};
  return format(text, { ...options, parser: 'markdown' });
}

export function readIndex(dir = DECISIONS_DIR): string {
  return readFileSync(join(dir, INDEX_FILE), 'utf8');
}

/** Rewrites each record's Status line to what the later records make it. */
function writeStatuses(records: DecisionRecord[], dir: string): void {
  const expected = expectedStatuses(records);
  for (const record of records) {
    const status = expected.get(record.number)!;
    if (!record.status || record.status === status) continue;
    const path = join(dir, record.file);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/^Status: .*$/m, `Status: ${status}`));
    record.status = status;
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const records = readRecords();
  if (!check) writeStatuses(records, DECISIONS_DIR);
  const problems = recordProblems(records);
  const index = await renderIndex(records);
  if (check && index !== readIndex()) problems.push(`${INDEX_FILE} is out of date: run npx tsx scripts/decisions-index.ts`);
  if (!check) writeFileSync(join(DECISIONS_DIR, INDEX_FILE), index);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
  else console.log(`${records.length} records indexed${check ? ', index up to date' : ''}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
