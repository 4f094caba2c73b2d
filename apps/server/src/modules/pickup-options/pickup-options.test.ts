import { messages } from '@brewline/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPickupOptions, shops } from '../../db/schema/shops';
import { createTestApp, type TestApp } from '../../test/test-app';

const counter = { label: 'Pick up at counter', memberOnly: false, requireTableNumber: false };
const dineIn = { label: 'Dine in', memberOnly: false, requireTableNumber: true };
const lounge = { label: 'Members lounge', memberOnly: true, requireTableNumber: false };

describe('pick-up and dine-in options', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let bluebirdId: number;
  let fresh: { authorization: string };
  let freshId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId: bluebirdId, ...owner } = await t.signInToShop('owner@demo.brewline.app'));
    ({ shopId: freshId, ...fresh } = await t.signInToShop('new@demo.brewline.app'));
  });
  afterAll(() => t.close());

  const get = (authorization = owner.authorization, id = bluebirdId) =>
    t.app.inject({ method: 'GET', url: `/api/shops/${id}/pickup-options`, headers: { authorization } });
  const currentVersion = async (authorization = owner.authorization, id = bluebirdId) =>
    (await get(authorization, id)).json<{ version: number }>().version;
  const put = async (
    options: unknown[],
    { authorization = owner.authorization, id = bluebirdId, version }: { authorization?: string; id?: number; version?: number } = {},
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/shops/${id}/pickup-options`,
      headers: { authorization },
      payload: { options, version: version ?? (id === bluebirdId || id === freshId ? await currentVersion(authorization, id) : 0) },
    });

  it("lists Bluebird's options in order, the default first, with memberships enabled", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      options: [counter, dineIn, lounge, { label: 'Curbside pickup', memberOnly: false, requireTableNumber: false }],
      version: 0,
      membershipEnabled: true,
    });
  });

  it('shows a new shop no options and memberships off', async () => {
    expect((await get(fresh.authorization, freshId)).json()).toEqual({ options: [], version: 0, membershipEnabled: false });
  });

  it('replaces the whole list, in the order sent, and answers the next version', async () => {
    const version = await currentVersion();
    const response = await put([{ ...dineIn, requireTableNumber: false, label: ' Dine in ' }, lounge, counter], { version });
    expect(response.statusCode).toBe(200);
    const expected = {
      options: [{ ...dineIn, requireTableNumber: false }, lounge, counter],
      version: version + 1,
      membershipEnabled: true,
    };
    expect(response.json()).toEqual(expected);
    expect((await get()).json()).toEqual(expected);
    const rows = await t.db.select().from(shopPickupOptions).where(eq(shopPickupOptions.shopId, bluebirdId));
    expect(rows.map((row) => [row.position, row.label]).sort()).toEqual([
      [0, 'Dine in'],
      [1, 'Members lounge'],
      [2, 'Pick up at counter'],
    ]);
  });

  it("says 'Limit of 50 characters' for a 51-character label, and refuses a blank or repeated one", async () => {
    const cases: Array<[unknown[], string, string]> = [
      [[counter, { ...dineIn, label: 'x'.repeat(51) }], 'pickupLabelTooLong', 'options.1.label'],
      [[counter, { ...dineIn, label: '   ' }], 'pickupLabelRequired', 'options.1.label'],
      [[counter, { ...dineIn, label: 'PICK UP AT COUNTER' }], 'pickupLabelDuplicate', 'options.1.label'],
    ];
    for (const [options, messageKey, field] of cases) {
      const response = await put(options);
      expect(response.statusCode, messageKey).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', messageKey, field });
    }
    expect(messages.pickupLabelTooLong).toBe('Limit of 50 characters');
    expect((await put([counter, { ...dineIn, label: 'x'.repeat(50) }])).statusCode).toBe(200);
  });

  it('keeps the default option: never deleted, never members-only, never asking for a table number', async () => {
    const cases: Array<[unknown[], string, string]> = [
      [[], 'pickupOptionsRequired', 'options'],
      [[lounge, counter], 'pickupDefaultMemberOnly', 'options.0.memberOnly'],
      [[dineIn, counter], 'pickupDefaultTableNumber', 'options.0.requireTableNumber'],
    ];
    for (const [options, messageKey, field] of cases) {
      const response = await put(options);
      expect(response.statusCode, messageKey).toBe(400);
      expect(response.json().error).toMatchObject({ messageKey, field });
    }
    const tooMany = await put(Array.from({ length: 21 }, (_, i) => ({ ...counter, label: `Option ${i}` })));
    expect(tooMany.json().error).toMatchObject({ messageKey: 'pickupOptionsTooMany', field: 'options' });
  });

  it('refuses a members-only option while the shop has memberships disabled, and takes it once enabled', async () => {
    const refused = await put([counter, lounge], { authorization: fresh.authorization, id: freshId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ messageKey: 'pickupMemberOnlyUnavailable', field: 'options.1.memberOnly' });
    expect((await get(fresh.authorization, freshId)).json()).toMatchObject({ options: [], version: 0 });

    expect((await put([counter, dineIn], { authorization: fresh.authorization, id: freshId })).statusCode).toBe(200);
    await t.db.update(shops).set({ membershipEnabled: true }).where(eq(shops.id, freshId));
    const taken = await put([counter, lounge], { authorization: fresh.authorization, id: freshId });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ options: [counter, lounge], membershipEnabled: true });
    await t.db.update(shops).set({ membershipEnabled: false }).where(eq(shops.id, freshId));
  });

  it('refuses the second of two tabs that loaded the same list, keeping what the first saved', async () => {
    const version = await currentVersion();
    expect((await put([counter, dineIn], { version })).statusCode).toBe(200);
    const refused = await put([counter, lounge], { version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CONFLICT', messageKey: 'staleCopy' });
    expect((await get()).json()).toMatchObject({ options: [counter, dineIn], version: version + 1 });
  });

  it('takes exactly one of ten lists sent at once from the same version', async () => {
    const version = await currentVersion();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => put([counter, { ...dineIn, label: `Table ${i}` }], { version })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const { options } = (await get()).json();
    expect(options).toEqual([counter, { ...dineIn, label: `Table ${statuses.indexOf(200)}` }]);
  });

  it('refuses staff without shop management and the owner of another shop', async () => {
    const before = (await get()).json();
    const staff = await t.signIn('staff@demo.brewline.app');
    const chain = await t.signIn('chain@demo.brewline.app');
    for (const who of [staff, chain, fresh]) {
      const read = await get(who.authorization);
      const write = await put([{ ...counter, label: 'Taken over' }], { authorization: who.authorization, version: before.version });
      expect([read.statusCode, write.statusCode]).toEqual([403, 403]);
    }
    expect((await get()).json()).toEqual(before);
  });
});
