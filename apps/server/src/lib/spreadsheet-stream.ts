import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { centsToDollars, SPREADSHEET_FORMATS, spreadsheetSafeText } from '@brewline/contracts/spreadsheet';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * Large spreadsheet exports (.xlsx), streamed: rows are pulled one at a time from an async source (a database
 * cursor, keyset pages), written through exceljs's streaming WorkbookWriter and sent as they are zipped, so a
 * 100,000-row export never sits in memory whole. The browser's small exports use apps/web/src/lib/spreadsheet-export.ts;
 * both write cells the same way: text through the contracts' formula guard, money as dollars with a $ format
 * (from the integer cents the database keeps), dates as real dates in UTC.
 */

export type SpreadsheetCellType = 'text' | 'number' | 'money' | 'date' | 'datetime';

/** What a column can read from a row: text, a number (money: integer cents), a date or an ISO string. */
export type SpreadsheetCellInput = string | number | bigint | boolean | Date | null | undefined;

interface ColumnBase {
  /** The header cell (goes through the formula guard too). */
  header: string;
  /**
   * text: the formula guard applies. number: a number (numeric strings are read). money: integer cents, written
   * as dollars with a '$#,##0.00' format. date / datetime: a Date or an ISO string, shown as the UTC day (and time).
   */
  type: SpreadsheetCellType;
  /** Width in characters; by default from the header and the type. */
  width?: number;
}

/** A column reads a row's property by key, or computes its cell with a value function. */
export type SpreadsheetColumn<Row> = ColumnBase &
  (
    | { key: { [K in keyof Row]: Row[K] extends SpreadsheetCellInput ? K : never }[keyof Row] & string; value?: never }
    | {
        key?: never;
        value: (row: Row) => SpreadsheetCellInput;
      }
  );

export interface SpreadsheetStream<Row> {
  /** The download's name; '.xlsx' is added when missing. */
  fileName: string;
  /** The tab's name: 1 to 31 characters, none of * ? : \ / [ ]. */
  sheetName: string;
  columns: readonly SpreadsheetColumn<Row>[];
  /** Pulled lazily, one row at a time; breaking off (client gone, error) calls the source's return(). */
  rows: AsyncIterable<Row> | Iterable<Row>;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The same cell formats as the browser's downloads (apps/web/src/lib/spreadsheet-export.ts): both take them from the contracts. */
const NUMBER_FORMATS: Partial<Record<SpreadsheetCellType, string>> = SPREADSHEET_FORMATS;
const DEFAULT_WIDTHS: Record<SpreadsheetCellType, number> = { text: 20, number: 10, money: 14, date: 12, datetime: 20 };
/** Rows written between two looks at the outgoing stream (backpressure, a client that went away). */
const ROWS_PER_TURN = 256;

const INVALID_SHEET_CHARS = /[*?:\\/[\]]/;

/** The tab name exceljs and Excel accept; a wrong one is a programming error, refused before anything is sent. */
export function assertSheetName(name: string): void {
  if (name.length === 0 || name.length > 31 || INVALID_SHEET_CHARS.test(name) || name.startsWith("'") || name.endsWith("'")) {
    throw new Error(`Invalid sheet name ${JSON.stringify(name)}: 1 to 31 characters, none of * ? : \\ / [ ] and no quote at either end`);
  }
}

/** attachment; filename="<ascii>"; filename*=UTF-8''<encoded>: any name, safe in a header, .xlsx at the end. */
export function xlsxContentDisposition(fileName: string): string {
  // Control characters (below space, and DEL) and the characters file systems refuse become '-'.
  const printable = Array.from(fileName.replace(/\.xlsx$/i, ''), (char) => (char < ' ' || char === '\u007f' ? '-' : char)).join('');
  const name = `${printable.replace(/[\\/:*?"<>|]+/g, '-') || 'export'}.xlsx`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function toNumber(value: SpreadsheetCellInput): number | null {
  if (value == null || value === '' || value instanceof Date || typeof value === 'boolean') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function toDate(value: SpreadsheetCellInput): Date | null {
  if (value == null || value === '' || typeof value === 'boolean' || typeof value === 'bigint') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The value a cell holds, by column type. exceljs turns a Date into Excel's serial day from its UTC moment. */
export function spreadsheetCell<Row>(column: SpreadsheetColumn<Row>, row: Row): string | number | Date | null {
  const value = column.value ? column.value(row) : (row[column.key] as SpreadsheetCellInput);
  switch (column.type) {
    case 'number':
      return toNumber(value);
    case 'money': {
      const cents = toNumber(value);
      return cents == null ? null : centsToDollars(cents);
    }
    case 'date':
    case 'datetime':
      return toDate(value);
    case 'text':
      if (value == null) return null;
      return spreadsheetSafeText(value instanceof Date ? value.toISOString() : String(value));
  }
}

let excelJs: Promise<typeof ExcelJS> | undefined;
/** exceljs is loaded on the first export, not when the server starts. */
const loadExcelJs = () => (excelJs ??= import('exceljs').then((module) => (module.default ?? module) as typeof ExcelJS));

/** Waits until the outgoing stream takes more, or is gone; answers false when it is gone (stop reading rows). */
async function roomToWrite(out: Writable): Promise<boolean> {
  await nextTurn(); // lets zlib and the socket move what is already written
  if (out.destroyed) return false;
  if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  return !out.destroyed;
}

/**
 * Writes the workbook into `out` (any writable stream) and ends it. Rows are read only as fast as `out` takes
 * the zipped bytes; if `out` is destroyed (the client went away), reading stops and the row source is closed.
 * Resolves to the number of data rows written.
 */
export async function writeSpreadsheet<Row>(out: Writable, spreadsheet: SpreadsheetStream<Row>): Promise<number> {
  assertSheetName(spreadsheet.sheetName);
  const excel = await loadExcelJs();
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Brewline';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(spreadsheet.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const { columns } = spreadsheet;
  sheet.columns = columns.map((column) => ({
    width: column.width ?? Math.max(DEFAULT_WIDTHS[column.type], column.header.length + 2),
  }));
  const header = sheet.addRow(columns.map((column) => spreadsheetSafeText(column.header)));
  header.font = { bold: true };
  header.commit();

  let written = 0;
  for await (const row of spreadsheet.rows) {
    const added = sheet.addRow(columns.map((column) => spreadsheetCell(column, row)));
    columns.forEach((column, index) => {
      const numFmt = NUMBER_FORMATS[column.type];
      if (numFmt) added.getCell(index + 1).numFmt = numFmt;
    });
    added.commit();
    written += 1;
    if (written % ROWS_PER_TURN === 0 && !(await roomToWrite(out))) return written; // for-await closes the source
  }
  if (out.destroyed) return written;
  sheet.commit();
  await workbook.commit();
  return written;
}

/**
 * Sends the spreadsheet as the reply: content type, attachment file name, no caching; the body is streamed as it
 * is written. Call it last in a handler and return what it returns. A failure after the first bytes cannot
 * become an error answer any more: it is logged and the connection is cut, so the client sees a failed download.
 */
export function sendSpreadsheet<Row>(reply: FastifyReply, spreadsheet: SpreadsheetStream<Row>): FastifyReply {
  assertSheetName(spreadsheet.sheetName);
  const body = new PassThrough();
  writeSpreadsheet(body, spreadsheet).catch((err: unknown) => {
    reply.log.error({ err }, 'spreadsheet export failed');
    body.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header('content-disposition', xlsxContentDisposition(spreadsheet.fileName))
    .header('cache-control', 'no-store')
    .send(body);
}
