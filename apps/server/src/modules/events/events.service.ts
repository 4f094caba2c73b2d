import { checkInCount } from '@brewline/contracts/events';
import type { Guest, GuestCheckIn, GuestList, GuestRefund } from '@brewline/contracts/schemas/events';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../errors';
import type { Actor } from '../../lib/actor';
import type { Payments } from '../../ports/payments';
import type { ActivityRecorder } from '../activity/activity.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { EventsRepository, GuestRow, RefundClaim } from './events.repository';
import { canCheckIn, orderStatusAfterRefund, refundIdempotencyKey, ticketsAfterReturn } from './events.rules';
import { type LineFigures, lineRefundAmounts } from './events.refunds.rules';

export interface EventsServiceDeps {
  repository: EventsRepository;
  /** A refund's negative transaction is written through it (decision 160). */
  ledger: LedgerService;
  /** The provider a refund is asked of. */
  payments: Payments;
  now?: () => Date;
  /** A pending refund claim older than this is taken to be abandoned (its requester died) and may be driven again. */
  abandonedClaimMs?: number;
  /** Where refunds and guest-list downloads are recorded (decision 225). */
  activity: ActivityRecorder;
}

const alreadyRefunded = () => new AppError(409, 'CONFLICT', 'guestAlreadyRefunded', 'orderItemId');

/**
 * Event guest lists, refunds and check-in (issue 10; decisions 110-114).
 * Every call names the shop and the event: a guest is found only among the event's lines in that shop, so another
 * shop's guest, order or event answers 404.
 */
export function createEventsService({
  repository,
  ledger,
  payments,
  now = () => new Date(),
  abandonedClaimMs = 60_000,
  activity,
}: EventsServiceDeps) {
  const toGuest = (row: GuestRow, lines: LineFigures[] | undefined): Guest => ({
    orderItemId: row.orderItemId,
    orderId: row.orderId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    purchaseDate: row.purchasedAt.toISOString(),
    tickets: row.tickets,
    amountCents: lineRefundAmounts(row.order, lines ?? [], row.orderItemId).amountCents,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
  });

  async function guestsOf(shopId: number, menuItemId: number) {
    const event = await repository.findEvent(shopId, menuItemId);
    if (!event) throw notFound();
    const rows = await repository.guests(shopId, menuItemId);
    const lines = await repository.linesOf([...new Set(rows.map((row) => row.orderId))]);
    return { event, guests: rows.map((row) => toGuest(row, lines.get(row.orderId))) };
  }

  async function oneGuest(shopId: number, menuItemId: number, orderItemId: number) {
    const event = await repository.findEvent(shopId, menuItemId);
    if (!event) throw notFound();
    const row = await repository.findGuest(shopId, menuItemId, orderItemId);
    if (!row) throw notFound();
    const lines = (await repository.linesOf([row.orderId])).get(row.orderId) ?? [];
    return { event, row, lines };
  }

  async function doorCount(shopId: number, menuItemId: number, orderItemId: number): Promise<GuestCheckIn> {
    const { guests } = await guestsOf(shopId, menuItemId);
    const guest = guests.find((each) => each.orderItemId === orderItemId);
    if (!guest) throw notFound();
    const { checkedIn, sold } = checkInCount(guests);
    return { guest, checkedIn, ticketsHeld: sold };
  }

  /** The claim of this line's refund, new or taken over from an abandoned attempt; 409 when it is taken or done. */
  async function claim(shopId: number, row: GuestRow, amountCents: number, loginId: number): Promise<RefundClaim> {
    const at = now();
    const claimed = await repository.claimRefund({
      shopId,
      orderItemId: row.orderItemId,
      orderId: row.orderId,
      amountCents,
      idempotencyKey: refundIdempotencyKey(row.orderItemId),
      status: 'pending',
      requestedByLoginId: loginId,
      requestedAt: at,
    });
    if (claimed) return claimed;
    const existing = await repository.findClaim(row.orderItemId);
    if (!existing || existing.status !== 'pending' || at.getTime() - existing.requestedAt.getTime() < abandonedClaimMs) {
      throw alreadyRefunded();
    }
    // The same key again: the provider answers the refund it may already have made, never a second one.
    const taken = await repository.takeOverClaim(existing, at, loginId);
    if (!taken) throw alreadyRefunded();
    return taken;
  }

  return {
    async guestList(shopId: number, menuItemId: number): Promise<GuestList> {
      const { event, guests } = await guestsOf(shopId, menuItemId);
      const { checkedIn, sold } = checkInCount(guests);
      return { event, guests, checkedIn, ticketsHeld: sold };
    },

    /** The download's rows: the guests as listed. */
    async guestsForExport(shopId: number, menuItemId: number, actor: Actor, fileName: (eventName: string) => string) {
      const { event, guests } = await guestsOf(shopId, menuItemId);
      await activity.recordDownload(shopId, actor, fileName(event.name));
      return { eventName: event.name, guests };
    },

    /**
     * Refunds one guest exactly once (decision 112): the line's refund is claimed first (one claim per line), the
     * provider is asked with the line's idempotency key, then one transaction marks the line refunded, puts its
     * tickets back on sale, writes the negative type-2 transaction and updates the order's status. Every other
     * request for the same guest meanwhile, or after, is 409 guestAlreadyRefunded. A provider refusal lets the claim
     * go (502 guestRefundFailed) so it can be tried again.
     */
    async refund(
      shopId: number,
      menuItemId: number,
      orderItemId: number,
      loginId: number,
      log: FastifyBaseLogger,
      actor: Actor,
    ): Promise<GuestRefund> {
      const { event, row, lines } = await oneGuest(shopId, menuItemId, orderItemId);
      if (row.refundedAt) throw alreadyRefunded();
      const amounts = lineRefundAmounts(row.order, lines, row.orderItemId);
      const claimed = await claim(shopId, row, amounts.amountCents, loginId);

      let providerRefundId: string | null = null;
      if (claimed.amountCents > 0) {
        try {
          ({ refundId: providerRefundId } = await payments.refund({
            shopId,
            accountId: await repository.paymentAccount(shopId),
            orderId: row.orderId,
            chargeRef: row.order.appOrderId,
            amountCents: claimed.amountCents,
            idempotencyKey: claimed.idempotencyKey,
          }));
        } catch (err) {
          log.warn({ err, shopId, orderItemId, provider: payments.kind }, 'the payment provider refused a guest refund');
          await repository.releaseClaim(claimed.id);
          throw new AppError(502, 'INTERNAL', 'guestRefundFailed');
        }
      }

      const at = now();
      const transactionId = await repository.transaction(async (tx, db) => {
        const ledgerTx = ledger.writesWithin(db);
        await tx.lockOrder(row.orderId);
        if (!(await tx.completeClaim(claimed.id, providerRefundId, at))) throw alreadyRefunded();
        if (!(await tx.markLineRefunded(row.orderItemId, at))) throw alreadyRefunded();
        await tx.setTicketStock(menuItemId, ticketsAfterReturn(await tx.lockTicketStock(menuItemId), row.tickets));
        const id = await ledgerTx.recordTransaction({
          shopId,
          type: TRANSACTION_TYPE.orderRefund,
          description: `Refund of order #${row.orderId}: ${row.tickets} × ${event.name}`,
          orderId: row.orderId,
          userMembershipId: row.order.userMembershipId,
          consumerId: row.order.consumerId,
          subtotalCents: -amounts.subtotalCents,
          tipCents: -amounts.tipCents,
          taxCents: -amounts.taxCents,
          discountCents: -amounts.discountCents,
          amountCents: -amounts.amountCents,
          feeCents: -amounts.feeCents,
          netCents: -amounts.netCents,
          promoCode: await ledgerTx.orderPromoCode(row.orderId),
          createdAt: at,
        });
        await tx.linkTransaction(claimed.id, id);
        await tx.setOrderStatus(row.orderId, orderStatusAfterRefund(await tx.unrefundedLineCount(row.orderId)));
        await activity.within(db).record({
          shopId,
          actor,
          action: 'guestRefunded',
          target: { id: menuItemId, name: event.name },
          details: { guest: row.name, amountCents: amounts.amountCents },
          createdAt: at,
        });
        return id;
      });
      const refunded = await repository.findGuest(shopId, menuItemId, orderItemId);
      return { success: true, guest: toGuest(refunded!, lines), transactionId, refundedCents: amounts.amountCents };
    },

    /** Lets a guest in at the door; again keeps the first time. A refunded guest is 409 guestRefundedNoCheckIn. */
    async checkIn(shopId: number, menuItemId: number, orderItemId: number, loginId: number): Promise<GuestCheckIn> {
      await oneGuest(shopId, menuItemId, orderItemId);
      // The line stays locked from the look to the write, so a refund cannot slip in between.
      const checkedIn = await repository.transaction(async (tx) => {
        const line = await tx.lockLine(shopId, orderItemId);
        if (!line || !canCheckIn(line)) return false;
        await tx.insertCheckIn(shopId, orderItemId, now(), loginId);
        return true;
      });
      if (!checkedIn) throw new AppError(409, 'CONFLICT', 'guestRefundedNoCheckIn', 'orderItemId');
      return doorCount(shopId, menuItemId, orderItemId);
    },

    /** Undoes a check-in (a tap by mistake); undoing again changes nothing. */
    async undoCheckIn(shopId: number, menuItemId: number, orderItemId: number): Promise<GuestCheckIn> {
      await oneGuest(shopId, menuItemId, orderItemId);
      await repository.undoCheckIn(shopId, orderItemId);
      return doorCount(shopId, menuItemId, orderItemId);
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
