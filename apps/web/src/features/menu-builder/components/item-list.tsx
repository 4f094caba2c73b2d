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
import { isSavedId } from '@brewline/contracts/menu';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftCategory, FieldErrors, ItemRef, MenuAction } from '../model/types';

import type { ItemMenuAbilities } from './item-actions-menu';
import { ItemCard } from './item-card';

/**
 * The chosen category (spec 002 §2): its header (list/thumbnail view, Members Only, Only Members/Everyone, Events
 * Category disabled after creation), Add Item, then its regular list and its specials list. Only this category's
 * items are drawn, whatever the size of the menu.
 */
export function ItemList({
  category,
  categoryIndex,
  errors,
  dispatch,
  abilities,
  onOpenModifiers,
  onPickImage,
  onDialog,
}: {
  category: DraftCategory;
  categoryIndex: number;
  errors: FieldErrors;
  dispatch: (action: MenuAction) => void;
  abilities: ItemMenuAbilities;
  onOpenModifiers: (ref: ItemRef) => void;
  onPickImage?: (ref: ItemRef) => void;
  onDialog?: (ref: ItemRef, dialog: 'complimentary' | 'subsidies') => void;
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
  // Each item's errors in one pass over the menu's errors (not one pass per card on every change).
  const itemErrors = useMemo(() => errorsByItem(errors, categoryIndex), [errors, categoryIndex]);
  // A long list is drawn in pages as it scrolls into view (decision 073); parts added since loading always show.
  const [shown, setShown] = useState(PAGE);
  const visible = (list: 'regular' | 'special') => lists[list].filter(({ item }, position) => position < shown || !isSavedId(item.id));
  const hidden = lists.regular.length + lists.special.length - visible('regular').length - visible('special').length;
  const renderList = (list: 'regular' | 'special') => (
    <SortableContext id={`items-${list}`} items={ids[list]} strategy={verticalListSortingStrategy}>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t(list === 'regular' ? 'items.regular' : 'items.specials')}>
        {visible(list).map(({ item, index }) => (
          <ItemCard
            key={String(item.id)}
            item={item}
            categoryId={category.id}
            list={list}
            errors={itemErrors.get(index) ?? NO_ERRORS}
            dispatch={dispatch}
            abilities={abilities}
            onOpenModifiers={onOpenModifiers}
            onPickImage={onPickImage}
            onDialog={onDialog}
          />
        ))}
      </Stack>
    </SortableContext>
  );
  return (
    <Stack spacing={2} component="section" aria-label={t('items.sectionLabel', { title })}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1.5 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={category.view}
            aria-label={t('header.view')}
            onChange={(_, view) => view && dispatch({ type: 'setCategoryView', categoryId: category.id, view })}
          >
            <ToggleButton value="list">{t('header.list')}</ToggleButton>
            <ToggleButton value="thumbnail">{t('header.thumbnail')}</ToggleButton>
          </ToggleButtonGroup>
          <FormControlLabel
            control={
              <Switch
                checked={category.membersOnly}
                onChange={(_, membersOnly) => dispatch({ type: 'setCategoryMembersOnly', categoryId: category.id, membersOnly })}
              />
            }
            label={t('header.membersOnly')}
          />
          <TextField
            select
            size="small"
            label={t('header.visibility')}
            disabled={!category.membersOnly}
            value={category.membersOnlyVisible ? 'everyone' : 'members'}
            onChange={(event) =>
              dispatch({ type: 'setCategoryVisibility', categoryId: category.id, membersOnlyVisible: event.target.value === 'everyone' })
            }
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="members">{t('header.onlyMembers')}</MenuItem>
            <MenuItem value="everyone">{t('header.everyone')}</MenuItem>
          </TextField>
          {/* Chosen at creation only (spec 002 §2): always disabled here. */}
          <FormControlLabel disabled control={<Switch checked={category.isEvents} />} label={t('header.events')} />
        </Stack>
      </Paper>
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
        {hidden > 0 && <MoreItems count={hidden} onMore={() => setShown((count) => count + PAGE)} />}
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

const NO_ERRORS: FieldErrors = {};

/** The errors of a category's items, by item index, each keyed below its item ('name', 'options.0.title'). */
function errorsByItem(errors: FieldErrors, categoryIndex: number): Map<number, FieldErrors> {
  const byItem = new Map<number, FieldErrors>();
  const prefix = `categories.${categoryIndex}.items.`;
  for (const [path, key] of Object.entries(errors)) {
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    const dot = rest.indexOf('.');
    if (dot < 0) continue;
    const index = Number(rest.slice(0, dot));
    const own = byItem.get(index) ?? {};
    own[rest.slice(dot + 1)] = key;
    byItem.set(index, own);
  }
  return byItem;
}

/** How many items of each list are drawn at first, and how many more each time the end comes into view. */
const PAGE = 40;

/** The end of what is drawn: scrolling near it draws the next page; the button does the same from the keyboard. */
function MoreItems({ count, onMore }: { count: number; onMore: () => void }) {
  const { t } = useTranslation('menu-builder');
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && latest.current(), {
      rootMargin: '800px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [count]);
  return (
    <Box ref={sentinel} sx={{ py: 2, textAlign: 'center' }}>
      <Button onClick={onMore}>{t('items.showMore', { count })}</Button>
    </Box>
  );
}
