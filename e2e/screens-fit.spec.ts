import { ADMIN_PAGES, DASHBOARD_PAGES, type DashboardPage } from '@brewline/contracts/navigation';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, openEspressoModifiers, PHONE, signIn } from './support';

/**
 * Every dashboard screen fits the two sizes owners use: a 1280 px laptop with the sidebar open and a 390 px phone.
 * The routes come from the navigation table, so a new screen is checked without touching this file. A screen fails
 * when the page scrolls sideways, when a table's column lies outside the table's visible box on the laptop, or when
 * a row's figure or action lies off the screen on the phone.
 */

const LAPTOP = { width: 1280, height: 900 } as const;
/** A screen's first visit fetches its chunk and the grid's; on a busy shared machine that can pass the 10 s default. */
const FIRST_PAINT = { timeout: 25_000 };

/** Waits until the page has drawn its content: its heading, no progress bar, no skeleton rows. */
async function settle(page: Page) {
  await expect(page.locator('main h1, main [role="heading"][aria-level="1"]').first()).toBeVisible(FIRST_PAINT);
  // Loading bars have no value; a bar that shows a figure (an event's door count) stays.
  await expect(page.locator('main [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, FIRST_PAINT);
  await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0, FIRST_PAINT);
}

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** Columns of each table that are not wholly inside the table's visible box (or not drawn at all: the grid leaves out columns scrolled away). */
function columnsOutOfView(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main [role="grid"]')].flatMap((grid) => {
      const name = grid.getAttribute('aria-label') ?? '(unnamed table)';
      const box = grid.getBoundingClientRect();
      const headers = [...grid.querySelectorAll<HTMLElement>('[role="columnheader"]')];
      const outside = headers
        .filter((header) => {
          const rect = header.getBoundingClientRect();
          return rect.left < box.left - 1 || rect.right > box.right + 1;
        })
        .map((header) => `${name}: ${header.textContent?.trim() || header.getAttribute('aria-label') || '(no header)'}`);
      const count = Number(grid.getAttribute('aria-colcount') ?? headers.length);
      const missing = count > headers.length ? [`${name}: ${count - headers.length} column(s) not drawn (scrolled away)`] : [];
      return [...outside, ...missing];
    }),
  );
}

/**
 * Rows whose figures or actions lie off the screen: on a phone a table is a list of cards, and every card's amount,
 * buttons and links must be on the screen; a grid still drawn as a grid must fit the screen whole.
 */
function rowPartsOffScreen(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const off = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && (rect.left < -1 || rect.right > width + 1);
    };
    const describe = (element: Element) =>
      (element.getAttribute('aria-label') || element.textContent || element.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
    const problems: string[] = [];
    for (const grid of document.querySelectorAll('main [role="grid"]')) {
      const name = grid.getAttribute('aria-label') ?? '(unnamed table)';
      const count = Number(grid.getAttribute('aria-colcount') ?? 0);
      const drawn = grid.querySelectorAll('[role="columnheader"]').length;
      if (count > drawn) problems.push(`${name}: ${count - drawn} column(s) not drawn (off screen)`);
      for (const cell of grid.querySelectorAll('[role="row"] [role="gridcell"]'))
        if (off(cell)) problems.push(`${name}: ${describe(cell)}`);
    }
    for (const card of document.querySelectorAll('main [data-row-card]')) {
      for (const part of card.querySelectorAll('[data-card-amount], button, a, [role="button"]')) {
        if (off(part)) problems.push(`card: ${describe(part)}`);
      }
    }
    return [...new Set(problems)];
  });
}

/** A report's headline figures (ReportFigure) wider than their card, which cuts them off. */
function figuresCut(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main [data-figure]')]
      .filter((figure) => figure.scrollWidth > figure.clientWidth + 1)
      .map((figure) => figure.getAttribute('aria-label') ?? figure.textContent ?? ''),
  );
}

/**
 * Buttons, links and selects of the page's content that lie partly off the screen, leaving out those inside a strip
 * that scrolls sideways by itself (the builder's category tabs): that strip brings them into view.
 */
function controlsOffScreen(page: Page) {
  return page.evaluate(() => {
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent.tagName !== 'MAIN'; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if ((overflowX === 'auto' || overflowX === 'scroll') && parent.scrollWidth > parent.clientWidth) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('main button, main a, main [role="button"], main [role="combobox"], main select')]
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        return rect.width > 0 && (rect.left < -1 || rect.right > window.innerWidth + 1) && !inScroller(control);
      })
      .map((control) => (control.getAttribute('aria-label') || control.textContent || control.tagName).trim().slice(0, 40));
  });
}

/** A report that shows its table only once asked (Transactions' Get Transactions) is asked, so its rows are checked. */
async function showRows(page: Page) {
  const get = page.getByRole('button', { name: /^Get Transactions$/ });
  if ((await get.count()) === 0) return;
  await get.click();
  await settle(page);
  await expect(page.locator('main [role="grid"], main [data-row-card]').first()).toBeVisible(FIRST_PAINT);
}

async function expectFits(page: Page, path: string) {
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(path);
    await settle(page);
    await showRows(page);
    const label = `${path} at ${size.width} px`;
    // Soft: one run reports every size's problems, not only the first.
    expect.soft(await pageWidth(page), `${label}: the page is wider than the screen`).toBeLessThanOrEqual(size.width);
    expect.soft(await figuresCut(page), `${label}: figures cut off by their card`).toEqual([]);
    if (size === LAPTOP) expect.soft(await columnsOutOfView(page), `${label}: table columns out of view`).toEqual([]);
    else expect.soft(await rowPartsOffScreen(page), `${label}: row figures or actions off the screen`).toEqual([]);
  }
}

/** The id of a route's parameter, read through the API as the signed-in owner. */
async function apiGet<T>(page: Page, path: (shopId: string) => string): Promise<T> {
  const { token, shopId } = await page.evaluate(() => ({ token: localStorage.getItem('token'), shopId: localStorage.getItem('shop_id') }));
  const response = await page.request.get(path(shopId!), { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return response.json() as Promise<T>;
}

/** Pages with a parameter open on one of the demo shop's own records. */
const RESOLVE: Partial<Record<string, (page: Page) => Promise<string>>> = {
  eventGuests: async (page) => {
    const { menu } = await apiGet<{ menu: { categories: Array<{ items: Array<{ id: number; name: string }> }> } }>(
      page,
      (shop) => `/api/shops/${shop}/menu`,
    );
    const event = menu.categories.flatMap((category) => category.items).find((item) => item.name === 'Latte Art Workshop')!;
    return `/app/events/${event.id}?eventName=${encodeURIComponent(event.name)}`;
  },
  customerProfile: async (page) => {
    const { rows } = await apiGet<{ rows: Array<{ id: number }> }>(page, (shop) => `/api/shops/${shop}/customers?page=0&pageSize=1`);
    return `/app/customers/${rows[0]!.id}`;
  },
  memberDetails: async (page) => {
    const { rows } = await apiGet<{ rows: Array<{ id: number }> }>(page, (shop) => `/api/shops/${shop}/members?page=0&pageSize=10`);
    return `/app/member_details?id=${rows[0]!.id}`;
  },
};

test.describe('every dashboard screen fits a 1280 px laptop and a 390 px phone', () => {
  for (const entry of DASHBOARD_PAGES as readonly DashboardPage[]) {
    // Manage Shops and the Shops report are the chain owner's; everything else is Bluebird's owner's.
    const chain = entry.rule.kind === 'chainManagement' || entry.rule.kind === 'chainAnalytics';
    test(`${entry.key} (/app/${entry.path})`, async ({ page }) => {
      await signIn(page, chain ? DEMO.chain : DEMO.owner, chain ? 'Harbor Roasters' : undefined);
      const resolve = RESOLVE[entry.key];
      await expectFits(page, resolve ? await resolve(page) : `/app/${entry.path}`);
    });
  }

  // A state no route reaches by itself: an item's modifiers open in the builder (menu-builder-phone.spec.ts checks
  // each of their buttons and selects; here, the same rules as every other screen, and every control on the screen).
  test("menuBuilder with an item's modifiers open, on a phone", async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.setViewportSize(PHONE);
    await openEspressoModifiers(page);
    await settle(page);
    expect.soft(await pageWidth(page), 'the page is wider than the screen').toBeLessThanOrEqual(PHONE.width);
    expect.soft(await rowPartsOffScreen(page), 'row figures or actions off the screen').toEqual([]);
    expect(await controlsOffScreen(page), 'controls off the screen').toEqual([]);
  });

  // The Account page is reached from the account menu, not the sidebar: the owner's and the administrator's.
  for (const [who, path] of [
    [DEMO.owner, '/app/account'],
    [DEMO.admin, '/admin/account'],
  ] as const) {
    test(`Account (${path})`, async ({ page }) => {
      await signIn(page, who);
      await expectFits(page, path);
      expect(await controlsOffScreen(page), 'controls off the screen').toEqual([]);
    });
  }

  for (const entry of ADMIN_PAGES) {
    test(`administrator's ${entry.key} (/admin/${entry.path})`, async ({ page }) => {
      await signIn(page, DEMO.admin);
      await expectFits(page, `/admin/${entry.path}`);
    });
  }
});
