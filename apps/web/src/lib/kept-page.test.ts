// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { KEPT_FOR_MS } from './kept-copy';
import {
  copyOfRoot,
  DRAWN_FOR_KEPT,
  drawKeptPage,
  type KeptPage,
  type KeptPageFor,
  keepPage,
  keptPageFor,
  lookOf,
  readKeptPages,
  removeKeptStylesOnceReplaced,
  stylesUsed,
} from './kept-page';
import { SESSION_KEYS } from './session-keys';

const SAVED_AT = new Date(2026, 11, 2, 8, 2).getTime();
const FOR: KeptPageFor = {
  userId: 3,
  shopId: 7,
  build: '/assets/index-abc.js',
  path: '/app/overview',
  look: 'en|light|en-US|412',
  day: '2026-12-02',
};

const pageOf = (changes: Partial<KeptPage> = {}): KeptPage => ({
  ...FOR,
  savedAt: SAVED_AT,
  html: '<main><div class="toolbar"></div><p>$1,234.00</p></main>',
  css: '.toolbar { height: 56px; }',
  lang: 'en',
  dir: 'ltr',
  note: { text: 'Figures as of 12/02/2026, 8:02 AM, updating…', style: 'color: rgb(1, 67, 97)' },
  ...changes,
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage;
}

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('which kept page the boot step draws', () => {
  it('draws the page kept for this very user, shop, build, address, look and day, up to a day old', () => {
    const pages = [pageOf()];
    expect(keptPageFor(pages, FOR, SAVED_AT + 60_000)).toBe(pages[0]);
    expect(keptPageFor(pages, FOR, SAVED_AT + KEPT_FOR_MS)).toBe(pages[0]);
    expect(keptPageFor(pages, FOR, SAVED_AT + KEPT_FOR_MS + 1)).toBeNull();
  });

  it.each([
    ['another user', { userId: 4 }],
    ['another shop', { shopId: 8 }],
    ['another build of the app (a page of the old one would mix both)', { build: '/assets/index-def.js' }],
    ['another address or report range', { path: '/app/overview?range=week' }],
    ['another look (language, theme, window width)', { look: 'ar|light|en-US|412' }],
    ['another day (yesterday’s today)', { day: '2026-12-03' }],
  ])('draws nothing for %s', (_case, changes) => {
    expect(keptPageFor([pageOf()], { ...FOR, ...changes }, SAVED_AT + 60_000)).toBeNull();
  });

  it('draws nothing from a clock set back before the copy', () => {
    expect(keptPageFor([pageOf()], FOR, SAVED_AT - 1)).toBeNull();
  });

  it('tells the look from the remembered choices, the browser’s languages and the window’s width', () => {
    const storage = memoryStorage();
    storage.setItem('brewline.language', 'fr');
    storage.setItem('brewline.theme', 'dark');
    expect(lookOf(storage, ['fr-FR', 'en'], 390)).toBe('fr|dark|fr-FR,en|390');
    expect(lookOf(memoryStorage(), ['en-US'], 1280)).toBe('||en-US|1280');
  });
});

describe('keeping pages', () => {
  it('keeps the newest page of an address in place of the older, at most three, and only the user’s own', () => {
    const storage = memoryStorage();
    keepPage(storage, pageOf({ userId: 9 }));
    for (const path of ['/app/overview', '/app/payouts', '/app/item_sales', '/app/promo-code-list']) keepPage(storage, pageOf({ path }));
    keepPage(storage, pageOf({ path: '/app/payouts', savedAt: SAVED_AT + 1 }));
    const kept = readKeptPages(storage);
    expect(kept.map((page) => [page.path, page.savedAt])).toEqual([
      ['/app/payouts', SAVED_AT + 1],
      ['/app/promo-code-list', SAVED_AT],
      ['/app/item_sales', SAVED_AT],
    ]);
    expect(kept.every((page) => page.userId === 3)).toBe(true);
  });

  it('keeps no page too big for the browser’s storage, and reads nothing from a copy it cannot read', () => {
    const storage = memoryStorage();
    keepPage(storage, pageOf({ html: 'x'.repeat(300_001) }));
    expect(readKeptPages(storage)).toEqual([]);
    storage.setItem(SESSION_KEYS.keptPages, '{not json');
    expect(readKeptPages(storage)).toEqual([]);
  });
});

describe('copying and drawing a page', () => {
  it('copies #root with its live parts emptied at their height, without the app’s note, and only the styles it uses', () => {
    const style = document.createElement('style');
    document.head.append(style);
    for (const rule of [
      'body { margin: 0; }',
      '.used { color: red; }',
      '.unused { color: blue; }',
      '@media (min-width: 600px) { .used { color: green; } }',
    ])
      style.sheet!.insertRule(rule, style.sheet!.cssRules.length);
    const root = document.createElement('div');
    root.innerHTML =
      '<main><div data-kept-note>Figures as of 8:00 AM</div><p class="used">$10.00</p><div data-not-kept><span>Paused until 9:30 AM</span></div></main>';
    document.body.append(root);
    const { html, classes } = copyOfRoot(root);
    const css = stylesUsed(document, classes);
    expect(html).toContain('$10.00');
    expect(html).not.toContain('Paused');
    expect(html).not.toContain('Figures as of');
    expect(html).toMatch(/data-not-kept="" style="min-height: 0px; visibility: hidden;"/);
    expect(css).toContain('body { margin: 0px; }');
    expect(css).toContain('.used { color: red; }');
    expect(css).toContain('@media');
    expect(css).not.toContain('.unused');
    // The page itself is untouched.
    expect(root.textContent).toContain('Paused until 9:30 AM');
  });

  it('draws the page inert with its styles and its note after the app bar’s spacer, and drops the styles once the app draws over it', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    drawKeptPage(root, pageOf({ lang: 'ar', dir: 'rtl' }), document);
    expect(root.dataset.drawnFor).toBe(DRAWN_FOR_KEPT);
    expect(root.firstElementChild!.hasAttribute('inert')).toBe(true);
    const main = root.querySelector('main')!;
    expect(main.children[1]!.getAttribute('role')).toBe('status');
    expect(main.children[1]!.textContent).toBe('Figures as of 12/02/2026, 8:02 AM, updating…');
    expect(main.children[2]!.textContent).toBe('$1,234.00');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.getElementById('kept-page-style')!.textContent).toBe('.toolbar { height: 56px; }');

    removeKeptStylesOnceReplaced(root, document);
    root.replaceChildren(document.createElement('p'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('kept-page-style')).toBeNull();
  });
});
