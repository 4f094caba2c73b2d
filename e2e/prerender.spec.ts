import { expect, test } from '@playwright/test';
import { collectErrors, DEMO, fillSignIn } from './support';

/**
 * / and /signin come with their first screen drawn at build time (signed out, English, light theme), so they paint
 * before any script has run; the app then hydrates that screen. Visitors whose first paint would look different
 * (another language, the dark theme) get the plain page, so they never see a flash of English or of the light theme.
 */

const PAGES = [
  { path: '/', heading: 'Your coffee, ready when you walk in', title: 'Order ahead from independent coffee and food shops · Brewline' },
  { path: '/signin', heading: 'Sign in to Brewline', title: 'Sign In · Brewline' },
] as const;

test.describe('the first screens arrive drawn', () => {
  for (const { path, heading, title } of PAGES) {
    test(`${path} is sent with its heading, styles and title already in the page`, async ({ request }) => {
      const response = await request.get(path, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
      expect(response.headers()['content-type']).toMatch(/text\/html/);
      const html = await response.text();
      expect(html).toContain(`<div id="root" data-prerendered="${path}" data-drawn-for="visitor">`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<style data-emotion="mui [^"]+">/);
      // Still no inline script: the content security policy allows only our own files.
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    });

    test(`${path} shows its first screen even before any script runs`, async ({ page }) => {
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      // Without React a click on the header's controls would be lost: they are drawn disabled until it takes over.
      await expect(page.getByRole('button', { name: 'Use the dark theme' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Language' })).toBeDisabled();
    });
  }

  test('the drawn sign-in page has its white body and a disabled button until React has taken it over, and then signs in', async ({
    page,
  }) => {
    // A click on the drawn button before the app's code ran did nothing, and the user saw nothing happen.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    // Its white page body is drawn too: it was set by an effect, so the page showed the dashboard's grey until then.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    await page.unroute('**/*.js');
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid Email or Password');
  });

  test('/ draws its hero picture (its largest paint) from the page itself, with no request and no script', async ({ page }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && !request.url().startsWith('data:')) pictures.push(request.url());
    });
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    const hero = page.getByRole('img', { name: 'A phone showing a Brewline order that is ready for pickup' });
    // A data: URL in the drawn page: the picture paints with the text, not after a fetch queued behind the scripts.
    await expect(hero).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect(hero).toHaveJSProperty('complete', true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(pictures.filter((url) => url.includes('phone-order'))).toEqual([]);
  });

  test("the page's entry script is a few KB that imports the app only after the first frame, and the app is preloaded", async ({
    request,
  }) => {
    const html = await (await request.get('/signin', { headers: { 'accept-language': 'en-US,en;q=0.9' } })).text();
    const entry = html.match(/<script type="module" fetchpriority="low" crossorigin src="([^"]+)"><\/script>/)![1]!;
    const script = await (await request.get(entry)).text();
    // Evaluating React, the router and MUI before the first frame held the drawn page back (decision 142).
    expect(script.length).toBeLessThan(6 * 1024);
    expect(script).not.toMatch(/\bfrom\s*["'`]/);
    const start = script.match(/import\([`'"]\.\/(start-[^`'"]+\.js)[`'"]\)/)![1]!;
    // Preloaded once the page has painted: the links wait in an inert template after the drawn page (decision 147),
    // which the first frame waits for, so a page painted between two parts of the HTML cannot shift.
    const later = html.slice(html.indexOf('<template id="app-files">'));
    expect(later).toContain(`<link rel="modulepreload" crossorigin href="/assets/${start}">`);
    expect(html.slice(0, html.indexOf('<template id="app-files">'))).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="expect" href="#app-files" blocking="render">');
  });

  test('the landing page hydrates without a console error and its links work in the app', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your coffee, ready when you walk in' })).toBeVisible();
    // The header's menu button opens a menu only once React has taken over the drawn page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Brewline' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the drawn sign-in form hydrates without a console error and signs the owner in', async ({ page }) => {
    const errors = collectErrors(page);
    // Marks the drawn heading before any script runs: hydration keeps that very element, drawing afresh would not.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') document.querySelector('h1')?.setAttribute('data-drawn', 'yes');
      });
    });
    await page.goto('/signin');
    await expect(page.getByLabel('Email')).toBeFocused();
    // The language menu opens only once React has taken over the page.
    await page.getByRole('button', { name: 'Language' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Brewline' })).toHaveAttribute('data-drawn', 'yes');
    await fillSignIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/app\/overview/);
    expect(errors).toEqual([]);
  });

  test('a signed-in owner who opens /signin is taken to the dashboard after the drawn form', async ({ page }) => {
    await page.goto('/signin');
    await fillSignIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/app\/overview/);
    const errors = collectErrors(page);
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/app\/overview/);
    expect(errors).toEqual([]);
  });
});

test.describe('a visitor whose first paint looks different gets the plain page', () => {
  test.use({ locale: 'fr-FR' });

  test('a French browser gets /signin without the English drawing, then sees it in French', async ({ page }) => {
    const errors = collectErrors(page);
    const response = await page.goto('/signin');
    expect(await response!.text()).not.toContain('data-prerendered');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion à Brewline' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('remembered choices', () => {
  test.use({ locale: 'en-US' });

  test('the dark theme, once chosen, comes back without a flash of the light page', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Use the dark theme' }).click();
    await expect(page.getByRole('button', { name: 'Use the light theme' })).toBeVisible();
    const response = await page.goto('/');
    expect(await response!.text()).not.toContain('data-prerendered');
    await expect(page.getByRole('heading', { level: 1, name: 'Your coffee, ready when you walk in' })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(18, 20, 23)');
  });

  test('a language remembered before the cookie existed is drawn afresh, and the next page comes plain', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/favicon.svg');
    await page.evaluate(() => localStorage.setItem('brewline.language', 'ar'));
    const first = await page.goto('/signin');
    expect(await first!.text()).toContain('data-prerendered');
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى Brewline' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const second = await page.goto('/signin');
    expect(await second!.text()).not.toContain('data-prerendered');
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى Brewline' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
