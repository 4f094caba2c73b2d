import { payoutWeek } from '@brewline/contracts/analytics';
import { describe, expect, it } from 'vitest';
import { weekLabel } from './payout-columns';

describe('a payout row’s week label', () => {
  it('reads the row date minus 7 days through minus 1 day, en-US', () => {
    expect(weekLabel(payoutWeek('2026-11-16'))).toBe('11/09/2026 – 11/15/2026');
    expect(weekLabel(payoutWeek('2026-03-02'))).toBe('02/23/2026 – 03/01/2026');
  });
});
