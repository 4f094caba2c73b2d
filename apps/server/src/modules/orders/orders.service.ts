import type { OrderIntakeBodySchema, OrderIntakeResponse } from '@brewline/contracts/schemas/orders';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { normalizeEmail } from '@brewline/contracts/email';
import { pickupAtOf } from '@brewline/contracts/rush';
import { STATIONS, type Station } from '@brewline/contracts/menu';
import { shopToday, timeZoneOfState } from '../../lib/shop-time.rules';
import type { z } from 'zod';
import { AppError, forbidden } from '../../errors';
import type { OrderEvents } from '../../lib/order-events';
import { hashToken } from '../../lib/tokens';
import type { ServiceKeyPrincipal } from '../../plugins/auth';
import type { LedgerService } from '../ledger/ledger.service';
import type { RushForIntake, RushService } from '../rush/rush.service';
import {
  marketingAnswerOf,
  type MemberBenefits,
  itemNotOffered,
  ORDER_OUTCOMES,
  type OrderOutcome,
  type PromoRule,
  priceOrder,
  promoRuleOf,
  promoUsable,
  shopTimeWords,
} from './orders.rules';
import type { OrderRow, OrdersRepository, PromoWithCounts } from './orders.repository';

type OrderIntakeBody = z.output<typeof OrderIntakeBodySchema>;

const refuse = (key: 'orderMembershipInvalid' | 'orderPromoInvalid' | 'orderPromoNotForCustomer' | 'orderTicketsSoldOut', field: string) =>
  new AppError(400, 'VALIDATION_FAILED', key, field);

/** Thrown inside the transaction when another post already recorded this appOrderId: rolls back, then answers that order. */
class AlreadyRecorded extends Error {}

/** A found code that may be redeemed now, by the rule of orders.rules' promoUsable. */
const promoUsableNow = (found: PromoWithCounts | null, today: string): found is PromoWithCounts =>
  !!found && promoUsable(found.promo, found, today);

/** The ordered items with their station (a category's station; an item out of any category is the bar's). */
const stationedItems = (items: Iterable<{ pickupTime: string; station: string | null }>) =>
  [...items].map((item) => ({
    pickupTime: item.pickupTime,
    station: (STATIONS as readonly string[]).includes(item.station ?? '') ? (item.station as Station) : 'drinks',
  }));

/** The refusals of a promo code that count toward the customer's limit of refused codes (decision 106). */
const PROMO_REFUSALS: readonly string[] = ['orderPromoInvalid', 'orderPromoNotForCustomer'];

/**
 * A usable code the customer may still not use: a segment's code is only for the customers of its snapshot, and
 * says so (decision 290). Checked after promoUsableNow, so a code that is off, out of its dates or used up answers
 * orderPromoInvalid as before.
 */
function checkPromoForCustomer(found: PromoWithCounts): void {
  if (!found.forCustomer) throw refuse('orderPromoNotForCustomer', 'promoCode');
}

export interface OrdersServiceDeps {
  repository: OrdersRepository;
  /** An order's transaction is written through it (decision 160). */
  ledger: LedgerService;
  /** Told of each order after it commits (decision 084). */
  events: OrderEvents;
  /** The pause and the stations' busy minutes at the order's time (decisions 299, 300). */
  rush: Pick<RushService, 'forIntake'>;
  now?: () => Date;
  /**
   * Refused promo codes a customer may try at a shop in a window before every promo code of theirs is refused
   * there with 429 (decision 106): the ordering app posts for all its users from one address, so the limit is
   * per customer, not per address.
   */
  promoAttempts?: { max: number; windowSeconds: number };
}

export function createOrdersService({ repository, ledger, events, rush, ...options }: OrdersServiceDeps) {
  const now = options.now ?? (() => new Date());
  const promoAttempts = options.promoAttempts ?? { max: 10, windowSeconds: 900 };
  /** How many answers of the intake had each outcome since the process started, for the metrics (decision 285). */
  const outcomeCounts = new Map(ORDER_OUTCOMES.map((outcome) => [`${outcome.outcome}/${outcome.reason}`, { ...outcome, count: 0 }]));

  const promoAttemptWindow = (at: Date, shopId: number, email: string) => {
    const windowMs = promoAttempts.windowSeconds * 1000;
    const windowStart = Math.floor(at.getTime() / windowMs) * windowMs;
    return {
      key: `promo-code:${shopId}:${normalizeEmail(email)}`,
      windowStart: new Date(windowStart),
      // The previous window counts too: with the current one alone, tries on either side of a window's edge
      // would start afresh, letting twice the limit through in a few seconds.
      countedSince: new Date(windowStart - windowMs),
    };
  };

  async function answer(order: OrderRow, created: boolean): Promise<OrderIntakeResponse> {
    const transaction = await ledger.orderTransaction(order.id);
    return {
      orderId: order.id,
      appOrderId: order.appOrderId,
      shopId: order.shopId,
      transactionId: transaction?.id ?? 0,
      transactionType: transaction?.type ?? TRANSACTION_TYPE.order,
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      taxCents: order.taxCents,
      tipCents: order.tipCents,
      totalCents: order.totalCents,
      feeCents: order.feeCents,
      netCents: order.netCents,
      createdAt: order.createdAt.toISOString(),
      pickupAt: order.pickupAt?.toISOString() ?? null,
      created,
    };
  }

  /** The tier's benefits when the membership is the customer's, approved, and good at this shop. */
  async function memberBenefits(body: OrderIntakeBody, shop: { id: number; chainShopId: number | null }, itemIds: number[]) {
    if (body.userMembershipId === undefined) return null;
    const membership = await repository.findMembership(body.userMembershipId);
    const goodHere =
      membership &&
      membership.status === 'approved' &&
      membership.isEnabled &&
      (membership.isPlatformMembership ||
        membership.tierShopId === shop.id ||
        (shop.chainShopId !== null && membership.tierShopId === shop.chainShopId));
    if (!membership || !goodHere) throw refuse('orderMembershipInvalid', 'userMembershipId');
    const complimentary = await repository.complimentary(membership.membershipId, itemIds);
    const benefits: MemberBenefits = {
      complimentaryItemIds: complimentary.itemIds,
      complimentaryMenuValueIds: complimentary.menuValueIds,
      complimentaryDefaultValueIds: complimentary.defaultValueIds,
      discountPercent: membership.discountEnabled ? membership.discountPercent : 0,
    };
    return { membership, benefits };
  }

  /** A promo code of the shop, active, in its dates, within its redeem counts (decision 085). */
  async function promoRule(body: OrderIntakeBody, today: string): Promise<{ id: number; rule: PromoRule } | null> {
    if (!body.promoCode) return null;
    const found = await repository.findPromo(body.shopId, body.promoCode, body.consumer.email);
    if (!promoUsableNow(found, today)) throw refuse('orderPromoInvalid', 'promoCode');
    checkPromoForCustomer(found);
    return { id: found.promo.id, rule: promoRuleOf(found.promo) };
  }

  /**
   * Every refusal of a promo code answers the same 400 orderPromoInvalid, whatever the reason (unknown, another
   * shop's, disabled, expired, used up, not for this customer, under its minimum), but a segment's code refusing an
   * outsider (orderPromoNotForCustomer, decision 290), and counts against the customer;
   * past the limit every promo code of theirs at the shop is refused with 429 until the window ends, the right
   * one too, so guessing learns nothing (decision 106).
   */
  async function guardPromo<T>(body: OrderIntakeBody, at: Date, work: () => Promise<T>): Promise<T> {
    if (!body.promoCode) return work();
    const { key, windowStart, countedSince } = promoAttemptWindow(at, body.shopId, body.consumer.email);
    if ((await repository.promoFailures(key, countedSince)) >= promoAttempts.max) {
      throw new AppError(429, 'RATE_LIMITED', 'tooManyAttempts', 'promoCode');
    }
    try {
      return await work();
    } catch (err) {
      if (err instanceof AppError && PROMO_REFUSALS.includes(err.messageKey)) await repository.countPromoFailure(key, windowStart);
      throw err;
    }
  }

  return {
    /** Counts one answer of the intake (the routes tell each, refusals before the service included). */
    countOutcome(outcome: OrderOutcome) {
      const entry = outcomeCounts.get(`${outcome.outcome}/${outcome.reason}`);
      if (entry) entry.count += 1;
    },
    /** Every outcome with its count since the process started, zeros included. */
    outcomes: (): Array<OrderOutcome & { count: number }> => [...outcomeCounts.values()].map((entry) => ({ ...entry })),

    /** The service key with this secret, when it is live (the auth plugin's serviceKey access). */
    authenticateServiceKey: (secret: string): Promise<ServiceKeyPrincipal | null> => repository.findServiceKey(hashToken(secret)),

    /**
     * Records an order from the ordering app: checked and priced against the shop's menu, then the order, its lines,
     * its transaction, the promo redemption, the event tickets and every rollup in one transaction. A post repeating
     * an appOrderId already recorded answers that order (created: false) and writes nothing.
     */
    async intake(key: ServiceKeyPrincipal, body: OrderIntakeBody): Promise<OrderIntakeResponse> {
      if (key.shopId !== null && key.shopId !== body.shopId) throw forbidden('serviceKeyWrongShop');
      const existing = await repository.findOrder(body.shopId, body.appOrderId);
      if (existing) return answer(existing, false);
      const shop = await repository.findShop(body.shopId);
      if (!shop) throw new AppError(404, 'NOT_FOUND', 'notFound', 'shopId');
      const at = now();
      // A paused shop shows in the app but takes no orders (decision 053); a pause with an end says until when
      // (decision 299).
      const rushNow = await rush.forIntake(shop.id, at);
      if (rushNow.pause?.endsAt) {
        throw new AppError(409, 'CONFLICT', 'shopPausedUntil', 'shopId', { until: rushNow.pause.endsAt.toISOString() });
      }
      if (rushNow.pause) throw new AppError(409, 'CONFLICT', 'orderShopPaused', 'shopId');
      return guardPromo(body, at, () => record(body, shop, at, rushNow));
    },
  };

  /** Prices the order and records it, with its redemption, in one transaction. */
  async function record(
    body: OrderIntakeBody,
    shop: NonNullable<Awaited<ReturnType<OrdersRepository['findShop']>>>,
    at: Date,
    rushNow: RushForIntake,
  ): Promise<OrderIntakeResponse> {
    const today = shopToday(shop.state, at);
    const itemIds = [...new Set(body.items.map((item) => item.menuItemId))];
    const [items, member, promo, week] = await Promise.all([
      repository.loadMenuItems(itemIds),
      memberBenefits(body, shop, itemIds),
      promoRule(body, today),
      repository.shopWeek(body.shopId),
    ]);
    const priced = priceOrder({
      shopId: body.shopId,
      inputs: body.items,
      items,
      member: member?.benefits ?? null,
      promo: promo?.rule ?? null,
      taxPercent: shop.taxPercent,
      feePercent: shop.feePercent,
      tipCents: body.tipCents,
      now: at,
    });
    // Priced first: an item of another shop is refused as unavailable before its name could be told (decision 298).
    const timeZone = timeZoneOfState(shop.state);
    const notOffered = itemNotOffered(items.values(), { timeZone, hours: week }, at);
    if (notOffered) {
      const { name: item, next } = notOffered;
      throw next
        ? new AppError(409, 'CONFLICT', 'itemNotAvailableNow', 'items', {
            item,
            next: shopTimeWords(next, timeZone),
            nextAt: next.toISOString(),
          })
        : new AppError(409, 'CONFLICT', 'itemNotAvailableThisWeek', 'items', { item });
    }

    let order: OrderRow;
    try {
      order = await repository.transaction(async (tx, db) => {
        const ledgerTx = ledger.writesWithin(db);
        // The code's row is locked first and its counts read again, so its limits hold however many orders use it
        // at once (decision 105).
        if (promo) {
          const locked = await tx.lockPromo(body.shopId, promo.id, body.consumer.email);
          if (!promoUsableNow(locked, today)) throw refuse('orderPromoInvalid', 'promoCode');
          checkPromoForCustomer(locked);
        }
        const consumerId = await tx.upsertConsumer({
          name: body.consumer.name,
          email: body.consumer.email,
          phone: (body.consumer.phone ?? '').replace(/\D/g, ''),
        });
        if (member && member.membership.consumerId !== consumerId) throw refuse('orderMembershipInvalid', 'userMembershipId');
        // The answer to marketing, kept with the order or not at all (decision 290); absent changes nothing.
        const answer = marketingAnswerOf(body.consumer.marketingConsent, at);
        if (answer) await tx.answerMarketing({ shopId: body.shopId, consumerId, ...answer });
        const row = await tx.insertOrder({
          shopId: body.shopId,
          appOrderId: body.appOrderId,
          consumerId,
          appUserId: body.consumer.appUserId ?? null,
          userMembershipId: member?.membership.id ?? null,
          promoCodeId: promo?.id ?? null,
          pickupOptionLabel: body.pickupOptionLabel,
          tableNumber: body.tableNumber,
          subtotalCents: priced.subtotalCents,
          discountCents: priced.discountCents,
          taxCents: priced.taxCents,
          tipCents: priced.tipCents,
          totalCents: priced.totalCents,
          feeCents: priced.feeCents,
          netCents: priced.netCents,
          createdAt: at,
          pickupAt: pickupAtOf(at, stationedItems(items.values()), rushNow.busyMinutes),
        });
        if (!row) throw new AlreadyRecorded();
        await tx.insertLines(row, priced.lines);
        const tickets = new Map<number, number>();
        for (const line of priced.lines)
          if (line.ticketsTracked) tickets.set(line.menuItemId, (tickets.get(line.menuItemId) ?? 0) + line.quantity);
        for (const [menuItemId, quantity] of [...tickets].sort(([a], [b]) => a - b)) {
          if (!(await tx.takeTickets(menuItemId, quantity))) throw refuse('orderTicketsSoldOut', 'items');
        }
        const memberOrder = row.userMembershipId !== null;
        await ledgerTx.recordTransaction({
          shopId: row.shopId,
          type: memberOrder ? TRANSACTION_TYPE.memberOrder : TRANSACTION_TYPE.order,
          description: `${memberOrder ? 'Member order' : 'Order'} #${row.id}`,
          orderId: row.id,
          userMembershipId: row.userMembershipId,
          consumerId,
          subtotalCents: row.subtotalCents,
          tipCents: row.tipCents,
          taxCents: row.taxCents,
          discountCents: row.discountCents,
          amountCents: row.totalCents,
          feeCents: row.feeCents,
          netCents: row.netCents,
          promoCode: promo?.rule.code ?? null,
          createdAt: at,
        });
        if (promo) {
          await tx.insertRedemption({
            promoCodeId: promo.id,
            orderId: row.id,
            consumerId,
            shopId: row.shopId,
            discountCents: priced.promoDiscountCents,
            createdAt: at,
          });
        }
        await ledgerTx.addOrder(row, priced.lines);
        return row;
      });
    } catch (err) {
      if (!(err instanceof AlreadyRecorded)) throw err;
      const recorded = await repository.findOrder(body.shopId, body.appOrderId);
      if (!recorded) throw err;
      return answer(recorded, false);
    }
    await events.publish({ shopId: order.shopId, orderId: order.id });
    return answer(order, true);
  }
}
export type OrdersService = ReturnType<typeof createOrdersService>;
