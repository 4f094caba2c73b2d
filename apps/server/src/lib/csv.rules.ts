import { spreadsheetSafeText } from '@brewline/contracts/spreadsheet';

/**
 * CSV files the server writes (decision 290). A file starts with the byte order mark, so spreadsheets read it as
 * UTF-8 (accents and all).
 */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV line (RFC 4180, ending CRLF): a cell with a comma, a quote or a line break is quoted, its quotes doubled;
 * text cells pass through the exports' formula guard first unless `plain` marks them (an email is checked at the
 * intake and cannot hold a formula, while a quote in front would break it for the tools that import it).
 */
export function csvLine(cells: readonly string[], plain: readonly number[] = []): string {
  return `${cells
    .map((cell, index) => {
      const text = plain.includes(index) ? cell : spreadsheetSafeText(cell);
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',')}\r\n`;
}
