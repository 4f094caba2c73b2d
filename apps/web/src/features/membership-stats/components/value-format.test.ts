import { SUPPORTED_LANGUAGES } from '@brewline/contracts/languages';
import { describe, expect, it } from 'vitest';
import { valueFormat } from './value-format';

describe('the Value tab formats', () => {
  it('writes one month once, in every language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const format = valueFormat(language);
      const october = format.month('2026-10');
      expect(format.months('2026-10', '2026-10'), language).toBe(october);
      // A span names both ends: longer than the one month.
      expect(format.months('2026-10', '2026-11').length, language).toBeGreaterThan(october.length);
    }
    expect(valueFormat('en').months('2026-10', '2026-10')).toBe('October 2026');
    expect(valueFormat('en').months('2025-12', '2026-02')).toMatch(/^December 2025\s–\sFebruary 2026$/);
  });

  it("writes the chart's money ticks short: whole thousands, no cents", () => {
    const format = valueFormat('en');
    expect([100_000, 80_000, -250_000, 123_456_700].map(format.axisMoney)).toEqual(['$1K', '$800', '-$2.5K', '$1.2M']);
    expect(valueFormat('fr').axisMoney(100_000)).toMatch(/^1\sk\s\$US$/);
  });
});
