import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { BackupService } from '../backup/backup.service';
import type { OrderEventsService } from '../order-events/order-events.service';
import type { OrdersService } from '../orders/orders.service';
import type { SummaryMailsService } from '../summary-mails/summary-mails.service';
import { DURATION_BUCKETS_SECONDS, requestLabels } from './metrics.rules';

export interface MetricsServiceDeps {
  /** The database handle's stopwatch and, on PGlite, its one connection's queue (db/client.ts). */
  database: { observeQueries(listener: (seconds: number) => void): () => void; waitingForConnection?(): number };
  orders: Pick<OrdersService, 'outcomes'>;
  orderEvents: Pick<OrderEventsService, 'listening'>;
  summaryMails: Pick<SummaryMailsService, 'jobStats'>;
  /** The nightly backups' last outcome (decision 286). */
  backup: Pick<BackupService, 'lastOutcome'>;
  /** A figure that could not be read at a scrape (the database away): logged, the rest is answered. */
  onError: (err: unknown) => void;
}

/**
 * The process's metrics in Prometheus's text format (decision 285), on a registry of this app's own (tests build many
 * apps in one process). Names in base units (seconds), counters end in `_total`, ours start with `brewline_`; no label
 * takes an unbounded value. The figures other modules hold are read from their services at each scrape.
 */
export function createMetricsService({ database, orders, orderEvents, summaryMails, backup, onError }: MetricsServiceDeps) {
  const registry = new Registry();
  // The process's CPU, memory, handles, garbage collection and event-loop delay.
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern (never the raw URL) and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS_SECONDS,
    registers: [registry],
  });

  const queryDuration = new Histogram({
    name: 'brewline_db_query_duration_seconds',
    help: 'Time of each database statement as the app waits for it (on PGlite, waiting for its one connection included).',
    buckets: DURATION_BUCKETS_SECONDS,
    registers: [registry],
  });
  const stopTiming = database.observeQueries((seconds) => queryDuration.observe(seconds));

  const { waitingForConnection } = database;
  if (waitingForConnection) {
    new Gauge({
      name: 'brewline_db_pglite_waiting_queries',
      help: 'Queries and transactions waiting for the embedded database (PGlite) and its one connection.',
      registers: [registry],
      collect() {
        this.set(waitingForConnection());
      },
    });
  }

  new Gauge({
    name: 'brewline_order_stream_clients',
    help: 'Live views listening to new orders (server-sent events) on this process.',
    registers: [registry],
    collect() {
      this.set(orderEvents.listening());
    },
  });

  new Counter({
    name: 'brewline_orders_total',
    help: 'Answers of the order intake: received (new or repeat) or refused, by reason.',
    labelNames: ['outcome', 'reason'] as const,
    registers: [registry],
    collect() {
      // The orders service counts; the counter shows its counts, every pair from zero.
      this.reset();
      for (const { outcome, reason, count } of orders.outcomes()) this.inc({ outcome, reason }, count);
    },
  });

  // The nightly backup of the embedded database: an alert fires on a failed one, or on none for over a day.
  new Gauge({
    name: 'brewline_backup_last_ok',
    help: 'Whether the last nightly backup of this process was written and verified (1) or failed (0); absent before the first.',
    registers: [registry],
    collect() {
      const last = backup.lastOutcome();
      if (last) this.set(last.ok ? 1 : 0);
    },
  });
  new Gauge({
    name: 'brewline_backup_last_run_timestamp_seconds',
    help: 'When the last nightly backup of this process was taken, in seconds since 1970; absent before the first.',
    registers: [registry],
    collect() {
      const last = backup.lastOutcome();
      if (last) this.set(Date.parse(last.at) / 1000);
    },
  });

  const mailsPending = new Gauge({
    name: 'brewline_summary_mails_pending',
    help: 'Summary mails due and not yet sent (waiting or being sent).',
    registers: [registry],
  });
  const mailsFailed = new Gauge({
    name: 'brewline_summary_mails_failed',
    help: 'Summary mails given up on after their attempts.',
    registers: [registry],
  });
  const oldestPending = new Gauge({
    name: 'brewline_summary_mails_oldest_pending_age_seconds',
    help: 'Age of the oldest summary mail not yet sent; 0 when none waits.',
    registers: [registry],
  });
  /** The summary-mail job table, read once a scrape (one query for its three gauges). */
  async function readMailJobs() {
    try {
      const stats = await summaryMails.jobStats();
      mailsPending.set(stats.pending);
      mailsFailed.set(stats.failed);
      oldestPending.set(stats.oldestPendingSeconds);
    } catch (err) {
      onError(err);
    }
  }

  return {
    contentType: registry.contentType,
    /** Counts one answered request. */
    observeRequest(method: string, routePattern: string | undefined, statusCode: number, seconds: number) {
      requestDuration.observe(requestLabels(method, routePattern, statusCode), seconds);
    },
    /** Every metric in the text format, the figures read now. */
    async exposition(): Promise<string> {
      await readMailJobs();
      return registry.metrics();
    },
    /** Stops timing the database's statements (the app closes; the handle may live on). */
    close() {
      stopTiming();
    },
  };
}
export type MetricsService = ReturnType<typeof createMetricsService>;
