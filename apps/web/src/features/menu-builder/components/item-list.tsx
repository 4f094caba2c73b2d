import { useDndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Add } from '@mui/icons-material';
import {
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  defaultRangeExtractor,
  measureElement,
  observeWindowOffset,
  useWindowVirtualizer,
  type VirtualItem,
} from '@tanstack/react-virtual';
import { createContext, memo, type ReactNode, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRestAfterFirstCommit } from '../../../components/use-rest-after-first-commit';
import type { DraftCategory, ItemRef, MenuAction, MenuId } from '../model/types';

import type { ItemMenuAbilities } from './item-actions-menu';
import { ItemCard, type ItemCardProps } from './item-card';

/**
 * The chosen category: its header (list/thumbnail view, Members Only, Only Members/Everyone, Events
 * Category disabled after creation), Add Item, then its regular list and its specials list. Only this category's
 * items are drawn, and of a long list only the cards in view (decision 130), whatever the size of the menu.
 */
export function ItemList({
  category,
  dispatch,
  abilities,
  onOpenModifiers,
  onPickImage,
  onDialog,
  memory,
}: {
  /**
   * The category as of the list's last drawing: its cards show their items' latest fields and errors from the
   * builder's item store (decision 136), and the list is drawn again only when the category's shape changes.
   */
  category: DraftCategory;
  dispatch: (action: MenuAction) => void;
  abilities: ItemMenuAbilities;
  onOpenModifiers: (ref: ItemRef) => void;
  onPickImage?: (ref: ItemRef) => void;
  onDialog?: (ref: ItemRef, dialog: 'complimentary' | 'subsidies' | 'availability') => void;
  /** Where long lists were scrolled, kept by the builder across opening an item's modifiers. */
  memory?: ListMemory;
}) {
  const { t } = useTranslation('menu-builder');
  const title = category.title.trim() || t('categories.untitled');
  const indexed = category.items.map((item, index) => ({ item, index }));
  const lists = {
    regular: indexed.filter(({ item }) => !item.isSpecial),
    special: indexed.filter(({ item }) => item.isSpecial),
  };
  // The same id arrays while the ids do not change: a new array would re-render every sortable card on each keystroke.
  const regularKey = lists.regular.map(({ item }) => `item:${String(item.id)}`).join('\n');
  const specialKey = lists.special.map(({ item }) => `item:${String(item.id)}`).join('\n');
  const ids = {
    regular: useMemo(() => (regularKey ? regularKey.split('\n') : []), [regularKey]),
    special: useMemo(() => (specialKey ? specialKey.split('\n') : []), [specialKey]),
  };
  // The list's first render draws the first screenful of cards and the rest in a transition after it (decision
  // 273): the specials get what the regular list leaves of it.
  const first = {
    regular: FIRST_CARDS,
    special: Math.max(0, FIRST_CARDS - lists.regular.length),
  };
  const renderList = (list: 'regular' | 'special') => (
    <SortableContext id={`items-${list}`} items={ids[list]} strategy={verticalListSortingStrategy}>
      <ItemsOf
        entries={lists[list]}
        first={first[list]}
        label={t(list === 'regular' ? 'items.regular' : 'items.specials')}
        memoryKey={`${String(category.id)}:${list}`}
        memory={memory}
        renderCard={({ item, index }, placed) => (
          <ItemCard
            key={String(item.id)}
            item={item}
            categoryId={category.id}
            list={list}
            index={index}
            dispatch={dispatch}
            abilities={abilities}
            onOpenModifiers={onOpenModifiers}
            onPickImage={onPickImage}
            onDialog={onDialog}
            placed={placed}
          />
        )}
      />
    </SortableContext>
  );
  return (
    <Stack spacing={2} component="section" aria-label={t('items.sectionLabel', { title })}>
      <CategoryHeader
        categoryId={category.id}
        title={title}
        view={category.view}
        membersOnly={category.membersOnly}
        membersOnlyVisible={category.membersOnlyVisible}
        isEvents={category.isEvents}
        dispatch={dispatch}
      />
      <Box>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => dispatch({ type: 'addItem', categoryId: category.id, pictures: abilities.pictures })}
        >
          {t('items.add')}
        </Button>
      </Box>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('items.regular')}
        </Typography>
        {lists.regular.length === 0 ? <Typography color="text.secondary">{t('items.emptyRegular')}</Typography> : renderList('regular')}
      </Box>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('items.specials')}
        </Typography>
        {lists.special.length === 0 ? <Typography color="text.secondary">{t('items.emptySpecials')}</Typography> : renderList('special')}
      </Box>
    </Stack>
  );
}

/**
 * The category's header, drawn again only when one of its own settings changes: typing in an item
 * leaves it alone.
 */
const CategoryHeader = memo(function CategoryHeader({
  categoryId,
  title,
  view,
  membersOnly,
  membersOnlyVisible,
  isEvents,
  dispatch,
}: {
  categoryId: MenuId;
  title: string;
  view: DraftCategory['view'];
  membersOnly: boolean;
  membersOnlyVisible: boolean;
  isEvents: boolean;
  dispatch: (action: MenuAction) => void;
}) {
  const { t } = useTranslation('menu-builder');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1.5 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          aria-label={t('header.view')}
          onChange={(_, view) => view && dispatch({ type: 'setCategoryView', categoryId: categoryId, view })}
        >
          <ToggleButton value="list">{t('header.list')}</ToggleButton>
          <ToggleButton value="thumbnail">{t('header.thumbnail')}</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={membersOnly}
              onChange={(_, membersOnly) => dispatch({ type: 'setCategoryMembersOnly', categoryId: categoryId, membersOnly })}
            />
          }
          label={t('header.membersOnly')}
        />
        <TextField
          select
          size="small"
          label={t('header.visibility')}
          disabled={!membersOnly}
          value={membersOnlyVisible ? 'everyone' : 'members'}
          onChange={(event) =>
            dispatch({ type: 'setCategoryVisibility', categoryId: categoryId, membersOnlyVisible: event.target.value === 'everyone' })
          }
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="members">{t('header.onlyMembers')}</MenuItem>
          <MenuItem value="everyone">{t('header.everyone')}</MenuItem>
        </TextField>
        {/* Chosen at creation only: always disabled here. */}
        <FormControlLabel disabled control={<Switch checked={isEvents} />} label={t('header.events')} />
      </Stack>
    </Paper>
  );
});

/**
 * Whether the item list is hidden behind an item's modifiers (decision 135), read when the window scrolls or a card
 * resizes; a ref, so that showing and hiding does not draw the list again.
 */
export const ItemsHidden = createContext<{ readonly current: boolean }>({ current: false });

/** Lists longer than this draw only the cards in and near the window (decision 130); shorter ones draw every card. */
export const WINDOWED_FROM = 40;
/**
 * How many cards a category's first render draws (decision 273): on a phone the first card's top is about 600 px
 * down and a card about 440 px tall, so two fill the screen; on a wide screen the others follow a moment later. The
 * others, and a long list's cards just out of view, follow in a transition React can interrupt.
 */
export const FIRST_CARDS = 2;
/** The gap between two cards (the list's spacing), in px. */
const GAP = 12;

type Entry = { item: DraftCategory['items'][number]; index: number };
type Placed = NonNullable<ItemCardProps['placed']>;
/** Where a windowed list was scrolled to and how tall its cards were, kept while an item's modifiers are open. */
export type ListMemory = Map<string, VirtualItem[]>;

/**
 * One sortable list of cards: all of them, or for a long list the ones in view (decision 130). Its first render draws
 * the first `first` cards (a long list: those in view, without the ones just out of it); every card follows in a
 * transition once that one is committed (decision 273). Only the mount is deferred: once every card is drawn,
 * an added, moved or edited card is drawn with the change.
 */
function ItemsOf({
  first,
  ...props
}: {
  entries: Entry[];
  first: number;
  label: string;
  memoryKey: string;
  memory?: ListMemory;
  renderCard: (entry: Entry, placed?: Placed) => ReactNode;
}) {
  // Mount only: once every card is drawn, a change is drawn with it.
  const complete = useRestAfterFirstCommit('mount');
  if (props.entries.length <= WINDOWED_FROM) {
    const drawn = complete ? props.entries : props.entries.slice(0, first);
    return (
      <Stack component="ul" spacing={`${GAP}px`} sx={{ p: 0, m: 0 }} aria-label={props.label} aria-busy={complete ? undefined : true}>
        {drawn.map((entry) => props.renderCard(entry))}
      </Stack>
    );
  }
  return <WindowedItems {...props} overscan={complete ? OVERSCAN : 0} />;
}

/** How many cards a long list draws beyond each edge of the window (decision 130). */
const OVERSCAN = 4;

/**
 * A long list drawn as a window over it: the cards in view and a few either side, each placed at its measured top
 * (unmeasured cards are estimated), in a list as tall as all of them, so the page scrolls as if every card were there
 * and a card is drawn as it scrolls into view. The card being dragged stays drawn wherever it is taken. Every card
 * stays sortable: dnd-kit knows every id, and the cards drawn are its drop targets.
 */
function WindowedItems({
  entries,
  label,
  memoryKey,
  memory,
  renderCard,
  overscan,
}: {
  entries: Entry[];
  label: string;
  memoryKey: string;
  memory?: ListMemory;
  renderCard: (entry: Entry, placed?: Placed) => ReactNode;
  overscan: number;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  // The list's top in the page: the window's scroll is measured from it. Read again whenever the list changes (the
  // regular list above the specials grows, a header wraps).
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const node = listRef.current;
    if (!node) return;
    const measured = Math.round(node.getBoundingClientRect().top + window.scrollY);
    if (measured !== top) setTop(measured);
  }, [top, entries]);
  const hidden = useContext(ItemsHidden);
  const { active } = useDndContext();
  const activeIndex = active ? entries.findIndex(({ item }) => `item:${String(item.id)}` === active.id) : -1;
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: () => 200,
    gap: GAP,
    overscan,
    scrollMargin: top,
    getItemKey: (index) => String(entries[index]!.item.id),
    initialMeasurementsCache: memory?.get(memoryKey),
    // While hidden, the list keeps the scroll position and card heights it had: the page's scroll is the modifiers',
    // and a hidden card measures 0. Going back then draws the same cards, in the same places.
    observeElementOffset: (instance, onOffset) =>
      observeWindowOffset(instance, (offset, isScrolling) => {
        if (!hidden.current) onOffset(offset, isScrolling);
      }),
    measureElement: (element, entry, instance) => {
      const kept = hidden.current ? instance.measurementsCache[instance.indexFromElement(element)]?.size : undefined;
      return kept ?? measureElement(element, entry, instance);
    },
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      return activeIndex >= 0 && !indexes.includes(activeIndex) ? [...indexes, activeIndex].sort((a, b) => a - b) : indexes;
    },
  });
  useEffect(() => {
    if (!memory) return;
    return () => void memory.set(memoryKey, virtualizer.measurementsCache);
  }, [memory, memoryKey, virtualizer]);
  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label={label}
      sx={{ p: 0, m: 0, position: 'relative' }}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer
        .getVirtualItems()
        .map((row) => renderCard(entries[row.index]!, { top: row.start - top, index: row.index, measure: virtualizer.measureElement }))}
    </Box>
  );
}
