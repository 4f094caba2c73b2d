import { describe, expect, it } from 'vitest';
import { parseEventBlock, retryHintOf, splitEventBlocks } from './use-order-events';

describe('server-sent event parsing', () => {
  it('reads an event name and its data, joining data lines', () => {
    expect(parseEventBlock('event: order\nid: 7\ndata: {"a":1}')).toEqual({ event: 'order', data: '{"a":1}' });
    expect(parseEventBlock('data: one\ndata: two')).toEqual({ event: 'message', data: 'one\ntwo' });
    expect(parseEventBlock('data:no-space')).toEqual({ event: 'message', data: 'no-space' });
  });

  it('ignores comments, heartbeats and retry hints', () => {
    expect(parseEventBlock(': heartbeat')).toBeNull();
    expect(parseEventBlock('retry: 3000\n: connected')).toBeNull();
  });

  it("reads the server's retry hint, the last one of a block, and nothing else as one", () => {
    expect(retryHintOf('retry: 3000\n: connected')).toBe(3000);
    expect(retryHintOf('retry: 1500\n: the server is restarting, reconnect')).toBe(1500);
    expect(retryHintOf('retry:800\nretry: 1200')).toBe(1200);
    expect(retryHintOf(': heartbeat')).toBeNull();
    expect(retryHintOf('retry: soon')).toBeNull();
    expect(retryHintOf('event: order\ndata: {"retry": 5}')).toBeNull();
  });

  it('splits complete blocks and keeps the unfinished rest for the next chunk', () => {
    expect(splitEventBlocks('event: order\ndata: 1\n\nevent: ord')).toEqual({ blocks: ['event: order\ndata: 1'], rest: 'event: ord' });
    expect(splitEventBlocks('a\r\n\r\nb\n\n')).toEqual({ blocks: ['a', 'b'], rest: '' });
    expect(splitEventBlocks('partial')).toEqual({ blocks: [], rest: 'partial' });
  });
});
