import { DISCOUNT_UNITS, isSavedId, ITEM_DESCRIPTION_MAX_LENGTH, PICKUP_TIMES, type PickupTime } from '@brewline/contracts/menu';
import { menuImageUrl } from '@brewline/contracts/menu-images';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ImageOutlined, MoreVert, PeopleAltOutlined, Tune } from '@mui/icons-material';
import { Box, Button, ButtonBase, Chip, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { DraftItem, FieldErrors, ItemPatch, ItemRef, MenuAction } from '../model/types';
import { sameErrors } from '../model/field-errors';
import { NATIVE_SELECT, NumberField, SoldOutSelect, useFieldMessage } from './fields';
import { type ItemMenuAbilities, ItemActionsMenu } from './item-actions-menu';
import { useStoredItem } from '../hooks/item-store';
import { useNotOffered } from '../hooks/use-preview';
import { AvailabilityLine } from './availability-line';
import { DragHandle } from './option-editor';

export interface ItemCardProps {
  /** The item as the list last drew it; the card shows the builder's latest (decision 136). */
  item: DraftItem;
  /** Its index in the category (its errors are found by it). */
  index: number;
  categoryId: ItemRef['categoryId'];
  dispatch: (action: MenuAction) => void;
  abilities: ItemMenuAbilities;
  /** Opens the item's modifier list. */
  onOpenModifiers: (ref: ItemRef) => void;
  /** Opens the image picker for the item, when the picker is available. */
  onPickImage?: (ref: ItemRef) => void;
  /** The item's own menu entries that open dialogs (complimentary, subsidies). */
  onDialog?: (ref: ItemRef, dialog: 'complimentary' | 'subsidies' | 'availability') => void;
  /** The sortable list the card belongs to ('regular' or 'special'). */
  list: 'regular' | 'special';
  /**
   * In a windowed list (decision 130): the card's place (its top within the list, and its index for measuring) and
   * the list's measuring ref, which learns the card's real height.
   */
  placed?: { top: number; index: number; measure: (node: HTMLElement | null) => void };
}

/**
 * One item of the chosen category: the sortable frame (its drag handle and place in the list) around the card's
 * fields. Both are memoized on their props (errors compared by content, a stable dispatch); the fields also when
 * only the drag machinery re-renders the frame, so typing in one item's name re-renders that card alone, even in a
 * menu of 500 items.
 */
export const ItemCard = memo(function ItemCard(props: ItemCardProps) {
  const { t } = useTranslation('menu-builder');
  const { categoryId, list } = props;
  // The builder's latest item and its errors: typing in its name draws this card alone, not the list around it.
  const { item, errors } = useStoredItem(props.item, props.index);
  const name = item.name.trim() || t('item.unnamed');
  const sortable = useSortable({ id: `item:${String(item.id)}`, data: { type: 'item', list, itemId: item.id, categoryId, label: name } });
  const { placed } = props;
  const { setNodeRef } = sortable;
  const notOffered = useNotOffered(categoryId, item.windows);
  const measure = placed?.measure;
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setNodeRef(node);
      measure?.(node);
    },
    [setNodeRef, measure],
  );
  return (
    <Paper
      ref={ref}
      component="li"
      variant="outlined"
      aria-label={t('item.label', { name })}
      data-index={placed?.index}
      style={placed ? { position: 'absolute', top: placed.top, left: 0, right: 0 } : undefined}
      sx={{
        p: 2,
        listStyle: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : 'auto',
        bgcolor: notOffered ? 'action.disabledBackground' : undefined,
      }}
    >
      <DragHandle label={t('item.drag', { name })} {...sortable.attributes} {...sortable.listeners} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1, opacity: notOffered ? 0.6 : 1 }}>
        <ItemFields {...props} item={item} errors={errors} placed={undefined} />
        <AvailabilityLine windows={item.windows} notOffered={notOffered} />
      </Box>
    </Paper>
  );
}, sameCardProps);

type ItemFieldsProps = ItemCardProps & {
  /** This item's errors, keyed below it ('name', 'options.0.title'). */
  errors: FieldErrors;
};

const ItemFields = memo(function ItemFields({
  item,
  categoryId,
  errors,
  dispatch,
  abilities,
  onOpenModifiers,
  onPickImage,
  onDialog,
}: ItemFieldsProps) {
  const { t } = useTranslation('menu-builder');
  const message = useFieldMessage(errors);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const ref: ItemRef = { categoryId, itemId: item.id };
  const name = item.name.trim() || t('item.unnamed');
  const optionErrors = Object.keys(errors).some((path) => path.startsWith('options.'));
  // A name change lets the name-to-picture rule choose the item's image.
  const update = (patch: ItemPatch) =>
    dispatch({ type: 'updateItem', ref, patch, ...(patch.name !== undefined ? { pictures: abilities.pictures } : {}) });

  return (
    <>
      {/* Picture, fields, actions in a row; on a phone the fields take the full width under the others. */}
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'grid',
          columnGap: 1.5,
          rowGap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'auto 1fr auto', sm: 'auto minmax(0, 1fr) auto' },
          gridTemplateAreas: { xs: '"image . actions" "fields fields fields"', sm: '"image fields actions"' },
        }}
      >
        <ButtonBase
          aria-label={t('item.image', { name })}
          style={{ gridArea: 'image' }}
          disabled={!onPickImage}
          onClick={() => onPickImage?.(ref)}
          sx={{
            width: 72,
            height: 72,
            flexShrink: 0,
            borderRadius: 1,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
          }}
        >
          {item.imageKey ? (
            <Box component="img" src={menuImageUrl(item.imageKey)} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <ImageOutlined color="disabled" />
          )}
        </ButtonBase>
        <Box sx={{ gridArea: 'fields', minWidth: 0, display: 'grid', gap: 1.5 }}>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(140px, 1fr) minmax(170px, 1fr)' },
            }}
          >
            <TextField
              size="small"
              label={t('item.name')}
              value={item.name}
              required
              error={Boolean(message('name'))}
              helperText={message('name')}
              onChange={(event) => update({ name: event.target.value })}
            />
            {/* Drawn again only when their own values change, not with each keystroke in the name. */}
            <PrepTimeAndSoldOut
              categoryId={categoryId}
              itemId={item.id}
              pickupTime={item.pickupTime}
              isAvailable={item.isAvailable}
              soldOutUntil={item.soldOutUntil}
              error={message('pickupTime')}
              dispatch={dispatch}
            />
          </Box>
          {item.description !== null && (
            <DescriptionField
              categoryId={categoryId}
              itemId={item.id}
              description={item.description}
              error={message('description')}
              dispatch={dispatch}
            />
          )}
          {item.discountOpen && (
            <Stack direction="row" spacing={1.5}>
              <NumberField
                label={t('item.discountValue')}
                decimals
                value={item.discountValue}
                error={Boolean(message('discountValue'))}
                helperText={message('discountValue')}
                onNumber={(discountValue) => update({ discountValue })}
                sx={{ maxWidth: 180 }}
              />
              <TextField
                select
                size="small"
                label={t('item.discountUnit')}
                value={item.discountUnit ?? ''}
                error={Boolean(message('discountUnit'))}
                helperText={message('discountUnit')}
                onChange={(event) => update({ discountUnit: (event.target.value || null) as DraftItem['discountUnit'] })}
                sx={{ minWidth: 180 }}
                slotProps={NATIVE_SELECT}
              >
                <option value="">{t('item.discountUnitNone')}</option>
                {DISCOUNT_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </TextField>
            </Stack>
          )}
          {item.isEvent && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <NumberField
                label={t('item.ticketsRemaining')}
                value={item.tickets?.remaining ?? null}
                error={Boolean(message('tickets.remaining'))}
                helperText={message('tickets.remaining')}
                onNumber={(remaining) => update({ tickets: { remaining: remaining ?? Number.NaN, sold: item.tickets?.sold ?? 0 } })}
                sx={{ maxWidth: 180 }}
              />
              <Typography variant="body2" color="text.secondary">
                {t('item.ticketsSold', {
                  sold: item.tickets?.sold ?? 0,
                  total: (item.tickets?.remaining ?? 0) + (item.tickets?.sold ?? 0),
                })}
              </Typography>
              {isSavedId(item.id) && <GuestListLink menuItemId={item.id} name={item.name} />}
            </Stack>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              size="small"
              variant="outlined"
              color={optionErrors ? 'error' : 'primary'}
              startIcon={<Tune />}
              onClick={() => onOpenModifiers(ref)}
              aria-label={t('item.modifiersLabel', { name, count: item.options.length })}
            >
              {t('item.modifiers', { count: item.options.length })}
            </Button>
            {item.isSpecial && <Chip size="small" label={t('item.specialChip')} />}
            {item.isComplimentary && <Chip size="small" color="success" label={t('item.complimentaryChip')} />}
            {item.isUpsell && <Chip size="small" color="secondary" label={t('item.upsellChip')} />}
            {optionErrors && (
              <Typography variant="body2" color="error">
                {t('item.modifierErrors')}
              </Typography>
            )}
          </Stack>
        </Box>
        <IconButton
          aria-label={t('item.actions', { name })}
          aria-haspopup="menu"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          sx={{ gridArea: 'actions' }}
        >
          <MoreVert />
        </IconButton>
      </Box>
      {/* Mounted only while open: 500 closed menus would cost every render of the list. */}
      {menuAnchor && (
        <ItemActionsMenu
          anchor={menuAnchor}
          onClose={() => setMenuAnchor(null)}
          item={item}
          itemRef={ref}
          dispatch={dispatch}
          abilities={abilities}
          onDialog={onDialog}
        />
      )}
    </>
  );
}, sameFieldsProps);

interface PartProps {
  categoryId: ItemRef['categoryId'];
  itemId: ItemRef['itemId'];
  /** The field's message, when it has one. */
  error: string | undefined;
  dispatch: (action: MenuAction) => void;
}

/** The item's prep time and sold-out choices, memoized on their own values. */
const PrepTimeAndSoldOut = memo(function PrepTimeAndSoldOut({
  categoryId,
  itemId,
  pickupTime,
  isAvailable,
  soldOutUntil,
  error,
  dispatch,
}: PartProps & { pickupTime: DraftItem['pickupTime']; isAvailable: boolean; soldOutUntil: string | null }) {
  const { t } = useTranslation('menu-builder');
  const ref: ItemRef = { categoryId, itemId };
  return (
    <>
      <TextField
        select
        size="small"
        label={t('item.prepTime')}
        value={pickupTime ?? ''}
        required
        error={Boolean(error)}
        helperText={error}
        onChange={(event) => dispatch({ type: 'updateItem', ref, patch: { pickupTime: event.target.value as PickupTime } })}
        slotProps={NATIVE_SELECT}
      >
        {PICKUP_TIMES.map((time) => (
          <option key={time} value={time}>
            {t(`prepTimes.${time}`)}
          </option>
        ))}
      </TextField>
      <SoldOutSelect
        part={{ isAvailable, soldOutUntil }}
        label={t('item.soldOut')}
        onChange={(soldOut) => dispatch({ type: 'setItemSoldOut', ref, soldOut })}
      />
    </>
  );
});

/** The item's description, memoized on its own text and message. */
const DescriptionField = memo(function DescriptionField({
  categoryId,
  itemId,
  description,
  error,
  dispatch,
}: PartProps & { description: string }) {
  const { t } = useTranslation('menu-builder');
  return (
    <TextField
      size="small"
      label={t('item.description')}
      value={description}
      // The browser's own textarea of a fixed three rows (300 characters scroll inside), not MUI's multiline, which is
      // its autosizing textarea even with fixed rows: it measures itself with a forced layout on every render and on
      // every resize, and shrank to nothing while the list was hidden (decisions 130, 135).
      error={Boolean(error)}
      helperText={error ?? `${description.length}/${ITEM_DESCRIPTION_MAX_LENGTH}`}
      slotProps={DESCRIPTION_SLOTS}
      sx={DESCRIPTION_SX}
      onChange={(event) => dispatch({ type: 'updateItem', ref: { categoryId, itemId }, patch: { description: event.target.value } })}
    />
  );
});

const DESCRIPTION_SX = { '& textarea': { height: 'auto', resize: 'vertical' } } as const;

const DESCRIPTION_SLOTS = {
  input: { inputComponent: 'textarea' },
  htmlInput: { maxLength: ITEM_DESCRIPTION_MAX_LENGTH, rows: 3 },
} as const;

function sameFieldsProps(a: ItemFieldsProps, b: ItemFieldsProps): boolean {
  return sameCardProps(a, b) && sameErrors(a.errors, b.errors);
}

function sameCardProps(a: ItemCardProps, b: ItemCardProps): boolean {
  return (
    a.item === b.item &&
    a.index === b.index &&
    a.categoryId === b.categoryId &&
    a.dispatch === b.dispatch &&
    a.list === b.list &&
    a.onOpenModifiers === b.onOpenModifiers &&
    a.onPickImage === b.onPickImage &&
    a.onDialog === b.onDialog &&
    a.abilities === b.abilities &&
    a.placed?.top === b.placed?.top &&
    a.placed?.index === b.placed?.index &&
    a.placed?.measure === b.placed?.measure
  );
}

/**
 * A saved event's Guest List (/app/events/{menuItemId}?eventName=), from the shop's own menu builder; the
 * admin area has no guest list route, so the link shows under /app only.
 */
function GuestListLink({ menuItemId, name }: { menuItemId: number; name: string }) {
  const { t } = useTranslation('menu-builder');
  const { pathname } = useLocation();
  if (!pathname.startsWith('/app/')) return null;
  const query = new URLSearchParams({ eventName: name.trim() });
  return (
    <Button
      component={RouterLink}
      to={`/app/events/${menuItemId}?${query.toString()}`}
      size="small"
      variant="outlined"
      startIcon={<PeopleAltOutlined />}
      aria-label={t('item.guestListLabel', { name: name.trim() })}
    >
      {t('item.guestList')}
    </Button>
  );
}
