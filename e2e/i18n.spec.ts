import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support';

const html = (page: Page) => page.locator('html');
const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe('languages', () => {
  test('a link with ?lng=ar opens sign-in in Arabic, laid out right to left', async ({ page }) => {
    await page.goto('/signin?lng=ar');
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى Brewline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(html(page)).toHaveAttribute('lang', 'ar');

    // Mirrored: the password's show/hide button sits at the left end of its field, the header controls in the left corner.
    const field = await page.locator('input[type=password]').boundingBox();
    const toggle = await page.getByRole('button', { name: 'إظهار كلمة المرور' }).boundingBox();
    expect(toggle!.x + toggle!.width / 2).toBeLessThan(field!.x + field!.width / 2);
    const languageButton = await page.getByRole('button', { name: 'اللغة' }).boundingBox();
    expect(languageButton!.x).toBeLessThan(page.viewportSize()!.width / 2);
    expect(await page.locator('input[type=email]').evaluate((input) => getComputedStyle(input).direction)).toBe('rtl');
  });

  test('the language from the link is remembered on the next page and after a reload', async ({ page }) => {
    await page.goto('/signin?lng=ar');
    await page.getByRole('link', { name: 'أنشئ حساب متجر' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'إنشاء حساب متجر' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'إنشاء حساب متجر' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
  });

  test('choosing French from the language menu switches the texts and is remembered', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Sign in to Brewline' })).toBeVisible();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Connexion à Brewline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'fr');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Connexion à Brewline' })).toBeVisible();
    await page.getByRole('button', { name: 'Langue' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute('aria-checked', 'true');
  });

  test('the browser tab names the page in the chosen language, and follows a switch', async ({ page }) => {
    await page.goto('/signin?lng=fr');
    await expect(page).toHaveTitle('Connexion · Brewline');
    await page.getByRole('button', { name: 'Langue' }).click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect(page).toHaveTitle('Iniciar sesión · Brewline');
  });

  test('an error from the server is shown in the chosen language', async ({ page }) => {
    await page.goto('/signin?lng=es');
    await page.locator('input[type=email]').fill(DEMO.owner);
    await page.locator('input[type=password]').fill('not-the-password');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert')).toContainText('Correo electrónico o contraseña no válidos');
  });
});

test.describe('a browser that speaks Italian', () => {
  test.use({ locale: 'it-IT' });

  test('sees Italian without choosing, and English stays one click away', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Accedi a Brewline' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'it');
    await page.getByRole('button', { name: 'Lingua' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Brewline' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to Brewline' })).toBeVisible();
  });
});

test.describe('light and dark', () => {
  test('the dark theme switch darkens the dashboard and is remembered after a reload', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/app\/overview$/);
    const light = await backgroundOf(page, 'body');
    await page.getByRole('button', { name: 'Use the dark theme' }).click();
    await expect(page.getByRole('button', { name: 'Use the light theme' })).toBeVisible();
    const dark = await backgroundOf(page, 'body');
    expect(dark).not.toBe(light);
    expect(dark).toBe('rgb(18, 20, 23)');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Use the light theme' })).toBeVisible();
    expect(await backgroundOf(page, 'body')).toBe(dark);
  });

  test('sign-in keeps its white page in the dark theme', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Use the dark theme' }).click();
    await expect(page.getByRole('button', { name: 'Use the light theme' })).toBeVisible();
    expect(await backgroundOf(page, 'body')).toBe('rgb(255, 255, 255)');
    // The form's card does follow the theme.
    expect(await backgroundOf(page, 'main .MuiPaper-root')).not.toBe('rgb(255, 255, 255)');
  });
});

test.describe('analytics and error reports', () => {
  test('with no analytics id nothing is loaded and no request leaves for another host', async ({ page, baseURL }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/');
    await page.goto('/signin');
    await signIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/app\/overview$/);
    await page.getByRole('link', { name: 'Shop Info' }).first().click();
    await expect(page).toHaveURL(/\/app\/shop_info$/);

    expect(requests.some((url) => url.endsWith('/api/client-config'))).toBe(true);
    const origin = new URL(baseURL!).origin;
    expect(requests.filter((url) => new URL(url).origin !== origin && !url.startsWith('data:'))).toEqual([]);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('undefined');
  });

  test.describe('in a deployment with an analytics id', () => {
    // The server of this run has no analytics id, so its Content-Security-Policy rightly refuses the tag's host; the
    // answer faked below plays a deployment that has one (whose policy allows that host, see the security headers).
    test.use({ bypassCSP: true });

    test('with an analytics id, each page view is sent once and without the tokens in its address', async ({ page }) => {
      await page.route('**/api/client-config', (route) => route.fulfill({ json: { analyticsId: 'G-TEST1234', sentryDsn: null } }));
      // The tag itself is answered here, so the test never reaches the analytics provider.
      const tagRequests: string[] = [];
      await page.route('https://www.googletagmanager.com/**', (route) => {
        tagRequests.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', body: '' });
      });

      const pageViews = () =>
        page.evaluate(() =>
          ((window as { dataLayer?: IArguments[] }).dataLayer ?? [])
            .map((entry) => Array.from(entry))
            .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
            .map((entry) => (entry[2] as { page_location: string }).page_location),
        );

      await page.goto('/passwordreset?id=secret-reset-token');
      await expect.poll(pageViews).toEqual([expect.stringMatching(/\/passwordreset$/)]);
      await expect.poll(() => tagRequests).toEqual([expect.stringContaining('id=G-TEST1234')]);
      const everythingSent = await page.evaluate(() =>
        JSON.stringify(((window as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry))),
      );
      expect(everythingSent).toContain('page_view');
      expect(everythingSent).not.toContain('secret-reset-token');

      await page.goto('/signin?ref=newsletter');
      await expect.poll(pageViews).toEqual([expect.stringMatching(/\/signin\?ref=newsletter$/)]);
      await page.getByRole('link', { name: 'Create a shop account' }).click();
      await expect.poll(pageViews).toEqual([expect.stringMatching(/\/signin\?ref=newsletter$/), expect.stringMatching(/\/signup$/)]);
      await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(1);
    });
  });
});
