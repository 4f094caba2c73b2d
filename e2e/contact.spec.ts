import { expect, type Page, test } from '@playwright/test';

const notice = (page: Page) => page.getByRole('alert');

async function submit(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
}

async function expectNotice(page: Page, title: string, message: string) {
  await expect(notice(page)).toContainText(title);
  await expect(notice(page)).toContainText(message);
}

test('the contact form names each missing field in turn, then a bad email, then sends the message to support', async ({ page }) => {
  const subject = `Oat milk please ${Date.now()}`;
  await page.goto('/contactUs');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page).toHaveTitle('Contact us · Brewline');
  await expect(page.getByLabel('Message')).toHaveAttribute('placeholder', 'How can we help you?');

  const steps: Array<[label: string, value: string, nextMessage: string]> = [
    ['First name', 'Ada', 'Please enter your last name.'],
    ['Last name', 'Lovelace', 'Please enter your subject.'],
    ['Subject', subject, 'Please enter your message.'],
    ['Message', 'Could Bluebird Coffee offer oat milk in the app?', 'Please enter your email.'],
  ];
  await submit(page);
  await expectNotice(page, 'Empty Field:', 'Please enter your first name.');
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  for (const [label, value, nextMessage] of steps) {
    await page.getByLabel(label).fill(value);
    await submit(page);
    await expectNotice(page, 'Empty Field:', nextMessage);
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'false');
  }
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email').fill('ada@');
  await submit(page);
  await expectNotice(page, 'Invalid Email', 'Please make sure the email is valid');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email').fill('ada@example.com');
  await submit(page);
  await expect(notice(page)).toContainText('Email was sucessfully sent!');
  for (const label of ['First name', 'Last name', 'Email', 'Subject', 'Message']) await expect(page.getByLabel(label)).toHaveValue('');

  await page.goto('/dev/mailbox');
  const mail = page.locator('article.mail', { hasText: `Contact form: ${subject}` });
  await expect(mail.locator('.subject')).toHaveText(`Contact form: ${subject}`);
  await expect(mail.locator('.to')).toHaveText('support@brewline.app');
  await expect(mail).toContainText('Ada Lovelace');
  await expect(mail).toContainText('ada@example.com');
  await expect(mail).toContainText('Could Bluebird Coffee offer oat milk in the app?');
});

test('when the message cannot be sent, the form says so and keeps everything typed', async ({ page }) => {
  await page.route('**/api/contact-messages', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'x', messageKey: 'contactSendFailed' } }),
    }),
  );
  await page.goto('/contactUs');
  const values: Record<string, string> = {
    'First name': 'Grace',
    'Last name': 'Hopper',
    Email: 'grace@example.com',
    Subject: 'Hello',
    Message: 'A long message I do not want to type again.',
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
  await submit(page);
  await expect(notice(page)).toContainText('Could not send email. Contact the support address if the problem persists.');
  for (const [label, value] of Object.entries(values)) await expect(page.getByLabel(label)).toHaveValue(value);
});

test('the contact form also fits a phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contactUs');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
