import type { OnboardingLink, OnboardingLinkBody, PaymentStatus } from '@brewline/contracts/schemas/payments';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../errors';
import type { Actor } from '../../lib/actor';
import type { Payments } from '../../ports/payments';
import type { ActivityRecorder } from '../activity/activity.service';
import type { PaymentsRepository } from './payments.repository';

export function createPaymentsService({
  repository,
  payments,
  activity,
}: {
  repository: PaymentsRepository;
  payments: Payments;
  activity: ActivityRecorder;
}) {
  async function accountOf(shopId: number): Promise<string> {
    const accountId = await repository.findAccountId(shopId);
    if (accountId === null) throw notFound();
    return accountId;
  }

  return {
    /** Connected when a provider account id is stored; the id itself never leaves the server. */
    async status(shopId: number): Promise<PaymentStatus> {
      return { connected: (await accountOf(shopId)) !== '' };
    },

    async createOnboardingLink(shopId: number, body: OnboardingLinkBody, log: FastifyBaseLogger): Promise<OnboardingLink> {
      await accountOf(shopId);
      let link: OnboardingLink;
      try {
        link = await payments.createOnboardingLink({ shopId, ...body });
      } catch (error) {
        log.warn({ err: error, shopId, provider: payments.kind }, 'the payment provider refused an onboarding link');
        throw new AppError(502, 'INTERNAL', 'paymentsSetupFailed');
      }
      if (!link.onboardingUrl) throw new AppError(502, 'INTERNAL', 'paymentsNoUrl');
      return link;
    },

    /** Exchanges the code from /onboarding?code=... for the account id and keeps it; a code of another shop or a forged one fails. */
    async authorize(shopId: number, code: string, log: FastifyBaseLogger, actor: Actor): Promise<PaymentStatus> {
      await accountOf(shopId);
      let accountId: string;
      try {
        ({ accountId } = await payments.completeOnboarding(code, shopId));
      } catch (error) {
        log.warn({ err: error, shopId, provider: payments.kind }, 'a payment authorization code was refused');
        throw new AppError(400, 'VALIDATION_FAILED', 'paymentsSaveFailed', 'code');
      }
      await repository.transaction(async (tx, db) => {
        await tx.saveAccountId(shopId, accountId);
        await activity.within(db).record({ shopId, actor, action: 'payoutSettingsChanged' });
      });
      return { connected: true };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
