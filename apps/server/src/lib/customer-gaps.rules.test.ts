import { describe, expect, it } from 'vitest';
import { gapClass } from './customer-gaps.rules';

describe('the class of a gap between two orders', () => {
  const from = new Date('2026-03-01T09:00:00Z');
  const after = (hours: number) => new Date(from.getTime() + hours * 3_600_000);

  it('keeps no gap of a day or less', () => {
    expect(gapClass(from, after(3))).toBeNull();
    expect(gapClass(from, after(24))).toBeNull();
  });

  it('classes a gap under the longest window it is longer than', () => {
    expect(gapClass(from, after(24.5))).toBe(1);
    expect(gapClass(from, after(7 * 24))).toBe(1);
    expect(gapClass(from, after(7 * 24 + 1))).toBe(7);
    expect(gapClass(from, after(30 * 24 + 1))).toBe(30);
    expect(gapClass(from, after(365 * 24 + 1))).toBe(365);
    expect(gapClass(from, after(3 * 365 * 24))).toBe(365);
  });
});
