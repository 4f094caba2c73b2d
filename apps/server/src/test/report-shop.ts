import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { ALL_PERMISSIONS, NO_PERMISSIONS } from '@brewline/contracts/permissions';
import { logins, shopPermissions } from '../db/schema/accounts';
import { consumers } from '../db/schema/consumers';
import { orders, transactions } from '../db/schema/orders';
import { shops } from '../db/schema/shops';
import { hashPassword } from '../lib/password';
import type { TestApp } from './test-app';

/** An order's money as a report test writes it; total and net are worked out (subtotal − discount + tax + tip, less fee). */
export interface ReportOrderMoney {
  subtotalCents?: number;
  discountCents?: number;
  taxCents?: number;
  tipCents?: number;
  feeCents?: number;
}

/**
 * A hand-made shop for a report's API test, in New York unless told: its owner (every permission), a barista who may
 * build menus but not see analytics, one customer, and `addOrder` writing a paid order with its transaction row as
 * the intake would. The test rebuilds the rollups when its rows are in.
 */
export async function createReportShop(t: TestApp, key: string, { state = 'NY' }: { state?: string } = {}) {
  const [shop] = await t.db
    .insert(shops)
    .values({ name: `${key} shop`, state, isOnboarded: true })
    .returning({ id: shops.id });
  const shopId = shop!.id;
  const password = `${key}-test-password`;
  const passwordHash = await hashPassword(password);
  const [ownerLogin, baristaLogin] = await t.db
    .insert(logins)
    .values([
      { email: `${key}-owner@example.com`, passwordHash, firstName: 'Olive', lastName: 'Owner' },
      { email: `${key}-barista@example.com`, passwordHash, firstName: 'Bea', lastName: 'Barista' },
    ])
    .returning({ id: logins.id });
  await t.db.insert(shopPermissions).values([
    { loginId: ownerLogin!.id, shopId, ...ALL_PERMISSIONS },
    { loginId: baristaLogin!.id, shopId, ...NO_PERMISSIONS, menuBuilding: true },
  ]);
  const [consumer] = await t.db
    .insert(consumers)
    .values({ name: `${key} customer`, email: `${key}-customer@example.com` })
    .returning({ id: consumers.id });
  const consumerId = consumer!.id;

  /** A paid order at `at` and its Orders transaction; answers the order's id. */
  async function addOrder(
    at: string,
    { subtotalCents = 1000, discountCents = 0, taxCents = 0, tipCents = 0, feeCents = 0 }: ReportOrderMoney,
  ) {
    const createdAt = new Date(at);
    const totalCents = subtotalCents - discountCents + taxCents + tipCents;
    const money = { subtotalCents, discountCents, taxCents, tipCents, feeCents, netCents: totalCents - feeCents };
    const [row] = await t.db
      .insert(orders)
      .values({ shopId, appOrderId: `${key}-${at}`, consumerId, ...money, totalCents, createdAt })
      .returning({ id: orders.id });
    await t.db.insert(transactions).values({
      shopId,
      type: TRANSACTION_TYPE.order,
      description: `Order #${row!.id}`,
      orderId: row!.id,
      consumerId,
      ...money,
      amountCents: totalCents,
      createdAt,
    });
    return row!.id;
  }

  return {
    shopId,
    consumerId,
    owner: await t.signIn(`${key}-owner@example.com`, password),
    barista: await t.signIn(`${key}-barista@example.com`, password),
    addOrder,
  };
}
