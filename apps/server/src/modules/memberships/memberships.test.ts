import type { Membership, MembershipFields, MembershipRow } from '@brewline/contracts/schemas/memberships';
import { messages } from '@brewline/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../db/schema/shops';
import { createTestApp, type TestApp } from '../../test/test-app';

const tier: MembershipFields = {
  name: 'Bluebird Night Owls',
  priceCents: 1999,
  discount: { enabled: true, percent: 12.5 },
  callToAction: 'Stay up with us',
  description: 'A free decaf every 6 hours after 6 pm.',
  redemptionFrequencyHours: 6,
  termsUrl: 'https://bluebirdcoffee.example/terms',
  policyUrl: '',
  benefits: [{ title: 'Late decaf', description: 'After 6 pm', icon: 'Benefit Drink' }],
  questions: [
    { question: 'What keeps you up?', required: true },
    { question: 'Favourite pastry?', required: false },
  ],
  manualApproval: true,
};

describe('Manage Memberships (list, dialog, save)', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let bluebird: number;
  let chain: { authorization: string };
  let harbor: number;
  let capitolHill: number;
  let ballard: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId: bluebird, ...owner } = await t.signInToShop('owner@demo.brewline.app'));
    const signedIn = await t.signIn('chain@demo.brewline.app');
    chain = { authorization: signedIn.authorization };
    const idOf = (name: string) => signedIn.session.shops.find((shop) => shop.shopName === name)!.shopId;
    harbor = idOf('Harbor Roasters');
    capitolHill = idOf('Harbor Roasters Capitol Hill');
    ballard = idOf('Harbor Roasters Ballard');
  });
  afterAll(() => t.close());

  const headers = (who: { authorization: string }) => ({ authorization: who.authorization });
  const list = async (shopId: number, who = owner) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/memberships`, headers: headers(who) });
    expect(response.statusCode).toBe(200);
    return response.json<MembershipRow[]>();
  };
  const idNamed = async (shopId: number, name: string, who = owner) =>
    (await list(shopId, who)).find((row) => row.name === name)!.membershipId;
  const get = (shopId: number, membershipId: number, who = owner) =>
    t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/memberships/${membershipId}`, headers: headers(who) });
  const create = (shopId: number, body: object, who = owner) =>
    t.app.inject({ method: 'POST', url: `/api/shops/${shopId}/memberships`, headers: headers(who), payload: body });
  const put = (shopId: number, membershipId: number, body: object, who = owner) =>
    t.app.inject({ method: 'PUT', url: `/api/shops/${shopId}/memberships/${membershipId}`, headers: headers(who), payload: body });
  const versionOf = async (shopId: number, membershipId: number, who = owner) =>
    (await get(shopId, membershipId, who)).json<Membership>().version;

  describe('which tiers a shop sees', () => {
    it("lists Bluebird's own tiers, editable, and the platform's membership, read-only, with prices in cents", async () => {
      const rows = await list(bluebird);
      const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
      expect(Object.keys(byName).sort()).toEqual(
        ['Bluebird Bean Club', 'Bluebird Insiders', 'Bluebird Regulars', 'Bluebird Weekender', 'Brewline Pass'].sort(),
      );
      expect(byName['Bluebird Regulars']).toMatchObject({ priceCents: 1499, shopId: bluebird, readOnlyReason: null });
      expect(byName['Brewline Pass']).toMatchObject({ isPlatformMembership: true, shopId: null, readOnlyReason: 'platformMembership' });
      expect(rows.every((row) => !Number.isNaN(Date.parse(row.updatedAt)))).toBe(true);
    });

    it("shows the chain shop its chain membership to edit, its shops' own tiers read-only, and the platform's", async () => {
      const rows = await list(harbor, chain);
      expect(rows.map((row) => [row.name, row.readOnlyReason])).toEqual(
        expect.arrayContaining([
          ['Harbor Club', null],
          ['Capitol Hill Neighbors', 'shopLevel'],
          ['Brewline Pass', 'platformMembership'],
        ]),
      );
      expect(rows).toHaveLength(3);
      expect(rows.find((row) => row.name === 'Capitol Hill Neighbors')).toMatchObject({
        shopId: capitolHill,
        shopName: 'Harbor Roasters Capitol Hill',
      });
    });

    it("hides the chain's (global) membership from a shop of the chain, which sees only its own tiers and the platform's", async () => {
      expect((await list(capitolHill, chain)).map((row) => [row.name, row.readOnlyReason])).toEqual([
        ['Brewline Pass', 'platformMembership'],
        ['Capitol Hill Neighbors', null],
      ]);
      expect((await list(ballard, chain)).map((row) => row.name)).toEqual(['Brewline Pass']);
      const harborClub = await idNamed(harbor, 'Harbor Club', chain);
      expect((await get(ballard, harborClub, chain)).statusCode).toBe(404);
    });

    it("opens a tier with every field of the dialog and its version; a chain shop opening its shop's tier is told it is managed there", async () => {
      const insiders = await get(bluebird, await idNamed(bluebird, 'Bluebird Insiders'));
      expect(insiders.statusCode).toBe(200);
      expect(insiders.json()).toMatchObject({
        manualApproval: true,
        questions: [{ required: true }, { required: true }, { required: false }],
        discount: { enabled: true, percent: 20 },
        isEnabled: true,
        version: 0,
      });
      const beanClub = (await get(bluebird, await idNamed(bluebird, 'Bluebird Bean Club'))).json<Membership>();
      expect(beanClub.freePriceId).toBeTruthy();
      const neighbors = await get(harbor, await idNamed(harbor, 'Capitol Hill Neighbors', chain), chain);
      expect(neighbors.json()).toMatchObject({ readOnlyReason: 'shopLevel' });
    });
    it("keeps the sidebar's rule: the platform's membership hides no shop's membership pages, a chain's global one hides its shops'", async () => {
      const summary = async (shopId: number, who: { authorization: string }) =>
        (await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/summary`, headers: headers(who) })).json<{
          hasGlobalMembership: boolean;
        }>();
      expect(await summary(bluebird, owner)).toMatchObject({ hasGlobalMembership: false });
      expect(await summary(harbor, chain)).toMatchObject({ hasGlobalMembership: true });
      expect(await summary(capitolHill, chain)).toMatchObject({ hasGlobalMembership: true });
    });
  });

  describe('adding and saving a tier', () => {
    it('adds a tier to Bluebird, which then shows in its list', async () => {
      const response = await create(bluebird, tier);
      expect(response.statusCode).toBe(201);
      const created = response.json<Membership>();
      expect(created).toMatchObject({ ...tier, shopId: bluebird, isChainMembership: false, readOnlyReason: null, version: 0 });
      expect((await list(bluebird)).map((row) => row.name)).toContain(tier.name);
    });

    it("makes a chain shop's new tier a chain membership, hidden from its shops", async () => {
      const response = await create(harbor, { ...tier, name: 'Harbor Espresso Society' }, chain);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ isChainMembership: true, readOnlyReason: null });
      expect((await list(ballard, chain)).map((row) => row.name)).not.toContain('Harbor Espresso Society');
    });

    it('saves a change from the version it was loaded at and answers the next version', async () => {
      const id = await idNamed(bluebird, 'Bluebird Weekender');
      const loaded = (await get(bluebird, id)).json<Membership>();
      const response = await put(bluebird, id, { ...tier, name: 'Bluebird Weekender', priceCents: 999, version: loaded.version });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Bluebird Weekender', priceCents: 999, version: loaded.version + 1 });
      expect(Date.parse(response.json<Membership>().updatedAt)).toBeGreaterThan(Date.parse(loaded.updatedAt));
      expect((await get(bluebird, id)).json()).toMatchObject({ priceCents: 999, questions: tier.questions });
    });

    it.each<[string, Partial<MembershipFields>, string]>([
      ['an enabled discount of 0', { discount: { enabled: true, percent: 0 } }, 'membershipDiscountInvalid'],
      ['a blank call to action', { callToAction: '  ' }, 'membershipCallToActionBlank'],
      ['a call to action over 250 characters', { callToAction: 'x'.repeat(251) }, 'membershipCallToActionTooLong'],
      ['a blank description', { description: '' }, 'membershipDescriptionBlank'],
      ['a description over 250 characters', { description: 'x'.repeat(251) }, 'membershipDescriptionTooLong'],
      ['a redemption frequency of 0', { redemptionFrequencyHours: 0 }, 'membershipRedemptionInvalid'],
      ['a blank benefit title', { benefits: [{ title: '', description: '', icon: 'Deal' }] }, 'membershipBenefitTitleBlank'],
      [
        'a benefit title over 100 characters',
        { benefits: [{ title: 'x'.repeat(101), description: '', icon: 'Deal' }] },
        'membershipBenefitTitleTooLong',
      ],
      ['a benefit without an icon', { benefits: [{ title: 'Deal', description: '', icon: '' as never }] }, 'membershipBenefitIconMissing'],
      ['a blank question', { questions: [{ question: '', required: true }] }, 'membershipQuestionBlank'],
      ['a question over 250 characters', { questions: [{ question: 'x'.repeat(251), required: true }] }, 'membershipQuestionTooLong'],
      ['a price of 10 cents', { priceCents: 10 }, 'membershipPriceInvalid'],
      ['a link that is not a web address', { termsUrl: 'javascript:alert(1)' }, 'membershipLinkInvalid'],
    ])('refuses %s with its message, adding and saving alike', async (_, change, messageKey) => {
      const created = await create(bluebird, { ...tier, ...change });
      expect(created.statusCode).toBe(400);
      expect(created.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        messageKey,
        message: messages[messageKey as keyof typeof messages],
      });
      const id = await idNamed(bluebird, 'Bluebird Regulars');
      const saved = await put(bluebird, id, { ...tier, ...change, version: await versionOf(bluebird, id) });
      expect(saved.statusCode).toBe(400);
      expect(saved.json().error.messageKey).toBe(messageKey);
    });

    it('refuses a save that does not say which version it was loaded at', async () => {
      const response = await put(bluebird, await idNamed(bluebird, 'Bluebird Regulars'), tier);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ field: 'version' });
    });
  });

  describe('what a shop may not change', () => {
    it("refuses the platform's own membership to its shops and to a Brewline administrator alike", async () => {
      const pass = await idNamed(bluebird, 'Brewline Pass');
      const version = await versionOf(bluebird, pass);
      const refused = await put(bluebird, pass, { ...tier, version });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({ messageKey: 'membershipPlatformReadOnly' });
      const admin = await t.signIn('admin@demo.brewline.app');
      expect((await put(bluebird, pass, { ...tier, version }, admin)).statusCode).toBe(403);
      expect((await get(bluebird, pass)).json()).toMatchObject({ name: 'Brewline Pass', version });
    });

    it("refuses the chain shop a change to its shop's own tier, saying it is managed at the shop", async () => {
      const neighbors = await idNamed(harbor, 'Capitol Hill Neighbors', chain);
      const refused = await put(harbor, neighbors, { ...tier, version: await versionOf(harbor, neighbors, chain) }, chain);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        messageKey: 'membershipShopLevel',
        message: 'Memberships for your shops must be managed at the individual shop level.',
      });
    });

    it("answers 404 for another shop's tier, read or saved through this shop", async () => {
      const harborClub = await idNamed(harbor, 'Harbor Club', chain);
      const neighbors = await idNamed(harbor, 'Capitol Hill Neighbors', chain);
      for (const id of [harborClub, neighbors]) {
        expect((await get(bluebird, id)).statusCode).toBe(404);
        expect((await put(bluebird, id, { ...tier, version: 0 })).statusCode).toBe(404);
      }
      const regulars = await idNamed(bluebird, 'Bluebird Regulars');
      expect((await get(harbor, regulars, chain)).statusCode).toBe(404);
      expect((await put(harbor, regulars, { ...tier, version: 0 }, chain)).statusCode).toBe(404);
      expect((await get(bluebird, 999_999)).statusCode).toBe(404);
    });

    it("refuses staff without the membership flag, and another shop's owner", async () => {
      const staff = await t.signIn('staff@demo.brewline.app');
      const regulars = await idNamed(bluebird, 'Bluebird Regulars');
      for (const who of [staff, chain]) {
        const read = await t.app.inject({ method: 'GET', url: `/api/shops/${bluebird}/memberships`, headers: headers(who) });
        expect(read.statusCode).toBe(403);
        expect((await get(bluebird, regulars, who)).statusCode).toBe(403);
        expect((await create(bluebird, tier, who)).statusCode).toBe(403);
        expect((await put(bluebird, regulars, { ...tier, version: 0 }, who)).statusCode).toBe(403);
      }
    });

    it('refuses to add or change tiers while the shop has memberships switched off', async () => {
      const regulars = await idNamed(bluebird, 'Bluebird Regulars');
      const version = await versionOf(bluebird, regulars);
      await t.db.update(shops).set({ membershipEnabled: false }).where(eq(shops.id, bluebird));
      try {
        const created = await create(bluebird, tier);
        expect(created.statusCode).toBe(403);
        expect(created.json().error.messageKey).toBe('membershipsNotEnabled');
        expect((await put(bluebird, regulars, { ...tier, version })).statusCode).toBe(403);
        expect(await versionOf(bluebird, regulars)).toBe(version);
      } finally {
        await t.db.update(shops).set({ membershipEnabled: true }).where(eq(shops.id, bluebird));
      }
    });
  });

  describe('two people editing one tier', () => {
    it('refuses the second of two saves from the same copy, keeping the first', async () => {
      const id = await idNamed(bluebird, 'Bluebird Regulars');
      const version = await versionOf(bluebird, id);
      expect((await put(bluebird, id, { ...tier, name: 'Bluebird Regulars', priceCents: 1599, version })).statusCode).toBe(200);
      const refused = await put(bluebird, id, { ...tier, name: 'Bluebird Regulars', priceCents: 1799, version });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: { code: 'CONFLICT', message: messages.staleCopy, messageKey: 'staleCopy', requestId: expect.any(String) },
      });
      expect((await get(bluebird, id)).json()).toMatchObject({ priceCents: 1599, version: version + 1 });
    });

    it('takes exactly one of twenty saves sent at once from the same version', async () => {
      const id = await idNamed(bluebird, 'Bluebird Bean Club');
      const version = await versionOf(bluebird, id);
      const prices = Array.from({ length: 20 }, (_, i) => 1000 + i);
      const responses = await Promise.all(
        prices.map((priceCents) => put(bluebird, id, { ...tier, name: 'Bluebird Bean Club', priceCents, version })),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      expect((await get(bluebird, id)).json()).toMatchObject({ priceCents: prices[statuses.indexOf(200)], version: version + 1 });
    });
  });
});
