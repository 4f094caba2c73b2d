import { describe, expect, it } from 'vitest';
import { createLiveSessionChecker, type LiveSession } from './live-session-check';

/** A read that the test finishes by hand, recording what each read was asked and what the "database" held then. */
function manualReads(database: Map<string, LiveSession>) {
  const reads: Array<{ asked: string[]; finish(): void; fail(error: Error): void }> = [];
  const read = (asked: string[]) =>
    new Promise<Map<string, LiveSession>>((resolve, reject) => {
      // The snapshot is taken when the read starts, as PostgreSQL's statement would.
      const snapshot = new Map([...database].filter(([hash]) => asked.includes(hash)));
      reads.push({ asked, finish: () => resolve(snapshot), fail: reject });
    });
  return { reads, read };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('live session checks', () => {
  it('answers a check alone with its own read when none is running', async () => {
    const database = new Map([['a', { sessionId: 1, authVersion: 1 }]]);
    const { reads, read } = manualReads(database);
    const checker = createLiveSessionChecker(read);
    const answer = checker.check('a');
    expect(reads).toHaveLength(1);
    reads[0]!.finish();
    expect(await answer).toEqual({ sessionId: 1, authVersion: 1 });
  });

  it('answers checks asked during a read with the next read, which sees what changed before they were asked', async () => {
    const database = new Map([
      ['a', { sessionId: 1, authVersion: 1 }],
      ['b', { sessionId: 2, authVersion: 1 }],
    ]);
    const { reads, read } = manualReads(database);
    const checker = createLiveSessionChecker(read);
    const first = checker.check('a');
    // A permission change commits while the first read is running; then requests for a and b arrive.
    database.set('a', { sessionId: 1, authVersion: 2 });
    database.delete('b');
    const second = [checker.check('a'), checker.check('b'), checker.check('a')];
    expect(reads).toHaveLength(1);

    reads[0]!.finish();
    expect(await first).toEqual({ sessionId: 1, authVersion: 1 });
    await flush();
    expect(reads).toHaveLength(2);
    expect(reads[1]!.asked.sort()).toEqual(['a', 'b']);
    reads[1]!.finish();
    expect(await Promise.all(second)).toEqual([{ sessionId: 1, authVersion: 2 }, null, { sessionId: 1, authVersion: 2 }]);
    expect(checker.reads).toBe(2);
  });

  it('fails the checks of a failed read and goes on with the next', async () => {
    const { reads, read } = manualReads(new Map([['a', { sessionId: 1, authVersion: 1 }]]));
    const checker = createLiveSessionChecker(read);
    const failed = checker.check('a');
    const after = checker.check('a');
    reads[0]!.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await flush();
    reads[1]!.finish();
    expect(await after).toEqual({ sessionId: 1, authVersion: 1 });
  });

  it('splits a long queue into reads of at most maxBatch tokens', async () => {
    const { reads, read } = manualReads(new Map());
    const checker = createLiveSessionChecker(read, { maxBatch: 2 });
    const running = checker.check('x');
    const queued = ['a', 'b', 'c'].map((hash) => checker.check(hash));
    reads[0]!.finish();
    await running;
    await flush();
    expect(reads[1]!.asked).toEqual(['a', 'b']);
    reads[1]!.finish();
    await flush();
    expect(reads[2]!.asked).toEqual(['c']);
    reads[2]!.finish();
    expect(await Promise.all(queued)).toEqual([null, null, null]);
  });
});
