import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';

/** Decision 286: the administrator sees the backups' folder on the admin overview, each backup with its check. */
test('the administrator sees the backups listed on the admin overview', async ({ page }) => {
  // The journeys' server keeps its backups in its data folder, with the nightly schedule off: one taken by hand.
  const dir = path.join(process.env.E2E_DATA_DIR!, 'backups');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'brewline-2026-11-27T031500Z.tar.gz'), 'a backup taken by hand');

  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin\/overview$/);
  const section = page.getByRole('region', { name: 'Database backups' });
  await expect(section.getByRole('heading', { name: 'Database backups' })).toBeVisible();
  await expect(section.getByText(/Nightly backups are off/)).toBeVisible();
  await expect(section.getByText('brewline-2026-11-27T031500Z.tar.gz')).toBeVisible();
  await expect(section.getByText('Taken by hand')).toBeVisible();
});
