// @vitest-environment jsdom
import { DndContext } from '@dnd-kit/core';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { fromMenu } from '../model/draft';
import { item, testMenu } from '../model/test-menu';
import { FIRST_CARDS, ItemList } from './item-list';

// Texts load lazily; on a busy machine that can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

/** A category of seven regular items and two specials. */
function category() {
  const menu = testMenu();
  const items = [
    ...Array.from({ length: 7 }, (_, index) => item(200 + index, `Regular ${index + 1}`, [])),
    item(300, 'Special 1', [], { isSpecial: true }),
    item(301, 'Special 2', [], { isSpecial: true }),
  ];
  return fromMenu({ ...menu, categories: [{ ...menu.categories[0]!, items }] }, 1).menu.categories[0]!;
}

const cardsIn = (list: Element | null) =>
  Array.from(list?.querySelectorAll('li[aria-label^="Item "]') ?? [], (card) => card.getAttribute('aria-label'));

describe("the chosen category's cards", () => {
  it('draws the first screenful in its first render, marked busy, and every card once settled', async () => {
    // What the list's first commit put on the page, read by a sibling's layout effect in that same commit.
    const first: { regular: (string | null)[]; special: (string | null)[]; busy: (string | null)[] }[] = [];
    function FirstCommit() {
      useLayoutEffect(() => {
        const lists = Array.from(document.querySelectorAll('ul[aria-label]'));
        first.push({
          regular: cardsIn(lists[0] ?? null),
          special: cardsIn(lists[1] ?? null),
          busy: lists.map((list) => list.getAttribute('aria-busy')),
        });
      }, []);
      return null;
    }
    await act(async () => {
      render(
        <Suspense>
          <DndContext>
            <ItemList
              category={category()}
              dispatch={() => {}}
              abilities={{
                canPasteItem: false,
                menuHasComplimentary: false,
                complimentary: true,
                subsidies: false,
                isAdmin: false,
                pictures: [],
              }}
              onOpenModifiers={() => {}}
            />
            <FirstCommit />
          </DndContext>
        </Suspense>,
      );
    });

    const regular = await screen.findByRole('list', { name: 'Items' });
    const specials = screen.getByRole('list', { name: 'Specials' });
    // Mounted once the texts had loaded: its first commit drew the first cards alone, and both lists said so.
    expect(first[0]).toEqual({
      regular: Array.from({ length: FIRST_CARDS }, (_, index) => `Item Regular ${index + 1}`),
      special: [],
      busy: ['true', 'true'],
    });
    await waitFor(() => expect(cardsIn(regular)).toEqual(Array.from({ length: 7 }, (_, index) => `Item Regular ${index + 1}`)));
    expect(cardsIn(specials)).toEqual(['Item Special 1', 'Item Special 2']);
    expect(regular.getAttribute('aria-busy')).toBeNull();
    expect(specials.getAttribute('aria-busy')).toBeNull();
  });
});
