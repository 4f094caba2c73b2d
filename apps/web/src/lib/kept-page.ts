import { KEPT_FOR_MS } from './kept-copy';
import { PREFERENCE_KEYS, SESSION_KEYS } from './session-keys';

/**
 * The last page drawn with the owner's current figures, kept in this browser so the next visit shows it the moment
 * its HTML is parsed, before any of the app's code has run (decision 315). The app (features/shell/use-keep-page.ts)
 * copies the page once a screen's kept figures (lib/kept-figures.ts) are on screen; the boot step
 * (boot/first-requests-boot.ts) draws the copy, inert and marked with its time, until the app draws over it. A copy
 * belongs to one user, shop, build of the app, address, look and day: anything else could show a page the app would
 * not draw. The session store removes the copies with the session. This module imports nothing that runs.
 */

/** Whose page, and drawn how: a copy is shown only where all of these are the same. */
export interface KeptPageFor {
  userId: number;
  shopId: number;
  /** The entry script's address: it changes with any change to the app. */
  build: string;
  /** The address with its query: another report range or page is another page. */
  path: string;
  /** The language and theme chosen, the browser's languages and the window's width (lookOf). */
  look: string;
  /** The UTC day, as the screens' 'today' (contracts' utcDay): yesterday's 'today' is not today's. */
  day: string;
}

export interface KeptPage extends KeptPageFor {
  savedAt: number;
  /** #root's HTML, with what is not kept emptied (NOT_KEPT). */
  html: string;
  /** The page's style rules that the HTML uses (the app's styles are inserted by script, so the shell has none). */
  css: string;
  lang: string;
  dir: string;
  /** The note that marks the figures as the last visit's ('Figures as of …, updating…'), in the user's language. */
  note: { text: string; style: string };
}

const KEPT_PAGES_KEY = SESSION_KEYS.keptPages;
/** The pages kept, the newest first: an owner opens one or two screens each morning. */
const MAX_PAGES = 3;
/** A bigger page is not kept: the browser's storage holds about 5 MB for the whole site. */
const MAX_PAGE_CHARS = 300_000;

/** Marks a part of a screen that is not kept (a live state that a copy would show as current): kept empty and hidden, at its height. */
export const NOT_KEPT = 'data-not-kept';
/** Marks the app's own kept-figures note, which a copy leaves out: the boot step draws its own. */
export const KEPT_NOTE = 'data-kept-note';
/** #root's data-drawn-for while it holds a kept page: the app then draws over it as over a page drawn ahead. */
export const DRAWN_FOR_KEPT = 'kept';
const KEPT_STYLE_ID = 'kept-page-style';

/** This build of the app as the page names it: the entry script's address changes with any change to the app. */
export const appBuildOf = (document: Document) =>
  document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? '';

/** The look a page is drawn in, as the browser remembers it before the app runs. */
export function lookOf(storage: Pick<Storage, 'getItem'>, languages: readonly string[], width: number): string {
  return [storage.getItem(PREFERENCE_KEYS.language), storage.getItem(PREFERENCE_KEYS.themeMode), languages.join(','), width].join('|');
}

export function readKeptPages(storage: Pick<Storage, 'getItem'>): KeptPage[] {
  try {
    const pages = JSON.parse(storage.getItem(KEPT_PAGES_KEY) ?? '[]') as unknown;
    return Array.isArray(pages) ? (pages as KeptPage[]) : [];
  } catch {
    return [];
  }
}

const FOR_FIELDS = ['userId', 'shopId', 'build', 'path', 'look', 'day'] as const;

/** The kept page drawn for exactly this user, shop, build, address, look and day, at most a day old. */
export function keptPageFor(pages: readonly KeptPage[], wanted: KeptPageFor, now: number): KeptPage | null {
  return (
    pages.find(
      (page) => FOR_FIELDS.every((field) => page[field] === wanted[field]) && now - page.savedAt <= KEPT_FOR_MS && now >= page.savedAt,
    ) ?? null
  );
}

/** Keeps a page in place of the same user's earlier copy of that shop's address; the oldest go past MAX_PAGES. */
export function keepPage(storage: Pick<Storage, 'getItem' | 'setItem'>, page: KeptPage): void {
  if (page.html.length + page.css.length > MAX_PAGE_CHARS) return;
  const others = readKeptPages(storage).filter(
    (kept) => kept.userId === page.userId && !(kept.shopId === page.shopId && kept.path === page.path),
  );
  try {
    storage.setItem(KEPT_PAGES_KEY, JSON.stringify([page, ...others].slice(0, MAX_PAGES)));
  } catch {
    // A full or disabled storage costs the next visit its head start, nothing else.
  }
}

/** Class names a style rule's selectors name. */
const classesIn = (cssText: string) => [...cssText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);

/**
 * A copy of what #root shows: its HTML with the parts marked NOT_KEPT emptied and hidden (holding their height, so
 * nothing moves when the app fills them) and the app's own note left out, and the class names it uses.
 */
export function copyOfRoot(root: HTMLElement): { html: string; classes: Set<string> } {
  const clone = root.cloneNode(true) as HTMLElement;
  const heights = [...root.querySelectorAll<HTMLElement>(`[${NOT_KEPT}]`)].map((element) => element.offsetHeight);
  clone.querySelectorAll<HTMLElement>(`[${NOT_KEPT}]`).forEach((element, index) => {
    element.replaceChildren();
    element.style.minHeight = `${heights[index] ?? 0}px`;
    element.style.visibility = 'hidden';
  });
  for (const note of clone.querySelectorAll(`[${KEPT_NOTE}]`)) note.remove();
  const classes = new Set([...clone.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
  return { html: clone.innerHTML, classes };
}

/**
 * The document's inline style rules that name one of these classes, or none (the page-wide ones, fonts, animations).
 * Read from the style sheets: the app's styles are inserted by script, and emotion's fast mode leaves the elements empty.
 */
export function stylesUsed(document: Document, classes: ReadonlySet<string>): string {
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    const owner = sheet.ownerNode;
    if (!(owner instanceof HTMLStyleElement) || owner.id === KEPT_STYLE_ID) continue;
    for (const rule of sheet.cssRules) {
      const named = classesIn(rule.cssText);
      if (named.length === 0 || named.some((name) => classes.has(name))) rules.push(rule.cssText);
    }
  }
  return rules.join('\n');
}

/**
 * Draws a kept page into #root: inert (a tap on a button nothing answers yet would be lost, as on the page drawn ahead,
 * decision 276), with its styles and its note at the top of `main`. The app draws over it (app/start.tsx).
 */
export function drawKeptPage(root: HTMLElement, page: KeptPage, document: Document): void {
  const style = document.createElement('style');
  style.id = KEPT_STYLE_ID;
  style.textContent = page.css;
  document.head.append(style);
  document.documentElement.lang = page.lang;
  document.documentElement.dir = page.dir;
  root.innerHTML = `<div inert style="display: contents">${page.html}</div>`;
  const main = root.querySelector('main');
  if (main) {
    const note = document.createElement('div');
    note.setAttribute('role', 'status');
    note.setAttribute('style', page.note.style);
    note.textContent = page.note.text;
    // After the app bar's spacer, where the app's own note goes.
    if (main.firstElementChild) main.firstElementChild.after(note);
    else main.prepend(note);
  }
  root.dataset.drawnFor = DRAWN_FOR_KEPT;
}

/** Removes the kept page's styles once the app has drawn over it: page-wide rules of its look would outlive a change of look. */
export function removeKeptStylesOnceReplaced(root: HTMLElement, document: Document): void {
  const style = document.getElementById(KEPT_STYLE_ID);
  if (!style) return;
  const kept = root.firstElementChild;
  new MutationObserver((_changes, observer) => {
    if (kept && root.contains(kept)) return;
    observer.disconnect();
    style.remove();
  }).observe(root, { childList: true });
}
