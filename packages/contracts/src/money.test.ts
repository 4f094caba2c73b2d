import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './money';

describe('sharing an amount in proportion', () => {
  it('splits in proportion, in whole cents that add up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(7, [0, 10, 30])).toEqual([0, 2, 5]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });

  it('gives the cents left over to the largest remainders, ties to the earlier entry', () => {
    // 10 × 1/3 = 3.33 each: one cent left, to the first; 10 × (2, 1, 1)/4 = 5, 2.5, 2.5: the tie goes to the second.
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(10, [2, 1, 1])).toEqual([5, 3, 2]);
    // 0.7 beats 0.3 whatever the order.
    expect(allocate(10, [3, 7])).toEqual([3, 7]);
    expect(allocate(1, [3, 7])).toEqual([0, 1]);
  });

  it('gives everything to the first entry when no entry weighs anything', () => {
    expect(allocate(250, [0, 0])).toEqual([250, 0]);
  });

  it('always adds up to the amount, each share within a cent of its exact part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 40 }),
        (total, weights) => {
          const shares = allocate(total, weights);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
          if (weightSum === 0) return;
          shares.forEach((share, i) => {
            const exact = (total * weights[i]!) / weightSum;
            expect(Math.abs(share - exact)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
