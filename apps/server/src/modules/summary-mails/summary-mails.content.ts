/**
 * TEMPORARY placeholder, only so this branch typechecks: the mails' real content is written on its own branch and
 * replaces this file whole at the merge. It keeps the interface the scheduler calls and nothing more.
 */
import type { Language } from '@brewline/contracts/languages';
import type { MailMessage } from '../../ports/mailer';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { MembersService } from '../members/members.service';

export interface SummaryMailContext {
  shopId: number;
  shopName: string;
  timeZone: string;
  recipient: { email: string; firstName: string };
  language: Language;
  shopDate: string;
  overviewUrl: string;
  unsubscribeUrl: string;
}

export function createSummaryMailContent(_deps: { analytics: AnalyticsService; members: MembersService }): {
  morning(context: SummaryMailContext): Promise<MailMessage>;
  payoutStatement(context: SummaryMailContext): Promise<MailMessage | null>;
} {
  const plain = (title: string, context: SummaryMailContext): MailMessage => ({
    to: context.recipient.email,
    subject: `${title}: ${context.shopName}, ${context.shopDate}`,
    text: `${context.overviewUrl}\n\nUnsubscribe: ${context.unsubscribeUrl}\n`,
  });
  return {
    morning: async (context) => plain('Morning summary', context),
    payoutStatement: async (context) => plain('Payout statement', context),
  };
}
