import { contactListFileName } from '@brewline/contracts/customers';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvLine } from '../../lib/csv.rules';
import { marketingAnswerOf } from '../orders/orders.rules';
import { segmentPromoDraft } from '../promo-codes/promo-codes.rules';
import { CONTACT_LIST_COLUMNS, contactCells, contactTags, splitName } from './customers.rules';

describe('the contact list: names', () => {
  it('makes the last word the last name and every word before it the first name', () => {
    expect(splitName('Ann Customer')).toEqual({ firstName: 'Ann', lastName: 'Customer' });
    expect(splitName('Mary Jane van Dyke')).toEqual({ firstName: 'Mary Jane van', lastName: 'Dyke' });
  });

  it('keeps one word as the first name alone, and trims and joins runs of spaces', () => {
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitName('  José   Núñez  ')).toEqual({ firstName: 'José', lastName: 'Núñez' });
    expect(splitName('   ')).toEqual({ firstName: '', lastName: '' });
  });
});

describe('the contact list: tags, columns and file name', () => {
  it("names the customer's segments in the chips' order, comma-separated", () => {
    expect(contactTags(['membersAtRisk', 'drifting'])).toBe('Drifting, Members at risk');
    expect(contactTags([])).toBe('');
  });

  it('writes email, first name, last name and tags, under the headers mailing tools import', () => {
    expect(CONTACT_LIST_COLUMNS).toEqual(['Email Address', 'First Name', 'Last Name', 'Tags']);
    expect(contactCells({ email: 'ann@example.com', name: 'Ann Lee Customer', segments: ['lapsed', 'new'] })).toEqual([
      'ann@example.com',
      'Ann Lee',
      'Customer',
      'New, Lapsed',
    ]);
  });

  it("names the file after the segment, or the customers' whole list", () => {
    expect(contactListFileName('drifting')).toBe('Customers-Drifting-contacts.csv');
    expect(contactListFileName('membersAtRisk')).toBe('Customers-Members-at-risk-contacts.csv');
    expect(contactListFileName(undefined)).toBe('Customers-contacts.csv');
  });
});

describe('the contact list: consent', () => {
  const at = new Date('2026-11-29T08:00:00Z');
  it('writes a yes and a withdrawal with when they were given, and nothing when the order carries no answer', () => {
    expect(marketingAnswerOf(true, at)).toEqual({ consented: true, answeredAt: at });
    expect(marketingAnswerOf(false, at)).toEqual({ consented: false, answeredAt: at });
    expect(marketingAnswerOf(undefined, at)).toBeNull();
  });
});

describe('CSV lines', () => {
  it('quotes a cell with a comma, a quote or a line break, and ends with CRLF', () => {
    expect(csvLine(['a', 'b, c', 'say "hi"', 'two\nlines'])).toBe('a,"b, c","say ""hi""","two\nlines"\r\n');
  });

  it('guards text that a spreadsheet would take for a formula, but not the cells marked plain', () => {
    expect(csvLine(['=HYPERLINK("x")', '+1@example.com'], [1])).toBe(`"'=HYPERLINK(""x"")",+1@example.com\r\n`);
  });

  it('starts a file with the byte order mark', () => {
    expect(CSV_BOM).toBe('\uFEFF');
  });
});

describe("a segment's promo code", () => {
  it('is used once per customer and is never a New Customer Promo, whatever the form said', () => {
    const draft = {
      code: 'BACK10',
      description: '',
      valueUnit: 'percent' as const,
      value: 10,
      maxValue: null,
      minValue: null,
      userRedeemCount: 5,
      totalRedeemCount: null,
      newUsersOnly: true,
      startDate: '2026-12-01',
      endDate: null,
    };
    expect(segmentPromoDraft(draft)).toEqual({ ...draft, userRedeemCount: 1, newUsersOnly: false });
  });
});
