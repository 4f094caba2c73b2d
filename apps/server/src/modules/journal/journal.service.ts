import { addDays, type DayRange, rangeProblem, utcDay } from '@brewline/contracts/analytics';
import { JOURNAL_ACCOUNTS, type JournalFormat } from '@brewline/contracts/journal';
import type {
  AccountMapping,
  AccountMappingResponse,
  Journal,
  JournalEntry,
  JournalFileQuery,
  JournalQuery,
} from '@brewline/contracts/schemas/journal';
import { instantOfWallClock } from '@brewline/contracts/shop-time';
import { AppError, notFound } from '../../errors';
import type { Actor } from '../../lib/actor';
import { timeZoneOfState, wallClocksOf } from '../../lib/shop-time.rules';
import type { ActivityRecorder } from '../activity/activity.service';
import type { DayCloseService } from '../day-close/day-close.service';
import type { Span } from '../ledger/ledger.types';
import type { JournalRepository } from './journal.repository';
import {
  dayEntry,
  type DuesRow,
  JOURNAL_ACCOUNT_DEFAULTS,
  journalFigures,
  payoutEntry,
  quickbooksCsv,
  xeroCsvParts,
} from './journal.rules';

/** Dues paid this long before a range can still cover one of its months (a month of membership is at most 31 days). */
const DUES_LOOKBACK_DAYS = 62;

export function createJournalService({
  repository,
  activity,
  dayClose,
  now = () => new Date(),
}: {
  repository: JournalRepository;
  activity: ActivityRecorder;
  /** The day close's business days (decision 303): the journal reads its figures through its service only. */
  dayClose: Pick<DayCloseService, 'days'>;
  now?: () => Date;
}) {
  async function timeZoneOf(shopId: number): Promise<string> {
    const state = await repository.findState(shopId);
    if (state === null) throw notFound();
    return timeZoneOfState(state);
  }

  async function accountsOf(shopId: number): Promise<AccountMapping> {
    return (await repository.findMapping(shopId)) ?? JOURNAL_ACCOUNT_DEFAULTS;
  }

  /** The day close's days from..to, each with its figures as the journal books them and the payout that pays it. */
  async function daysOf(shopId: number, range: DayRange) {
    return (await dayClose.days(shopId, range)).map((row) => ({ day: row.day, payoutId: row.payoutId, figures: journalFigures(row) }));
  }

  /** The shop's business days from..to (its time zone) as instants. */
  const spanOf = (range: DayRange, timeZone: string): Span => {
    const midnight = (day: string) => new Date(instantOfWallClock(Date.parse(day), timeZone));
    return { start: midnight(range.from), end: midnight(addDays(range.to, 1)) };
  };
  /** The shop's business day of each ISO instant. */
  const shopDaysOf = (instants: readonly string[], timeZone: string) =>
    wallClocksOf(
      instants.map((at) => Date.parse(at)),
      timeZone,
    ).map((local) => utcDay(new Date(local)));

  /** The dues rows that can book something on the days from..to: those made up to two months before. */
  function duesOf(shopId: number, range: DayRange, timeZone: string): Promise<DuesRow[]> {
    return repository.duesRows(shopId, spanOf({ from: addDays(range.from, -DUES_LOOKBACK_DAYS), to: range.to }, timeZone), timeZone);
  }

  /** The range's entries: one a business day, or one a payout paid in the range. */
  async function entriesOf(shopId: number, query: JournalQuery): Promise<{ timeZone: string; entries: JournalEntry[] }> {
    const timeZone = await timeZoneOf(shopId);
    const range = { from: query.from, to: query.to };
    const problem = rangeProblem(range, utcDay(now()));
    if (problem) throw new AppError(400, 'VALIDATION_FAILED', problem, problem === 'reportRangeAfterToday' ? 'to' : 'from');
    if (query.by === 'day') {
      const [days, dues] = await Promise.all([daysOf(shopId, range), duesOf(shopId, range, timeZone)]);
      return {
        timeZone,
        entries: days.map(({ day, figures }) => dayEntry(figures, dues, day)).filter((entry) => entry.lines.length > 0),
      };
    }
    const payouts = await repository.payouts(shopId, spanOf(range, timeZone));
    if (payouts.length === 0) return { timeZone, entries: [] };
    const weeks = {
      from: payouts.reduce((first, payout) => (payout.periodStart < first ? payout.periodStart : first), payouts[0]!.periodStart),
      to: payouts.reduce((last, payout) => (payout.periodEnd > last ? payout.periodEnd : last), payouts[0]!.periodEnd),
    };
    const [days, dues] = await Promise.all([daysOf(shopId, weeks), duesOf(shopId, weeks, timeZone)]);
    const paidDays = shopDaysOf(
      payouts.map((payout) => payout.paidAt),
      timeZone,
    );
    return {
      timeZone,
      entries: payouts.map((payout, i) =>
        payoutEntry(
          { ...payout, paidDay: paidDays[i]! },
          days.filter((day) => day.payoutId === payout.id),
          dues,
        ),
      ),
    };
  }

  /** A range's journal as the files of a format: QuickBooks' one, or Xero's parts of at most 300 lines each. */
  async function filesOf(shopId: number, query: JournalQuery, format: JournalFormat): Promise<JournalFile[]> {
    const [{ entries }, accounts] = await Promise.all([entriesOf(shopId, query), accountsOf(shopId)]);
    const base = `Journal-${format === 'quickbooks' ? 'QuickBooks' : 'Xero'}-${query.from}-to-${query.to}-by-${query.by}`;
    if (format === 'quickbooks') return [{ fileName: `${base}.csv`, body: quickbooksCsv(entries, accounts) }];
    const parts = xeroCsvParts(entries, accounts);
    if (parts.length === 1) return [{ fileName: `${base}.csv`, body: parts[0]! }];
    return parts.map((body, i) => ({ fileName: `${base}-part-${i + 1}-of-${parts.length}.csv`, body }));
  }

  return {
    /** The shop's account mapping, or the defaults until one is saved. */
    async mapping(shopId: number): Promise<AccountMappingResponse> {
      await timeZoneOf(shopId);
      const saved = await repository.findMapping(shopId);
      return { accounts: saved ?? JOURNAL_ACCOUNT_DEFAULTS, saved: saved !== null };
    },

    /** Keeps the mapping whole, in the activity log with each name and code changed. */
    async saveMapping(shopId: number, accounts: AccountMapping, actor: Actor): Promise<AccountMappingResponse> {
      await timeZoneOf(shopId);
      await repository.transaction(async (tx, db) => {
        const before = (await tx.lockMapping(shopId)) ?? JOURNAL_ACCOUNT_DEFAULTS;
        await tx.saveMapping(shopId, accounts, now(), actor.loginId);
        const changes = JOURNAL_ACCOUNTS.flatMap((account) =>
          (['name', 'code'] as const)
            .filter((field) => before[account][field] !== accounts[account][field])
            .map((field) => ({
              item: JOURNAL_ACCOUNT_DEFAULTS[account].name,
              field,
              from: before[account][field],
              to: accounts[account][field],
            })),
        );
        await activity.within(db).record({
          shopId,
          actor,
          action: 'accountMappingSaved',
          target: { id: String(shopId), name: 'account mapping' },
          details: { changes },
        });
      });
      return { accounts, saved: true };
    },

    /** The range's journal entries, for the screen's preview. */
    async journal(shopId: number, query: JournalQuery): Promise<Journal> {
      const [{ timeZone, entries }, accounts] = await Promise.all([entriesOf(shopId, query), accountsOf(shopId)]);
      return {
        from: query.from,
        to: query.to,
        by: query.by,
        timeZone,
        entries,
        accounts,
        xeroParts: xeroCsvParts(entries, accounts).length,
      };
    },

    /** A journal file: QuickBooks Online's journal entry CSV, or part `part` of Xero's manual journal CSV. */
    async file(shopId: number, query: JournalFileQuery, actor: Actor): Promise<JournalFile> {
      const files = await filesOf(shopId, query, query.format);
      const file = files[query.part - 1];
      if (!file) throw new AppError(400, 'VALIDATION_FAILED', 'invalidInput', 'part');
      await activity.recordDownload(shopId, actor, file.fileName);
      return file;
    },

    /** Every file of a range's journal in a format (QuickBooks' one, or each of Xero's parts): Monday's mail attaches them. */
    files: filesOf,
  };
}
export type JournalService = ReturnType<typeof createJournalService>;

/** One CSV file of a journal. */
export interface JournalFile {
  fileName: string;
  body: string;
}
