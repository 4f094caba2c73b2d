import { addDays, type DayRange, daysInRange, rangeProblem, utcDay } from '@brewline/contracts/analytics';
import { instantOfWallClock } from '@brewline/contracts/shop-time';
import { tipShares } from '@brewline/contracts/tips';
import type { TipPoolBody, TipPoolEntry, TipsDay, TipsHour, TipsReport } from '@brewline/contracts/schemas/tips';
import { AppError, notFound } from '../../errors';
import type { Actor } from '../../lib/actor';
import { timeZoneOfState, wallClocksOf } from '../../lib/shop-time.rules';
import type { ActivityRecorder } from '../activity/activity.service';
import type { UsersService } from '../users/users.service';
import type { Span } from '../ledger/ledger.types';
import type { TipsRepository } from './tips.repository';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The pools whose people the pool's name field offers, besides the shop's users. */
const RECENT_POOLS = 10;

export function createTipsService({
  repository,
  activity,
  users,
  now = () => new Date(),
}: {
  repository: TipsRepository;
  activity: ActivityRecorder;
  users: Pick<UsersService, 'namesAt'>;
  now?: () => Date;
}) {
  /** The shop's time zone and its range of business days as instants, once the range is one the shop can ask for. */
  async function shopRange(shopId: number, range: DayRange): Promise<{ timeZone: string; span: Span }> {
    const state = await repository.findState(shopId);
    if (state === null) throw notFound();
    // The same bound as every report's pickers (today's UTC day): a US shop's day is never past it, and its days still
    // to come are empty.
    const problem = rangeProblem(range, utcDay(now()));
    if (problem) throw new AppError(400, 'VALIDATION_FAILED', problem, problem === 'reportRangeAfterToday' ? 'to' : 'from');
    const timeZone = timeZoneOfState(state);
    const midnight = (day: string) => new Date(instantOfWallClock(Date.parse(day), timeZone));
    return { timeZone, span: { start: midnight(range.from), end: midnight(addDays(range.to, 1)) } };
  }

  async function report(shopId: number, range: DayRange): Promise<TipsReport> {
    const { timeZone, span } = await shopRange(shopId, range);
    const [hourly, refunds, pool, userNames, poolNames] = await Promise.all([
      repository.hourlyTips(shopId, span),
      repository.refundedTips(shopId, span),
      repository.findPool(shopId, range.from, range.to),
      users.namesAt(shopId),
      repository.recentPoolNames(shopId, RECENT_POOLS),
    ]);
    // Every day of the range, then each hour's and each refund's figures on the shop's own clock.
    const days = new Map<string, TipsDay>();
    for (let i = 0; i < daysInRange(range.from, range.to); i++) {
      const day = addDays(range.from, i);
      days.set(day, { day, orders: 0, tipCents: 0, refundedTipCents: 0 });
    }
    const hours = new Map<number, TipsHour>();
    const local = wallClocksOf(
      hourly.map((row) => Date.parse(row.hour)),
      timeZone,
    );
    hourly.forEach((row, i) => {
      const day = days.get(new Date(local[i]!).toISOString().slice(0, 10))!;
      day.orders += row.orders;
      day.tipCents += row.tipCents;
      const hourOfDay = Math.floor((local[i]! % DAY_MS) / HOUR_MS);
      const hour = hours.get(hourOfDay) ?? { hour: hourOfDay, orders: 0, tipCents: 0 };
      hour.orders += row.orders;
      hour.tipCents += row.tipCents;
      hours.set(hourOfDay, hour);
    });
    const refundDays = wallClocksOf(
      refunds.map((row) => Date.parse(row.at)),
      timeZone,
    );
    refunds.forEach((row, i) => {
      days.get(new Date(refundDays[i]!).toISOString().slice(0, 10))!.refundedTipCents += row.tipCents;
    });
    const dayRows = [...days.values()];
    const orderTipCents = dayRows.reduce((sum, day) => sum + day.tipCents, 0);
    const refundedTipCents = dayRows.reduce((sum, day) => sum + day.refundedTipCents, 0);
    const tipCents = orderTipCents + refundedTipCents;
    const shares = pool
      ? tipShares(
          tipCents,
          pool.entries.map((entry) => entry.hours),
        )
      : [];
    return {
      from: range.from,
      to: range.to,
      timeZone,
      tipCents,
      orderTipCents,
      refundedTipCents,
      orders: dayRows.reduce((sum, day) => sum + day.orders, 0),
      days: dayRows,
      hours: [...hours.values()].sort((a, b) => a.hour - b.hour),
      pool: pool
        ? {
            shares: pool.entries.map((entry, i) => ({ ...entry, shareCents: shares[i]! })),
            savedAt: pool.savedAt,
            savedBy: pool.savedBy ?? '',
          }
        : null,
      people: [...new Set([...userNames, ...poolNames])].sort((a, b) => a.localeCompare(b)),
    };
  }

  return {
    /** The tips of a range of the shop's business days, by day and by hour of the day, and the range's pool. */
    report,

    /**
     * Keeps the range's pool (no one: removes it), in the activity log with everyone's hours, and answers the report
     * with its shares. Two saves of one range at once: the later one wins whole.
     */
    async savePool(shopId: number, body: TipPoolBody, actor: Actor): Promise<TipsReport> {
      const range = { from: body.from, to: body.to };
      await shopRange(shopId, range);
      await repository.transaction(async (tx, db) => {
        const before = (await tx.lockPool(shopId, range.from, range.to)) ?? [];
        if (body.entries.length === 0) {
          if (before.length === 0) return;
          await tx.removePool(shopId, range.from, range.to);
        } else {
          await tx.savePool(shopId, range.from, range.to, body.entries, now(), actor.loginId);
        }
        await activity.within(db).record({
          shopId,
          actor,
          action: body.entries.length === 0 ? 'tipPoolRemoved' : 'tipPoolSaved',
          target: { id: `${range.from}/${range.to}`, name: `${range.from} – ${range.to}` },
          details: { changes: poolChanges(before, body.entries) },
        });
      });
      return report(shopId, range);
    },
  };
}
export type TipsService = ReturnType<typeof createTipsService>;

/** Everyone's hours in the pool as saved (from their hours before, or null), then the people taken out. */
function poolChanges(before: readonly TipPoolEntry[], after: readonly TipPoolEntry[]) {
  const hoursBefore = new Map(before.map((entry) => [entry.name, entry.hours]));
  const names = new Set(after.map((entry) => entry.name));
  return [
    ...after.map((entry) => ({ item: entry.name, field: 'hours', from: hoursBefore.get(entry.name) ?? null, to: entry.hours })),
    ...before.filter((entry) => !names.has(entry.name)).map((entry) => ({ item: entry.name, field: 'hours', from: entry.hours, to: null })),
  ];
}
