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
import { useTranslation } from 'react-i18next';
import type { DraftCategory, FieldErrors, ItemRef, MenuAction } from '../model/types';
import { errorsAt } from './fields';
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
  const renderList = (list: 'regular' | 'special') => (
    <SortableContext
      id={`items-${list}`}
      items={lists[list].map(({ item }) => `item:${String(item.id)}`)}
      strategy={verticalListSortingStrategy}
    >
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t(list === 'regular' ? 'items.regular' : 'items.specials')}>
        {lists[list].map(({ item, index }) => (
          <ItemCard
            key={String(item.id)}
            item={item}
            categoryId={category.id}
            list={list}
            errors={errorsAt(errors, `categories.${categoryIndex}.items.${index}`)}
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
