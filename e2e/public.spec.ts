import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signIn } from './support';

const PAGES = [
  { path: '/', heading: 'Your coffee, ready when you walk in', title: 'Order ahead from independent coffee and food shops · Brewline' },
  {
    path: '/shopLanding',
    heading: 'Mobile ordering and memberships for independent shops',
    title: 'For shops: mobile ordering and memberships · Brewline',
  },
  { path: '/terms', heading: 'Terms and Conditions', title: 'Terms and Conditions · Brewline' },
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy · Brewline' },
] as const;

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page is wider than the screen').toBeLessThanOrEqual(0);
}

for (const width of [1280, 390]) {
  test.describe(`on a screen ${width} px wide`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const { path, heading, title } of PAGES) {
      test(`${path} shows its heading and tab title, the shared header and footer, and no sideways scrolling`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('link', { name: 'Brewline home' })).toHaveAttribute('href', '/');
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByRole('link', { name: 'For shops' })).toHaveAttribute('href', '/shopLanding');
        await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactUs');
        await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
        await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
        await expect(footer).toContainText('© 2020 Brewline');
        // Scroll through so lazy images load before measuring.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expectNoHorizontalScroll(page);
      });
    }

    test('the coffee-lover page shows the four steps, the 8 partner logos and both app stores', async ({ page }) => {
      await page.goto('/');
      const how = page.getByRole('region', { name: 'How it works' });
      for (const step of ['Find your shop', 'Order your way', 'Pay in a tap', 'Skip the line']) {
        await expect(how.getByRole('heading', { name: step })).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'Be a regular, with perks to show for it' })).toBeVisible();

      const partners = page.getByRole('region', { name: 'Partners:' });
      await expect(partners.getByRole('heading', { name: 'Partners:' })).toBeVisible();
      const logos = partners.getByRole('img');
      await expect(logos).toHaveCount(8);
      await partners.scrollIntoViewIfNeeded();
      for (const name of ['Bluebird Coffee', 'Harbor Roasters', 'Copper Kettle', 'Maple Bean']) {
        await expect(partners.getByRole('img', { name: `${name} logo` })).toBeVisible();
      }
      // Every logo is a real, loaded picture of its own.
      await expect.poll(() => logos.evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length)).toBe(8);
      const sources = await logos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')));
      expect(new Set(sources).size).toBe(8);

      const hero = page.getByRole('region', { name: 'Your coffee, ready when you walk in' });
      const appStore = hero.getByRole('link', { name: 'Download Brewline on the App Store' });
      await expect(appStore).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
      await expect(appStore).toHaveAttribute('target', '_blank');
      await expect(hero.getByRole('link', { name: 'Get Brewline on Google Play' })).toHaveAttribute(
        'href',
        /^https:\/\/play\.google\.com\//,
      );

      const blog = page.getByRole('link', { name: /Read the blog/ });
      await expect(blog).toHaveAttribute('href', /^https:\/\//);
      await expect(blog).toHaveAttribute('rel', /noopener/);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: /^Blog/ })).toHaveAttribute('target', '_blank');
    });

    test('the shop-owner page states the pricing, the FAQ and testimonials, and Get Started goes to sign-up', async ({ page }) => {
      await page.goto('/shopLanding');
      const pricing = page.getByRole('region', { name: 'Simple pricing' });
      await expect(pricing.getByTestId('pricing-fee')).toHaveText(/8%\s*per transaction/);
      for (const line of ['Credit card fees included', 'No upfront or subscription fees', 'Paid weekly', 'First month free']) {
        await expect(pricing.getByText(line, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Case Study Coming Soon' })).toBeDisabled();

      const faq = page.getByRole('region', { name: 'Frequently asked questions' });
      const questions = faq.getByRole('button');
      expect(await questions.count()).toBeGreaterThanOrEqual(6);
      await faq.getByRole('button', { name: 'Can I stop taking orders for a while?' }).click();
      await expect(faq.getByText('A paused shop still shows in the app')).toBeVisible();

      const testimonials = page.getByRole('region', { name: 'What shop owners say' }).getByRole('figure');
      await expect(testimonials).toHaveCount(3);

      await page.getByRole('link', { name: 'Get Started' }).first().click();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByRole('heading', { name: 'Create A Shop Account' })).toBeVisible();
    });
  });
}

test('the legal pages state the facts of the service without fees or rates', async ({ page }) => {
  await page.goto('/terms');
  const terms = page.getByRole('article');
  await expect(terms.getByText(/^Last updated: \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(terms).toContainText('free for customers');
  await expect(terms).toContainText('further purchases are paid from credit that you load');
  await expect(terms).toContainText('Loaded credit has no cash value');
  await expect(terms).toContainText('third-party card payment provider');
  await expect(terms).toContainText('18 years of age or older');
  await expect(terms).toContainText('every six months');
  await expect(terms).not.toContainText('%');
  await terms.getByRole('link', { name: '4. Payments and loaded credit' }).click();
  await expect(page).toHaveURL(/#terms-4$/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  const privacy = page.getByRole('article');
  await expect(privacy.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(privacy).toContainText('third-party card payment provider');
  await expect(privacy).toContainText('18 years of age or older');
  await expect(privacy).toContainText('every six months');
  await expect(privacy).not.toContainText('%');
});

test('on a phone the header menu leads to the shop page and sign-in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'For shops' }).click();
  await expect(page).toHaveURL(/\/shopLanding$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
});

async function adminToken(request: APIRequestContext) {
  const response = await request.post('/api/auth/sign-in', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function visitsOf(request: APIRequestContext, token: string, source: string) {
  const response = await request.get('/api/admin/visits', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { sources: Array<{ source: string; visits: number }> };
  return body.sources.find((row) => row.source === source)?.visits ?? 0;
}

test('a visit to /?ref=newsletter is counted once for the newsletter source', async ({ page }) => {
  const token = await adminToken(page.request);
  const before = await visitsOf(page.request, token, 'newsletter');

  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/visits') && response.request().method() === 'POST');
  await page.goto('/?ref=newsletter');
  expect((await recorded).status()).toBe(204);
  await expect.poll(() => visitsOf(page.request, token, 'newsletter')).toBe(before + 1);

  // Moving around the site and coming back does not count the same load twice.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
  // The address changes only once the Terms page has loaded; going back earlier would leave the site.
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await visitsOf(page.request, token, 'newsletter')).toBe(before + 1);
});

test('a messy ref is cleaned before it is recorded, and the administrator sees it on the visits page', async ({ page }) => {
  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/visits'));
  await page.goto('/?ref=Spring%20Flyer!%3Cb%3E');
  const request = (await recorded).request();
  expect(request.postDataJSON()).toEqual({ source: 'springflyerb', path: '/' });

  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await page.goto('/admin/visits');
  await expect(page.getByRole('heading', { name: 'Visit Sources' })).toBeVisible();
  // The table shows ten sources a page, most visits first; other journeys add sources too: show them all.
  const table = page.getByRole('grid', { name: 'Visits per source' });
  // Opened once the first page is drawn: a click while it was still being drawn left the list closed on a busy machine.
  await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Rows per page:' }).click();
  await page.getByRole('option', { name: '100' }).click();
  const row = table.getByRole('row', { name: /springflyerb/ });
  await expect(row.getByRole('gridcell').first()).toHaveText('springflyerb');
  await expect(row.getByRole('gridcell').nth(1)).toHaveText(/^[1-9]\d*$/);
});
