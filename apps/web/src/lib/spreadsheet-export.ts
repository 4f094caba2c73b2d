import { centsToDollars, SPREADSHEET_FORMATS, spreadsheetSafeText } from '@brewline/contracts/spreadsheet';
import type { Workbook } from 'exceljs';
import { type CellValue, cellText, cellValue, type Column, isExported } from '../components/data-table/columns';
import { type DateInput, toDate } from './format';

/**
 * Spreadsheet downloads (.xlsx) from the same column definitions the screen's table uses. exceljs is big
 * (about 250 KB gzip), so it is loaded the first time someone clicks a download button, never with a page.
 *
 * Cells keep their nature: numbers and money are numbers (money in dollars, with a $ format), dates are dates
 * (en-US format; the values are the UTC moments, as on screen), and every text cell goes through the contracts'
 * formula guard, so a member named '=HYPERLINK(...)' stays a name in Excel.
 */
export interface SpreadsheetSheet<Row> {
  /** The tab's name (at most 31 characters, none of * ? : \ / [ ]). */
  name: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
}

export interface Spreadsheet<Rows extends readonly unknown[]> {
  /** Without extension: 'MembershipStats' downloads as MembershipStats.xlsx. */
  fileName: string;
  /** One entry per tab, in order; each may have rows of its own shape. */
  sheets: { [Index in keyof Rows]: SpreadsheetSheet<Rows[Index]> };
}

type ExcelJs = { Workbook: new () => Workbook };

const MAX_COLUMN_CHARS = 60;
const WIDTH_SAMPLE_ROWS = 500;

function numberOrNull(value: CellValue): number | null {
  if (value == null || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The value an exported cell holds, by column type. */
function exportedCell<Row>(column: Column<Row>, row: Row): string | number | Date | null {
  const value = cellValue(column, row);
  switch (column.type) {
    case 'number':
    case 'id':
      return numberOrNull(value);
    case 'money': {
      const cents = numberOrNull(value);
      return cents == null ? null : centsToDollars(cents);
    }
    case 'date':
    case 'datetime':
      return toDate(value as DateInput | null | undefined);
    case 'phone':
      return value == null || value === '' ? null : spreadsheetSafeText(cellText(column, row));
    default:
      if (value == null) return null;
      if (typeof value === 'number') return value;
      return spreadsheetSafeText(value instanceof Date ? cellText(column, row) : String(value));
  }
}

/** The same cell formats as the server's streamed exports: both take them from the contracts. */
const NUMBER_FORMATS: Partial<Record<NonNullable<Column<unknown>['type']>, string>> = SPREADSHEET_FORMATS;

/** Adds one tab: a bold, frozen header row, then one row per item. */
function addSheet<Row>(workbook: Workbook, sheet: SpreadsheetSheet<Row>) {
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = sheet.columns.filter(isExported);
  worksheet.columns = columns.map((column) => {
    // Wide enough for the header and the longest shown value (as the screen formats it) among the first rows.
    let longest = column.header.length;
    for (const row of sheet.rows.slice(0, WIDTH_SAMPLE_ROWS)) longest = Math.max(longest, cellText(column, row).length);
    const width = column.width ? Math.round(column.width / 7) : longest + 2;
    return {
      key: column.key,
      header: spreadsheetSafeText(column.header),
      width: Math.min(Math.max(width, 8), MAX_COLUMN_CHARS),
      style: NUMBER_FORMATS[column.type ?? 'text'] ? { numFmt: NUMBER_FORMATS[column.type ?? 'text'] } : {},
    };
  });
  worksheet.getRow(1).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow(columns.map((column) => exportedCell(column, row)));
}

/** The workbook, built in memory: the pure part, which the unit test reads back in node. */
export function buildWorkbook<const Rows extends readonly unknown[]>(excel: ExcelJs, spreadsheet: Spreadsheet<Rows>): Workbook {
  const workbook = new excel.Workbook();
  workbook.creator = 'Brewline';
  workbook.created = new Date();
  for (const sheet of spreadsheet.sheets as ReadonlyArray<SpreadsheetSheet<unknown>>) addSheet(workbook, sheet);
  return workbook;
}

/** The file name a download gets: the given name with .xlsx, without characters file systems refuse. */
export const spreadsheetFileName = (fileName: string) => `${fileName.replace(/\.xlsx$/i, '').replace(/[\\/:*?"<>|]+/g, '-')}.xlsx`;

/** exceljs, fetched on first use. Its browser build is one CommonJS bundle: the namespace may sit on `default`. */
async function loadExcelJs(): Promise<ExcelJs> {
  const module = (await import('exceljs')) as ExcelJs & { default?: ExcelJs };
  return module.default?.Workbook ? module.default : module;
}

/** Builds the workbook and hands it to the browser as a download. */
export async function exportSpreadsheet<const Rows extends readonly unknown[]>(spreadsheet: Spreadsheet<Rows>): Promise<void> {
  const workbook = buildWorkbook(await loadExcelJs(), spreadsheet);
  const bytes = await workbook.xlsx.writeBuffer();
  const blob = new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = spreadsheetFileName(spreadsheet.fileName);
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click is handled; free the memory on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
