import { describe, expect, it } from 'vitest';
import {
  CONTACT_LIST_COLUMNS,
  contactCells,
  contactListFileName,
  contactTags,
  hasMarketingConsent,
  splitName,
} from './customers';
import { OrderConsumerSchema } from './orders';
import { segmentPromoDraft } from './promo-codes';
import { CSV_BOM, csvLine } from './spreadsheet';

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
  it('counts a customer whose latest answer is yes, not one who withdrew or never answered', () => {
    expect(hasMarketingConsent({ consented: true })).toBe(true);
    expect(hasMarketingConsent({ consented: false })).toBe(false);
    expect(hasMarketingConsent(null)).toBe(false);
  });

  it("takes the intake consumer's answer as a boolean, and nothing when absent", () => {
    const consumer = { name: 'Ann Customer', email: 'Ann@Example.com' };
    expect(OrderConsumerSchema.parse({ ...consumer, marketingConsent: false }).marketingConsent).toBe(false);
    expect(OrderConsumerSchema.parse(consumer).marketingConsent).toBeUndefined();
    expect(OrderConsumerSchema.safeParse({ ...consumer, marketingConsent: 'yes' }).success).toBe(false);
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
