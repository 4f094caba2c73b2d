import { describe, expect, it } from 'vitest';
import { searchDigits, searchPattern } from './customers.rules';

describe('the Customers search', () => {
  it('looks for the text anywhere, case ignored, with LIKE signs as themselves', () => {
    expect(searchPattern('Ann')).toBe('%ann%');
    expect(searchPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('looks for a phone by its digits when the search is digits and separators', () => {
    expect(searchDigits('(503) 555-01')).toBe('50355501');
    expect(searchDigits('55')).toBeNull();
    expect(searchDigits('ann5551')).toBeNull();
  });
});
