import { shopToday } from '../../lib/shop-time.rules';
import type { CustomerSegment } from '@brewline/contracts/customers';
import { canActOnShop, type Principal } from '@brewline/contracts/permissions';
import { type PromoCodeDraft, type PromoUnit, startDateIssue } from '@brewline/contracts/promo-codes';
import type { PromoCode, PromoCodeList, PromoUsagePage } from '@brewline/contracts/schemas/promo-codes';
import { AppError, forbidden, notFound } from '../../errors';
import type { Actor } from '../../lib/actor';
import type { ActivityRecorder } from '../activity/activity.service';
import type { CustomersService } from '../customers/customers.service';
import type { PromoCodeRow, PromoCodesRepository, PromoFilters, PromoReturn } from './promo-codes.repository';
import { promoCodeStatus, SEGMENT_PROMO_CODE_PERMISSIONS, segmentPromoDraft } from './promo-codes.rules';

export interface PromoCodesServiceDeps {
  repository: PromoCodesRepository;
  /** The clock the statuses and the start-date rule are judged by. */
  now?: () => Date;
  /** Where a new or deactivated code is recorded (decision 225). */
  activity: ActivityRecorder;
  /** A segment's customers, as the caller's Customers list holds them: a segment code's snapshot (decision 290). */
  customers: Pick<CustomersService, 'segmentMembers'>;
}

const NO_RETURN: Omit<PromoReturn, 'segmentCustomers'> = {
  redemptions: 0,
  discountCents: 0,
  grossCents: 0,
  newCustomers: 0,
  cameBack: null,
};
const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
const valueOf = (row: PromoCodeRow) => (row.valueUnit === 'percent' ? Number(row.percentOff) : row.amountOffCents! / 100);

/** Create Promo Code, Promo Code List (with each code's return) and Promo Code Usage, for one shop (decisions 100-104). */
export function createPromoCodesService({ repository, now = () => new Date(), activity, customers }: PromoCodesServiceDeps) {
  const toPromoCode = (row: PromoCodeRow & PromoReturn, today: string): PromoCode => ({
    promoCodeId: row.id,
    code: row.code,
    description: row.description,
    valueUnit: row.valueUnit as PromoUnit,
    value: valueOf(row),
    maxValue: dollars(row.maxDiscountCents),
    minValue: dollars(row.minOrderCents),
    userRedeemCount: row.userRedeemCount,
    totalRedeemCount: row.totalRedeemCount,
    newUsersOnly: row.newUsersOnly,
    startDate: row.startDate,
    endDate: row.endDate,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    status: promoCodeStatus(row, today),
    redemptions: row.redemptions,
    discountCents: row.discountCents,
    grossCents: row.grossCents,
    newCustomers: row.newCustomers,
    segment: (row.segment as CustomerSegment | null) ?? null,
    segmentCustomers: row.segmentCustomers,
    cameBack: row.cameBack,
  });

  /** The shop's calendar day (decision 102); an unknown shop is 404. */
  async function todayAt(shopId: number): Promise<string> {
    const shop = await repository.findShop(shopId);
    if (!shop) throw notFound();
    return shopToday(shop.state, now());
  }

  /** Writes a code (with a segment's snapshot of its customers) and records it, in one transaction. */
  async function save(
    shopId: number,
    draft: PromoCodeDraft,
    actor: Actor,
    forSegment: { segment: CustomerSegment; consumerIds: readonly number[] } | null,
  ): Promise<PromoCode> {
    const today = await todayAt(shopId);
    const issue = startDateIssue(draft.startDate, today);
    if (issue) throw new AppError(400, 'VALIDATION_FAILED', issue, 'startDate');
    const percent = draft.valueUnit === 'percent';
    const row = await repository.transaction(async (tx, db) => {
      const inserted = await tx.insert({
        shopId,
        code: draft.code,
        description: draft.description,
        valueUnit: draft.valueUnit,
        percentOff: percent ? String(draft.value) : null,
        amountOffCents: percent ? null : Math.round(draft.value * 100),
        maxDiscountCents: draft.maxValue === null ? null : Math.round(draft.maxValue * 100),
        minOrderCents: draft.minValue === null ? null : Math.round(draft.minValue * 100),
        userRedeemCount: draft.userRedeemCount,
        totalRedeemCount: draft.totalRedeemCount,
        newUsersOnly: draft.newUsersOnly,
        startDate: draft.startDate,
        endDate: draft.endDate,
        createdAt: now(),
        segment: forSegment?.segment ?? null,
      });
      if (inserted && forSegment) await tx.insertCustomers(inserted.id, forSegment.consumerIds);
      if (inserted && actor) {
        await activity?.within(db).record({ shopId, actor, action: 'promoCodeCreated', target: { id: inserted.id, name: inserted.code } });
      }
      return inserted;
    });
    if (!row) throw new AppError(409, 'CONFLICT', 'promoCodeExists', 'code');
    return toPromoCode(
      { ...row, ...NO_RETURN, segmentCustomers: forSegment ? forSegment.consumerIds.length : null, cameBack: forSegment ? 0 : null },
      today,
    );
  }

  return {
    /**
     * A new code. Its start date may not be before the shop's today; a code the shop
     * already has, in any case, is 409 'Error: Promo code already exists' (two saves at once: one wins).
     */
    create: (shopId: number, draft: PromoCodeDraft, actor: Actor): Promise<PromoCode> => save(shopId, draft, actor, null),

    /**
     * A code for a segment's customers (decision 290): the segment's customers now, as the caller's Customers list
     * holds them, are its only redeemers, one use each. Needs analytics besides the route's menu building; a
     * segment without customers is refused.
     */
    async createForSegment(
      principal: Principal,
      shopId: number,
      segment: CustomerSegment,
      draft: PromoCodeDraft,
      actor: Actor,
    ): Promise<PromoCode> {
      if (!SEGMENT_PROMO_CODE_PERMISSIONS.every((permission) => canActOnShop(principal, shopId, permission))) throw forbidden();
      await todayAt(shopId);
      const consumerIds = await customers.segmentMembers(principal, shopId, segment);
      if (consumerIds.length === 0) throw new AppError(400, 'VALIDATION_FAILED', 'promoSegmentEmpty');
      return save(shopId, segmentPromoDraft(draft), actor, { segment, consumerIds });
    },

    /** The shop's codes, newest id first, filtered. */
    async list(shopId: number, filters: PromoFilters): Promise<PromoCodeList> {
      const today = await todayAt(shopId);
      const rows = await repository.list(shopId, filters);
      return { today, rows: rows.map((row) => toPromoCode(row, today)) };
    },

    /**
     * Turns a code off for good; deactivating a code already off answers it as
     * it is. Another shop's code is 404. An order redeeming it at the same moment either commits before (and counts)
     * or finds it off: both lock the code's row (decision 105).
     */
    async deactivate(shopId: number, promoCodeId: number, actor: Actor): Promise<PromoCode> {
      const today = await todayAt(shopId);
      const row = await repository.transaction(async (tx, db) => {
        const wasActive = await tx.isActive(shopId, promoCodeId);
        const updated = await tx.deactivate(shopId, promoCodeId);
        // Deactivating a code already off changes nothing, so records nothing.
        if (updated && wasActive && actor) {
          await activity
            ?.within(db)
            .record({ shopId, actor, action: 'promoCodeDeactivated', target: { id: updated.id, name: updated.code } });
        }
        return updated;
      });
      if (!row) throw notFound();
      const [withReturn] = await repository.list(shopId, { code: row.code });
      return toPromoCode(withReturn ?? { ...row, ...NO_RETURN, segmentCustomers: null }, today);
    },

    /** A page of redemptions, newest first. */
    async usage(
      shopId: number,
      filters: PromoFilters & { userName?: string | undefined },
      page: number,
      pageSize: number,
    ): Promise<PromoUsagePage> {
      await todayAt(shopId);
      const { rows, total } = await repository.usage(shopId, filters, page, pageSize);
      return {
        total,
        rows: rows.map((row) => ({
          redemptionId: row.redemptionId,
          promoCodeId: row.promoCodeId,
          code: row.code,
          valueUnit: row.valueUnit as PromoUnit,
          value: row.valueUnit === 'percent' ? Number(row.percentOff) : row.amountOffCents! / 100,
          promoCodeCreatedAt: row.promoCodeCreatedAt.toISOString(),
          userId: row.userId,
          userName: row.userName,
          orderId: row.orderId,
          orderTotalCents: row.orderTotalCents,
          discountCents: row.discountCents,
          orderDateTime: row.orderDateTime.toISOString(),
        })),
      };
    },
  };
}
export type PromoCodesService = ReturnType<typeof createPromoCodesService>;
