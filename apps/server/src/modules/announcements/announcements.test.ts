import type { Announcement } from '@brewline/contracts/schemas/announcements';
import { messages } from '@brewline/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumers } from '../../db/schema/consumers';
import { membershipUpdates, memberships, userMemberships } from '../../db/schema/memberships';
import { shops } from '../../db/schema/shops';
import { createTestApp, type TestApp } from '../../test/test-app';
import { announcementStatus } from './announcements.rules';

const DAY = 24 * 60 * 60 * 1000;

describe('announcements to members (Announcements and Announcement History)', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let bluebird: number;
  let chain: { authorization: string };
  let staff: { authorization: string };
  let newcomer: { authorization: string; shopId: number };
  let harbor: number;
  let ballard: number;
  let tier: number;
  let harborClub: number;
  let platformTier: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId: bluebird, ...owner } = await t.signInToShop('owner@demo.brewline.app'));
    staff = await t.signInToShop('staff@demo.brewline.app');
    newcomer = await t.signInToShop('new@demo.brewline.app');
    const chainSignIn = await t.signIn('chain@demo.brewline.app');
    chain = { authorization: chainSignIn.authorization };
    const [harborRow] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.name, 'Harbor Roasters'));
    const [ballardRow] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.name, 'Harbor Roasters Ballard'));
    harbor = harborRow!.id;
    ballard = ballardRow!.id;
    const [club] = await t.db.select({ id: memberships.id }).from(memberships).where(eq(memberships.shopId, harbor));
    harborClub = club!.id;

    // A tier of Bluebird's own with a known audience: two approved members, one pending, one cancelled.
    const [created] = await t.db
      .insert(memberships)
      .values({ shopId: bluebird, name: 'Announcement Test Tier', priceCents: 900 })
      .returning();
    tier = created!.id;
    const people = await t.db
      .insert(consumers)
      .values(['a', 'b', 'c', 'd'].map((letter) => ({ name: `Member ${letter}`, email: `announce-${letter}@example.com` })))
      .returning();
    await t.db.insert(userMemberships).values(
      (['approved', 'approved', 'pending', 'cancelled_by_customer'] as const).map((status, i) => ({
        membershipId: tier,
        shopId: bluebird,
        consumerId: people[i]!.id,
        status,
        priceCents: 900,
      })),
    );
    const [platform] = await t.db
      .insert(memberships)
      .values({ shopId: null, name: 'Announcement Test Platform', isPlatformMembership: true, priceCents: 999 })
      .returning();
    platformTier = platform!.id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', path: string, authorization: string, payload?: object) =>
    t.app.inject({ method, url: `/api/shops${path}`, headers: { authorization }, ...(payload ? { payload } : {}) });
  const send = (payload: object, authorization = owner.authorization, shopId = bluebird) =>
    call('POST', `/${shopId}/announcements`, authorization, payload);
  const history = (query = '', authorization = owner.authorization, shopId = bluebird) =>
    call('GET', `/${shopId}/announcements${query}`, authorization);
  const retract = (announcementId: number, authorization = owner.authorization, shopId = bluebird) =>
    call('POST', `/${shopId}/announcements/${announcementId}/retraction`, authorization);
  const everything = async (shopId = bluebird, authorization = owner.authorization) =>
    (await history('?pageSize=100', authorization, shopId)).json<{ rows: Announcement[]; total: number }>();

  it("lists the shop's tiers with how many active members each would reach, and not the platform's or another shop's", async () => {
    const response = await call('GET', `/${bluebird}/announcements/audiences`, owner.authorization);
    expect(response.statusCode).toBe(200);
    const tiers = response.json<Array<{ membershipId: number; membershipName: string; activeMembers: number }>>();
    expect(tiers).toContainEqual({
      membershipId: tier,
      membershipName: 'Announcement Test Tier',
      isChainMembership: false,
      activeMembers: 2,
    });
    expect(tiers.map((row) => row.membershipId)).not.toContain(platformTier);
    expect(tiers.map((row) => row.membershipId)).not.toContain(harborClub);
  });

  it('comes with a demo history of at least 12 announcements: active, expired and retracted', async () => {
    const { rows } = await everything();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['active', 'expired', 'retracted']));
  });

  it('sends an announcement and shows it first in the history as Active', async () => {
    const response = await send({
      membershipId: tier,
      updateText: '  Pumpkin spice is back!  ',
      cta: 'Order now',
      url: 'https://bluebird.example/fall',
    });
    expect(response.statusCode).toBe(201);
    const sent = response.json<Announcement>();
    expect(sent).toMatchObject({
      membershipId: tier,
      membershipName: 'Announcement Test Tier',
      updateText: 'Pumpkin spice is back!',
      cta: 'Order now',
      url: 'https://bluebird.example/fall',
      retractedAt: null,
      status: 'active',
    });
    const first = await history();
    expect(first.statusCode).toBe(200);
    expect(first.json().rows[0]).toEqual(sent);
  });

  it('sends a message alone, the call to action and URL being optional', async () => {
    const response = await send({ membershipId: tier, updateText: 'x'.repeat(140) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ cta: '', url: '' });
  });

  it('refuses each invalid field with its own message', async () => {
    const ok = { membershipId: tier, updateText: 'Hello members' };
    const cases: Array<[object, string, string]> = [
      [{ updateText: 'Hello' }, 'announcementMembershipRequired', 'membershipId'],
      [{ ...ok, updateText: '   ' }, 'announcementMessageRequired', 'updateText'],
      [{ ...ok, updateText: 'x'.repeat(141) }, 'announcementMessageTooLong', 'updateText'],
      [{ ...ok, cta: 'c'.repeat(501) }, 'announcementCtaTooLong', 'cta'],
      [{ ...ok, url: 'bluebird.example' }, 'announcementUrlInvalid', 'url'],
      [{ ...ok, url: 'javascript:alert(1)' }, 'announcementUrlInvalid', 'url'],
      [{ ...ok, url: `https://bluebird.example/${'u'.repeat(2000)}` }, 'announcementUrlTooLong', 'url'],
    ];
    const before = (await everything()).total;
    for (const [payload, messageKey, field] of cases) {
      const response = await send(payload);
      expect(response.statusCode, messageKey).toBe(400);
      expect(response.json().error, messageKey).toMatchObject({
        messageKey,
        field,
        message: messages[messageKey as keyof typeof messages],
      });
    }
    expect((await everything()).total).toBe(before);
  });

  it('accepts a call to action over 150 and a URL over 200 characters: those limits are advice', async () => {
    const url = `https://bluebird.example/${'u'.repeat(200)}`;
    const response = await send({ membershipId: tier, updateText: 'Long links', cta: 'c'.repeat(151), url });
    expect(response.statusCode).toBe(201);
    expect(response.json().url).toBe(url);
  });

  it("refuses another shop's membership and the platform's own, sending nothing", async () => {
    const before = (await everything()).total;
    for (const membershipId of [harborClub, platformTier, 999999]) {
      const response = await send({ membershipId, updateText: 'Not yours' });
      expect(response.statusCode, String(membershipId)).toBe(404);
      expect(response.json().error).toMatchObject({ messageKey: 'announcementTierUnknown', field: 'membershipId' });
    }
    expect((await everything()).total).toBe(before);
  });

  it('refuses staff without the membership permission on every call (403)', async () => {
    const [anyRow] = (await everything()).rows;
    const responses = [
      await call('GET', `/${bluebird}/announcements/audiences`, staff.authorization),
      await history('', staff.authorization),
      await send({ membershipId: tier, updateText: 'From staff' }, staff.authorization),
      await retract(anyRow!.announcementId, staff.authorization),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    const [again] = (await everything()).rows;
    expect(again).toEqual(anyRow);
  });

  it('refuses a shop whose memberships are not enabled', async () => {
    for (const response of [
      await call('GET', `/${newcomer.shopId}/announcements/audiences`, newcomer.authorization),
      await history('', newcomer.authorization, newcomer.shopId),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.messageKey).toBe('announcementsUnavailable');
    }
  });

  it('lists the history newest first, 10 a page, each with its status: Active, Expired after 6 days, Retracted', async () => {
    const now = Date.now();
    const [fresh, fiveDays, sevenDays, retracted] = await t.db
      .insert(membershipUpdates)
      .values([
        { shopId: bluebird, membershipId: tier, updateText: 'status: fresh', createdAt: new Date(now - 60_000) },
        { shopId: bluebird, membershipId: tier, updateText: 'status: five days', createdAt: new Date(now - 5 * DAY) },
        { shopId: bluebird, membershipId: tier, updateText: 'status: seven days', createdAt: new Date(now - 7 * DAY) },
        {
          shopId: bluebird,
          membershipId: tier,
          updateText: 'status: retracted',
          createdAt: new Date(now - 2 * DAY),
          retractedAt: new Date(now - DAY),
        },
      ])
      .returning();
    const { rows, total } = await everything();
    expect(rows).toHaveLength(total);
    const times = rows.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byId = new Map(rows.map((row) => [row.announcementId, row]));
    expect(byId.get(fresh!.id)?.status).toBe('active');
    expect(byId.get(fiveDays!.id)?.status).toBe('active');
    expect(byId.get(sevenDays!.id)?.status).toBe('expired');
    expect(byId.get(retracted!.id)).toMatchObject({ status: 'retracted', retractedAt: new Date(now - DAY).toISOString() });
    for (const row of rows) expect(row.status).toBe(announcementStatus(row, new Date()));

    const firstPage = (await history()).json<{ rows: Announcement[]; total: number }>();
    expect(firstPage.rows).toHaveLength(Math.min(10, total));
    expect(firstPage.total).toBe(total);
    const secondPage = (await history('?page=1')).json<{ rows: Announcement[] }>();
    expect(secondPage.rows.map((row) => row.announcementId)).toEqual(rows.slice(10, 20).map((row) => row.announcementId));
    expect((await history('?pageSize=500')).statusCode).toBe(400);
  });

  it('retracts an announcement once: a second retraction keeps the first date', async () => {
    const sent = (await send({ membershipId: tier, updateText: 'Oops, wrong day' })).json<Announcement>();
    const first = await retract(sent.announcementId);
    expect(first.statusCode).toBe(200);
    const retracted = first.json<Announcement>();
    expect(retracted).toMatchObject({ announcementId: sent.announcementId, status: 'retracted' });
    expect(retracted.retractedAt).not.toBeNull();

    const second = await retract(sent.announcementId);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(retracted);
    const [stored] = await t.db.select().from(membershipUpdates).where(eq(membershipUpdates.id, sent.announcementId));
    expect(stored!.retractedAt?.toISOString()).toBe(retracted.retractedAt);
  });

  it("refuses to retract another shop's announcement, leaving it as it was", async () => {
    const theirs = await send({ membershipId: harborClub, updateText: 'Harbor news' }, chain.authorization, harbor);
    expect(theirs.statusCode).toBe(201);
    const { announcementId } = theirs.json<Announcement>();
    const throughTheirShop = await retract(announcementId, owner.authorization, harbor);
    expect(throughTheirShop.statusCode).toBe(403); // Bluebird's owner cannot act on Harbor at all
    const throughOwnShop = await retract(announcementId);
    expect(throughOwnShop.statusCode).toBe(404);
    expect((await retract(999999)).statusCode).toBe(404);
    const [stored] = await t.db.select().from(membershipUpdates).where(eq(membershipUpdates.id, announcementId));
    expect(stored!.retractedAt).toBeNull();
  });

  it("keeps a chain's tier to the chain shop: its shops may not announce to it, even when it is not global", async () => {
    const hidden = await call('GET', `/${ballard}/announcements/audiences`, chain.authorization);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().error.messageKey).toBe('announcementsUnavailable');

    await t.db.update(memberships).set({ isGlobalMembership: false }).where(eq(memberships.id, harborClub));
    const tiers = await call('GET', `/${ballard}/announcements/audiences`, chain.authorization);
    expect(tiers.statusCode).toBe(200);
    expect(tiers.json().map((row: { membershipId: number }) => row.membershipId)).not.toContain(harborClub);
    const refused = await send({ membershipId: harborClub, updateText: 'Ballard opens early Friday' }, chain.authorization, ballard);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.messageKey).toBe('announcementTierUnknown');
    const fromChainShop = await call('GET', `/${harbor}/announcements/audiences`, chain.authorization);
    expect(fromChainShop.json()).toContainEqual(expect.objectContaining({ membershipId: harborClub, isChainMembership: true }));
  });
});
