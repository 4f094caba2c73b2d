import { describe, expect, it } from 'vitest';
import {
  bigSpenderThreshold,
  type CustomerFigures,
  isBigSpender,
  isDrifting,
  isLapsed,
  isMemberAtRisk,
  isNewCustomer,
  isRegular,
  nextRenewal,
  segmentsOf,
  usualGapMs,
} from './customers';
import { CustomersQuerySchema } from './schemas/customers';

const NOW = new Date('2026-11-29T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const customer = (over: Partial<CustomerFigures>): CustomerFigures => ({
  firstVisitAt: daysAgo(100),
  lastVisitAt: daysAgo(1),
  visits: 10,
  recentVisits: 0,
  activeMember: false,
  spend90Cents: 0,
  ...over,
});

describe('customer segments', () => {
  it('new: the first visit within the last 30 days, the edge included', () => {
    expect(isNewCustomer(customer({ firstVisitAt: daysAgo(30) }), NOW)).toBe(true);
    expect(isNewCustomer(customer({ firstVisitAt: new Date(daysAgo(30).getTime() - 1) }), NOW)).toBe(false);
    expect(isNewCustomer(customer({ firstVisitAt: daysAgo(2) }), NOW)).toBe(true);
  });

  it('regulars: 4 visits in the last 30 days, not 3', () => {
    expect(isRegular(customer({ recentVisits: 4 }))).toBe(true);
    expect(isRegular(customer({ recentVisits: 3 }))).toBe(false);
  });

  it('the usual gap is the mean gap between visits', () => {
    expect(usualGapMs(customer({ firstVisitAt: daysAgo(40), lastVisitAt: daysAgo(10), visits: 4 }))).toBe(10 * DAY);
    expect(usualGapMs(customer({ visits: 1 }))).toBeNull();
  });

  it('drifting: more than twice the usual gap, exactly twice is not', () => {
    // Visits every 10 days from 50 to 20 days ago: a usual gap of 10 days, 20 days since the last.
    const exactlyTwice = customer({ firstVisitAt: daysAgo(50), lastVisitAt: daysAgo(20), visits: 4 });
    expect(isDrifting(exactlyTwice, NOW)).toBe(false);
    expect(isDrifting(exactlyTwice, new Date(NOW.getTime() + 1))).toBe(true);
  });

  it('drifting: a burst of orders counts its usual gap as a day, so twice that is two days', () => {
    // Four orders ten minutes apart, two hours ago: a mean gap of 10 minutes, but not drifting until two days passed.
    const burst = customer({
      firstVisitAt: new Date(NOW.getTime() - 150 * 60_000),
      lastVisitAt: new Date(NOW.getTime() - 120 * 60_000),
      visits: 4,
    });
    expect(isDrifting(burst, NOW)).toBe(false);
    const lastVisit = burst.lastVisitAt.getTime();
    expect(isDrifting(burst, new Date(lastVisit + 2 * DAY))).toBe(false);
    expect(isDrifting(burst, new Date(lastVisit + 2 * DAY + 1))).toBe(true);
  });

  it('drifting needs 4 visits: 3 are not enough', () => {
    const three = customer({ firstVisitAt: daysAgo(60), lastVisitAt: daysAgo(40), visits: 3 });
    expect(isDrifting(three, NOW)).toBe(false);
    expect(isDrifting({ ...three, visits: 4 }, NOW)).toBe(true);
  });

  it('lapsed: no visit in 60 days after 3 visits, not after 2', () => {
    expect(isLapsed(customer({ lastVisitAt: daysAgo(61), visits: 3 }), NOW)).toBe(true);
    expect(isLapsed(customer({ lastVisitAt: daysAgo(61), visits: 2 }), NOW)).toBe(false);
    expect(isLapsed(customer({ lastVisitAt: daysAgo(60), visits: 3 }), NOW)).toBe(false);
  });

  it('members at risk: an active member who is drifting', () => {
    const drifting = customer({ firstVisitAt: daysAgo(50), lastVisitAt: daysAgo(30), visits: 5 });
    expect(isMemberAtRisk({ ...drifting, activeMember: true }, NOW)).toBe(true);
    expect(isMemberAtRisk({ ...drifting, activeMember: false }, NOW)).toBe(false);
    expect(isMemberAtRisk(customer({ activeMember: true }), NOW)).toBe(false);
  });

  it('a member who renewed yesterday renews a month after yesterday, and is still at risk when drifting', () => {
    const approved = new Date('2026-06-28T09:30:00Z');
    expect(nextRenewal(approved, NOW).toISOString()).toBe('2026-12-28T09:30:00.000Z');
    expect(nextRenewal(new Date('2026-11-28T12:00:00Z'), NOW).toISOString()).toBe('2026-12-28T12:00:00.000Z');
    expect(nextRenewal(new Date('2026-01-31T08:00:00Z'), new Date('2026-02-10T00:00:00Z')).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(nextRenewal(new Date('2026-11-29T12:00:00Z'), NOW).toISOString()).toBe('2026-12-29T12:00:00.000Z');
    const drifting = customer({ firstVisitAt: daysAgo(50), lastVisitAt: daysAgo(30), visits: 5, activeMember: true });
    expect(segmentsOf(drifting, NOW, null)).toEqual(['drifting', 'membersAtRisk']);
  });

  it('big spenders: the top tenth of those who spent in 90 days, rounded up, ties in, members out', () => {
    const spends = [0, 0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1000];
    // 11 spent: the top ceil(1.1) = 2 are the two of 1000.
    expect(bigSpenderThreshold(spends)).toBe(1000);
    expect(bigSpenderThreshold([500, 400, 300])).toBe(500);
    expect(bigSpenderThreshold([0, 0])).toBeNull();
    expect(isBigSpender(customer({ spend90Cents: 1000 }), 1000)).toBe(true);
    expect(isBigSpender(customer({ spend90Cents: 999 }), 1000)).toBe(false);
    expect(isBigSpender(customer({ spend90Cents: 1000, activeMember: true }), 1000)).toBe(false);
    expect(isBigSpender(customer({ spend90Cents: 0 }), null)).toBe(false);
  });

  it('the list query takes a segment and a search, and refuses an unknown sort', () => {
    expect(CustomersQuerySchema.parse({ segment: 'lapsed', search: ' ann ' })).toMatchObject({ segment: 'lapsed', search: 'ann', page: 0 });
    expect(CustomersQuerySchema.safeParse({ sort: 'secret' }).success).toBe(false);
  });
});
