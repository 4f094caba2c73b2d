import { createHmac, timingSafeEqual } from 'node:crypto';
import { timeZoneOfState } from '../../lib/shop-time.rules';
import { SUMMARY_MAIL_KINDS, type SummaryMailKind } from '@brewline/contracts/summary-mails';
import type {
  SummaryMailSettings,
  SummaryRunMail,
  SummaryRunReport,
  SummaryUnsubscribeResult,
} from '@brewline/contracts/schemas/summary-mails';
import { AppError } from '../../errors';
import type { Mailer, MailMessage } from '../../ports/mailer';
import type { SummaryMailContext } from './summary-mails.content';
import type { DeliveryKey, SummaryMailsRepository, SummaryRecipientRow } from './summary-mails.repository';
import {
  DEFAULT_SUMMARY_MAIL_SETTINGS,
  failureSummary,
  latestDueShopDate,
  SUMMARY_MAIL_CLAIM_MS,
  SUMMARY_MAIL_MAX_ATTEMPTS,
} from './summary-mails.rules';

/** The mails' content (summary-mails.content.ts), handed in so tests can give their own. */
export interface SummaryMailContent {
  morning(context: SummaryMailContext): Promise<MailMessage>;
  /** Null when the week had no payout: nothing to send. */
  payoutStatement(context: SummaryMailContext): Promise<MailMessage | null>;
}

export interface SummaryMailsDeps {
  repository: SummaryMailsRepository;
  mailer: Mailer;
  content: SummaryMailContent;
  publicUrl: string;
  /** The unsubscribe links' signing key (app_secrets 'summary-unsubscribe'). */
  unsubscribeKey: Buffer;
  /** The clock; tests fix it. */
  now?: () => Date;
}

const CLAIM_BATCH = 20;

const asksFor = (row: SummaryRecipientRow, kind: SummaryMailKind) => (kind === 'morning' ? row.morning : row.payoutStatement);
const keyOf = (loginId: number, shopId: number) => `${loginId}:${shopId}`;

export function createSummaryMailsService({ repository, ...options }: SummaryMailsDeps) {
  const now = options.now ?? (() => new Date());

  const signature = (loginId: number, kind: SummaryMailKind) =>
    createHmac('sha256', options.unsubscribeKey).update(`summary-unsubscribe:${loginId}:${kind}`).digest();

  /** `<login id>.<kind>.<HMAC-SHA256 of both, base64url>`: no expiry, an unsubscribe link must keep working. */
  const unsubscribeToken = (loginId: number, kind: SummaryMailKind) =>
    `${loginId}.${kind}.${signature(loginId, kind).toString('base64url')}`;

  function verifyToken(token: string): { loginId: number; kind: SummaryMailKind } {
    const invalid = () => new AppError(400, 'VALIDATION_FAILED', 'summaryUnsubscribeInvalid', 'token');
    const match = /^([1-9]\d{0,9})\.([A-Za-z]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) throw invalid();
    const loginId = Number(match[1]);
    const kind = SUMMARY_MAIL_KINDS.find((k) => k === match[2]);
    if (!kind || !Number.isSafeInteger(loginId)) throw invalid();
    const given = Buffer.from(match[3]!, 'base64url');
    const expected = signature(loginId, kind);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    return { loginId, kind };
  }

  /** Builds, sends and records one claimed mail; answers whether it was sent. */
  async function deliver(
    delivery: DeliveryKey & { id: number; attempts: number },
    recipient: SummaryRecipientRow | undefined,
  ): Promise<SummaryRunMail | 'skipped'> {
    // Unsubscribed, lost the shop's analytics, or the shop became a chain's parent since it was found due.
    if (!recipient || !asksFor(recipient, delivery.kind)) {
      await repository.finish(delivery.id, { status: 'skipped', error: 'no longer asked for' }, now());
      return 'skipped';
    }
    const timeZone = timeZoneOfState(recipient.state);
    const context: SummaryMailContext = {
      shopId: recipient.shopId,
      shopName: recipient.shopName,
      timeZone,
      recipient: { email: recipient.email, firstName: recipient.firstName },
      language: recipient.language,
      weekClose: recipient.weekClose,
      shopDate: delivery.shopDate,
      overviewUrl: `${options.publicUrl}/app/overview?shop=${recipient.shopId}`,
      unsubscribeUrl: `${options.publicUrl}/unsubscribe?token=${unsubscribeToken(recipient.loginId, delivery.kind)}`,
    };
    const message = delivery.kind === 'morning' ? await options.content.morning(context) : await options.content.payoutStatement(context);
    if (!message) {
      await repository.finish(delivery.id, { status: 'skipped', error: 'nothing to send' }, now());
      return 'skipped';
    }
    await options.mailer.send(message);
    await repository.finish(delivery.id, { status: 'sent' }, now());
    return {
      email: recipient.email,
      shopId: recipient.shopId,
      shopName: recipient.shopName,
      kind: delivery.kind,
      shopDate: delivery.shopDate,
    };
  }

  return {
    /** The mails not yet sent, those given up on, and the age in seconds of the oldest unsent one (0 when none). */
    async jobStats(): Promise<{ pending: number; failed: number; oldestPendingSeconds: number }> {
      const { pending, failed, oldestPendingAt } = await repository.jobStats();
      const oldestPendingSeconds = oldestPendingAt ? Math.max(0, (now().getTime() - oldestPendingAt.getTime()) / 1000) : 0;
      return { pending, failed, oldestPendingSeconds };
    },
    async settings(loginId: number): Promise<SummaryMailSettings> {
      const row = await repository.findSettings(loginId);
      if (!row) return DEFAULT_SUMMARY_MAIL_SETTINGS;
      return {
        morning: row.morning,
        payoutStatement: row.payoutStatement,
        weekClose: row.weekClose as SummaryMailSettings['weekClose'],
        language: row.language as SummaryMailSettings['language'],
      };
    },

    async saveSettings(loginId: number, settings: SummaryMailSettings): Promise<SummaryMailSettings> {
      await repository.saveSettings(loginId, settings, now());
      return settings;
    },

    unsubscribeToken,

    /** Turns the token's kind off for its user; the same link twice answers the same. */
    async unsubscribe(token: string): Promise<SummaryUnsubscribeResult> {
      const { loginId, kind } = verifyToken(token);
      await repository.turnOff(loginId, kind, now());
      return { kind };
    },

    /**
     * One run (decision 260): records what is due now (the latest morning of each user, shop and kind: a mail turned
     * on goes out at the next run, for the latest morning, then every 7:00), then claims, builds, sends and records the pending mails one batch at a time. Safe to run
     * in any number of processes at once: each mail is claimed by one. `signal` aborted stops the run between two
     * mails and gives the claims not yet sent back.
     */
    async runDue({ signal }: { signal?: AbortSignal } = {}): Promise<SummaryRunReport> {
      const at = now();
      const recipients = await repository.recipients();
      const byKey = new Map(recipients.map((row) => [keyOf(row.loginId, row.shopId), row]));
      const due: DeliveryKey[] = [];
      for (const row of recipients) {
        const timeZone = timeZoneOfState(row.state);
        for (const kind of SUMMARY_MAIL_KINDS) {
          if (asksFor(row, kind))
            due.push({ loginId: row.loginId, shopId: row.shopId, kind, shopDate: latestDueShopDate(kind, at, timeZone) });
        }
      }
      await repository.addDue(due);

      const report: SummaryRunReport = { sent: 0, failed: 0, mails: [] };
      let afterId = 0;
      for (;;) {
        const claimed = await repository.claim(at, new Date(at.getTime() + SUMMARY_MAIL_CLAIM_MS), afterId, CLAIM_BATCH);
        if (claimed.length === 0) break;
        for (const [index, delivery] of claimed.entries()) {
          // The process is shutting down (decision 287): the mail being sent has finished; the rest go back.
          if (signal?.aborted) {
            await repository.release(claimed.slice(index).map((rest) => rest.id));
            return report;
          }
          afterId = Math.max(afterId, delivery.id);
          try {
            const outcome = await deliver(delivery, byKey.get(keyOf(delivery.loginId, delivery.shopId)));
            if (outcome === 'skipped') continue;
            report.sent += 1;
            report.mails.push(outcome);
          } catch (err) {
            report.failed += 1;
            const status = delivery.attempts >= SUMMARY_MAIL_MAX_ATTEMPTS ? 'failed' : 'pending';
            await repository.finish(delivery.id, { status, error: failureSummary(err) }, now());
          }
        }
      }
      return report;
    },
  };
}
export type SummaryMailsService = ReturnType<typeof createSummaryMailsService>;
