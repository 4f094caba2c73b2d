import { describe, expect, it } from 'vitest';
import { centsToDollars, FORMULA_TRIGGERS, looksLikeFormula, SPREADSHEET_FORMATS, spreadsheetSafeText } from './spreadsheet';

describe('spreadsheet-safe text', () => {
  it.each(FORMULA_TRIGGERS.map((trigger) => [trigger]))('keeps text starting with %j as plain text', (trigger) => {
    const text = `${trigger}HYPERLINK("http://evil.example","x")`;
    expect(looksLikeFormula(text)).toBe(true);
    expect(spreadsheetSafeText(text)).toBe(`'${text}`);
  });

  it('leaves ordinary text, and text with a formula character later on, as it is', () => {
    for (const text of ['Bluebird Coffee', 'a=b', 'Mia @ Bluebird', '', ' =1+1']) {
      expect(spreadsheetSafeText(text)).toBe(text);
    }
  });
});

describe('spreadsheet cells', () => {
  it('writes money as dollars from integer cents, rounding any stray fraction of a cent', () => {
    expect(centsToDollars(123456)).toBe(1234.56);
    expect(centsToDollars(-1999)).toBe(-19.99);
    expect(centsToDollars(10.4)).toBe(0.1);
  });

  it('formats money with a $ and two decimals and dates month first', () => {
    expect(SPREADSHEET_FORMATS).toEqual({ money: '$#,##0.00', date: 'mm/dd/yyyy', datetime: 'mm/dd/yyyy h:mm AM/PM' });
  });
});
