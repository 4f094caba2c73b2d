import { changeTone } from '@brewline/contracts/analytics';
import type { OverviewCards, OverviewTiles } from '@brewline/contracts/schemas/analytics';
import type { MenuResponse } from '@brewline/contracts/schemas/menu';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, holdAnswers, layoutShiftTotal, PHONE, signIn, usDate, watchLayoutShifts } from './support';

/** The demo's documented service key for Bluebird Coffee (README, decision 081). */
const DEMO_SERVICE_KEY = 'bwk_demo_bluebird_simulator_key';

const tile = (page: Page, label: string) => page.getByTestId('overview-tiles').getByLabel(new RegExp(`^${label}: `));

/** Posts one espresso through the order intake, as the ordering app (and npm run simulate:orders) does. */
async function postOrder(page: Page, name: string) {
  const session = await page.request.post('/api/auth/sign-in', { data: { email: DEMO.owner, password: DEMO_PASSWORD } });
  const { accessToken, session: who } = (await session.json()) as { accessToken: string; session: { shops: Array<{ shopId: number }> } };
  const shopId = who.shops[0]!.shopId;
  const menu = (await (
    await page.request.get(`/api/shops/${shopId}/menu`, { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as MenuResponse;
  const espresso = menu.menu.categories.flatMap((category) => category.items).find((item) => item.name === 'Espresso')!;
  const size = espresso.options.find((option) => option.title === 'Size')!;
  const response = await page.request.post('/api/orders', {
    headers: { 'x-brewline-key': DEMO_SERVICE_KEY },
    data: {
      appOrderId: `e2e-live-${Date.now()}-${Math.random()}`,
      shopId,
      consumer: { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` },
      items: [{ menuItemId: espresso.id, quantity: 1, optionValueIds: [size.values[0]!.id] }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { orderId: number };
}

test('the owner sees the four tiles and every card, in dollars and en-US dates', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/app/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(tile(page, 'Orders Today')).toHaveText(/^[\d,]+$/);
  await expect(tile(page, 'Gross Sales Today')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(tile(page, 'Your Customers')).toHaveText(/^[\d,]+$/);
  await expect(tile(page, 'Average Spent Per Visit')).toHaveText(/^\$[\d,]+\.\d\d$/);
  for (const card of [
    'Year Sales Report',
    'Popular Products',
    'Recent Orders',
    'Customer Recency',
    'Customer Frequency',
    'New Customers This Month',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible();
  }
  await expect(page.getByRole('figure', { name: 'Year Sales Report' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Popular Products' }).locator('tbody tr')).toHaveCount(4);
  const recent = page.getByRole('table', { name: 'Recent Orders' }).locator('tbody tr');
  await expect(recent).toHaveCount(4);
  await expect(recent.first()).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M/);
  await expect(page.getByRole('table', { name: 'Customer Recency' }).locator('tbody tr')).toHaveText([/^Day/, /^Week/, /^Month/, /^Year/]);
  await expect(page.getByRole('table', { name: 'Customer Frequency' }).locator('tbody tr')).toHaveCount(5);
});

test('Orders Today and Gross Sales Today compare with yesterday and the same weekday last week, coloured by what is good', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto('/app/overview');
  await expect(tile(page, 'Orders Today')).toHaveText(/^[\d,]+$/);
  const { token, shopId } = await page.evaluate(() => ({ token: localStorage.getItem('token'), shopId: localStorage.getItem('shop_id') }));
  const response = await page.request.get(`/api/shops/${shopId}/analytics/overview`, { headers: { authorization: `Bearer ${token}` } });
  const tiles = (await response.json()) as OverviewTiles;
  const percent = (change: number | null) => (change === null ? '—' : `${change > 0 ? '+' : ''}${change.toFixed(1)}%`);
  for (const [label, figure] of [
    ['Orders Today', 'orders'],
    ['Gross Sales Today', 'grossCents'],
  ] as const) {
    const card = page
      .getByTestId('overview-tiles')
      .locator('.MuiCard-root')
      .filter({ has: page.getByLabel(new RegExp(`^${label}: `)) });
    for (const [against, comparison] of [
      ['vs yesterday', tiles.yesterday],
      ['vs same day last week', tiles.sameWeekdayLastWeek],
    ] as const) {
      const change = comparison.change[figure];
      const chip = card.getByRole('listitem').filter({ hasText: against }).locator('[data-tone]');
      await expect(chip, `${label} ${against}`).toHaveText(percent(change));
      await expect(chip).toHaveAttribute('data-tone', changeTone(figure, change));
    }
  }
  // The all-time tiles have nothing a day would move: no comparison.
  const customers = page
    .getByTestId('overview-tiles')
    .locator('.MuiCard-root')
    .filter({ has: page.getByLabel(/^Your Customers: /) });
  await expect(customers).toHaveCount(1);
  await expect(customers.locator('[data-tone]')).toHaveCount(0);
});

test('the frequency and new customers cards colour their changes as the tiles do, by what is good for the shop', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/app/overview');
  await expect(page.getByTestId('overview-cards')).toBeVisible();
  const { token, shopId } = await page.evaluate(() => ({ token: localStorage.getItem('token'), shopId: localStorage.getItem('shop_id') }));
  const response = await page.request.get(`/api/shops/${shopId}/analytics/overview/cards`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const cards = (await response.json()) as OverviewCards;
  const percent = (change: number | null) => (change === null ? '—' : `${change > 0 ? '+' : ''}${change.toFixed(1)}%`);

  const chips = page.getByRole('table', { name: 'Customer Frequency' }).locator('tbody tr [data-tone]');
  await expect(chips).toHaveText(cards.frequency.rows.map((row) => percent(row.growth)));
  for (const [index, row] of cards.frequency.rows.entries()) {
    await expect(chips.nth(index), `${row.visits} visits`).toHaveAttribute('data-tone', changeTone('customers', row.growth));
  }
  // The whole days counted, yesterday the last (decision 310).
  await expect(page.getByTestId('frequency-week')).toHaveText(
    `${usDate(cards.frequency.from)} – ${usDate(cards.frequency.to)}, against the week before`,
  );
  const card = page.getByRole('region', { name: 'New Customers This Month' });
  const chip = card.locator('[data-tone]');
  await expect(chip).toHaveText(percent(cards.newCustomers.growth));
  await expect(chip).toHaveAttribute('data-tone', changeTone('customers', cards.newCustomers.growth));
  await expect(card).toContainText(`vs last month (${cards.newCustomers.lastMonth.toLocaleString('en-US')})`);
});

test('staff holding the analytics flag see the tiles and the cards too', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await page.goto('/app/overview');
  await expect(tile(page, 'Orders Today')).toBeVisible();
  await expect(page.getByTestId('overview-cards')).toBeVisible();
});

test('a member without the analytics flag sees only the tiles, never the cards', async ({ page }) => {
  const cardRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/analytics/overview/cards')) cardRequests.push(request.url());
  });
  await signIn(page, DEMO.barista);
  await page.goto('/app/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  for (const label of ['Orders Today', 'Gross Sales Today', 'Your Customers', 'Average Spent Per Visit']) {
    await expect(tile(page, label)).toBeVisible();
  }
  await expect(tile(page, 'Orders Today')).toHaveText(/^[\d,]+$/);
  await expect(page.getByTestId('overview-cards')).toHaveCount(0);
  for (const card of ['Year Sales Report', 'Popular Products', 'Recent Orders', 'Customer Recency', 'Customer Frequency']) {
    await expect(page.getByRole('heading', { name: card })).toHaveCount(0);
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(cardRequests).toEqual([]);
});

test('a simulated order appears on the overview without a reload, with a quiet notice', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/app/overview');
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  const before = Number((await tile(page, 'Orders Today').textContent())!.replace(/,/g, ''));
  const name = `Live Tester ${Date.now() % 100000}`;
  const { orderId } = await postOrder(page, name);
  await expect(page.getByText(`New order #${orderId} from ${name}`)).toBeVisible();
  // Other journeys post orders to the same shop meanwhile: the count grows by this one at least, and the order is among
  // the recent ones, not necessarily the first.
  await expect.poll(async () => Number((await tile(page, 'Orders Today').textContent())!.replace(/,/g, ''))).toBeGreaterThan(before);
  await expect(page.getByRole('table', { name: 'Recent Orders' }).locator('tbody tr').filter({ hasText: name })).toHaveCount(1);
});

test('on a phone nothing moves when the rush state and the tiles arrive: their loading draws hold the answers’ room', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.owner);
  await watchLayoutShifts(page);
  const releaseRush = await holdAnswers(page, /\/api\/shops\/\d+\/rush$/);
  const releaseTiles = await holdAnswers(page, /\/api\/shops\/\d+\/analytics\/overview$/);
  await page.goto('/app/overview');
  const tiles = page.getByTestId('overview-tiles');
  // Both comparisons' words are drawn while the tile loads, so they wrap as they will on a narrow tile.
  await expect(tiles.getByText('vs same day last week')).toHaveCount(2);
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  const top = async (label: string) => (await tiles.getByText(label, { exact: true }).boundingBox())!.y;
  const before = { tiles: await top('Orders Today'), customers: await top('Your Customers') };
  releaseRush();
  await expect(page.getByTestId('rush-state')).toContainText('Not busy');
  releaseTiles();
  await expect(tile(page, 'Orders Today')).toBeVisible();
  await expect(tiles.getByText('vs same day last week')).toHaveCount(2);
  // The rush line pushed the tiles down by its height (24 px), and the comparisons grew Orders Today over the customers (22 px).
  expect({ tiles: await top('Orders Today'), customers: await top('Your Customers') }).toEqual(before);
  expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
});

test('the overview fits a phone, in Arabic too', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.owner);
  for (const path of ['/app/overview', '/app/overview?lng=ar']) {
    await page.goto(path);
    await expect(page.getByTestId('overview-cards')).toBeVisible();
    await expect(page.getByRole('figure').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }
});
