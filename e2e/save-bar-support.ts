import { expect, type Locator, type Page, test } from '@playwright/test';
import { hasHorizontalScroll, PHONE } from './support';

/**
 * The raised save bar on a phone and on a wide screen: on the phone the page does not scroll sideways, and scrolled to
 * its end the bar leaves `lastButton` free; both sizes are kept as screenshots named after `name`.
 */
export async function checkSaveBarFits(page: Page, bar: Locator, lastButton: Locator, name: string) {
  await page.setViewportSize(PHONE);
  // Until the page has laid itself out for the phone: a tooltip left open by the journey is placed for the old width
  // until the next frame, and would count as sideways scroll in between.
  await expect.poll(() => hasHorizontalScroll(page)).toBe(false);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [barBox, buttonBox] = [await bar.boundingBox(), await lastButton.boundingBox()];
  expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(barBox!.y);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`) });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`) });
}
