import { type ModuleApp, onRepository } from '../../lib/app-module';
import { summaryMailsRoutes } from './summary-mails.routes';
import { createSummaryMailScheduler, type SummaryMailScheduler } from './summary-mails.scheduler';
import { createSummaryMailsRepository } from './summary-mails.repository';
import { createSummaryMailsService, type SummaryMailsService } from './summary-mails.service';

/** The module's service on the database, with the dependencies it names. */
export const buildSummaryMails = onRepository(createSummaryMailsRepository, createSummaryMailsService);

/**
 * Summaries by mail: the Account page's settings, the mails' unsubscribe link, the administrator's run (decision
 * 260), and the minute ticks that send the due mails: server.ts starts them, never a test unless it asks.
 */
export async function registerSummaryMails(app: ModuleApp, { services }: { services: { summaryMails: SummaryMailsService } }) {
  await app.register(summaryMailsRoutes, { summaryMails: services.summaryMails });
  const summaryMailScheduler = createSummaryMailScheduler({
    runDue: (signal) => services.summaryMails.runDue({ signal }),
    onRun: (report) => {
      if (report.sent + report.failed > 0) app.log.info({ sent: report.sent, failed: report.failed }, 'summary mails run');
    },
    onError: (err) => app.log.error({ err }, 'summary mails run failed'),
  });
  app.decorate('summaryMailScheduler', summaryMailScheduler);
  // A shutting-down process stops its run after the mail being sent and gives the other claims back (decision 287).
  app.stopping.addEventListener('abort', () => void summaryMailScheduler.stop(), { once: true });
  app.addHook('onClose', () => summaryMailScheduler.stop());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The summary mails' minute ticks: server.ts starts them (decision 260). */
    summaryMailScheduler: SummaryMailScheduler;
  }
}
