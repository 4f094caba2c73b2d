import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { downloadColumns, type ReportColumn } from '@brewline/contracts/analytics';
import { centsToDollars, SPREADSHEET_FORMATS, spreadsheetSafeText } from '@brewline/contracts/spreadsheet';
import type { FastifyReply } from 'fastify';
import { attachmentContentDisposition } from './content-disposition';

/**
 * Large spreadsheet exports (.xlsx), streamed: rows are pulled one at a time from an async source (a database
 * cursor, keyset pages), written as sheet XML text in large chunks (inline strings, so no shared-string table grows
 * in memory), deflated by node's zlib into a zip written front to back, and sent as they are zipped, so a
 * 100,000-row export never sits in memory whole (decision 122: exceljs's streaming writer took 41 s for it). The browser's small exports use apps/web/src/lib/spreadsheet-export.ts;
 * both write cells the same way: text through the contracts' formula guard, money as dollars with a $ format
 * (from the integer cents the database keeps), dates as real dates in UTC.
 */

type SpreadsheetCellType = 'text' | 'number' | 'money' | 'date' | 'datetime';

/** What a column can read from a row: text, a number (money: integer cents), a date or an ISO string. */
type SpreadsheetCellInput = string | number | bigint | boolean | Date | null | undefined;

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

/** What a report's download computes rather than reads from the row, and the widths it widens, by column key. */
export interface ReportDownloadOptions<Row> {
  values?: Partial<Record<string, (row: Row) => SpreadsheetCellInput>>;
  widths?: Partial<Record<string, number>>;
}

/**
 * A report's download columns from its one definition in the contracts (the screen's table reads the same): the
 * columns the download shows, in order, with their headers and kinds (an id is written as a number).
 */
export function reportDownloadColumns<Row>(
  columns: readonly ReportColumn[],
  { values = {}, widths = {} }: ReportDownloadOptions<Row> = {},
) {
  return downloadColumns(columns).map((column): SpreadsheetColumn<Row> => ({
    header: column.header,
    type: column.kind === 'id' ? 'number' : column.kind,
    width: widths[column.key],
    value: values[column.key] ?? ((row) => (row as Record<string, SpreadsheetCellInput>)[column.key]),
  }));
}

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
const DEFAULT_WIDTHS: Record<SpreadsheetCellType, number> = { text: 20, number: 10, money: 14, date: 12, datetime: 20 };
/** Rows written between two looks at the outgoing stream (backpressure, a client that went away). */
const ROWS_PER_TURN = 2048;
/** The sheet's XML is handed to zlib in pieces of about this many characters. */
const CHUNK_CHARS = 256 * 1024;
/** zlib's level for the sheet: 4 zips 100,000 rows about as small as 6 in half the time. */
const DEFLATE_LEVEL = 4;

const INVALID_SHEET_CHARS = /[*?:\\/[\]]/;

/** The tab name exceljs and Excel accept; a wrong one is a programming error, refused before anything is sent. */
export function assertSheetName(name: string): void {
  if (name.length === 0 || name.length > 31 || INVALID_SHEET_CHARS.test(name) || name.startsWith("'") || name.endsWith("'")) {
    throw new Error(`Invalid sheet name ${JSON.stringify(name)}: 1 to 31 characters, none of * ? : \\ / [ ] and no quote at either end`);
  }
}

/** attachment; filename="<ascii>"; filename*=UTF-8''<encoded>: any name, safe in a header, .xlsx at the end. */
export const xlsxContentDisposition = (fileName: string): string => attachmentContentDisposition(fileName, '.xlsx');

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

/** The value a cell holds, by column type; a Date is written as Excel's serial day of its UTC moment. */
function spreadsheetCell<Row>(column: SpreadsheetColumn<Row>, row: Row): string | number | Date | null {
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

/** The XML of a text node: markup escaped, and the characters XML 1.0 cannot hold at all dropped. */
function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[<>&]|[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, (char) =>
    char === '<' ? '&lt;' : char === '>' ? '&gt;' : char === '&' ? '&amp;' : '',
  );
}
const xmlAttribute = (text: string) => xmlText(text).replaceAll('"', '&quot;');

/** A, B, ..., Z, AA, ...: the column's letters in a cell reference. */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Excel's serial day (days since 1899-12-30, the time of day as a fraction) of a UTC moment. */
const excelSerial = (date: Date) => date.getTime() / 86_400_000 + 25_569;

/**
 * Cell styles, the index of each in styles.xml's cellXfs: 0 plain, 1 the bold header, then the number formats, the
 * same as the browser's downloads (apps/web/src/lib/spreadsheet-export.ts): both take them from the contracts.
 */
const STYLE_INDEX: Record<SpreadsheetCellType, number> = { text: 0, number: 0, money: 2, date: 3, datetime: 4 };
const HEADER_STYLE = 1;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

function stylesXml(): string {
  const formats = [SPREADSHEET_FORMATS.money, SPREADSHEET_FORMATS.date, SPREADSHEET_FORMATS.datetime];
  const font = (bold: boolean) => `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
  const xf = (numFmtId: number, fontId: number) =>
    `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${fontId ? ' applyFont="1"' : ''}${numFmtId ? ' applyNumberFormat="1"' : ''}/>`;
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    `<numFmts count="${formats.length}">${formats.map((code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${xmlAttribute(code)}"/>`).join('')}</numFmts>` +
    `<fonts count="2">${font(false)}${font(true)}</fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="5">${xf(0, 0)}${xf(0, 1)}${xf(164, 0)}${xf(165, 0)}${xf(166, 0)}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}

/** The parts of the package other than the sheet: small, written whole. */
function packageParts(sheetName: string, created: Date): Array<[string, string]> {
  const iso = `${created.toISOString().slice(0, 19)}Z`;
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
        '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
        `<Relationship Id="rId3" Type="${REL_NS}/extended-properties" Target="docProps/app.xml"/>` +
        '</Relationships>',
    ],
    [
      'docProps/app.xml',
      `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Brewline</Application></Properties>`,
    ],
    [
      'docProps/core.xml',
      `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
        'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
        `<dc:creator>Brewline</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${iso}</dcterms:created>` +
        `<dcterms:modified xsi:type="dcterms:W3CDTF">${iso}</dcterms:modified></cp:coreProperties>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>` +
        `<sheets><sheet name="${xmlAttribute(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
        '</Relationships>',
    ],
    ['xl/styles.xml', stylesXml()],
  ];
}

/**
 * A zip archive written front to back into a stream (the .xlsx container): small parts deflated whole, one part
 * streamed through zlib with its sizes and CRC in a data descriptor after it, then the central directory.
 */
class ZipWriter {
  private offset = 0;
  private readonly entries: Array<{ name: Buffer; crc: number; compressed: number; size: number; offset: number; flags: number }> = [];
  private readonly time: number;
  private readonly date: number;

  constructor(
    private readonly out: Writable,
    at: Date,
  ) {
    this.time = (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1);
    this.date = ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate();
  }

  private write(chunk: Buffer) {
    this.offset += chunk.length;
    this.out.write(chunk);
  }

  private localHeader(name: Buffer, flags: number, crc: number, compressed: number, size: number): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(this.time, 10);
    header.writeUInt16LE(this.date, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(compressed, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    return Buffer.concat([header, name]);
  }

  /** A part known whole. */
  addWhole(fileName: string, text: string) {
    const name = Buffer.from(fileName);
    const data = Buffer.from(text);
    const compressed = deflateRawSync(data);
    const entry = { name, crc: crc32(data), compressed: compressed.length, size: data.length, offset: this.offset, flags: 0 };
    this.entries.push(entry);
    this.write(this.localHeader(name, 0, entry.crc, entry.compressed, entry.size));
    this.write(compressed);
  }

  /**
   * Starts a streamed part: answers a writer whose `write` takes text and answers false when the caller should
   * wait (`drained`), and whose `end` finishes the part.
   */
  startStreamed(fileName: string) {
    const name = Buffer.from(fileName);
    const entry = { name, crc: 0, compressed: 0, size: 0, offset: this.offset, flags: 0x0008 };
    this.entries.push(entry);
    this.write(this.localHeader(name, entry.flags, 0, 0, 0));
    const deflate = createDeflateRaw({ level: DEFLATE_LEVEL, memLevel: 9 });
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk)) deflate.pause();
    });
    const resume = () => deflate.resume();
    this.out.on('drain', resume);
    const ended = new Promise<void>((resolve, reject) => {
      deflate.once('end', resolve);
      deflate.once('error', reject);
    });
    return {
      write: (text: string): boolean => {
        const data = Buffer.from(text);
        entry.crc = crc32(data, entry.crc);
        entry.size += data.length;
        return deflate.write(data);
      },
      /** Resolves when zlib takes more, or at once when nothing waits; false when the output is gone. */
      drained: async (): Promise<boolean> => {
        await nextTurn();
        while (!this.out.destroyed && (deflate.writableNeedDrain || this.out.writableNeedDrain)) {
          const done = new AbortController();
          const wake = (emitter: NodeJS.EventEmitter, event: string) =>
            once(emitter, event, { signal: done.signal }).catch(() => undefined);
          await Promise.race([wake(deflate, 'drain'), wake(this.out, 'drain'), wake(this.out, 'close')]);
          done.abort();
        }
        return !this.out.destroyed;
      },
      end: async () => {
        deflate.end();
        await ended;
        this.out.off('drain', resume);
        if (entry.size > 0xffffffff || this.offset > 0xffffffff)
          throw new Error('The spreadsheet is larger than a zip without zip64 holds (4 GB)');
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(entry.crc, 4);
        descriptor.writeUInt32LE(entry.compressed, 8);
        descriptor.writeUInt32LE(entry.size, 12);
        this.write(descriptor);
      },
      abort: () => {
        this.out.off('drain', resume);
        deflate.destroy();
      },
    };
  }

  /** The central directory and its end record. */
  finish() {
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(entry.flags, 8);
      header.writeUInt16LE(8, 10);
      header.writeUInt16LE(this.time, 12);
      header.writeUInt16LE(this.date, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.compressed, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      header.writeUInt32LE(entry.offset, 42);
      this.write(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.write(end);
  }
}

/** The <c> element of one cell, or '' for an empty one. */
function cellXml<Row>(column: SpreadsheetColumn<Row>, row: Row, reference: string): string {
  const cell = spreadsheetCell(column, row);
  if (cell === null) return '';
  if (typeof cell === 'string') return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
  const style = STYLE_INDEX[column.type];
  const value = cell instanceof Date ? excelSerial(cell) : cell;
  return `<c r="${reference}"${style ? ` s="${style}"` : ''}><v>${value}</v></c>`;
}

/**
 * Writes the workbook into `out` (any writable stream) and ends it. The sheet's XML is made as text, in chunks of
 * CHUNK_CHARS, with inline strings (no shared-string table to hold), deflated by zlib as it goes; rows are read
 * only as fast as `out` takes the zipped bytes, and if `out` is destroyed (the client went away), reading stops and
 * the row source is closed. Resolves to the number of data rows written.
 */
async function writeSpreadsheet<Row>(out: Writable, spreadsheet: SpreadsheetStream<Row>): Promise<number> {
  assertSheetName(spreadsheet.sheetName);
  const { columns } = spreadsheet;
  const letters = columns.map((_, index) => columnLetters(index));
  const zip = new ZipWriter(out, new Date());
  for (const [name, text] of packageParts(spreadsheet.sheetName, new Date())) zip.addWhole(name, text);
  const sheet = zip.startStreamed('xl/worksheets/sheet1.xml');

  const widths = columns
    .map((column, index) => {
      const width = column.width ?? Math.max(DEFAULT_WIDTHS[column.type], column.header.length + 2);
      return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  const headerCells = columns
    .map(
      (column, index) =>
        `<c r="${letters[index]}1" s="${HEADER_STYLE}" t="inlineStr"><is><t xml:space="preserve">${xmlText(spreadsheetSafeText(column.header))}</t></is></c>`,
    )
    .join('');
  let chunk =
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${widths}</cols><sheetData>` +
    `<row r="1" s="${HEADER_STYLE}" customFormat="1">${headerCells}</row>`;

  let written = 0;
  try {
    for await (const row of spreadsheet.rows) {
      const number = written + 2;
      let cells = '';
      for (let index = 0; index < columns.length; index++) cells += cellXml(columns[index]!, row, `${letters[index]}${number}`);
      chunk += `<row r="${number}">${cells}</row>`;
      written += 1;
      if (chunk.length >= CHUNK_CHARS) {
        const more = sheet.write(chunk);
        chunk = '';
        if (!more || written % ROWS_PER_TURN === 0) {
          if (!(await sheet.drained())) {
            sheet.abort();
            return written; // for-await closes the source
          }
        }
      }
    }
  } catch (error) {
    sheet.abort();
    throw error;
  }
  if (out.destroyed) {
    sheet.abort();
    return written;
  }
  sheet.write(`${chunk}</sheetData></worksheet>`);
  await sheet.end();
  zip.finish();
  out.end();
  return written;
}

/**
 * The whole workbook as bytes, by the same writer as the downloads: for a small spreadsheet that travels whole,
 * such as a mail's attachment.
 */
export async function spreadsheetBuffer<Row>(spreadsheet: SpreadsheetStream<Row>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(out, 'end');
  await writeSpreadsheet(out, spreadsheet);
  await ended;
  return Buffer.concat(chunks);
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
