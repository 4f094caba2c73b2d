/**
 * Spreadsheet cells, for every export (browser downloads and server streams alike). A text cell that starts
 * with one of these characters could be taken for a formula by a spreadsheet, or become one the moment a user
 * edits the cell ('formula injection': a member named '=HYPERLINK(...)'). Such text is written with a leading
 * single quote, the spreadsheet convention for 'this is text' (OWASP's advice for exported cells).
 */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** True when a spreadsheet could evaluate this text instead of showing it. */
export const looksLikeFormula = (text: string) => FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger));

/** The text as an exported cell must hold it to stay plain text. Numbers and dates are written as such, not through this. */
export const spreadsheetSafeText = (text: string) => (looksLikeFormula(text) ? `'${text}` : text);

/**
 * The number formats of exported cells, the same in the browser's downloads and the server's streams: money in
 * dollars with a $ and two decimals, dates en-US (month/day/year), read from the UTC moment the cell holds.
 */
export const SPREADSHEET_FORMATS = {
  money: '$#,##0.00',
  date: 'mm/dd/yyyy',
  datetime: 'mm/dd/yyyy h:mm AM/PM',
} as const;

/** A money cell holds dollars as a number (its $ format shows them) from the integer cents the server keeps: 12345 -> 123.45. */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;
