import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTypedHours, tipShares } from './tips';
import { TipPoolBodySchema, TipPoolFormSchema } from './schemas/tips';

const body = (entries: Array<{ name: string; hours: number }>, from = '2026-11-16', to = '2026-11-22') => ({ from, to, entries });
const problems = (value: unknown) => {
  const result = TipPoolBodySchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a tip pool', () => {
  it('shares the tips by hours, worked out by hand', () => {
    // $100.00 among 8, 6.5 and 5.5 hours (20 in all): 40.00, 32.50 and 27.50 exactly.
    expect(tipShares(10_000, [8, 6.5, 5.5])).toEqual([4000, 3250, 2750]);
    // $100.01 among three equal shifts: 33.3367 each, rounded down 33.33; the two cents left go to the first two listed.
    expect(tipShares(10_001, [6, 6, 6])).toEqual([3334, 3334, 3333]);
    // $10.00 among 1, 1 and 1.25 hours: 3.0769, 3.0769, 3.8461: rounded down 3.07, 3.07, 3.84; two cents left go to
    // the largest remainders, the first two (0.69 each, before 0.61).
    expect(tipShares(1000, [1, 1, 1.25])).toEqual([308, 308, 384]);
  });

  it('shares nothing when refunds leave no tips', () => {
    expect(tipShares(0, [3, 4])).toEqual([0, 0]);
    expect(tipShares(-250, [3, 4])).toEqual([0, 0]);
  });

  it('adds up to the tips exactly, whatever the hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.array(fc.integer({ min: 1, max: 16_800 }), { minLength: 1, maxLength: 40 }),
        (tipCents, hundredths) => {
          const hours = hundredths.map((h) => h / 100);
          const shares = tipShares(tipCents, hours);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(tipCents);
          expect(shares.every((share) => share >= 0)).toBe(true);
          // More hours never get less.
          hours.forEach((a, i) => hours.forEach((b, j) => a > b && expect(shares[i]).toBeGreaterThanOrEqual(shares[j]!)));
        },
      ),
    );
  });

  it('takes names once each, hours above 0 with two decimals at most, within the dates', () => {
    expect(
      problems(
        body([
          { name: 'Ana', hours: 6.5 },
          { name: 'Ben', hours: 8 },
        ]),
      ),
    ).toEqual([]);
    expect(problems(body([{ name: ' ', hours: 1 }]))).toContain('tipPoolNameBlank');
    expect(problems(body([{ name: 'x'.repeat(61), hours: 1 }]))).toContain('tipPoolNameTooLong');
    expect(
      problems(
        body([
          { name: 'Ana', hours: 1 },
          { name: 'ana', hours: 2 },
        ]),
      ),
    ).toContain('tipPoolNameTwice');
    expect(problems(body([{ name: 'Ana', hours: 0 }]))).toContain('tipPoolHoursInvalid');
    expect(problems(body([{ name: 'Ana', hours: 1.255 }]))).toContain('tipPoolHoursInvalid');
    // One day holds 24 hours.
    expect(problems(body([{ name: 'Ana', hours: 24 }], '2026-11-16', '2026-11-16'))).toEqual([]);
    expect(problems(body([{ name: 'Ana', hours: 24.25 }], '2026-11-16', '2026-11-16'))).toContain('tipPoolHoursAboveRange');
    const crowd = Array.from({ length: 41 }, (_, i) => ({ name: `P${i}`, hours: 1 }));
    expect(problems(body(crowd))).toContain('tipPoolTooManyPeople');
    expect(problems(body([{ name: 'Ana', hours: 1 }], '2026-11-22', '2026-11-16'))).toContain('reportRangeInvalid');
  });

  it('points each problem at its row, and reads the hours as typed on the form', () => {
    const twice = TipPoolBodySchema.safeParse(
      body([
        { name: 'Ana', hours: 1 },
        { name: 'ANA', hours: 2 },
      ]),
    );
    expect(twice.error?.issues[0]?.path).toEqual(['entries', 1, 'name']);
    const form = (hours: string) =>
      TipPoolFormSchema.safeParse({ from: '2026-11-16', to: '2026-11-16', entries: [{ name: 'Ana', hours }] });
    expect(form(' 6.5 ').data?.entries).toEqual([{ name: 'Ana', hours: 6.5 }]);
    expect(form('6,25').data?.entries).toEqual([{ name: 'Ana', hours: 6.25 }]);
    expect(form('0').error?.issues[0]?.message).toBe('tipPoolHoursInvalid');
    expect(form('six').error?.issues[0]?.message).toBe('tipPoolHoursInvalid');
    expect(form('25').error?.issues[0]).toMatchObject({ message: 'tipPoolHoursAboveRange', path: ['entries', 0, 'hours'] });
  });

  it('reads typed hours one way for the check and the shares shown while typing', () => {
    expect(parseTypedHours(' 7,75 ')).toBe(7.75);
    expect(parseTypedHours('8')).toBe(8);
    for (const typed of ['', '0', '0.00', '-1', '1.255', '1e2', 'six', '6.5.1']) expect(parseTypedHours(typed)).toBeNull();
  });
});
