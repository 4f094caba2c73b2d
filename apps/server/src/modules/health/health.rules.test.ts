import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLifecycle, HEALTH_CHECK_MAX_AGE_MS, HEALTH_CHECK_TIMEOUT_MS, rememberedReachability } from './health.rules';

describe('the health check of the database', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the database at most once a second, however many calls come', async () => {
    vi.useFakeTimers();
    const check = vi.fn(async () => true);
    const reachable = rememberedReachability(check);
    await Promise.all(Array.from({ length: 100 }, () => reachable()));
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HEALTH_CHECK_MAX_AGE_MS - 1);
    await reachable();
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await reachable();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('reports a database that went down within a second', async () => {
    vi.useFakeTimers();
    let up = true;
    const reachable = rememberedReachability(async () => {
      if (!up) throw new Error('connection refused');
      return true;
    });
    expect(await reachable()).toBe(true);
    up = false;
    vi.advanceTimersByTime(HEALTH_CHECK_MAX_AGE_MS);
    expect(await reachable()).toBe(false);
  });

  it('reports a database that does not answer at all as unreachable after the timeout', async () => {
    vi.useFakeTimers();
    const reachable = rememberedReachability(() => new Promise<boolean>(() => undefined));
    const answer = reachable();
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_TIMEOUT_MS);
    expect(await answer).toBe(false);
  });
});

describe("the process's lifecycle (decision 285)", () => {
  it('starts, becomes ready once, and drains for good', () => {
    const lifecycle = createLifecycle();
    expect(lifecycle.phase()).toBe('starting');
    lifecycle.markReady();
    expect(lifecycle.phase()).toBe('ready');
    lifecycle.startDraining();
    expect(lifecycle.phase()).toBe('draining');
    lifecycle.markReady();
    expect(lifecycle.phase()).toBe('draining');
  });

  it('drains when shutdown comes before the start finished', () => {
    const lifecycle = createLifecycle();
    lifecycle.startDraining();
    lifecycle.markReady();
    expect(lifecycle.phase()).toBe('draining');
  });
});
