import { addDays, type DayRange, daysInRange, rangeProblem, utcDay } from '@brewline/contracts/analytics';
import type { DayCloseDay, DayCloseFigures, DayCloseReport } from '@brewline/contracts/schemas/day-close';
import { instantOfWallClock } from '@brewline/contracts/shop-time';
import { AppError, notFound } from '../../errors';
import { timeZoneOfState } from '../../lib/shop-time.rules';
import { dayCloseSpreadsheet } from './day-close.export';
import type { DayCloseRepository, DayPart, PayoutRow } from './day-close.repository';
import { addDayClose, NO_DAY_CLOSE, orderFigures, otherFigures, payoutLines } from './day-close.rules';

const DAY_MS = 86_400_000;

export function createDayCloseService({ repository, now = () => new Date() }: { repository: DayCloseRepository; now?: () => Date }) {
  /**
   * A range's day close (decision 303): each business day of the shop (cut at its own midnight), the range's totals,
   * and each payout's reconciliation line. The hours and transactions of the weeks the range's payouts pay are read
   * too, so a payout's line holds the net of its days outside the range.
   */
  async function report(shopId: number, range: DayRange): Promise<DayCloseReport> {
    const state = await repository.findState(shopId);
    if (state === null) throw notFound();
    const problem = rangeProblem(range, utcDay(now()));
    if (problem) throw new AppError(400, 'VALIDATION_FAILED', problem, problem === 'reportRangeAfterToday' ? 'to' : 'from');
    const timeZone = timeZoneOfState(state);
    const midnight = (day: string) => instantOfWallClock(Date.parse(day), timeZone);
    const start = midnight(range.from);
    const end = midnight(addDays(range.to, 1));
    const payouts = await repository.payoutsMeeting(shopId, utcDay(new Date(start)), utcDay(new Date(end - 1)));
    // Every UTC day of a payout's week pays through it (payouts pay weeks of UTC days).
    const payoutOfDay = new Map<string, PayoutRow>();
    for (const payout of payouts) {
      for (let i = 0; i < daysInRange(payout.periodStart, payout.periodEnd); i++) payoutOfDay.set(addDays(payout.periodStart, i), payout);
    }
    const weeks = payouts.flatMap((payout) => [Date.parse(payout.periodStart), Date.parse(payout.periodEnd) + DAY_MS]);
    const span = { start: new Date(Math.min(start, ...weeks)), end: new Date(Math.max(end, ...weeks)) };
    const [hours, others] = await Promise.all([
      repository.hourlyOrders(shopId, span, timeZone),
      repository.otherTransactions(shopId, span, timeZone),
    ]);

    const days = new Map<string, { figures: DayCloseFigures[]; parts: Map<number | null, number> }>();
    for (let i = 0; i < daysInRange(range.from, range.to); i++) days.set(addDays(range.from, i), { figures: [], parts: new Map() });
    const outsideRange = new Map<number, number>();
    const add = (places: readonly DayPart[], figures: DayCloseFigures[]) => {
      figures.forEach((part, i) => {
        const payoutId = payoutOfDay.get(places[i]!.utcDay)?.payoutId ?? null;
        const day = days.get(places[i]!.day);
        if (day) {
          day.figures.push(part);
          day.parts.set(payoutId, (day.parts.get(payoutId) ?? 0) + part.netCents);
        } else if (payoutId !== null) {
          outsideRange.set(payoutId, (outsideRange.get(payoutId) ?? 0) + part.netCents);
        }
      });
    };
    add(hours, hours.map(orderFigures));
    add(others, others.map(otherFigures));
    const dayRows: DayCloseDay[] = [...days].map(([day, { figures, parts }]) => {
      const payout = payoutOfDay.get(day);
      return {
        day,
        ...(figures.length === 0 ? NO_DAY_CLOSE : addDayClose(figures)),
        payoutId: payout?.payoutId ?? null,
        paidOn: payout?.paidOn ?? null,
        payoutParts: [...parts]
          .map(([payoutId, netCents]) => ({ payoutId, paidOn: payouts.find((p) => p.payoutId === payoutId)?.paidOn ?? null, netCents }))
          .sort((a, b) => (a.payoutId ?? Infinity) - (b.payoutId ?? Infinity)),
      };
    });
    return {
      from: range.from,
      to: range.to,
      timeZone,
      days: dayRows,
      total: addDayClose(dayRows),
      payouts: payoutLines(dayRows, payouts, outsideRange),
    };
  }

  return {
    report,
    /** The range's day rows alone: what the accountant's journal books (decision 303). */
    days: async (shopId: number, range: DayRange): Promise<DayCloseDay[]> => (await report(shopId, range)).days,
    /** DayClose-<from>-to-<to>.xlsx of a range, written by the server: Monday's mail attaches the week's (decision 307). */
    async spreadsheet(shopId: number, range: DayRange) {
      return { ...dayCloseSpreadsheet(await report(shopId, range)), fileName: `DayClose-${range.from}-to-${range.to}.xlsx` };
    },
  };
}
export type DayCloseService = ReturnType<typeof createDayCloseService>;
