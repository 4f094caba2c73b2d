import {
  contactListFileName,
  CUSTOMER_COLUMNS,
  CUSTOMER_ORDERS_PAGE_SIZE,
  CUSTOMER_SEGMENTS,
  type CustomerFigures,
  type CustomerSortKey,
  CUSTOMERS_EXPORT_NAME,
  type CustomerSegment,
  nextRenewal,
  segmentsOf,
  usualGapMs,
} from '@brewline/contracts/customers';
import type {
  CustomerOrdersPage,
  CustomerProfile,
  CustomerRow,
  CustomerSegments,
  CustomersPage,
} from '@brewline/contracts/schemas/customers';
import { MEMBER_STATUS_LABELS, type MemberStatus } from '@brewline/contracts/members';
import { messages } from '@brewline/contracts/messages';
import { canActOnShop } from '@brewline/contracts/permissions';
import { notFound } from '../../errors';
import type { Actor } from '../../lib/actor';
import type { Principal } from '@brewline/contracts/permissions';
import { CSV_BOM, csvLine } from '../../lib/csv.rules';
import { reportDownloadColumns, type SpreadsheetStream } from '../../lib/spreadsheet-stream';
import type { ActivityRecorder } from '../activity/activity.service';
import type { ManageShopsService } from '../manage-shops/manage-shops.service';
import type { CustomerFiguresRow, CustomerFilter, CustomerPageDetails, CustomerSource, CustomersRepository } from './customers.repository';
import { CONTACT_LIST_COLUMNS, contactCells } from './customers.rules';

export interface CustomersServiceDeps {
  repository: CustomersRepository;
  /** The shops a chain shop's list covers. */
  manageShops: Pick<ManageShopsService, 'shopsSeenFrom'>;
  /** Where the download is recorded (decision 225). */
  activity: ActivityRecorder;
  /** The clock: 'now' of every segment. */
  now?: () => Date;
}

interface ListQuery {
  page: number;
  pageSize: number;
  sort: CustomerSortKey;
  order: 'asc' | 'desc';
  search?: string;
  segment?: CustomerSegment;
}

const DAY_MS = 86_400_000;
/** A search matching at most this many customers is read before it is sorted (decision 292). */
const FEW_MATCHES = 2000;
/** Rows read at a time by the download. */
const DOWNLOAD_BATCH = 1000;

export function createCustomersService({ repository, manageShops, activity, now = () => new Date() }: CustomersServiceDeps) {
  /**
   * The shops the caller's list covers from this shop: the shop alone, or on a chain shop every shop of the chain
   * where the caller holds analytics (decision 289).
   */
  async function shopsOf(principal: Principal, shopId: number) {
    const seen = await manageShops.shopsSeenFrom(shopId);
    const shops = seen.filter((shop) => shop.shopId === shopId || canActOnShop(principal, shop.shopId, 'analytics'));
    // Every shop of a chain: its chain-wide rollup holds the customers (decision 292).
    const source: CustomerSource = {
      shopIds: shops.map((shop) => shop.shopId),
      wholeChain: seen.length > 1 && shops.length === seen.length ? shopId : null,
    };
    return { shops, source };
  }

  function rowsOf(
    figures: CustomerFiguresRow[],
    details: CustomerPageDetails,
    shops: Array<{ shopId: number; shopName: string }>,
    at: Date,
  ) {
    const membership = new Map(details.memberships.map((row) => [row.consumerId, row]));
    const favourite = new Map(details.favourites.map((row) => [row.consumerId, row.name]));
    const shopName = new Map(shops.map((shop) => [shop.shopId, shop.shopName]));
    return figures.map((row): CustomerRow => {
      const member = membership.get(row.id);
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        member: member
          ? {
              tier: member.tier,
              status: member.status as MemberStatus,
              renewsAt: member.status === 'approved' && member.approvedAt ? nextRenewal(member.approvedAt, at).toISOString() : null,
            }
          : null,
        firstVisit: row.firstVisit?.toISOString() ?? null,
        lastVisit: row.lastVisit?.toISOString() ?? null,
        visits: row.visits,
        spendCents: row.spendCents,
        averageOrderCents: row.visits > 0 ? Math.round(row.spendCents / row.visits) : 0,
        favouriteItem: favourite.get(row.id) ?? null,
        shops: details.shops
          .filter((visit) => visit.consumerId === row.id)
          .map((visit) => ({ shopId: visit.shopId, shopName: shopName.get(visit.shopId) ?? '' })),
      };
    });
  }

  async function pageOf(
    shops: Array<{ shopId: number; shopName: string }>,
    filter: CustomerFilter,
    query: Pick<ListQuery, 'sort' | 'order'>,
    limit: number,
    offset: number,
    matches?: number,
  ) {
    const fewMatches = matches !== undefined && matches <= FEW_MATCHES;
    const figures = await repository.page(filter, { sort: query.sort, direction: query.order }, limit, offset, { fewMatches });
    const details = await repository.pageDetails(
      filter.shopIds,
      figures.map((row) => row.id),
    );
    return rowsOf(figures, details, shops, filter.now);
  }

  async function customerOf(principal: Principal, shopId: number, customerId: number) {
    const { shops, source } = await shopsOf(principal, shopId);
    const { shopIds } = source;
    // A member who never ordered has a profile too (Members links to it), without visits.
    const figures = (await repository.one(shopIds, customerId)) ?? (await repository.memberWithoutOrders(shopIds, customerId));
    // Anyone else who never ordered at a shop the caller sees is not found, whoever they are.
    if (!figures) throw notFound();
    return { shops, shopIds, figures };
  }

  return {
    /** A page of the customers of the search and segment, sorted on the server. */
    async list(principal: Principal, shopId: number, query: ListQuery): Promise<CustomersPage> {
      const { shops, source } = await shopsOf(principal, shopId);
      const filter = { ...source, now: now(), search: query.search, segment: query.segment };
      // The count first: it tells the page whether its search matches few (decision 292).
      const total = await repository.count(filter);
      const rows = await pageOf(shops, filter, query, query.pageSize, query.page * query.pageSize, total);
      return { rows, total, page: query.page, pageSize: query.pageSize };
    },

    /** Every segment's count, and every customer's. */
    async segments(principal: Principal, shopId: number): Promise<CustomerSegments> {
      const { source } = await shopsOf(principal, shopId);
      const { all, ...counts } = await repository.segmentCounts({ ...source, now: now() }, CUSTOMER_SEGMENTS);
      return { all, counts };
    },

    /** Customers.xlsx: every customer of the search and segment, in the list's order, read in batches. */
    async download(
      principal: Principal,
      shopId: number,
      query: Omit<ListQuery, 'page' | 'pageSize'>,
      actor: Actor,
    ): Promise<SpreadsheetStream<CustomerRow>> {
      const { shops, source } = await shopsOf(principal, shopId);
      const filter = { ...source, now: now(), search: query.search, segment: query.segment };
      await activity.recordDownload(shopId, actor, CUSTOMERS_EXPORT_NAME);
      async function* rows() {
        for (let offset = 0; ; offset += DOWNLOAD_BATCH) {
          const batch = await pageOf(shops, filter, query, DOWNLOAD_BATCH, offset);
          yield* batch;
          if (batch.length < DOWNLOAD_BATCH) return;
        }
      }
      return {
        fileName: CUSTOMERS_EXPORT_NAME,
        sheetName: CUSTOMERS_EXPORT_NAME,
        columns: reportDownloadColumns<CustomerRow>(CUSTOMER_COLUMNS, {
          values: {
            member: (row) => (row.member ? `${row.member.tier} (${messages[MEMBER_STATUS_LABELS[row.member.status]]})` : ''),
            shops: (row) => row.shops.map((shop) => shop.shopName).join(', '),
          },
        }),
        rows: rows(),
      };
    },

    /** How many customers of the search and segment the contact list holds: those who agreed to marketing. */
    async contactCount(principal: Principal, shopId: number, query: Pick<ListQuery, 'search' | 'segment'>): Promise<number> {
      const { source } = await shopsOf(principal, shopId);
      return repository.contactCount({ ...source, now: now(), ...query });
    },

    /**
     * The contact list (decision 290): every customer of the search and segment who agreed to marketing, as CSV lines
     * in the layout mailing tools import (a byte order mark, then the header), read a thousand at a time by id.
     */
    async contactList(
      principal: Principal,
      shopId: number,
      query: Pick<ListQuery, 'search' | 'segment'>,
      actor: Actor,
    ): Promise<{ fileName: string; lines: AsyncIterable<string> }> {
      const { source } = await shopsOf(principal, shopId);
      const filter = { ...source, now: now(), ...query };
      const fileName = contactListFileName(query.segment);
      await activity.recordDownload(shopId, actor, fileName);
      async function* lines() {
        yield CSV_BOM + csvLine(CONTACT_LIST_COLUMNS);
        for (let afterId = 0; ;) {
          const batch = await repository.contacts(filter, CUSTOMER_SEGMENTS, afterId, DOWNLOAD_BATCH);
          for (const row of batch) {
            const segments = CUSTOMER_SEGMENTS.filter((segment) => row[segment]);
            // The email is written as it is: checked at the intake, it cannot be a formula (csvLine).
            yield csvLine(contactCells({ email: row.email, name: row.name, segments }), [0]);
          }
          if (batch.length < DOWNLOAD_BATCH) return;
          afterId = batch[batch.length - 1]!.id;
        }
      }
      return { fileName, lines: lines() };
    },

    /** The ids of the segment's customers now, as the caller's Customers list holds them: a segment code's snapshot. */
    async segmentMembers(principal: Principal, shopId: number, segment: CustomerSegment): Promise<number[]> {
      const { source } = await shopsOf(principal, shopId);
      return repository.segmentMembers({ ...source, now: now(), segment });
    },

    /** A customer's profile: their figures and segments, and what they bought, paid, used and attended. */
    async profile(principal: Principal, shopId: number, customerId: number): Promise<CustomerProfile> {
      const at = now();
      const { shops, shopIds, figures } = await customerOf(principal, shopId, customerId);
      const [details, rolling, more] = await Promise.all([
        repository.pageDetails(shopIds, [customerId]),
        repository.rollingFigures({ shopIds, now: at }, customerId),
        repository.profile(shopIds, customerId),
      ]);
      const [customer] = rowsOf([figures], details, shops, at);
      const { firstVisit, lastVisit } = figures;
      const segmentFigures: CustomerFigures | null = firstVisit &&
        lastVisit && {
          firstVisitAt: firstVisit,
          lastVisitAt: lastVisit,
          visits: figures.visits,
          recentVisits: rolling.recentVisits,
          activeMember: rolling.activeMember,
          spend90Cents: rolling.spend90Cents,
        };
      const gap = segmentFigures && usualGapMs(segmentFigures);
      const iso = (text: string | null) => (text === null ? null : new Date(text).toISOString());
      return {
        customer: customer!,
        segments: segmentFigures ? segmentsOf(segmentFigures, at, rolling.threshold) : [],
        usualGapDays: gap === null || gap === undefined ? null : Math.round((gap / DAY_MS) * 10) / 10,
        daysSinceLastVisit: lastVisit && Math.floor((at.getTime() - lastVisit.getTime()) / DAY_MS),
        spendByMonth: more.spendByMonth,
        favouriteItems: more.favouriteItems,
        favouriteModifiers: more.favouriteModifiers,
        memberships: more.memberships.map((row) => ({
          ...row,
          status: row.status as MemberStatus,
          requestedAt: new Date(row.requestedAt).toISOString(),
          approvedAt: iso(row.approvedAt),
          cancelledAt: iso(row.cancelledAt),
        })),
        promoCodes: more.promoCodes,
        refunds: more.refunds.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
        events: more.events.map((row) => ({ ...row, orderedAt: new Date(row.orderedAt).toISOString() })),
      };
    },

    /**
     * Who a customer is and the shops the caller sees them at, as the profile finds them (404 the same way): for the
     * customer-data module's download and erasure (decision 291).
     */
    async reach(principal: Principal, shopId: number, customerId: number) {
      const { shopIds, figures } = await customerOf(principal, shopId, customerId);
      return { shopIds, customer: { id: figures.id, name: figures.name, email: figures.email } };
    },

    /** A page of the customer's orders, newest first. */
    async orders(principal: Principal, shopId: number, customerId: number, page: number): Promise<CustomerOrdersPage> {
      const { shopIds } = await customerOf(principal, shopId, customerId);
      const { rows, total } = await repository.orders(shopIds, customerId, CUSTOMER_ORDERS_PAGE_SIZE, page * CUSTOMER_ORDERS_PAGE_SIZE);
      return {
        rows: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
        total,
        page,
        pageSize: CUSTOMER_ORDERS_PAGE_SIZE,
      };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
