import type { SummaryRunReport } from '@brewline/contracts/schemas/summary-mails';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSummaryMailScheduler } from './summary-mails.scheduler';

const EMPTY: SummaryRunReport = { sent: 0, failed: 0, mails: [] };

afterEach(() => {
  vi.useRealTimers();
});

describe('the summary mail scheduler', () => {
  it('runs at start and then each interval, never two runs at once, and stops waiting for the running one', async () => {
    vi.useFakeTimers();
    let running = 0;
    let most = 0;
    let runs = 0;
    let finish: () => void = () => {};
    const runDue = vi.fn(async () => {
      runs += 1;
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      running -= 1;
      return EMPTY;
    });
    const scheduler = createSummaryMailScheduler({ runDue, onError: () => {}, intervalMs: 1_000 });
    scheduler.start();
    scheduler.start();
    expect(runs).toBe(1);
    // The first run is still going: the next ticks are not doubled.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    const stopped = scheduler.stop();
    let done = false;
    void stopped.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    finish();
    await stopped;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });

  it('reports a failed run and goes on with the next', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const runDue = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(EMPTY);
    const scheduler = createSummaryMailScheduler({ runDue, onError: (err) => errors.push(err), intervalMs: 1_000 });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1_000);
    await scheduler.stop();
    expect(errors).toHaveLength(1);
    expect(runDue).toHaveBeenCalledTimes(2);
  });

  it('tells the running run to stop when stopped, and a start after it runs afresh (decision 287)', async () => {
    const signals: AbortSignal[] = [];
    let finish: () => void = () => {};
    const runDue = vi.fn(async (signal: AbortSignal) => {
      signals.push(signal);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return EMPTY;
    });
    const scheduler = createSummaryMailScheduler({ runDue, onError: () => {}, intervalMs: 60_000 });
    scheduler.start();
    expect(signals[0]!.aborted).toBe(false);
    const stopped = scheduler.stop();
    expect(signals[0]!.aborted, 'the run is told at once, and stops after its current mail').toBe(true);
    finish();
    await stopped;
    scheduler.start();
    expect(signals[1]!.aborted).toBe(false);
    finish();
    await scheduler.stop();
  });
});
