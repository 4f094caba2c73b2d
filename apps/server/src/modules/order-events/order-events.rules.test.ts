import { describe, expect, it } from 'vitest';
import { restartRetryMs } from './order-events.rules';

describe('the retry hint of a stream ended by a shutdown', () => {
  it('asks for a reconnection within one to two seconds, each stream at its own moment', () => {
    expect(restartRetryMs(() => 0)).toBe(1000);
    expect(restartRetryMs(() => 0.5)).toBe(1500);
    expect(restartRetryMs(() => 0.9999)).toBe(1999);
  });
});
