import {
  bigSpenderThreshold,
  CUSTOMER_SEGMENTS,
  type CustomerFigures,
  type CustomerSegment,
  SEGMENT_TERMS,
  segmentsOf,
} from '@brewline/contracts/customers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumers } from '../../db/schema/consumers';
import { memberships, userMemberships } from '../../db/schema/memberships';
import { orders } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { seededRandom } from '../../seed/random';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildLedger } from '../ledger/ledger.module';
import { createCustomersRepository } from './customers.repository';

const NOW = new Date('2026-11-29T12:00:00Z');
const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY);
/** Four orders ten minutes apart, the last `lastDaysAgo` days ago. */
const burst = (lastDaysAgo: number) => [30, 20, 10, 0].map((minutes) => lastDaysAgo + minutes / (24 * 60));

/**
 * The server's segment counts and filters (SQL) against the contracts' rules (decision 289), on a generated shop of
 * customers with every kind of history, and the edges written by hand: exactly twice the usual gap, 3 and 4 visits,
 * the 30- and 60-day edges, a member who renewed yesterday, a burst of orders two days ago.
 */
describe('segments in SQL are the contracts rules', () => {
  let t: TestApp;
  let shopId: number;
  const expected = new Map<CustomerSegment, Set<number>>(CUSTOMER_SEGMENTS.map((segment) => [segment, new Set()]));
  let customerCount = 0;

  beforeAll(async () => {
    t = await createTestApp();
    // Seeded, so a failure can be replayed.
    const { next } = seededRandom(20261129);
    const [shop] = await t.db.insert(shops).values({ name: 'Segment Proof Cafe', isOnboarded: true }).returning({ id: shops.id });
    shopId = shop!.id;
    const [tier] = await t.db.insert(memberships).values({ shopId, name: 'Proof Club', priceCents: 900 }).returning({ id: memberships.id });

    // Each history: order times in days ago, and a membership status (or none).
    const histories: Array<{ days: number[]; status: 'approved' | 'cancelled_by_customer' | null; totals?: number[] }> = [
      // Exactly twice the usual gap (10 days, 20 since the last): not drifting; the same a second later: drifting.
      { days: [50, 40, 30, 20], status: null },
      { days: [50, 40, 30, 20 + 1 / DAY], status: 'approved' },
      // 3 visits and a long silence: lapsed, never drifting; 4 visits: drifting too.
      { days: [200, 150, 100], status: null },
      { days: [200, 150, 100, 90], status: null },
      // 3 and 4 visits in the last 30 days.
      { days: [29, 20, 10], status: null },
      { days: [29, 20, 10, 1], status: null },
      // The 30-day edge of New, and 60 days of Lapsed exactly.
      { days: [30], status: null },
      { days: [120, 90, 60], status: null },
      // A member who renewed yesterday (approved a month and a day ago), drifting.
      { days: [100, 90, 80, 70], status: 'approved' },
      // Bursts of four orders ten minutes apart: their usual gap counts as a day, so they drift after two days, not
      // twenty minutes; exactly two days is not drifting, a millisecond more is.
      { days: burst(1), status: null },
      { days: burst(2), status: null },
      { days: burst(2 + 1 / DAY), status: null },
      { days: burst(3), status: 'approved' },
    ];
    for (let i = 0; i < 100; i += 1) {
      const visits = 1 + Math.floor(next() * (next() < 0.3 ? 25 : 6));
      const start = next() * 400;
      const days = Array.from({ length: visits }, () => next() * start).sort((a, b) => b - a);
      const roll = next();
      histories.push({ days, status: roll < 0.15 ? 'approved' : roll < 0.2 ? 'cancelled_by_customer' : null });
    }
    customerCount = histories.length;
    const people = await t.db
      .insert(consumers)
      .values(histories.map((_, i) => ({ name: `Proof ${i}`, email: `proof-${i}@segments.example.com` })))
      .returning({ id: consumers.id });
    const figures: Array<{ id: number; figures: CustomerFigures }> = [];
    for (const [i, history] of histories.entries()) {
      const consumerId = people[i]!.id;
      const totals = history.days.map(() => 100 + Math.floor(next() * 2000));
      for (const [j, days] of history.days.entries()) {
        const createdAt = new Date(Math.round(at(days).getTime()));
        const [row] = await t.db
          .insert(orders)
          .values({
            shopId,
            appOrderId: `proof-${i}-${j}`,
            consumerId,
            subtotalCents: totals[j]!,
            discountCents: 0,
            taxCents: 0,
            tipCents: 0,
            totalCents: totals[j]!,
            feeCents: 0,
            netCents: totals[j]!,
            createdAt,
          })
          .returning();
        await buildLedger(t.db).addOrder(row!, []);
      }
      if (history.status) {
        await t.db.insert(userMemberships).values({
          membershipId: tier!.id,
          shopId,
          consumerId,
          status: history.status,
          priceCents: 900,
          approvedAt: new Date('2026-10-28T12:00:00Z'),
        });
      }
      const times = history.days.map((days) => Math.round(at(days).getTime()));
      figures.push({
        id: consumerId,
        figures: {
          firstVisitAt: new Date(Math.min(...times)),
          lastVisitAt: new Date(Math.max(...times)),
          visits: times.length,
          recentVisits: times.filter((time) => time >= NOW.getTime() - SEGMENT_TERMS.regularDays * DAY).length,
          activeMember: history.status === 'approved',
          spend90Cents: totals.filter((_, j) => times[j]! >= NOW.getTime() - SEGMENT_TERMS.bigSpenderDays * DAY).reduce((a, b) => a + b, 0),
        },
      });
    }
    const threshold = bigSpenderThreshold(figures.map((row) => row.figures.spend90Cents));
    for (const row of figures) for (const segment of segmentsOf(row.figures, NOW, threshold)) expected.get(segment)!.add(row.id);
  });
  afterAll(() => t?.close());

  it('every segment has customers in the generated shop', () => {
    for (const segment of CUSTOMER_SEGMENTS) expect(expected.get(segment)!.size, segment).toBeGreaterThan(0);
  });

  it('the counts are the rules', async () => {
    const counts = await createCustomersRepository(t.db).segmentCounts({ shopIds: [shopId], now: NOW }, CUSTOMER_SEGMENTS);
    expect(counts).toEqual({
      all: customerCount,
      ...Object.fromEntries(CUSTOMER_SEGMENTS.map((segment) => [segment, expected.get(segment)!.size])),
    });
  });

  it("each segment's list is the rule's customers", async () => {
    const repository = createCustomersRepository(t.db);
    for (const segment of CUSTOMER_SEGMENTS) {
      const rows = await repository.page({ shopIds: [shopId], now: NOW, segment }, { sort: 'lastVisit', direction: 'desc' }, 1000, 0);
      expect(new Set(rows.map((row) => row.id)), segment).toEqual(expected.get(segment));
    }
  });
  // Last: it adds an order to the shop.
  it('ranks the Big spenders once an hour: an order within the hour changes the ranking at the next hour', async () => {
    const repository = createCustomersRepository(t.db);
    const source = { shopIds: [shopId] };
    const bigSpendersAt = async (now: Date) => (await repository.segmentCounts({ ...source, now }, ['bigSpenders'])).bigSpenders;
    const before = await bigSpendersAt(NOW);
    expect(before).toBe(expected.get('bigSpenders')!.size);
    // A customer who spent nothing in 90 days spends more than anyone, a minute later.
    const quiet = await t.db.execute(sql`select consumer_id as "id" from shop_customers where shop_id = ${shopId}
      and last_order_at < ${at(SEGMENT_TERMS.bigSpenderDays + 1)}
      and consumer_id not in (select consumer_id from user_memberships where status = 'approved') order by consumer_id limit 1`);
    const consumerId = (quiet as unknown as { rows: Array<{ id: number }> }).rows[0]!.id;
    const createdAt = new Date(NOW.getTime() + 60_000);
    const [row] = await t.db
      .insert(orders)
      .values({
        shopId,
        appOrderId: 'proof-ranking',
        consumerId,
        subtotalCents: 1_000_000,
        discountCents: 0,
        taxCents: 0,
        tipCents: 0,
        totalCents: 1_000_000,
        feeCents: 0,
        netCents: 1_000_000,
        createdAt,
      })
      .returning();
    await buildLedger(t.db).addOrder(row!, []);
    const inSegment = async (now: Date) =>
      (await repository.segmentMembers({ ...source, now, segment: 'bigSpenders' })).includes(consumerId);
    // Within the hour of the ranking: as it was.
    expect(await inSegment(new Date(NOW.getTime() + 2 * 60_000))).toBe(false);
    expect(await bigSpendersAt(new Date(NOW.getTime() + 2 * 60_000))).toBe(before);
    // The next hour ranks again, and they are in.
    expect(await inSegment(new Date(NOW.getTime() + SEGMENT_TERMS.bigSpenderRankedMinutes * 60_000))).toBe(true);
  });
});
