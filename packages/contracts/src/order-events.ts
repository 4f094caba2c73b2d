/**
 * The live feed of new orders (issue 9 'Live', decision 093): GET /api/shops/:shopId/orders/events answers
 * text/event-stream. Each new order of the shop is one `order` event whose data is a NewOrderEvent; a comment line
 * every 25 seconds keeps proxies from closing an idle stream. The web app reads it with fetch (the bearer header,
 * never a token in the address) and refreshes the overview and sales queries.
 */
export const ORDER_EVENT_NAME = 'order';
/** The event told when the shop's busy or pause changes (decision 299); its data is `{ shopId }`. */
export const RUSH_EVENT_NAME = 'rush';
/** How long the web app waits before it opens the stream again after it broke (and the SSE `retry:` hint). */
export const ORDER_EVENTS_RETRY_MS = 3_000;
