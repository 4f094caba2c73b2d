import { describe, expect, it } from 'vitest';
import { describeMixedLoad, type MixedLoadFigures, readPaths } from './mixed-load';

const figures = (reads: Partial<MixedLoadFigures['reads']>): MixedLoadFigures => ({
  driver: 'pglite',
  seconds: 30,
  reads: { perSecond: 190, p50Ms: 200, p95Ms: 260, p99Ms: 300, errors: 0, timeouts: 0, non2xx: 0, ...reads },
  orders: { perSecond: 14, p50Ms: 600, p99Ms: 2500, errors: 0, timeouts: 0, non2xx: 0 },
  serverCores: 1.1,
  load: [1.2, 1.3],
});

describe('the mixed load step (decision 296)', () => {
  it("reads the owner's reports of last week in turn", () => {
    expect(readPaths(7, '2026-11-29')).toEqual([
      '/api/shops/7/analytics/overview',
      '/api/shops/7/analytics/overview/cards',
      '/api/shops/7/analytics/sales?from=2026-11-22&to=2026-11-28',
      '/api/shops/7/analytics/item-sales?from=2026-11-22&to=2026-11-28',
      '/api/shops/7/analytics/transactions?from=2026-11-22&to=2026-11-28',
      '/api/shops/7/members',
    ]);
  });

  it('misses its aim on a slow p99, a timeout or a read answered with an error', () => {
    expect(describeMixedLoad(figures({}))).not.toContain('missed');
    expect(describeMixedLoad(figures({ p99Ms: 1001 }))).toContain(': missed');
    expect(describeMixedLoad(figures({ timeouts: 1 }))).toContain(': missed');
    expect(describeMixedLoad(figures({ non2xx: 3 }))).toContain(': missed');
    expect(describeMixedLoad(figures({ errors: 1 }))).toContain(': missed');
  });
});
