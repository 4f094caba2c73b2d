import { describe, expect, it } from 'vitest';
import { centsToDollars, formatDate, formatDateTime, formatMoney, formatNumber, formatPercent, toDate } from './format';

describe('money', () => {
  it('shows integer cents as dollars with a $ sign, grouping and two decimals', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(100)).toBe('$1.00');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
  });

  it('shows a refund or a negative balance with a minus before the $', () => {
    expect(formatMoney(-500)).toBe('-$5.00');
  });

  it('turns cents into dollars for a spreadsheet cell without floating-point crumbs', () => {
    expect(centsToDollars(123456)).toBe(1234.56);
    expect(centsToDollars(10)).toBe(0.1);
    expect(centsToDollars(-1999)).toBe(-19.99);
  });
});

describe('numbers', () => {
  it('groups thousands the US way', () => {
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(7)).toBe('7');
  });

  it('shows a percentage given in percent the US way, with up to two decimals', () => {
    expect(formatPercent(8)).toBe('8%');
    expect(formatPercent(8.755)).toBe('8.76%');
    expect(formatPercent(1250)).toBe('1,250%');
  });
});

describe('dates', () => {
  it('shows a day as MM/DD/YYYY', () => {
    expect(formatDate('2026-11-22')).toBe('11/22/2026');
    expect(formatDate(new Date(Date.UTC(2026, 0, 5)))).toBe('01/05/2026');
  });

  it('shows the UTC calendar day, not the one of the viewer’s time zone', () => {
    // Late evening UTC is already the next day east of Greenwich, and a bare date is midnight UTC.
    expect(formatDate('2026-11-22T23:30:00.000Z')).toBe('11/22/2026');
    expect(formatDate('2026-11-22T00:30:00.000Z')).toBe('11/22/2026');
    expect(formatDate('2026-11-22T00:30:00.000+05:00')).toBe('11/21/2026');
  });

  it('shows a moment as date and 12-hour time in UTC', () => {
    expect(formatDateTime('2026-11-22T15:04:00.000Z')).toBe('11/22/2026, 3:04 PM');
    expect(formatDateTime('2026-11-22T00:05:00.000Z')).toBe('11/22/2026, 12:05 AM');
  });

  it('shows nothing for a missing or broken date rather than "Invalid Date"', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(toDate('not a date')).toBeNull();
  });
});
