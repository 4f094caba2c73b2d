/**
 * npm run simulate:orders: a believable stream of orders for the demo shop, posted to a running server's order
 * intake (POST /api/orders) every 2 to 5 seconds, so you can watch orders arrive on the dashboard.
 *
 * It reads the shop's menu as the demo owner (to know today's items, modifiers and ids), then posts orders with the
 * service key: BREWLINE_SERVICE_KEY, or the demo's documented key for Bluebird Coffee (decision 081). Prices are not
 * sent: the server computes them from the menu and answers the totals, which are printed.
 *
 * Environment: BASE_URL (default http://localhost:$PORT, PORT default 3000), BREWLINE_SERVICE_KEY,
 * SIMULATE_EMAIL / SIMULATE_PASSWORD (who reads the menu; default the demo owner), SIMULATE_COUNT (stop after so
 * many orders; default: until Ctrl-C), SIMULATE_MIN_MS / SIMULATE_MAX_MS (the pause, default 2000 / 5000).
 */
import type { DefaultModifiersResponse, MenuResponse, OrderingMenuResponse } from '@brewline/contracts/schemas/menu';
import type { OrderIntakeBody, OrderIntakeResponse } from '@brewline/contracts/schemas/orders';
import { DEMO_SERVICE_KEY } from '../apps/server/src/seed/demo/orders';
import { FIRST_NAMES, LAST_NAMES } from '../apps/server/src/seed/random';

const base = (process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
const serviceKey = process.env.BREWLINE_SERVICE_KEY ?? DEMO_SERVICE_KEY;
const email = process.env.SIMULATE_EMAIL ?? 'owner@demo.brewline.app';
const password = process.env.SIMULATE_PASSWORD ?? 'brewline-demo';
const limit = process.env.SIMULATE_COUNT ? Number(process.env.SIMULATE_COUNT) : Infinity;
const minPause = Number(process.env.SIMULATE_MIN_MS ?? 2000);
const maxPause = Number(process.env.SIMULATE_MAX_MS ?? 5000);

interface Value {
  id: number;
  value: string;
  isDefault: boolean;
}
interface Option {
  title: string;
  widgetType: string;
  maxNum: number | null;
  values: Value[];
}
interface Item {
  id: number;
  name: string;
  options: Option[];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function call<T>(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = (await response.json().catch(() => null)) as T;
  return { status: response.status, body };
}

/**
 * The shop and its orderable items (no events, no members-only categories, nothing sold out), as the owner sees them,
 * without those the ordering app reads as not offered now (their availability windows, decision 298).
 */
async function loadMenu(): Promise<{ shopId: number; shopName: string; items: Item[] }> {
  const signIn = await call<{ accessToken: string; session: { shops: Array<{ shopId: number; shopName: string }> } }>('/api/auth/sign-in', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  if (signIn.status !== 200) throw new Error(`Could not sign in as ${email} at ${base} (status ${signIn.status}). Is the server running?`);
  const shop = signIn.body.session.shops[0]!;
  const headers = { authorization: `Bearer ${signIn.body.accessToken}` };
  const [menu, defaults, ordering] = await Promise.all([
    call<MenuResponse>(`/api/shops/${shop.shopId}/menu`, { headers }),
    call<DefaultModifiersResponse>(`/api/shops/${shop.shopId}/default-modifiers`, { headers }),
    call<OrderingMenuResponse>(`/api/ordering/shops/${shop.shopId}/menu`, { headers: { authorization: `Bearer ${serviceKey}` } }),
  ]);
  if (menu.status !== 200) throw new Error(`Could not read the menu of ${shop.shopName} (status ${menu.status}).`);
  const notOfferedNow = new Set(
    ordering.status === 200
      ? ordering.body.menu.categories.flatMap((category) => category.items.filter((item) => !item.offeredNow).map((item) => item.id))
      : [],
  );
  const items: Item[] = [];
  for (const category of menu.body.menu.categories) {
    if (category.membersOnly || category.isEvents) continue;
    for (const item of category.items) {
      if (!item.isAvailable || item.isEvent || typeof item.id !== 'number' || notOfferedNow.has(item.id)) continue;
      const options: Option[] = [];
      for (const option of item.options) {
        const source = option.defaultOptionId === null ? option : defaults.body?.options.find((d) => d.id === option.defaultOptionId);
        if (!source || !source.isAvailable) continue;
        const nested = new Set(source.values.map((value) => value.childId));
        if (typeof option.id === 'number' && nested.has(option.id)) continue;
        options.push({
          title: source.title,
          widgetType: source.widgetType,
          maxNum: source.maxNum,
          values: source.values
            .filter((value) => value.isAvailable && typeof value.id === 'number')
            .map((value) => ({ id: value.id as number, value: value.value, isDefault: option.defaultOptionId !== null })),
        });
      }
      items.push({ id: item.id, name: item.name, options });
    }
  }
  return { shopId: shop.shopId, shopName: shop.shopName, items };
}

/** One line: the item and values that follow each modifier's rule. */
function line(item: Item) {
  const chosen: Value[] = [];
  for (const option of item.options) {
    const want =
      option.widgetType === 'exactly_one'
        ? 1
        : option.widgetType === 'one_or_more'
          ? 1
          : option.widgetType === 'select_max'
            ? Math.random() < 0.2
              ? Math.min(1, option.maxNum ?? 0)
              : 0
            : Math.random() < 0.3
              ? 1
              : 0;
    const pool = [...option.values];
    for (let i = 0; i < want && pool.length > 0; i++) chosen.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]!);
  }
  const quantity = Math.random() < 0.9 ? 1 : 2;
  return {
    input: {
      menuItemId: item.id,
      quantity,
      optionValueIds: chosen.filter((v) => !v.isDefault).map((v) => v.id),
      defaultOptionValueIds: chosen.filter((v) => v.isDefault).map((v) => v.id),
    },
    label: `${quantity > 1 ? `${quantity} × ` : ''}${item.name}${chosen.length ? ` (${chosen.map((v) => v.value).join(', ')})` : ''}`,
  };
}

async function main() {
  const { shopId, shopName, items } = await loadMenu();
  if (items.length === 0) throw new Error(`${shopName} has nothing on its menu to order.`);
  console.log(
    `Posting orders to ${shopName} (shop ${shopId}) at ${base}/api/orders every ${minPause / 1000}-${maxPause / 1000} s. Ctrl-C stops.`,
  );
  const run = Date.now().toString(36);
  for (let n = 1; n <= limit; n++) {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    // Mostly the demo's returning customers, sometimes someone new.
    const customerEmail =
      Math.random() < 0.85
        ? `${first}.${last}.${1 + Math.floor(Math.random() * 3)}@example.com`
        : `${first}.${last}.${run}${n}@example.com`;
    const lines = Array.from({ length: Math.random() < 0.65 ? 1 : Math.random() < 0.8 ? 2 : 3 }, () => line(pick(items)));
    const body: OrderIntakeBody = {
      appOrderId: `sim-${run}-${n}`,
      shopId,
      consumer: { name: `${first} ${last}`, email: customerEmail.toLowerCase() },
      pickupOptionLabel: 'Pick Up',
      items: lines.map((l) => l.input),
      tipCents: Math.random() < 0.5 ? pick([50, 100, 100, 150, 200]) : 0,
    };
    const answer = await call<OrderIntakeResponse & { error?: { message: string } }>('/api/orders', {
      method: 'POST',
      headers: { authorization: `Bearer ${serviceKey}` },
      body: JSON.stringify(body),
    });
    const time = new Date().toISOString().slice(11, 19);
    if (answer.status === 201 || answer.status === 200) {
      console.log(
        `${time}  order #${answer.body.orderId}  ${first} ${last}  ${lines.map((l) => l.label).join(' + ')}  total ${money(answer.body.totalCents)}`,
      );
    } else {
      console.log(`${time}  refused (${answer.status}): ${answer.body?.error?.message ?? 'no answer'}`);
      if (answer.status === 401) throw new Error('The service key was refused: set BREWLINE_SERVICE_KEY to a live key of this shop.');
    }
    if (n < limit) await new Promise((resolve) => setTimeout(resolve, minPause + Math.random() * (maxPause - minPause)));
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
