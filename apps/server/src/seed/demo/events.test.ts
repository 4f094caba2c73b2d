import { describe, expect, it } from 'vitest';
import { purchaseMoment } from './events';

describe('demo event purchases', () => {
  // Seeded just after midnight UTC, the moment the Time of Day chart once started at 1 AM.
  const now = Date.parse('2026-11-23T00:17:00Z');

  it('fall in the daytime hours of the day they were bought, whatever hour the demo is loaded at', () => {
    for (const [index, daysAgo] of [0.9, 1.3, 2.6, 6.9, 19.3].entries()) {
      const at = purchaseMoment(now, daysAgo, index);
      expect(at.getUTCHours()).toBeGreaterThanOrEqual(8);
      expect(at.getUTCHours()).toBeLessThanOrEqual(19);
      expect(at.toISOString().slice(0, 10)).toBe(new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10));
    }
  });

  it('are never after the seed', () => {
    const lateEvening = Date.parse('2026-11-23T22:30:00Z');
    expect(purchaseMoment(lateEvening, 0.05, 2).getTime()).toBeLessThan(lateEvening);
  });
});
