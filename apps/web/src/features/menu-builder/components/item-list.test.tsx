// @vitest-environment jsdom
import { DndContext } from '@dnd-kit/core';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense, useDeferredValue, useLayoutEffect } from 'react';
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

/** What the list's first commit put on the page, read by a sibling's layout effect in that same commit. */
type FirstCommit = { regular: (string | null)[]; special: (string | null)[]; busy: (string | null)[] };

function FirstCommitOf({ into }: { into: FirstCommit[] }) {
  useLayoutEffect(() => {
    const lists = Array.from(document.querySelectorAll('ul[aria-label]'));
    into.push({
      regular: cardsIn(lists[0] ?? null),
      special: cardsIn(lists[1] ?? null),
      busy: lists.map((list) => list.getAttribute('aria-busy')),
    });
  }, [into]);
  return null;
}

function TheList({ first }: { first: FirstCommit[] }) {
  return (
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
      <FirstCommitOf into={first} />
    </DndContext>
  );
}

/** The builder draws its answers from a deferred value: the list then mounts inside a deferred render. */
function MountedDeferred({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : null;
}

async function expectFirstCardsThenAll(first: FirstCommit[]) {
  const regular = await screen.findByRole('list', { name: 'Items' });
  const specials = screen.getByRole('list', { name: 'Specials' });
  // Its first commit drew the first cards alone, and both lists said so.
  expect(first[0]).toEqual({
    regular: Array.from({ length: FIRST_CARDS }, (_, index) => `Item Regular ${index + 1}`),
    special: [],
    busy: ['true', 'true'],
  });
  await waitFor(() => expect(cardsIn(regular)).toEqual(Array.from({ length: 7 }, (_, index) => `Item Regular ${index + 1}`)));
  expect(cardsIn(specials)).toEqual(['Item Special 1', 'Item Special 2']);
  expect(regular.getAttribute('aria-busy')).toBeNull();
  expect(specials.getAttribute('aria-busy')).toBeNull();
}

describe("the chosen category's cards", () => {
  it('draws the first screenful in its first render, marked busy, and every card once settled', async () => {
    const first: FirstCommit[] = [];
    // Mounted once the texts had loaded.
    await act(async () => {
      render(
        <Suspense>
          <TheList first={first} />
        </Suspense>,
      );
    });
    await expectFirstCardsThenAll(first);
  });

  it('draws the first screenful first when mounted in a deferred render, as the builder mounts it', async () => {
    const first: FirstCommit[] = [];
    await act(async () => {
      render(
        <Suspense>
          <MountedDeferred>
            <TheList first={first} />
          </MountedDeferred>
        </Suspense>,
      );
    });
    await expectFirstCardsThenAll(first);
  });
});
