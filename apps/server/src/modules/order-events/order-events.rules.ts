/** The live feed's rules, pure: a comment line every 25 seconds keeps proxies from closing an idle stream. */
export const ORDER_EVENTS_HEARTBEAT_MS = 25_000;

/**
 * The `retry:` hint a stream gets as its server shuts down (decision 287): reconnect within one to two seconds, each
 * stream at its own moment, so a process's listeners do not all land on the one that takes over at once.
 */
export function restartRetryMs(random: () => number = Math.random): number {
  return 1000 + Math.floor(random() * 1000);
}
