import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, fillSignIn, hasHorizontalScroll, mailTo, newStaffMember, PHONE, signIn } from './support';

/** Sends what is due now, as `npm run jobs:run-once` does: an administrator's call to the running app. */
async function runDueMails(request: APIRequestContext) {
  const signedIn = await request.post('/api/auth/sign-in', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  expect(signedIn.status()).toBe(200);
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const run = await request.post('/api/admin/summary-mails/run-due', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(run.status()).toBe(200);
}

const summaryCard = (page: Page, title: string) => page.getByRole('region', { name: title });

test.describe('Summary mails', () => {
  test('a staff member turns the morning summary on in French, receives it in French, and unsubscribes from its link', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const password = 'summary-reader-1';
    await signIn(page, DEMO.owner);
    const mailboxContext = await browser.newContext();
    const mailbox = await mailboxContext.newPage();
    const email = await newStaffMember(page, mailbox, password);

    const readerContext = await browser.newContext();
    const reader = await readerContext.newPage();
    await reader.goto('/signin');
    await fillSignIn(reader, email, password);
    await expect(reader).toHaveURL(/\/app\//);
    await reader.goto('/app/account?lng=fr');
    const card = summaryCard(reader, 'Résumés par e-mail');
    await expect(card).toBeVisible();
    // The hour is the scheduler's (SUMMARY_MAIL_HOUR), not a number in the texts.
    await expect(card.getByText("Un court e-mail pour chacune de vos boutiques, à 7:00 à l'heure de la boutique.")).toBeVisible();
    const morning = card.getByRole('switch', { name: 'Résumé du matin' });
    await expect(morning).not.toBeChecked();
    await morning.click();
    await expect(reader.getByText('Résumé par e-mail activé')).toBeVisible();
    await expect(card.getByTestId('summary-language')).toHaveText('Rédigés en Français.');
    // Kept by the server, not the page: a fresh load shows it on.
    await reader.reload();
    await expect(summaryCard(reader, 'Résumés par e-mail').getByRole('switch', { name: 'Résumé du matin' })).toBeChecked();

    await runDueMails(mailbox.request);
    const mail = await mailTo(mailbox, email);
    await expect(mail.locator('.subject')).toContainText('Bluebird Coffee');
    await expect(mail).toContainText('hier');
    await expect(mail).not.toContainText('yesterday');
    // Sent once: a second run finds nothing more due for this reader.
    await runDueMails(mailbox.request);
    await mailbox.goto('/dev/mailbox');
    await expect(mailbox.locator('article.mail').filter({ has: mailbox.locator('.to', { hasText: email }) })).toHaveCount(2);

    const unsubscribe = new URL(
      (await mail
        .getByRole('link', { name: /\/unsubscribe\?/ })
        .first()
        .getAttribute('href'))!,
    );
    await mailbox.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await mailbox.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(mailbox.getByRole('status')).toHaveText('You will no longer get the morning summary.');

    await reader.reload();
    await expect(summaryCard(reader, 'Résumés par e-mail').getByRole('switch', { name: 'Résumé du matin' })).not.toBeChecked();
    await mailboxContext.close();
    await readerContext.close();
  });

  test("a staff member asks for the week's close with Monday's statement, on a phone", async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const password = 'summary-closer-1';
    await signIn(page, DEMO.owner);
    const mailboxContext = await browser.newContext();
    const email = await newStaffMember(page, await mailboxContext.newPage(), password);

    const readerContext = await browser.newContext({ viewport: PHONE });
    const reader = await readerContext.newPage();
    await reader.goto('/signin');
    await fillSignIn(reader, email, password);
    await expect(reader).toHaveURL(/\/app\//);
    await reader.goto('/app/account');
    const card = summaryCard(reader, 'Summary mails');
    // Offered only with the statement it rides on.
    await expect(card.getByRole('combobox', { name: "Attach the week's close" })).toHaveCount(0);
    await card.getByRole('switch', { name: 'Payout statement on Mondays' }).click();
    await expect(reader.getByText('Summary mail turned on')).toBeVisible();
    const choice = card.getByRole('combobox', { name: "Attach the week's close" });
    await expect(choice).toHaveText('No');
    await choice.click();
    await reader.getByRole('option', { name: 'Day close, tips and a Xero journal' }).click();
    await expect(reader.getByText("Monday's statement will attach what you chose")).toBeVisible();
    expect(await hasHorizontalScroll(reader)).toBe(false);
    await reader.screenshot({ path: testInfo.outputPath('week-close-390.png') });
    // Kept by the server: a fresh load shows the choice.
    await reader.reload();
    await expect(summaryCard(reader, 'Summary mails').getByRole('combobox', { name: "Attach the week's close" })).toHaveText(
      'Day close, tips and a Xero journal',
    );
    await readerContext.close();
    await mailboxContext.close();
  });

  test('a forged unsubscribe link is refused and changes nothing, on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/unsubscribe?token=forged-token');
    await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test("the mail's Overview link opens the shop it names, without a new sign-in", async ({ page }) => {
    await signIn(page, DEMO.chain, 'Harbor Roasters');
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('permissions')!) as { shopId: number; shopName: string }[]);
    const pier = session.find((shop) => shop.shopName === 'Harbor Roasters Pier 57')!;
    await page.goto(`/app/overview?shop=${pier.shopId}`);
    await expect(page).toHaveURL(/\/app\/overview$/);
    await expect(page.getByTestId('sidebar-shop-name')).toHaveAttribute('title', 'Harbor Roasters Pier 57');
  });

  test('the administrator is not offered summary mails', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Signed-in devices' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Summary mails' })).toHaveCount(0);
  });
});
