import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Column } from '../components/data-table/columns';
import { buildWorkbook, spreadsheetFileName } from './spreadsheet-export';

interface Member {
  id: number;
  name: string;
  email: string;
  priceCents: number;
  joinedOn: string;
  updatedAt: string;
  visits: number;
}

const members: Member[] = [
  {
    id: 1,
    name: 'Ada Brew',
    email: 'ada@example.com',
    priceCents: 123456,
    joinedOn: '2026-11-22',
    updatedAt: '2026-11-22T15:04:00.000Z',
    visits: 12,
  },
  // Names a spreadsheet would otherwise evaluate, or turn into a formula once edited.
  {
    id: 2,
    name: '=HYPERLINK("http://evil.example","Click")',
    email: '+1-555@example.com',
    priceCents: -500,
    joinedOn: '2026-01-05',
    updatedAt: '2026-01-05T00:05:00.000Z',
    visits: 0,
  },
  { id: 3, name: '@SUM(A1:A2)', email: '-x@example.com', priceCents: 0, joinedOn: '', updatedAt: '', visits: 3 },
];

const memberColumns: Column<Member>[] = [
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'priceCents', header: 'Price', type: 'money' },
  { key: 'joinedOn', header: 'Joined', type: 'date' },
  { key: 'updatedAt', header: 'Last Updated', type: 'datetime' },
  { key: 'visits', header: 'Visits', type: 'number' },
  { key: 'actions', header: 'Action', type: 'custom', render: () => null },
];

interface SummaryLine {
  label: string;
  count: number;
}
const summaryColumns: Column<SummaryLine>[] = [
  { key: 'label', header: 'Status' },
  { key: 'count', header: 'Members', type: 'number' },
  { key: 'share', header: 'Share', value: (line) => `${line.count * 10}%` },
];

/** Builds, writes to .xlsx bytes and reads back with a fresh workbook, as Excel would open the download. */
async function roundTrip(built: ExcelJS.Workbook) {
  const bytes = await built.xlsx.writeBuffer();
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(bytes);
  return read;
}

const rowValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

describe('a spreadsheet export', () => {
  it('has the named tabs in order, each with its headers and one row per item', async () => {
    const workbook = await roundTrip(
      buildWorkbook(ExcelJS, {
        fileName: 'MembershipStats',
        sheets: [
          { name: 'Summary', columns: summaryColumns, rows: [{ label: 'Active', count: 7 }] },
          { name: 'Active Members', columns: memberColumns, rows: members },
          { name: 'Cancelled Members', columns: memberColumns, rows: [] },
        ],
      }),
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Active Members', 'Cancelled Members']);

    const summary = workbook.getWorksheet('Summary')!;
    expect(rowValues(summary, 1)).toEqual(['Status', 'Members', 'Share']);
    expect(rowValues(summary, 2)).toEqual(['Active', 7, '70%']);

    const active = workbook.getWorksheet('Active Members')!;
    // The action column is drawn on screen only.
    expect(rowValues(active, 1)).toEqual(['Name', 'Email', 'Price', 'Joined', 'Last Updated', 'Visits']);
    expect(active.rowCount).toBe(1 + members.length);
    expect(active.getRow(1).font?.bold).toBe(true);

    const cancelled = workbook.getWorksheet('Cancelled Members')!;
    expect(cancelled.rowCount).toBe(1);
    expect(rowValues(cancelled, 1)).toHaveLength(6);
  });

  it('writes money as dollars with a $ format and dates as dates, not as text', async () => {
    const workbook = await roundTrip(
      buildWorkbook(ExcelJS, { fileName: 'Members', sheets: [{ name: 'Members', columns: memberColumns, rows: members }] }),
    );
    const sheet = workbook.getWorksheet('Members')!;
    const first = sheet.getRow(2);

    expect(first.getCell(3).value).toBe(1234.56);
    expect(first.getCell(3).numFmt).toBe('$#,##0.00');
    expect(sheet.getRow(3).getCell(3).value).toBe(-5);

    expect(first.getCell(4).value).toEqual(new Date('2026-11-22T00:00:00.000Z'));
    expect(first.getCell(4).numFmt).toBe('mm/dd/yyyy');
    expect(first.getCell(5).value).toEqual(new Date('2026-11-22T15:04:00.000Z'));
    expect(first.getCell(5).numFmt).toBe('mm/dd/yyyy h:mm AM/PM');
    expect(first.getCell(6).value).toBe(12);

    // A missing date is an empty cell, not 'Invalid Date'.
    expect(sheet.getRow(4).getCell(4).value).toBeNull();
  });

  it('keeps text that looks like a formula as plain text', async () => {
    const workbook = await roundTrip(
      buildWorkbook(ExcelJS, { fileName: 'Members', sheets: [{ name: 'Members', columns: memberColumns, rows: members }] }),
    );
    const sheet = workbook.getWorksheet('Members')!;
    const texts = [sheet.getRow(3).getCell(1), sheet.getRow(3).getCell(2), sheet.getRow(4).getCell(1), sheet.getRow(4).getCell(2)];
    for (const cell of texts) {
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
    }
    expect(texts.map((cell) => cell.value)).toEqual([
      `'=HYPERLINK("http://evil.example","Click")`,
      "'+1-555@example.com",
      "'@SUM(A1:A2)",
      "'-x@example.com",
    ]);
    // Ordinary text is untouched.
    expect(sheet.getRow(2).getCell(1).value).toBe('Ada Brew');
  });

  it('refuses a tab name Excel cannot hold, instead of writing a broken file', () => {
    expect(() =>
      buildWorkbook(ExcelJS, { fileName: 'x', sheets: [{ name: 'Sales/Refunds', columns: summaryColumns, rows: [] }] }),
    ).toThrow();
  });

  it('is downloaded under its name with the .xlsx extension', () => {
    expect(spreadsheetFileName('MembershipStats')).toBe('MembershipStats.xlsx');
    expect(spreadsheetFileName('GuestList-Open Mic: Friday')).toBe('GuestList-Open Mic- Friday.xlsx');
    expect(spreadsheetFileName('TransactionsData.xlsx')).toBe('TransactionsData.xlsx');
  });
});
