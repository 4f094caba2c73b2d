import type { Session } from '@brewline/contracts/schemas/auth';
import { expect, type Page } from '@playwright/test';
import { initialShop, sessionEntries } from '../apps/web/src/lib/session-store';
import { SESSION_KEYS } from '../apps/web/src/lib/session-keys';

export const DEMO_PASSWORD = 'brewline-demo';
export const DEMO = {
  owner: 'owner@demo.brewline.app',
  chain: 'chain@demo.brewline.app',
  staff: 'staff@demo.brewline.app',
  admin: 'admin@demo.brewline.app',
  newcomer: 'new@demo.brewline.app',
  /** Priya Nair, Bluebird's barista: the menu-building flag only (no analytics). */
  barista: 'barista@demo.brewline.app',
} as const;

/** The phone width the layout checks use (an iPhone 12-15 in portrait). */
export const PHONE = { width: 390, height: 844 } as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export const shopChooser = (page: Page) => page.getByRole('dialog', { name: 'Select a shop to log into' });

/** Picks a shop in the open chooser by its exact name (the chain shop's option also carries a 'Chain' chip). */
export async function chooseShop(page: Page, shop: string) {
  const dialog = shopChooser(page);
  await dialog.getByLabel('Select a Shop').click();
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(shop)}(\\s*Chain)?$`) }).click();
  await dialog.getByRole('button', { name: 'Select Shop' }).click();
}

/**
 * Signs in through the API and keeps the session in the page's storage as the sign-in page does (lib/session-store.ts),
 * on the origin's health answer, a document that costs nothing to draw; for the chain owner, `shop` is the shop the
 * chooser would pick. Journeys about signing in itself drive the form (`fillSignIn`): drawing it before every other
 * journey was most of the suite's time on two cores (decision 293).
 */
export async function signIn(page: Page, email: string, shop?: string) {
  const answer = await page.request.post('/api/auth/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(answer.status(), `sign-in of ${email}`).toBe(200);
  const { accessToken, session } = (await answer.json()) as { accessToken: string; session: Session };
  const chosen = shop === undefined ? undefined : session.shops.find((entry) => entry.shopName === shop);
  if (shop !== undefined && !chosen) throw new Error(`${email} holds no shop named ${shop}`);
  const shopId = chosen?.shopId ?? initialShop(session);
  await page.goto('/api/health');
  const entries = sessionEntries({ token: accessToken, session, shopId, isAdmin: session.user.isPlatformAdmin });
  await page.evaluate((pairs) => {
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, entries);
  // Where the form would land: /signin sends a signed-in user on. Not waited for, so a journey's own `goto` costs
  // nothing extra, and one that starts from the landing page finds it coming.
  await page.goto('/signin', { waitUntil: 'commit' });
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard navigation' });

/** A sidebar entry: its label, optionally followed by its badge ('Under Construction', 'New'). */
export type SidebarEntry = string | readonly [label: string, badge: string];

/** The sidebar holds exactly these links, in this order: anything extra or missing fails. */
export async function expectSidebarExactly(page: Page, entries: readonly SidebarEntry[]) {
  const patterns = entries.map((entry) => {
    const [label, badge] = typeof entry === 'string' ? [entry, undefined] : entry;
    return new RegExp(`^${escapeRegExp(label)}${badge ? `\\s*${escapeRegExp(badge)}` : ''}$`);
  });
  await expect(sidebar(page).getByRole('link')).toHaveText(patterns);
}

/** A sidebar link by its label alone (its badge, if any, may follow). */
export const sidebarLink = (page: Page, label: string) =>
  sidebar(page).getByRole('link', { name: new RegExp(`^${escapeRegExp(label)}(\\s+(Under Construction|New))?$`) });

export async function expectNoSidebarLinks(page: Page, labels: string[]) {
  for (const label of labels) await expect(sidebarLink(page, label)).toHaveCount(0);
}

export const accountMenuButton = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

export async function logOut(page: Page) {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

/** True when the page can be scrolled sideways (something is wider than the viewport). */
export const hasHorizontalScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);

/** An email no one has signed up with yet, for sign-up journeys. */
/** A day ('2026-11-22', or the day of an ISO instant) as the screens and exports write it: '11/22/2026'. */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Opens the Menu Builder with Espresso's modifiers open (Bluebird's menu, read only). */
export async function openEspressoModifiers(page: Page) {
  await page.goto('/app/menu');
  await page.getByRole('button', { name: /^Modifiers of Espresso/ }).click();
  await expect(page.getByRole('heading', { name: 'Modifiers: Espresso' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Modifier / }).first()).toBeVisible();
}

/** The newest mail in the dev mailbox to this address, once it has arrived (the mailbox page is read again until then). */
export async function mailTo(mailbox: Page, email: string) {
  const mail = mailbox
    .locator('article.mail')
    .filter({ has: mailbox.locator('.to', { hasText: email }) })
    .first();
  await expect(async () => {
    await mailbox.goto('/dev/mailbox');
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return mail;
}

/**
 * A staff member of the owner's shop made for one test, with a password and the analytics flag: the demo logins are
 * shared by the specs running in parallel, and what one test changes of them (a password, sessions, settings) would
 * reach the others.
 */
export async function newStaffMember(owner: Page, mailbox: Page, password: string) {
  const { token, shopId } = await owner.evaluate(() => ({ token: localStorage.getItem('token'), shopId: localStorage.getItem('shop_id') }));
  const email = uniqueEmail('staff');
  const permissions = { analytics: true, shopManagement: false, membership: false, menuBuilding: false, userManagement: false };
  const added = await owner.request.post(`/api/shops/${shopId}/users`, {
    headers: { authorization: `Bearer ${token}` },
    data: { firstName: 'Casey', lastName: 'Lane', email, shops: [{ shopId: Number(shopId), permissions }] },
  });
  expect(added.status()).toBe(201);
  const mail = await mailTo(mailbox, email);
  const link = new URL((await mail.getByRole('link', { name: /\/staff-verify\?/ }).getAttribute('href'))!);
  const verified = await mailbox.request.post('/api/auth/staff-verifications', {
    data: { email, token: link.searchParams.get('token'), password },
  });
  expect(verified.status()).toBe(204);
  return email;
}

/**
 * Layout shifts as Lighthouse counts them (CLS: shifts not caused by input), from the next page loaded on: call before
 * `goto`, then read the total with `layoutShiftTotal`.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = ((window as unknown as { layoutShifts: number[] }).layoutShifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftTotal = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));

/** Holds the answers to requests matching `url` until the returned function is called: the page draws its loading state first. */
export async function holdAnswers(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every console error and uncaught exception of the page from now on: a failed hydration is reported as one. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The app's own `main`, not one of a page drawn ahead or kept (drawn inert in #root until the app draws over it). */
export const APP_MAIN = '#root > :not([inert]) main';

/**
 * Opens a dashboard screen and checks the boot step's part (decision 279): no inline script refused by the content
 * security policy, the owner's figures on screen, and every answer the boot step asked for adopted by the screen.
 */
export async function expectBootStepAdopted(page: Page, path: string) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(path);
  // In the app's own page: a page kept from the last visit (decision 315) shows figures too, before the app has run.
  await expect(page.locator(APP_MAIN).getByText(/\$\d/).first()).toBeVisible();
  expect(refused).toEqual([]);
  const left = await page.evaluate(
    () => (window as { brewlineFirstResponses?: { byPath: Map<string, unknown> } }).brewlineFirstResponses?.byPath.size,
  );
  expect(left).toBe(0);
}

/**
 * Waits until the browser keeps the shop's summary among the last figures (written a second after an answer): what
 * the boot step reads to know whether the shop shows its membership screens (decision 312).
 */
export async function summaryKept(page: Page) {
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', SESSION_KEYS.keptFigures))
    .toMatch(/\["shops",\d+,"summary"\]/);
}
