import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { KEPT_FOR_MS } from './kept-copy';
import { currentFiguresAsOf, KEPT_FIGURES, KEPT_FRAME_FIGURES, keepFigures, keptFiguresShown, restoreKeptFigures } from './kept-figures';
import { SESSION_KEYS } from './session-keys';

/** The browser's storage as far as the copy uses it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const OWNER = { userId: 7, build: '/assets/index-abc.js' };
const SAVED_AT = Date.parse('2026-11-28T08:02:00Z');
const tilesKey = ['shops', 1, 'analytics', 'overview', 'tiles'];
const membersKey = ['shops', 1, 'members'];

/** A cache as a visit left it: the overview's tiles (kept) and a page of members (not kept). */
function visited(): QueryClient {
  const client = new QueryClient();
  client.getQueryCache().build(client, { queryKey: tilesKey, meta: KEPT_FIGURES });
  client.setQueryData(tilesKey, { grossSales: 12_345 }, { updatedAt: SAVED_AT });
  client.setQueryData(membersKey, [{ email: 'ada@example.com' }], { updatedAt: SAVED_AT });
  return client;
}

afterEach(() => onlineManager.setOnline(true));

describe('the figures kept for the next visit', () => {
  it('hold the kept queries’ answers and nothing else (no list of people)', () => {
    const storage = memoryStorage();
    keepFigures(visited(), storage, OWNER, SAVED_AT);
    const text = storage.getItem(SESSION_KEYS.keptFigures)!;
    expect(text).toContain('12345');
    expect(text).not.toContain('ada@example.com');
  });

  it('come back for the same user and build, stale, so the screen asks for the current ones', () => {
    const storage = memoryStorage();
    keepFigures(visited(), storage, OWNER, SAVED_AT);
    const next = new QueryClient();
    expect(restoreKeptFigures(next, storage, OWNER, SAVED_AT + 60_000)).toBe(true);
    expect(next.getQueryData(tilesKey)).toEqual({ grossSales: 12_345 });
    expect(next.getQueryState(tilesKey)?.dataUpdatedAt).toBe(SAVED_AT);
    expect(next.getQueryState(tilesKey)?.isInvalidated).toBe(true);
  });

  it.each([
    ['another user', { ...OWNER, userId: 8 }, SAVED_AT + 60_000],
    ['another build of the app', { ...OWNER, build: '/assets/index-def.js' }, SAVED_AT + 60_000],
    ['a copy older than a day', OWNER, SAVED_AT + KEPT_FOR_MS + 1],
  ])('are removed, not shown, for %s', (_case, owner, now) => {
    const storage = memoryStorage();
    keepFigures(visited(), storage, OWNER, SAVED_AT);
    const next = new QueryClient();
    expect(restoreKeptFigures(next, storage, owner, now)).toBe(false);
    expect(next.getQueryData(tilesKey)).toBeUndefined();
    expect(storage.getItem(SESSION_KEYS.keptFigures)).toBeNull();
  });

  it('survive a storage that refuses to write, and a copy that is not JSON', () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    expect(() => keepFigures(visited(), full, OWNER, SAVED_AT)).not.toThrow();
    const broken = memoryStorage();
    broken.setItem(SESSION_KEYS.keptFigures, '{not json');
    expect(restoreKeptFigures(new QueryClient(), broken, OWNER, SAVED_AT)).toBe(false);
  });
});

describe('the note on kept figures', () => {
  const PAGE_OPENED_AT = SAVED_AT + 60_000;

  /** A restored cache with a screen looking at the tiles, whose question to the server stands as `answer` says. */
  function onScreen(answer: () => Promise<unknown>) {
    const storage = memoryStorage();
    keepFigures(visited(), storage, OWNER, SAVED_AT);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    restoreKeptFigures(client, storage, OWNER, PAGE_OPENED_AT);
    const observer = new QueryObserver(client, { queryKey: tilesKey, queryFn: answer, meta: KEPT_FIGURES });
    const stop = observer.subscribe(() => undefined);
    return { client, stop };
  }

  it('says the kept figures’ time while the current ones are on their way, and is gone once they came', async () => {
    let arrive: (value: unknown) => void = () => undefined;
    const { client, stop } = onScreen(() => new Promise((resolve) => (arrive = resolve)));
    expect(keptFiguresShown(client.getQueryCache().getAll(), PAGE_OPENED_AT)).toEqual({ asOf: SAVED_AT, state: 'updating' });
    arrive({ grossSales: 99_999 });
    await expect.poll(() => client.getQueryData(tilesKey)).toEqual({ grossSales: 99_999 });
    expect(keptFiguresShown(client.getQueryCache().getAll(), PAGE_OPENED_AT)).toBeNull();
    stop();
  });

  it('says they are not current when this device is offline, or the server could not answer', async () => {
    onlineManager.setOnline(false);
    const offline = onScreen(() => Promise.resolve({ grossSales: 1 }));
    expect(keptFiguresShown(offline.client.getQueryCache().getAll(), PAGE_OPENED_AT)).toEqual({ asOf: SAVED_AT, state: 'offline' });
    offline.stop();
    onlineManager.setOnline(true);

    const failing = onScreen(() => Promise.reject(new Error('502')));
    await expect.poll(() => failing.client.getQueryState(tilesKey)?.fetchStatus).toBe('idle');
    expect(keptFiguresShown(failing.client.getQueryCache().getAll(), PAGE_OPENED_AT)).toEqual({ asOf: SAVED_AT, state: 'failed' });
    // The page opened without a network: the question failed before the query library knew it was offline.
    expect(keptFiguresShown(failing.client.getQueryCache().getAll(), PAGE_OPENED_AT, false)).toEqual({ asOf: SAVED_AT, state: 'offline' });
    failing.stop();
  });

  it('is not shown for figures nobody is looking at', () => {
    const storage = memoryStorage();
    keepFigures(visited(), storage, OWNER, SAVED_AT);
    const client = new QueryClient();
    restoreKeptFigures(client, storage, OWNER, PAGE_OPENED_AT);
    expect(keptFiguresShown(client.getQueryCache().getAll(), PAGE_OPENED_AT)).toBeNull();
  });
});

describe('when a page may be kept with its figures (decision 315)', () => {
  const PAGE_OPENED_AT = SAVED_AT + 60_000;
  const summaryKey = ['shops', 1, 'summary'];

  /** A page on view: the frame's summary and, if asked, a screen's kept tiles, answered at the given times. */
  function page({ tilesAt, summaryAt = PAGE_OPENED_AT + 10 }: { tilesAt?: number; summaryAt?: number }) {
    const client = new QueryClient();
    const observers = [new QueryObserver(client, { queryKey: summaryKey, meta: KEPT_FRAME_FIGURES, enabled: false })];
    client.setQueryData(summaryKey, { shopName: 'Bluebird' }, { updatedAt: summaryAt });
    if (tilesAt !== undefined) {
      observers.push(new QueryObserver(client, { queryKey: tilesKey, meta: KEPT_FIGURES, enabled: false }));
      client.setQueryData(tilesKey, { grossSales: 1 }, { updatedAt: tilesAt });
    }
    const stops = observers.map((observer) => observer.subscribe(() => undefined));
    return { queries: client.getQueryCache().getAll(), stop: () => stops.forEach((stop) => stop()) };
  }

  it('is kept once the screen’s own kept figures and the frame’s are this page’s answers, as of the oldest', () => {
    const shown = page({ tilesAt: PAGE_OPENED_AT + 5 });
    expect(currentFiguresAsOf(shown.queries, PAGE_OPENED_AT)).toBe(PAGE_OPENED_AT + 5);
    shown.stop();
  });

  it('is not kept while a figure on view is the browser’s copy, nor for a screen with only the frame’s summary', () => {
    const kept = page({ tilesAt: SAVED_AT });
    expect(currentFiguresAsOf(kept.queries, PAGE_OPENED_AT)).toBeNull();
    kept.stop();
    // Members, the menu and the other screens without kept figures of their own: only the frame's summary is kept.
    const framed = page({});
    expect(currentFiguresAsOf(framed.queries, PAGE_OPENED_AT)).toBeNull();
    framed.stop();
  });
});
