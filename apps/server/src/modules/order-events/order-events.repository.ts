import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consumers } from '../../db/schema/consumers';
import { orders } from '../../db/schema/orders';

export function createOrderEventsRepository(db: Database) {
  return {
    /** The order as the live notice tells it, or null when it is not the shop's. */
    async findOrder(shopId: number, orderId: number) {
      const [row] = await db
        .select({
          orderId: orders.id,
          shopId: orders.shopId,
          customerName: consumers.name,
          totalCents: orders.totalCents,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .innerJoin(consumers, eq(consumers.id, orders.consumerId))
        .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)));
      return row ?? null;
    },
  };
}
export type OrderEventsRepository = ReturnType<typeof createOrderEventsRepository>;
