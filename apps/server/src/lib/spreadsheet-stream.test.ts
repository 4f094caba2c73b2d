import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { assertSheetName, sendSpreadsheet, type SpreadsheetColumn, XLSX_CONTENT_TYPE, xlsxContentDisposition } from './spreadsheet-stream';

interface Transaction {
  id: number;
  customer: string;
  totalCents: number;
  createdAt: Date;
}

const ROWS = 20_000;
const FIRST_DAY = Date.UTC(2026, 0, 1, 8, 30);

const COLUMNS: SpreadsheetColumn<Transaction>[] = [
  { header: 'Order #', key: 'id', type: 'number' },
  { header: 'Customer', key: 'customer', type: 'text' },
  { header: 'Total', key: 'totalCents', type: 'money' },
  { header: 'Date', key: 'createdAt', type: 'datetime' },
  { header: 'Day', value: (row) => row.createdAt.toISOString().slice(0, 10), type: 'date' },
];

/** Generated on demand, as a database cursor would hand them over; counts what was pulled and whether it was closed. */
function transactions(count: number) {
  let markClosed!: () => void;
  const source = { pulled: 0, closed: false, finished: new Promise<void>((resolve) => (markClosed = resolve)) };
  async function* rows(): AsyncGenerator<Transaction> {
    try {
      for (let id = 1; id <= count; id++) {
        source.pulled = id;
        yield {
          id,
          customer: id === 7 ? '=HYPERLINK("http://evil.example","click")' : `Customer ${id}`,
          totalCents: id * 101,
          createdAt: new Date(FIRST_DAY + (id - 1) * 60_000),
        };
      }
    } finally {
      source.closed = true;
      markClosed();
    }
  }
  return { source, rows: rows() };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function exportApp(count: number) {
  const { source, rows } = transactions(count);
  app = Fastify();
  app.get('/export', async (_request, reply) =>
    sendSpreadsheet(reply, { fileName: 'Transactions 2026', sheetName: 'Transactions', columns: COLUMNS, rows }),
  );
  return { app, source };
}

describe('streaming a spreadsheet export', () => {
  it('sends 20,000 rows as an .xlsx download that reads back with its sheet, headers, money, dates and guarded text', async () => {
    const { app, source } = await exportApp(ROWS);
    const response = await app.inject({ method: 'GET', url: '/export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Transactions 2026.xlsx"; filename*=UTF-8''Transactions%202026.xlsx`,
    );
    expect(response.headers['content-length']).toBeUndefined();
    expect(source.closed).toBe(true);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Transactions']);
    const sheet = workbook.getWorksheet('Transactions')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Order #', 'Customer', 'Total', 'Date', 'Day']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.actualRowCount).toBe(ROWS + 1);
    expect(sheet.getRow(ROWS + 1).getCell(1).value).toBe(ROWS);

    // Row 2 is transaction 1; money from cents to dollars with the $ format.
    const total = sheet.getRow(3).getCell(3);
    expect(total.value).toBe(2.02);
    expect(total.numFmt).toBe('$#,##0.00');
    expect(sheet.getRow(ROWS + 1).getCell(3).value).toBe((ROWS * 101) / 100);

    // Dates are real dates, at their UTC moment.
    const date = sheet.getRow(2).getCell(4);
    expect(date.value).toBeInstanceOf(Date);
    expect((date.value as Date).toISOString()).toBe('2026-01-01T08:30:00.000Z');
    expect(date.numFmt).toBe('mm/dd/yyyy h:mm AM/PM');
    const day = sheet.getRow(2).getCell(5);
    expect((day.value as Date).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(day.numFmt).toBe('mm/dd/yyyy');

    // A customer named like a formula stays text.
    const customer = sheet.getRow(8).getCell(2);
    expect(customer.type).toBe(ExcelJS.ValueType.String);
    expect(customer.value).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(customer.formula).toBeUndefined();
    expect(sheet.getRow(9).getCell(2).value).toBe('Customer 8');
  });

  it('keeps markup, quotes, spaces and non-Latin text as written, and drops what XML cannot hold', async () => {
    const names = ['<b>Tom & Jerry</b>', '  spaced  ', 'Zoë "Z" 李', 'bell\u0007 ring', 'مقهى'];
    app = Fastify();
    app.get('/export', async (_request, reply) =>
      sendSpreadsheet(reply, {
        fileName: 'names',
        sheetName: 'Names & <more>',
        columns: [{ header: 'Name', key: 'name', type: 'text' }] as SpreadsheetColumn<{ name: string }>[],
        rows: names.map((name) => ({ name })),
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/export' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Names & <more>')!;
    expect(sheet.getColumn(1).values.slice(1)).toEqual(['Name', '<b>Tom & Jerry</b>', '  spaced  ', 'Zoë "Z" 李', 'bell ring', 'مقهى']);
  });

  it('sends the first bytes before the last row has been read', async () => {
    const { app, source } = await exportApp(ROWS);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const pulledAtFirstBytes = await new Promise<number>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: '/export', agent: false }, (response) => {
        let first = true;
        response.on('data', () => {
          if (first) resolve(source.pulled);
          first = false;
        });
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    });
    expect(pulledAtFirstBytes).toBeLessThan(ROWS);
    await source.finished;
  });

  it('stops reading rows and closes their source when the client goes away', async () => {
    const { app, source } = await exportApp(ROWS * 10);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: '/export', agent: false }, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      request.end();
    });
    await source.finished;
    expect(source.closed).toBe(true);
    expect(source.pulled).toBeLessThan(ROWS * 10);
  });

  it('refuses a sheet name Excel would refuse, before anything is sent', () => {
    expect(() => assertSheetName('Sales: 2026')).toThrow(/Invalid sheet name/);
    expect(() => assertSheetName('A name far longer than thirty-one characters')).toThrow(/Invalid sheet name/);
    expect(() => assertSheetName('')).toThrow(/Invalid sheet name/);
    expect(() => assertSheetName('Transactions')).not.toThrow();
  });

  it('names the file safely in the header, whatever characters it holds', () => {
    expect(xlsxContentDisposition('members.xlsx')).toBe(`attachment; filename="members.xlsx"; filename*=UTF-8''members.xlsx`);
    expect(xlsxContentDisposition('Café "Nord"/2026')).toBe(
      `attachment; filename="Caf_ -Nord-2026.xlsx"; filename*=UTF-8''Caf%C3%A9%20-Nord-2026.xlsx`,
    );
  });
});
