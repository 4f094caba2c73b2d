import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  complimentaryEditRefusal,
  countNested,
  draftFromResponse,
  findItem,
  findValue,
  fromMenu,
  hasComplimentaryItem,
  itemPath,
  newId,
  optionPath,
  toSaveBody,
  valuePath,
} from './draft';
import { reduceDraft, soldOutFields, soldOutState } from './reduce';
import { testMenu } from './test-menu';

const start = () => fromMenu(testMenu(), 5);
const latte = { categoryId: 1, itemId: 10 };

describe('draftFromResponse and toSaveBody', () => {
  it('loads a response and sends back the menu, the removed ids and the version loaded', () => {
    const draft = draftFromResponse({ menu: testMenu(), version: 7 });
    expect(draft.version).toBe(7);
    const deleted = reduceDraft(draft, { type: 'deleteItem', ref: latte });
    const body = toSaveBody(deleted);
    expect(body.version).toBe(7);
    expect(body.removed.items).toEqual([10]);
    expect(JSON.stringify(body.menu)).not.toContain('discountOpen');
  });
});

describe('finding parts and their error paths', () => {
  it('names the dotted path of an item, option and value', () => {
    const draft = start();
    expect(itemPath(draft, { categoryId: 2, itemId: 14 })).toBe('categories.1.items.1');
    expect(optionPath(draft, { ...latte, optionId: 101 })).toBe('categories.0.items.0.options.1');
    expect(valuePath(draft, { ...latte, optionId: 100, valueId: 1001 })).toBe('categories.0.items.0.options.0.values.1');
    expect(itemPath(draft, { categoryId: 2, itemId: 10 })).toBeNull();
    expect(findItem(draft, { categoryId: 9, itemId: 10 })).toBeNull();
    expect(findValue(draft, { ...latte, optionId: 100, valueId: 9 })).toBeNull();
  });
});

describe('countNested and hasComplimentaryItem', () => {
  it('counts every part of the menu', () => {
    expect(countNested(start())).toEqual({ categories: 4, items: 5, options: 3, values: 7 });
  });

  it('tells whether any item is complimentary', () => {
    expect(hasComplimentaryItem(start())).toBe(true);
    expect(
      hasComplimentaryItem(reduceDraft(start(), { type: 'setComplimentary', ref: { categoryId: 2, itemId: 12 }, isComplimentary: false })),
    ).toBe(false);
  });
});

describe('sold out choices', () => {
  it('reads back the choice that was set', () => {
    for (const choice of ['no', 'yes', 'untilNextOpening'] as const) expect(soldOutState(soldOutFields(choice))).toBe(choice);
    expect(soldOutState({ isAvailable: false, soldOutUntil: '2026-11-23T14:00:00.000Z' })).toBe('untilNextOpening');
  });
});

describe('new ids', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are made without randomUUID too (it exists only in secure contexts)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    expect(newId()).toMatch(/^new-[0-9a-f]{32}$/);
  });

  it("are 'new-' ids the contracts accept, never twice the same", () => {
    const ids = new Set(Array.from({ length: 50 }, newId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^new-[A-Za-z0-9_-]+$/);
  });
});

describe('complimentary editing', () => {
  it('is refused on a part not saved yet', () => {
    expect(complimentaryEditRefusal({ id: 12 })).toBeNull();
    expect(complimentaryEditRefusal({ id: newId() })).toBe('complimentaryUnsavedValue');
  });
});
