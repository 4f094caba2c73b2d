import { ORDER_EVENT_NAME, ORDER_EVENTS_RETRY_MS, RUSH_EVENT_NAME } from '@brewline/contracts/order-events';
import type * as OrderEventSchemas from '@brewline/contracts/schemas/order-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { sharedKeys } from './query-keys';
import { sessionStore } from './session-store';

/**
 * The live screens (issue 9 'Live', decision 093). The report screens keep their queries under these keys, so a new
 * order refreshes exactly them: the Overview's tiles and cards and the Sales Overview of any range.
 */
export const liveKeys = {
  overview: (shopId: number) => [...sharedKeys.shop(shopId), 'analytics', 'overview'] as const,
  sales: (shopId: number) => [...sharedKeys.shop(shopId), 'analytics', 'sales'] as const,
  /** The Overview's rush panel: a `rush` event refreshes it (decision 299). */
  rush: (shopId: number) => [...sharedKeys.shop(shopId), 'rush'] as const,
};

export type LiveStatus = 'connecting' | 'live' | 'retrying' | 'off';

/** One server-sent event block ('event: x\ndata: y'), or null for a comment or a retry hint. */
export function parseEventBlock(block: string): { event: string; data: string } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

/**
 * The reconnection delay a block sets (`retry: <ms>`, as an EventSource reads it), or null when it sets none. The
 * server sends a short one as it shuts down, so the screen comes back to another process soon (decision 287).
 */
export function retryHintOf(block: string): number | null {
  let hint: number | null = null;
  for (const line of block.split(/\r?\n/)) {
    const match = /^retry: ?(\d+)$/.exec(line);
    if (match) hint = Number(match[1]);
  }
  return hint;
}

/** Splits a growing text into complete event blocks, answering them and the unfinished rest. */
export function splitEventBlocks(buffer: string): { blocks: string[]; rest: string } {
  const parts = buffer.split(/\r?\n\r?\n/);
  const rest = parts.pop() ?? '';
  return { blocks: parts, rest };
}

/**
 * Listens to the shop's new orders over server-sent events, read with fetch so the bearer header goes along (an
 * EventSource cannot send one, and a token never goes in an address). Each order refreshes the live queries and is
 * handed to `onOrder` (the screen's unobtrusive notice). A broken stream is opened again after a few seconds (or the
 * server's `retry:` hint), and once open again the live queries are refreshed, for the orders told while it was
 * away; a refusal (401/403) ends it. Answers the stream's status for a quiet 'Live' marker.
 */
export function useOrderEvents(shopId: number | null, onOrder?: (order: OrderEventSchemas.NewOrderEvent) => void): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const onOrderRef = useRef(onOrder);
  useEffect(() => {
    onOrderRef.current = onOrder;
  });

  useEffect(() => {
    if (shopId === null) return;
    const controller = new AbortController();
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = ORDER_EVENTS_RETRY_MS;
    let broken = false;

    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: liveKeys.overview(shopId) });
      void queryClient.invalidateQueries({ queryKey: liveKeys.sales(shopId) });
      void queryClient.invalidateQueries({ queryKey: liveKeys.rush(shopId) });
    };

    // The events' schemas (and the schema library) load with the first event, not before the screen's figures.
    let schemas: Promise<typeof OrderEventSchemas> | undefined;
    const loadSchemas = () => (schemas ??= import('@brewline/contracts/schemas/order-events'));

    const handle = async (block: string) => {
      retryMs = retryHintOf(block) ?? retryMs;
      const parsed = parseEventBlock(block);
      if (parsed?.event === RUSH_EVENT_NAME) {
        const { RushEventSchema } = await loadSchemas();
        if (RushEventSchema.safeParse(JSON.parse(parsed.data)).data?.shopId === shopId)
          void queryClient.invalidateQueries({ queryKey: liveKeys.rush(shopId) });
        return;
      }
      if (!parsed || parsed.event !== ORDER_EVENT_NAME) return;
      const { NewOrderEventSchema } = await loadSchemas();
      const order = NewOrderEventSchema.safeParse(JSON.parse(parsed.data));
      if (!order.success || order.data.shopId !== shopId) return;
      refresh();
      onOrderRef.current?.(order.data);
    };

    const open = async () => {
      setStatus((current) => (current === 'live' ? 'retrying' : current));
      const token = sessionStore.get()?.token;
      if (!token) return setStatus('off');
      try {
        const response = await fetch(`/api/shops/${shopId}/orders/events`, {
          headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
          signal: controller.signal,
          cache: 'no-store',
        });
        if (response.status === 401 || response.status === 403) return setStatus('off');
        if (!response.ok || !response.body) throw new Error(`order events: HTTP ${response.status}`);
        setStatus('live');
        if (broken) refresh();
        broken = false;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const { blocks, rest } = splitEventBlocks(buffer + value);
          buffer = rest;
          for (const block of blocks) await handle(block);
        }
        throw new Error('order events: the stream ended');
      } catch (error) {
        if (controller.signal.aborted) return;
        // Live updates are a convenience: a broken stream is logged and tried again, never shown as an error.
        console.warn(error);
        setStatus('retrying');
        broken = true;
        retryTimer = setTimeout(() => void open(), retryMs);
      }
    };
    void open();
    return () => {
      controller.abort();
      clearTimeout(retryTimer);
    };
  }, [shopId, queryClient]);

  return status;
}
