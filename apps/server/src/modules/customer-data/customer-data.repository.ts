import type { ConsumerRequestKind, ErasedTombstone } from '@brewline/contracts/customer-data';
import type { CustomerData } from '@brewline/contracts/schemas/customer-data';
import { normalizeEmail } from '@brewline/contracts/email';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transactional';

/**
 * A customer's personal data (decision 291): where it is kept, read whole for an access request and replaced by a
 * tombstone for an erasure. The copies of a customer's name, email, phone and app user id are:
 * - `consumers` (name, email, phone), the one row every shop's orders, memberships and rollups point to;
 * - `orders.app_user_id` (the ordering app's id of them);
 * - `membership_answers.response` (their answers when they asked for a membership);
 * - `activity_log.details.guest` (their name in a guest refund of an event);
 * - `contact_messages` (what they wrote to Brewline through the public site with that email);
 * - `rate_limit_hits.key` (the promo-code attempts counted by their email, kept a quarter of an hour).
 * Every other table keys them by `consumer_id` alone.
 */

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** A condition on a row's shop column: one of the shops, or any shop (`null`: a platform request). */
const inShops = (column: SQL, shopIds: readonly number[] | null): SQL =>
  shopIds === null ? sql`true` : sql`${column} in (${idList(shopIds)})`;

export /** The condition: the consumer bought at, or asked for a membership of, one of the shops. */
const customerOf = (consumerId: number, shopIds: readonly number[] | null): SQL =>
  sql`(exists (select 1 from orders o where o.consumer_id = ${consumerId} and ${inShops(sql`o.shop_id`, shopIds)})
    or exists (select 1 from user_memberships um join memberships m on m.id = um.membership_id where um.consumer_id = ${consumerId}
      and (${inShops(sql`um.shop_id`, shopIds)} or ${inShops(sql`m.shop_id`, shopIds)})))`;

export interface RequestRow {
  id: number;
  reference: string;
  kind: ConsumerRequestKind;
  consumerId: number | null;
  shopId: number | null;
  idempotencyKey: string;
  createdAt: string;
  completedAt: string | null;
}

const requestColumns = sql`id, reference, kind, consumer_id as "consumerId", shop_id as "shopId", idempotency_key as "idempotencyKey",
  created_at::text as "createdAt", completed_at::text as "completedAt"`;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const requestOf = (row: RequestRow | undefined): RequestRow | null =>
  row ? { ...row, createdAt: iso(row.createdAt)!, completedAt: iso(row.completedAt) } : null;

function customerDataQueries(db: Database) {
  const run = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  return {
    /** The consumer with this email (as the order intake matches them), erased or not. */
    async consumerByEmail(email: string): Promise<{ id: number } | null> {
      const [row] = await run<{ id: number }>(sql`select id from consumers where email = ${normalizeEmail(email)}`);
      return row ?? null;
    },

    /** Whether the consumer bought at, or asked for a membership of, one of the shops (any shop: `null`). */
    async isCustomerOf(consumerId: number, shopIds: readonly number[] | null): Promise<boolean> {
      const [row] = await run<{ found: boolean }>(sql`select ${customerOf(consumerId, shopIds)} as "found"`);
      return row?.found ?? false;
    },

    /** When the consumer was erased, if they were and were a customer of one of the shops. */
    async erasedAt(consumerId: number, shopIds: readonly number[]): Promise<Date | null> {
      const [row] = await run<{ erasedAt: string }>(sql`select erased_at::text as "erasedAt" from consumers
        where id = ${consumerId} and erased_at is not null and ${customerOf(consumerId, shopIds)}`);
      return row ? new Date(row.erasedAt) : null;
    },

    /** The consumer, locked until the transaction ends: parallel erasures of one person run one after the other. */
    async lockConsumer(consumerId: number) {
      const [row] = await run<{ id: number; name: string; email: string; erasedAt: string | null }>(sql`
        select id, name, email, erased_at::text as "erasedAt" from consumers where id = ${consumerId} for update`);
      return row ? { ...row, erasedAt: row.erasedAt === null ? null : new Date(row.erasedAt) } : null;
    },

    /** The shops where the consumer has orders or memberships, by id. */
    async shopsOf(consumerId: number): Promise<number[]> {
      const rows = await run<{ shopId: number }>(sql`select shop_id as "shopId" from orders where consumer_id = ${consumerId}
        union select um.shop_id from user_memberships um where um.consumer_id = ${consumerId}
        union select m.shop_id from user_memberships um join memberships m on m.id = um.membership_id where um.consumer_id = ${consumerId}
        order by 1`);
      return rows.map((row) => row.shopId);
    },

    /** The event items the consumer bought tickets of (their guest refunds in the log name these). */
    async eventItemsOf(consumerId: number): Promise<number[]> {
      const rows = await run<{
        id: number;
      }>(sql`select distinct i.menu_item_id as "id" from orders o join order_items i on i.order_id = o.id
        join menu_items mi on mi.id = i.menu_item_id where o.consumer_id = ${consumerId} and mi.is_event order by 1`);
      return rows.map((row) => row.id);
    },

    /**
     * Replaces every copy of the consumer's personal data with the tombstone and marks them erased: their row, the
     * app's id of them on their orders, their membership answers, their messages to Brewline and their promo-code
     * attempt counters. Amounts, lines, memberships and rollups are untouched.
     */
    async erase(consumer: { id: number; email: string }, tombstone: ErasedTombstone, at: Date): Promise<void> {
      await db.execute(
        sql`update orders set app_user_id = ${tombstone.appUserId} where consumer_id = ${consumer.id} and app_user_id is not null`,
      );
      await db.execute(sql`update membership_answers set response = '' where response <> ''
        and user_membership_id in (select id from user_memberships where consumer_id = ${consumer.id})`);
      await db.execute(sql`update contact_messages set first_name = ${tombstone.name}, last_name = '', email = ${tombstone.email},
        subject = '', message = '' where lower(trim(email)) = ${consumer.email}`);
      await db.execute(sql`delete from rate_limit_hits where key like ${`promo-code:%:${consumer.email.replace(/[\\%_]/g, '\\$&')}`}`);
      await db.execute(sql`update consumers set name = ${tombstone.name}, email = ${tombstone.email}, phone = ${tombstone.phone},
        erased_at = ${at} where id = ${consumer.id}`);
    },

    /** Everything held on the consumer at the shops (any shop: `null`), for an access request. */
    async data(consumerId: number, shopIds: readonly number[] | null, at: Date): Promise<CustomerData | null> {
      const [customer] = await run<{
        id: number;
        name: string;
        email: string;
        phone: string;
        createdAt: string;
        erasedAt: string | null;
      }>(sql`
        select id, name, email, phone, created_at::text as "createdAt", erased_at::text as "erasedAt" from consumers where id = ${consumerId}`);
      if (!customer) return null;
      const [orders, items, memberships, answers, payments] = [
        await run<{
          orderId: number;
          shopId: number;
          appOrderId: string;
          appUserId: string | null;
          createdAt: string;
          status: string;
          pickupOption: string;
          tableNumber: string;
          subtotalCents: number;
          discountCents: number;
          taxCents: number;
          tipCents: number;
          totalCents: number;
          promoCode: string | null;
        }>(sql`select o.id as "orderId", o.shop_id as "shopId", o.app_order_id as "appOrderId", o.app_user_id as "appUserId",
            o.created_at::text as "createdAt", o.status, o.pickup_option_label as "pickupOption", o.table_number as "tableNumber",
            o.subtotal_cents as "subtotalCents", o.discount_cents as "discountCents", o.tax_cents as "taxCents", o.tip_cents as "tipCents",
            o.total_cents as "totalCents", pc.code as "promoCode"
          from orders o left join promo_codes pc on pc.id = o.promo_code_id
          where o.consumer_id = ${consumerId} and ${inShops(sql`o.shop_id`, shopIds)} order by o.created_at, o.id`),
        await run<{
          id: number;
          orderId: number;
          name: string;
          category: string;
          quantity: number;
          totalCents: number;
          refundedAt: string | null;
          checkedInAt: string | null;
          options: string[] | null;
        }>(sql`select i.id, i.order_id as "orderId", i.name, i.category_title as "category", i.quantity, i.total_cents as "totalCents",
            i.refunded_at::text as "refundedAt", ci.checked_in_at::text as "checkedInAt",
            (select array_agg(op.option_title || ': ' || op.value order by op.id) from order_item_options op where op.order_item_id = i.id) as "options"
          from orders o join order_items i on i.order_id = o.id left join event_check_ins ci on ci.order_item_id = i.id
          where o.consumer_id = ${consumerId} and ${inShops(sql`o.shop_id`, shopIds)} order by i.id`),
        await run<{
          id: number;
          shopId: number;
          tier: string;
          status: string;
          priceCents: number;
          requestedAt: string;
          approvedAt: string | null;
          endedAt: string | null;
        }>(sql`select um.id, um.shop_id as "shopId", m.name as "tier", um.status, um.price_cents as "priceCents",
            um.requested_at::text as "requestedAt", um.approved_at::text as "approvedAt",
            coalesce(um.cancelled_at, um.request_cancelled_at, um.renewal_failed_at)::text as "endedAt"
          from user_memberships um join memberships m on m.id = um.membership_id
          where um.consumer_id = ${consumerId} and (${inShops(sql`um.shop_id`, shopIds)} or ${inShops(sql`m.shop_id`, shopIds)})
          order by um.requested_at, um.id`),
        await run<{ userMembershipId: number; question: string; response: string }>(sql`
          select a.user_membership_id as "userMembershipId", a.question, a.response from membership_answers a
          join user_memberships um on um.id = a.user_membership_id where um.consumer_id = ${consumerId} order by a.user_membership_id, a.position`),
        await run<{ transactionId: number; shopId: number; createdAt: string; description: string; amountCents: number }>(sql`
          select t.id as "transactionId", t.shop_id as "shopId", t.created_at::text as "createdAt", t.description, t.amount_cents as "amountCents"
          from transactions t where t.consumer_id = ${consumerId} and ${inShops(sql`t.shop_id`, shopIds)} order by t.created_at, t.id`),
      ];
      const shopIdsSeen = [...new Set([...orders.map((row) => row.shopId), ...memberships.map((row) => row.shopId)])];
      const shops =
        shopIdsSeen.length === 0
          ? []
          : await run<{ shopId: number; shopName: string }>(sql`select id as "shopId", name as "shopName" from shops
              where id in (${idList(shopIdsSeen)}) order by id`);
      return {
        generatedAt: at.toISOString(),
        customer: {
          id: customer.id,
          name: customer.name,
          email: customer.email,
          phone: customer.phone,
          firstSeenAt: iso(customer.createdAt)!,
          erasedAt: iso(customer.erasedAt),
        },
        shops,
        orders: orders.map((order) => ({
          ...order,
          createdAt: iso(order.createdAt)!,
          items: items
            .filter((item) => item.orderId === order.orderId)
            .map((item) => ({
              name: item.name,
              category: item.category,
              quantity: item.quantity,
              totalCents: item.totalCents,
              options: item.options ?? [],
              refundedAt: iso(item.refundedAt),
              checkedInAt: iso(item.checkedInAt),
            })),
        })),
        memberships: memberships.map((membership) => ({
          ...membership,
          requestedAt: iso(membership.requestedAt)!,
          approvedAt: iso(membership.approvedAt),
          endedAt: iso(membership.endedAt),
          answers: answers
            .filter((answer) => answer.userMembershipId === membership.id)
            .map((answer) => ({ question: answer.question, response: answer.response })),
        })),
        payments: payments.map((payment) => ({ ...payment, createdAt: iso(payment.createdAt)! })),
      };
    },

    /**
     * Records a request once per key, kind and app id: a second one (even in parallel, which waits for the first to
     * commit) inserts nothing and answers null.
     */
    async insertRequest(row: {
      reference: string;
      kind: ConsumerRequestKind;
      consumerId: number | null;
      serviceKeyId: number;
      shopId: number | null;
      idempotencyKey: string;
      at: Date;
    }): Promise<RequestRow | null> {
      const [inserted] = await run<RequestRow>(sql`
        insert into consumer_data_requests (reference, kind, consumer_id, service_key_id, shop_id, idempotency_key, created_at, completed_at)
        values (${row.reference}, ${row.kind}, ${row.consumerId}, ${row.serviceKeyId}, ${row.shopId}, ${row.idempotencyKey}, ${row.at}, ${row.at})
        on conflict (service_key_id, kind, idempotency_key) do nothing
        returning ${requestColumns}`);
      return requestOf(inserted);
    },

    /** The key's request of this kind and app id. */
    async requestByKey(serviceKeyId: number, kind: ConsumerRequestKind, idempotencyKey: string): Promise<RequestRow | null> {
      const [row] = await run<RequestRow>(sql`select ${requestColumns} from consumer_data_requests
        where service_key_id = ${serviceKeyId} and kind = ${kind} and idempotency_key = ${idempotencyKey}`);
      return requestOf(row);
    },

    /** The key's request with this reference. */
    async requestByReference(serviceKeyId: number, kind: ConsumerRequestKind, reference: string): Promise<RequestRow | null> {
      const [row] = await run<RequestRow>(sql`select ${requestColumns} from consumer_data_requests
        where service_key_id = ${serviceKeyId} and kind = ${kind} and reference = ${reference}`);
      return requestOf(row);
    },
  };
}

export function createCustomerDataRepository(db: Database) {
  return transactional(db, customerDataQueries);
}
export type CustomerDataRepository = ReturnType<typeof createCustomerDataRepository>;
