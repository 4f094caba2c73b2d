import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../db/schema/shops';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_CLIENT: '1000' } });
  admin = await t.signIn('admin@demo.brewline.app');
  for (const row of await t.db.select({ id: shops.id, name: shops.name }).from(shops)) ids[row.name] = row.id;
});
afterAll(() => t.close());

async function summary(shopId: number, authorization = admin.authorization) {
  return t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/summary`, headers: { authorization } });
}

describe('GET /api/shops/:shopId/summary', () => {
  it('describes Bluebird Coffee: onboarded, membership enabled, no global membership, not a chain', async () => {
    const response = await summary(ids['Bluebird Coffee']!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      shopId: ids['Bluebird Coffee'],
      shopName: 'Bluebird Coffee',
      logoUrl: null,
      isOnboarded: true,
      isChainShop: false,
      isInChain: false,
      chainShopId: null,
      membershipEnabled: true,
      hasGlobalMembership: false,
    });
  });

  it('describes Harbor Roasters as a chain shop with a global membership', async () => {
    const body = (await summary(ids['Harbor Roasters']!)).json();
    expect(body).toMatchObject({
      shopName: 'Harbor Roasters',
      isChainShop: true,
      isInChain: false,
      chainShopId: null,
      hasGlobalMembership: true,
    });
  });

  it("gives a shop of the chain the chain's global membership", async () => {
    const body = (await summary(ids['Harbor Roasters Ballard']!)).json();
    expect(body).toMatchObject({
      shopName: 'Harbor Roasters Ballard',
      isChainShop: false,
      isInChain: true,
      chainShopId: ids['Harbor Roasters'],
      hasGlobalMembership: true,
      membershipEnabled: true,
    });
  });

  it('describes Fresh Start Cafe as not onboarded', async () => {
    const body = (await summary(ids['Fresh Start Cafe']!)).json();
    expect(body).toMatchObject({ shopName: 'Fresh Start Cafe', isOnboarded: false, isChainShop: false, isInChain: false });
  });

  it('shows the logo address once the shop has a logo', async () => {
    await t.db
      .update(shops)
      .set({ logoKey: `shop_logo/${ids['Fresh Start Cafe']}_logo.png` })
      .where(eq(shops.id, ids['Fresh Start Cafe']!));
    const body = (await summary(ids['Fresh Start Cafe']!)).json<{ logoUrl: string }>();
    expect(body.logoUrl).toMatch(new RegExp(`^/api/files/shop_logo/${ids['Fresh Start Cafe']}_logo\\.png\\?v=\\d+$`));
  });

  it('answers 404 to the administrator for a shop that does not exist', async () => {
    const response = await summary(999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', messageKey: 'notFound' });
  });

  it("lets a chain owner read each of the chain's shops", async () => {
    const chain = await t.signIn('chain@demo.brewline.app');
    for (const name of ['Harbor Roasters', 'Harbor Roasters Ballard', 'Harbor Roasters Capitol Hill', 'Harbor Roasters Pier 57']) {
      expect((await summary(ids[name]!, chain.authorization)).statusCode).toBe(200);
    }
    expect((await summary(ids['Bluebird Coffee']!, chain.authorization)).statusCode).toBe(403);
  });
});
