import type { MemberAction, MemberStatus } from '@brewline/contracts/members';
import {
  type BulkMemberTransitionBody,
  type BulkMemberTransitionResult,
  type MemberDetails,
  type MemberTransitionBody,
  type MemberRow,
  type MembersPage,
  type MembershipStatRow,
  type MembershipStats,
  type MembersQuerySchema,
  MemberStatusSchema,
} from '@brewline/contracts/schemas/members';
import { rangeProblem, utcDay } from '@brewline/contracts/analytics';
import { MEMBERSHIP_VALUE_EXPORT_NAME } from '@brewline/contracts/membership-value';
import type { MembershipValue, MembershipValueQuery } from '@brewline/contracts/schemas/membership-value';
import type { z } from 'zod';
import { AppError, notFound } from '../../errors';
import type { SpreadsheetColumn, SpreadsheetStream } from '../../lib/spreadsheet-stream';
import type { LedgerService } from '../ledger/ledger.service';
import type { MemberRecord, MembersRepository, TransitionWrite } from './members.repository';
import {
  MEMBERSHIP_VALUE_DOWNLOAD_HEADERS,
  membershipChanges,
  type MembershipValueDownloadRow,
  membershipValueDownloadRows,
  membershipValueReport,
  memberTransition,
  monthsOfRange,
  summarizeMembershipStats,
} from './members.rules';

type MembersQuery = z.output<typeof MembersQuerySchema>;

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);
/** A status the database holds but the table does not know would be a bug of whoever wrote it: fail loudly. */
const statusOf = (value: string): MemberStatus => MemberStatusSchema.parse(value);

function toRow(record: MemberRecord, questions: MemberRow['questions']): MemberRow {
  return {
    id: record.id,
    userId: record.userId,
    membershipId: record.membershipId,
    membershipTier: record.membershipTier,
    hasFreePrice: Boolean(record.freePriceId),
    name: record.name,
    email: record.email,
    phone: record.phone,
    status: statusOf(record.status),
    isFree: record.isFree,
    lastUpdated: iso(record.updatedAt),
    priceCents: record.priceCents,
    questions,
  };
}

function toDetails(record: MemberRecord, questions: MemberRow['questions']): MemberDetails {
  return {
    ...toRow(record, questions),
    requestedAt: iso(record.requestedAt),
    approvedAt: isoOrNull(record.approvedAt),
    requestCancelledAt: isoOrNull(record.requestCancelledAt),
    cancelledAt: isoOrNull(record.cancelledAt),
    renewalFailedAt: isoOrNull(record.renewalFailedAt),
  };
}

function toStatRow(record: MemberRecord): MembershipStatRow {
  const status = statusOf(record.status);
  return {
    id: record.id,
    membershipTier: record.membershipTier,
    status,
    active: status === 'approved' ? 1 : 0,
    isFree: record.isFree,
    signupDate: iso(record.requestedAt),
    approvedDate: isoOrNull(record.approvedAt),
    requestCancelledDate: isoOrNull(record.requestCancelledAt),
    cancelledDate: isoOrNull(record.cancelledAt),
    failedRenewal: isoOrNull(record.renewalFailedAt),
    lastUpdated: iso(record.updatedAt),
    name: record.name,
    email: record.email,
    phone: record.phone,
    priceCents: record.priceCents,
  };
}

/** 409: the request is no longer in a status the table lets this action leave (someone acted first). */
const statusChanged = () => new AppError(409, 'CONFLICT', 'memberStatusChanged');

/** MembershipValue.xlsx's columns, in the order of the contracts' headers. */
const VALUE_MONEY: ReadonlySet<keyof MembershipValueDownloadRow> = new Set([
  'duesCollectedCents',
  'compValueCents',
  'subsidyCents',
  'netCents',
  'grossCents',
  'averageOrderCents',
]);
const VALUE_COLUMNS: SpreadsheetColumn<MembershipValueDownloadRow>[] = (
  Object.keys(MEMBERSHIP_VALUE_DOWNLOAD_HEADERS) as Array<keyof MembershipValueDownloadRow>
).map((key) => ({
  header: MEMBERSHIP_VALUE_DOWNLOAD_HEADERS[key],
  type: key === 'tier' || key === 'month' ? 'text' : VALUE_MONEY.has(key) ? 'money' : 'number',
  width: key === 'tier' ? 24 : key === 'visitsPerMonth' ? 16 : undefined,
  key,
}));

/** The words the report and its download use for all tiers together, the non-members and a tier's total. */
const ALL_TIERS = 'All Tiers';
const NON_MEMBERS = 'Non-members';
const TOTAL = 'Total';

export function createMembersService({
  repository,
  ledger,
  clock = () => new Date(),
}: {
  repository: MembersRepository;
  /** Membership Value's sums come from the ledger's rollup (decision 240). */
  ledger: Pick<LedgerService, 'membershipValueSums'>;
  clock?: () => Date;
}) {
  /** Membership Value of a range (decision 240): the tiers listed, one if asked (404 if not the shop's), from the rollup. */
  async function membershipValue(shopId: number, query: MembershipValueQuery): Promise<MembershipValue> {
    const problem = rangeProblem(query, utcDay(clock()));
    if (problem) throw new AppError(400, 'VALIDATION_FAILED', problem, problem === 'reportRangeAfterToday' ? 'to' : 'from');
    const all = await repository.valueTiers(shopId);
    const tiers = query.membershipId === undefined ? all : all.filter((tier) => tier.membershipId === query.membershipId);
    if (tiers.length === 0 && query.membershipId !== undefined) throw notFound();
    const months = monthsOfRange(query);
    const rows = await ledger.membershipValueSums(shopId, months[0]!, months[months.length - 1]!);
    return membershipValueReport({ from: query.from, to: query.to }, tiers, rows, ALL_TIERS, all);
  }

  /**
   * Applies one owner action in one transaction: the row is locked (SELECT ... FOR UPDATE), its current status
   * checked against the contracts' table, then written. Of two people acting at once, the second waits for the
   * first, then finds a status the action no longer applies to: 409 memberStatusChanged.
   */
  async function transition(shopId: number, memberId: number, action: MemberAction, from?: MemberStatus): Promise<void> {
    await repository.transaction(async (tx) => {
      const current = await tx.lockForTransition(shopId, memberId);
      if (!current) throw notFound();
      if (from !== undefined && statusOf(current.status) !== from) throw statusChanged();
      const hasFreePrice = Boolean(current.freePriceId);
      if (action === 'approveFree' && !hasFreePrice) throw new AppError(409, 'CONFLICT', 'memberFreePriceMissing');
      const step = memberTransition(statusOf(current.status), action, { hasFreePrice });
      if (!step) throw statusChanged();
      const now = clock();
      const change: TransitionWrite = { status: step.to, updatedAt: now };
      if (step.to === 'approved') {
        if (await tx.hasOtherLiveRequest(memberId, current.membershipId, current.consumerId))
          throw new AppError(409, 'CONFLICT', 'memberAlreadyLive');
        if (step.from !== 'request_cancelled') change.approvedAt = now;
        change.requestCancelledAt = null;
        change.isFree = step.free;
      }
      if (step.to === 'cancelled_by_shop') change.cancelledAt = now;
      await tx.write(memberId, change);
    });
  }

  async function details(shopId: number, memberId: number): Promise<MemberDetails> {
    const record = await repository.find(shopId, memberId);
    if (!record) throw notFound();
    const answers = await repository.answersOf([record.id]);
    return toDetails(record, answers.get(record.id) ?? []);
  }

  return {
    async list(shopId: number, query: MembersQuery): Promise<MembersPage> {
      const { rows, total } = await repository.list(
        { shopId, status: query.status, membershipId: query.membershipId },
        { offset: query.page * query.pageSize, limit: query.pageSize, sort: query.sort, order: query.order },
      );
      const answers = await repository.answersOf(rows.map((row) => row.id));
      return { rows: rows.map((row) => toRow(row, answers.get(row.id) ?? [])), total, page: query.page, pageSize: query.pageSize };
    },

    details,

    /** One action on one request; answers the request as it now is. */
    async transition(shopId: number, memberId: number, { action, from }: MemberTransitionBody): Promise<MemberDetails> {
      await transition(shopId, memberId, action, from);
      return details(shopId, memberId);
    },

    /** The same action on several requests, each in its own transaction and checked on its own; one outcome per request. */
    async bulkTransition(shopId: number, { action, memberIds }: BulkMemberTransitionBody): Promise<BulkMemberTransitionResult> {
      const results: BulkMemberTransitionResult['results'] = [];
      for (const memberId of memberIds) {
        try {
          await transition(shopId, memberId, action);
          const now = await repository.find(shopId, memberId);
          results.push({ memberId, outcome: 'applied', status: now ? statusOf(now.status) : null });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const now = await repository.find(shopId, memberId);
          if (!now) results.push({ memberId, outcome: 'notFound', status: null, messageKey: 'notFound' });
          else results.push({ memberId, outcome: 'refused', status: statusOf(now.status), messageKey: error.messageKey });
        }
      }
      return { results };
    },

    membershipValue,

    /** MembershipValue.xlsx: the report's rows, one per tier and month, each tier's total, then the non-members'. */
    async membershipValueDownload(shopId: number, query: MembershipValueQuery): Promise<SpreadsheetStream<MembershipValueDownloadRow>> {
      const report = await membershipValue(shopId, query);
      return {
        fileName: MEMBERSHIP_VALUE_EXPORT_NAME,
        sheetName: MEMBERSHIP_VALUE_EXPORT_NAME,
        columns: VALUE_COLUMNS,
        rows: membershipValueDownloadRows(report, NON_MEMBERS, TOTAL),
      };
    },

    /** How many members joined and cancelled between two instants ([start, end)), by the stats' rules. */
    async changes(shopId: number, span: { start: Date; end: Date }): Promise<{ joined: number; cancelled: number }> {
      const rows = (await repository.allOfShop(shopId)).map(toStatRow);
      return membershipChanges(rows, span.start.getTime(), span.end.getTime());
    },

    async stats(shopId: number): Promise<MembershipStats> {
      const now = clock();
      const rows = (await repository.allOfShop(shopId)).map(toStatRow);
      return { asOf: iso(now), summary: summarizeMembershipStats(rows, now), rows };
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
