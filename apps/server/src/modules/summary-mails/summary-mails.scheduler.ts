import type { SummaryRunReport } from '@brewline/contracts/schemas/summary-mails';

export const SUMMARY_MAIL_TICK_MS = 60_000;

export interface SummaryMailScheduler {
  /** Starts the minute ticks (the first one at once); a second start does nothing. */
  start(): void;
  /** Stops the ticks, tells a running one to stop after its current mail (its other claims go back), and waits for it. */
  stop(): Promise<void>;
}

/**
 * Every process runs the due mails once a minute (decision 260); the delivery table's claims keep the processes from
 * sending a mail twice. The timer does not keep the process alive, and a tick still running when the next is due is
 * not doubled: the next waits for the minute after.
 */
export function createSummaryMailScheduler(options: {
  runDue: (signal: AbortSignal) => Promise<SummaryRunReport>;
  onRun?: (report: SummaryRunReport) => void;
  onError: (err: unknown) => void;
  intervalMs?: number;
}): SummaryMailScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = new AbortController();

  const tick = () => {
    if (running) return;
    running = options
      .runDue(stopped.signal)
      .then((report) => options.onRun?.(report))
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
  };

  return {
    start() {
      if (timer) return;
      if (stopped.signal.aborted) stopped = new AbortController();
      timer = setInterval(tick, options.intervalMs ?? SUMMARY_MAIL_TICK_MS);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      stopped.abort();
      await running;
    },
  };
}
