/** The live feed's rules, pure: a comment line every 25 seconds keeps proxies from closing an idle stream. */
export const ORDER_EVENTS_HEARTBEAT_MS = 25_000;
