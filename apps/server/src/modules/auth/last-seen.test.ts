import { describe, expect, it } from 'vitest';
import { createLastSeenTracker, lastSeenDue } from './last-seen';

describe('lastSeenDue', () => {
  it('is due for a session never written, and again once the interval has passed', () => {
    expect(lastSeenDue(undefined, 1_000, 60_000)).toBe(true);
    expect(lastSeenDue(1_000, 1_000, 60_000)).toBe(false);
    expect(lastSeenDue(1_000, 60_999, 60_000)).toBe(false);
    expect(lastSeenDue(1_000, 61_000, 60_000)).toBe(true);
  });

  it('defaults to once a minute', () => {
    expect(lastSeenDue(0, 59_999)).toBe(false);
    expect(lastSeenDue(0, 60_000)).toBe(true);
  });
});

describe('createLastSeenTracker', () => {
  function tracker(maxEntries?: number) {
    let clock = 0;
    const calls: number[][] = [];
    const errors: unknown[] = [];
    const seen = createLastSeenTracker(
      async (ids) => {
        calls.push(ids);
        if (ids.includes(666)) throw new Error('database down');
      },
      { intervalMs: 60_000, now: () => clock, maxEntries, onError: (error) => errors.push(error) },
    );
    return { seen, calls, errors, advance: (ms: number) => (clock += ms) };
  }

  it('writes a session once per minute however many requests it makes', async () => {
    const { seen, calls, advance } = tracker();
    for (let i = 0; i < 50; i++) seen.seen(7);
    await seen.settled();
    expect(calls).toEqual([[7]]);
    advance(59_000);
    seen.seen(7);
    await seen.settled();
    expect(calls).toEqual([[7]]);
    advance(1_000);
    seen.seen(7);
    await seen.settled();
    expect(calls).toEqual([[7], [7]]);
  });

  it('answers at once and writes every session seen in the same turn with one statement', async () => {
    const { seen, calls } = tracker();
    seen.seen(1);
    seen.seen(2);
    seen.seen(1);
    seen.seen(3);
    expect(calls).toEqual([]);
    await seen.settled();
    expect(calls).toEqual([[1, 2, 3]]);
    expect(seen.writes).toBe(1);
  });

  it('hands a failed write to onError and keeps going', async () => {
    const { seen, calls, errors } = tracker();
    seen.seen(666);
    await seen.settled();
    expect(errors).toHaveLength(1);
    seen.seen(8);
    await seen.settled();
    expect(calls).toEqual([[666], [8]]);
  });

  it('forgets the oldest session when full, so memory stays bounded', async () => {
    const { seen, calls } = tracker(2);
    seen.seen(1);
    seen.seen(2);
    seen.seen(3);
    await seen.settled();
    // 1 was forgotten to make room for 3: it is written again, 3 is not.
    seen.seen(1);
    seen.seen(3);
    await seen.settled();
    expect(calls).toEqual([[1, 2, 3], [1]]);
  });
});
