import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DASHBOARD_PAGES } from '@brewline/contracts/navigation';
import { describe, expect, it } from 'vitest';
import { BUILT_SCREENS } from './screens';

const features = path.resolve(import.meta.dirname, '../features');

describe('the built screens table', () => {
  const entries = Object.entries(BUILT_SCREENS);

  it('names only pages of the navigation table', () => {
    const keys = new Set<string>(DASHBOARD_PAGES.map((page) => page.key));
    expect(entries.map(([key]) => key).filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(entries)('%s: its page module exports its component and its texts exist', (_key, screen) => {
    const source = readFileSync(path.join(features, `${screen!.module}.tsx`), 'utf8');
    expect(source).toMatch(new RegExp(`export (function|const) ${screen!.component}\\b`));
    for (const namespace of screen!.texts) {
      const own = path.join(features, namespace, 'locales', 'en.json');
      const shared = path.resolve(features, '..', 'locales', 'en', `${namespace}.json`);
      expect(existsSync(own) || existsSync(shared), namespace).toBe(true);
    }
  });
});
