import type { MemberSortKey, MemberStatus } from '@brewline/contracts/members';
import type { QuestionAnswer } from '@brewline/contracts/schemas/members';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consumers } from '../../db/schema/consumers';
import { membershipAnswers, memberships, userMemberships } from '../../db/schema/memberships';
import { transactional } from '../../db/transactional';

/**
 * A shop's requests: those made at the shop, and those for a tier the shop owns (a chain shop sees its chain
 * tier's members at every shop of the chain, decision 040). Every query below is limited to them.
 */
const ofShop = (shopId: number) => or(eq(userMemberships.shopId, shopId), eq(memberships.shopId, shopId))!;

const memberColumns = {
  id: userMemberships.id,
  userId: userMemberships.consumerId,
  membershipId: userMemberships.membershipId,
  membershipTier: memberships.name,
  freePriceId: memberships.freePriceId,
  name: consumers.name,
  email: consumers.email,
  phone: consumers.phone,
  status: userMemberships.status,
  isFree: userMemberships.isFree,
  priceCents: userMemberships.priceCents,
  requestedAt: userMemberships.requestedAt,
  approvedAt: userMemberships.approvedAt,
  requestCancelledAt: userMemberships.requestCancelledAt,
  cancelledAt: userMemberships.cancelledAt,
  renewalFailedAt: userMemberships.renewalFailedAt,
  updatedAt: userMemberships.updatedAt,
};

const SORT_COLUMNS = {
  lastUpdated: userMemberships.updatedAt,
  membershipTier: memberships.name,
  name: consumers.name,
  email: consumers.email,
  phone: consumers.phone,
  status: userMemberships.status,
  price: userMemberships.priceCents,
} satisfies Record<MemberSortKey, unknown>;

interface MemberListFilter {
  shopId: number;
  status?: MemberStatus;
  membershipId?: number;
}

interface MemberListPage {
  offset: number;
  limit: number;
  sort: MemberSortKey;
  order: 'asc' | 'desc';
}

/** What a transition changes on the row. */
export interface TransitionWrite {
  status: MemberStatus;
  isFree?: boolean;
  approvedAt?: Date;
  requestCancelledAt?: null;
  cancelledAt?: Date;
  updatedAt: Date;
}

const queries = (db: Database) => {
  const joined = () =>
    db
      .select(memberColumns)
      .from(userMemberships)
      .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
      .innerJoin(consumers, eq(consumers.id, userMemberships.consumerId));

  const where = (filter: MemberListFilter): SQL => {
    const conditions: SQL[] = [ofShop(filter.shopId)];
    if (filter.status) conditions.push(eq(userMemberships.status, filter.status));
    if (filter.membershipId !== undefined) conditions.push(eq(userMemberships.membershipId, filter.membershipId));
    return and(...conditions)!;
  };

  return {
    /** One page of the shop's requests, sorted (ties: newest id first), and how many there are in all. */
    async list(filter: MemberListFilter, page: MemberListPage) {
      const direction = page.order === 'asc' ? asc : desc;
      const rows = await joined()
        .where(where(filter))
        .orderBy(direction(SORT_COLUMNS[page.sort]), desc(userMemberships.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ total: count() })
        .from(userMemberships)
        .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
        .where(where(filter));
      return { rows, total: Number(total?.total ?? 0) };
    },

    /** Every request of the shop, for the stats (a shop has hundreds, not millions). */
    allOfShop: (shopId: number) => joined().where(ofShop(shopId)).orderBy(desc(userMemberships.updatedAt), desc(userMemberships.id)),

    /** One request of the shop, or undefined (another shop's, or none). */
    async find(shopId: number, memberId: number) {
      const [row] = await joined()
        .where(and(eq(userMemberships.id, memberId), ofShop(shopId)))
        .limit(1);
      return row;
    },

    /** Locks the request's row until the transaction ends (SELECT ... FOR UPDATE), answering what a transition checks. */
    async lockForTransition(shopId: number, memberId: number) {
      const [row] = await db
        .select({
          status: userMemberships.status,
          membershipId: userMemberships.membershipId,
          consumerId: userMemberships.consumerId,
          freePriceId: memberships.freePriceId,
        })
        .from(userMemberships)
        .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
        .where(and(eq(userMemberships.id, memberId), ofShop(shopId)))
        .limit(1)
        .for('update', { of: userMemberships });
      return row;
    },

    /** Whether the customer has another pending or approved request for the tier (one live request per tier). */
    async hasOtherLiveRequest(memberId: number, membershipId: number, consumerId: number): Promise<boolean> {
      const [other] = await db
        .select({ id: userMemberships.id })
        .from(userMemberships)
        .where(
          and(
            eq(userMemberships.membershipId, membershipId),
            eq(userMemberships.consumerId, consumerId),
            ne(userMemberships.id, memberId),
            inArray(userMemberships.status, ['pending', 'approved']),
          ),
        )
        .limit(1);
      return Boolean(other);
    },

    async write(memberId: number, change: TransitionWrite): Promise<void> {
      await db.update(userMemberships).set(change).where(eq(userMemberships.id, memberId));
    },

    /**
     * The tiers Membership Value lists for a shop (decision 240): the shop's own tiers and every tier its requests
     * were made for (a chain's, the platform's), by name.
     */
    async valueTiers(shopId: number): Promise<Array<{ membershipId: number; name: string }>> {
      return db
        .selectDistinct({ membershipId: memberships.id, name: memberships.name })
        .from(memberships)
        .leftJoin(userMemberships, and(eq(userMemberships.membershipId, memberships.id), eq(userMemberships.shopId, shopId)))
        .where(or(eq(memberships.shopId, shopId), eq(userMemberships.shopId, shopId)))
        .orderBy(asc(memberships.name), asc(memberships.id));
    },

    /** The questionnaire answers of the given requests, in question order. */
    async answersOf(memberIds: number[]): Promise<Map<number, QuestionAnswer[]>> {
      const answers = new Map<number, QuestionAnswer[]>(memberIds.map((id) => [id, []]));
      if (memberIds.length === 0) return answers;
      const rows = await db
        .select({
          memberId: membershipAnswers.userMembershipId,
          question: membershipAnswers.question,
          response: membershipAnswers.response,
        })
        .from(membershipAnswers)
        .where(inArray(membershipAnswers.userMembershipId, memberIds))
        .orderBy(asc(membershipAnswers.userMembershipId), asc(membershipAnswers.position));
      for (const { memberId, question, response } of rows) answers.get(memberId)?.push({ question, response });
      return answers;
    },
  };
};

export const createMembersRepository = (db: Database) => transactional(db, queries);
export type MembersRepository = ReturnType<typeof createMembersRepository>;
export type MemberRecord = NonNullable<Awaited<ReturnType<MembersRepository['find']>>>;
