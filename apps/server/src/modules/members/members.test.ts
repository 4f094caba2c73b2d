import type { MemberStatus } from '@brewline/contracts/members';
import { messages } from '@brewline/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumers } from '../../db/schema/consumers';
import { membershipAnswers, memberships, userMemberships } from '../../db/schema/memberships';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('members', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let bluebird: number;
  let paidTier: number;
  let freeTier: number;
  let harborMember: number;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId: bluebird, ...owner } = await t.signInToShop('owner@demo.brewline.app'));
    const [paid] = await t.db
      .insert(memberships)
      .values({ shopId: bluebird, name: 'Test Paid Tier', priceCents: 1200 })
      .returning({ id: memberships.id });
    const [free] = await t.db
      .insert(memberships)
      .values({ shopId: bluebird, name: 'Test Free Tier', priceCents: 900, freePriceId: 'price_free_test' })
      .returning({ id: memberships.id });
    paidTier = paid!.id;
    freeTier = free!.id;
    const [harborTier] = await t.db
      .select({ id: memberships.id, shopId: memberships.shopId })
      .from(memberships)
      .where(eq(memberships.name, 'Harbor Club'));
    harborMember = await addMember(harborTier!.id, 'approved', { shopId: harborTier!.shopId! });
  });
  afterAll(() => t.close());

  /** A customer's request in the given status (a new customer each time, so the one-live-request rule stays out of the way). */
  async function addMember(
    membershipId: number,
    status: MemberStatus,
    options: { shopId?: number; consumerId?: number; updatedAt?: Date; answers?: string[] } = {},
  ): Promise<number> {
    serial += 1;
    let consumerId = options.consumerId;
    if (!consumerId) {
      const [consumer] = await t.db
        .insert(consumers)
        .values({ name: `Test Customer ${serial}`, email: `members-test-${serial}@example.com`, phone: '5035550100' })
        .returning({ id: consumers.id });
      consumerId = consumer!.id;
    }
    const approved = ['approved', 'request_cancelled', 'cancelled_by_customer', 'cancelled_by_shop', 'renewal_failed'].includes(status);
    const [row] = await t.db
      .insert(userMemberships)
      .values({
        membershipId,
        shopId: options.shopId ?? bluebird,
        consumerId,
        status,
        priceCents: 1200,
        requestedAt: new Date('2026-01-02T10:00:00Z'),
        approvedAt: approved ? new Date('2026-01-03T10:00:00Z') : null,
        updatedAt: options.updatedAt ?? new Date('2026-01-04T10:00:00Z'),
      })
      .returning({ id: userMemberships.id });
    if (options.answers)
      await t.db.insert(membershipAnswers).values(
        options.answers.map((response, position) => ({
          userMembershipId: row!.id,
          position,
          question: `Question ${position + 1}?`,
          response,
        })),
      );
    return row!.id;
  }

  const act = (memberId: number, action: string, headers = owner, shopId = bluebird) =>
    t.app.inject({ method: 'POST', url: `/api/shops/${shopId}/members/${memberId}/transitions`, headers, payload: { action } });
  /** An action with the status the person saw on screen, as the members screen sends it. */
  const actFrom = (memberId: number, action: string, from: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/shops/${bluebird}/members/${memberId}/transitions`,
      headers: owner,
      payload: { action, from },
    });
  const details = (memberId: number, headers = owner, shopId = bluebird) =>
    t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/members/${memberId}`, headers });
  const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/shops/${bluebird}/members${query}`, headers: owner });

  describe('the list', () => {
    it('shows 25 requests a page, last updated newest first, with the total and each row’s answers', async () => {
      const newest = await addMember(paidTier, 'pending', {
        updatedAt: new Date('2030-01-01T00:00:00Z'),
        answers: ['Oat latte', 'Mornings'],
      });
      for (let i = 0; i < 26; i++) await addMember(paidTier, 'approved');
      const response = await list();
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.rows).toHaveLength(25);
      expect(page.total).toBeGreaterThanOrEqual(27);
      expect(page.rows[0]).toMatchObject({
        id: newest,
        membershipTier: 'Test Paid Tier',
        name: expect.stringMatching(/^Test Customer/),
        phone: '5035550100',
        status: 'pending',
        priceCents: 1200,
        lastUpdated: '2030-01-01T00:00:00.000Z',
        hasFreePrice: false,
        questions: [
          { question: 'Question 1?', response: 'Oat latte' },
          { question: 'Question 2?', response: 'Mornings' },
        ],
      });
      const times = page.rows.map((row: { lastUpdated: string }) => row.lastUpdated);
      expect([...times].sort().reverse()).toEqual(times);
      const second = (await list('?page=1')).json();
      expect(second.rows.map((row: { id: number }) => row.id)).not.toContain(newest);
      expect(second.rows.length).toBe(Math.min(25, page.total - 25));
    });

    it('filters by status and by tier, and sorts by another column when asked', async () => {
      const pending = (await list('?status=pending&pageSize=100')).json();
      expect(pending.rows.length).toBeGreaterThan(0);
      expect(pending.rows.every((row: { status: string }) => row.status === 'pending')).toBe(true);
      const ofTier = (await list(`?membershipId=${freeTier}&status=approved`)).json();
      expect(ofTier.rows.every((row: { membershipId: number }) => row.membershipId === freeTier)).toBe(true);
      const byName = (await list('?sort=name&order=asc&pageSize=100')).json().rows.map((row: { name: string }) => row.name);
      expect(byName).toEqual([...byName].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('refuses a page size over 100 or an unknown sort', async () => {
      expect((await list('?pageSize=500')).statusCode).toBe(400);
      expect((await list('?sort=password')).statusCode).toBe(400);
    });

    it('lists a chain tier’s members to the chain shop but not another shop’s members to Bluebird', async () => {
      const ids = (await list('?pageSize=100&membershipId=' + (await harborTierId()))).json().rows;
      expect(ids).toEqual([]);
      const chain = await t.signIn('chain@demo.brewline.app');
      const harborShop = chain.session.shops.find((shop) => shop.shopName === 'Harbor Roasters')!.shopId;
      const theirs = await t.app.inject({
        method: 'GET',
        url: `/api/shops/${harborShop}/members?pageSize=100`,
        headers: { authorization: chain.authorization },
      });
      expect(theirs.json().rows.map((row: { id: number }) => row.id)).toContain(harborMember);
    });
  });

  async function harborTierId() {
    const [tier] = await t.db.select({ id: memberships.id }).from(memberships).where(eq(memberships.name, 'Harbor Club'));
    return tier!.id;
  }

  describe('member details', () => {
    it('shows the request’s dates, price and its questions and answers', async () => {
      const id = await addMember(freeTier, 'pending', { answers: ['Cortado', ''] });
      const response = await details(id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id,
        status: 'pending',
        hasFreePrice: true,
        requestedAt: '2026-01-02T10:00:00.000Z',
        approvedAt: null,
        requestCancelledAt: null,
        cancelledAt: null,
        priceCents: 1200,
        questions: [
          { question: 'Question 1?', response: 'Cortado' },
          { question: 'Question 2?', response: '' },
        ],
      });
    });

    it('answers 404 for another shop’s member and for one that does not exist', async () => {
      expect((await details(harborMember)).statusCode).toBe(404);
      expect((await details(99_999_999)).statusCode).toBe(404);
    });
  });

  describe('the status machine', () => {
    const allowed: Array<[MemberStatus, string, MemberStatus]> = [
      ['pending', 'approve', 'approved'],
      ['pending', 'decline', 'declined'],
      ['pending', 'approveFree', 'approved'],
      ['request_cancelled', 'cancelCancellation', 'approved'],
      ['declined', 'approve', 'approved'],
      ['approved', 'cancelMembership', 'cancelled_by_shop'],
    ];
    for (const [from, action, to] of allowed) {
      it(`lets the owner ${action} a ${from} request, which becomes ${to}`, async () => {
        const id = await addMember(freeTier, from);
        const before = new Date();
        const response = await act(id, action);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body.status).toBe(to);
        expect(body.isFree).toBe(action === 'approveFree');
        expect(Date.parse(body.lastUpdated)).toBeGreaterThanOrEqual(before.getTime() - 1000);
        if (to === 'cancelled_by_shop') expect(body.cancelledAt).not.toBeNull();
        if (to === 'approved') expect(body.approvedAt).not.toBeNull();
        expect((await details(id)).json().status).toBe(to);
      });
    }

    it('keeps the first approval date when a cancellation is called off', async () => {
      const id = await addMember(paidTier, 'request_cancelled');
      const body = (await act(id, 'cancelCancellation')).json();
      expect(body).toMatchObject({ status: 'approved', approvedAt: '2026-01-03T10:00:00.000Z', requestCancelledAt: null });
    });

    it('refuses Approve Free when the tier has no free price id, changing nothing', async () => {
      const id = await addMember(paidTier, 'pending');
      const response = await act(id, 'approveFree');
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'CONFLICT',
        messageKey: 'memberFreePriceMissing',
        message: messages.memberFreePriceMissing,
        requestId: expect.any(String),
      });
      expect((await details(id)).json().status).toBe('pending');
    });

    const refused: Array<[MemberStatus, string]> = [
      ['approved', 'approve'],
      ['approved', 'decline'],
      ['declined', 'decline'],
      ['pending', 'cancelMembership'],
      ['pending', 'cancelCancellation'],
      ['request_cancelled', 'approve'],
      ['cancelled_by_customer', 'approve'],
      ['cancelled_by_customer', 'cancelCancellation'],
      ['cancelled_by_shop', 'approve'],
      ['cancelled_by_shop', 'cancelMembership'],
      ['renewal_failed', 'approve'],
    ];
    for (const [from, action] of refused) {
      it(`refuses to ${action} a ${from} request with 409, changing nothing`, async () => {
        const id = await addMember(freeTier, from);
        const response = await act(id, action);
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toMatchObject({
          code: 'CONFLICT',
          messageKey: 'memberStatusChanged',
          message: messages.memberStatusChanged,
        });
        expect((await details(id)).json()).toMatchObject({ status: from, lastUpdated: '2026-01-04T10:00:00.000Z' });
      });
    }

    it('refuses an unknown action with 400', async () => {
      const id = await addMember(paidTier, 'pending');
      expect((await act(id, 'promote')).statusCode).toBe(400);
    });

    it('refuses to approve a declined request when the customer already has a live one for the tier', async () => {
      const first = await addMember(paidTier, 'declined');
      const [{ consumerId } = { consumerId: 0 }] = await t.db
        .select({ consumerId: userMemberships.consumerId })
        .from(userMemberships)
        .where(eq(userMemberships.id, first));
      await addMember(paidTier, 'pending', { consumerId });
      const response = await act(first, 'approve');
      expect(response.statusCode).toBe(409);
      expect(response.json().error.messageKey).toBe('memberAlreadyLive');
    });

    it('takes exactly one of two people acting on the same request at once', async () => {
      const id = await addMember(freeTier, 'pending');
      // Both saw it pending. Without `from`, a Decline that lands first would let the Approve apply to 'declined'.
      const responses = await Promise.all([actFrom(id, 'approve', 'pending'), actFrom(id, 'decline', 'pending')]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = responses.find((response) => response.statusCode === 200)!.json().status;
      expect((await details(id)).json().status).toBe(winner);
      expect(responses.find((response) => response.statusCode === 409)!.json().error.messageKey).toBe('memberStatusChanged');
    });

    it('refuses an action on a status other than the one the person saw, even one the table allows, changing nothing', async () => {
      const id = await addMember(freeTier, 'pending');
      expect((await actFrom(id, 'decline', 'pending')).statusCode).toBe(200);
      // Approve may leave 'declined', but this person acted on 'pending': someone else answered first.
      const late = await actFrom(id, 'approve', 'pending');
      expect(late.statusCode).toBe(409);
      expect(late.json().error.messageKey).toBe('memberStatusChanged');
      expect((await details(id)).json().status).toBe('declined');
      expect((await actFrom(id, 'approve', 'declined')).statusCode).toBe(200);
    });

    it('takes exactly one of ten approvals of the same request sent at once', async () => {
      const id = await addMember(paidTier, 'pending');
      const responses = await Promise.all(Array.from({ length: 10 }, () => act(id, 'approve')));
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
      expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(9);
    });

    it('answers 404 to an action on another shop’s member, leaving it as it was', async () => {
      const response = await act(harborMember, 'cancelMembership');
      expect(response.statusCode).toBe(404);
      const [row] = await t.db.select({ status: userMemberships.status }).from(userMemberships).where(eq(userMemberships.id, harborMember));
      expect(row!.status).toBe('approved');
    });
  });

  describe('approving or declining several requests at once', () => {
    const bulk = (payload: Record<string, unknown>, headers = owner) =>
      t.app.inject({ method: 'POST', url: `/api/shops/${bluebird}/members/transitions`, headers, payload });

    it('reports per request: applied, refused because someone acted first, or not found', async () => {
      const a = await addMember(paidTier, 'pending');
      const b = await addMember(paidTier, 'pending');
      const handled = await addMember(paidTier, 'declined');
      await act(b, 'decline');
      const response = await bulk({ action: 'approve', memberIds: [a, b, harborMember, handled] });
      expect(response.statusCode).toBe(200);
      expect(response.json().results).toEqual([
        { memberId: a, outcome: 'applied', status: 'approved' },
        { memberId: b, outcome: 'applied', status: 'approved' },
        { memberId: harborMember, outcome: 'notFound', status: null, messageKey: 'notFound' },
        { memberId: handled, outcome: 'applied', status: 'approved' },
      ]);
      const declined = await bulk({ action: 'decline', memberIds: [a] });
      expect(declined.json().results).toEqual([{ memberId: a, outcome: 'refused', status: 'approved', messageKey: 'memberStatusChanged' }]);
    });

    it('refuses an empty list, more than 100 requests, and any action but approve or decline', async () => {
      const empty = await bulk({ action: 'approve', memberIds: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.messageKey).toBe('memberBulkSize');
      expect((await bulk({ action: 'approve', memberIds: Array.from({ length: 101 }, (_, i) => i + 1) })).json().error.messageKey).toBe(
        'memberBulkSize',
      );
      expect((await bulk({ action: 'cancelMembership', memberIds: [1] })).statusCode).toBe(400);
    });
  });

  describe('membership stats', () => {
    it('answers every request as a stats row and the summary', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/shops/${bluebird}/membership-stats`, headers: owner });
      expect(response.statusCode).toBe(200);
      const { rows, summary } = response.json();
      const total = (await list('?pageSize=1')).json().total;
      expect(rows).toHaveLength(total);
      const approved = rows.filter((row: { status: string }) => row.status === 'approved');
      expect(approved.every((row: { active: number }) => row.active === 1)).toBe(true);
      expect(summary.byStatus.reduce((sum: number, entry: { count: number }) => sum + entry.count, 0)).toBe(total);
      expect(summary.activeMembers).toBe(approved.filter((row: { approvedDate: string | null }) => row.approvedDate).length);
      expect(summary.monthly).toHaveLength(12);
      expect(rows.map((row: { id: number }) => row.id)).not.toContain(harborMember);
    });
  });

  describe('access', () => {
    it('refuses staff without the membership permission and the owner of another shop, on every call', async () => {
      const id = await addMember(paidTier, 'pending');
      for (const email of ['staff@demo.brewline.app', 'chain@demo.brewline.app']) {
        const { authorization } = await t.signIn(email);
        const headers = { authorization };
        const calls = await Promise.all([
          t.app.inject({ method: 'GET', url: `/api/shops/${bluebird}/members`, headers }),
          details(id, headers),
          act(id, 'approve', headers),
          t.app.inject({
            method: 'POST',
            url: `/api/shops/${bluebird}/members/transitions`,
            headers,
            payload: { action: 'approve', memberIds: [id] },
          }),
          t.app.inject({ method: 'GET', url: `/api/shops/${bluebird}/membership-stats`, headers }),
        ]);
        expect(
          calls.map((call) => call.statusCode),
          email,
        ).toEqual([403, 403, 403, 403, 403]);
      }
      expect((await details(id)).json().status).toBe('pending');
    });
  });
});
