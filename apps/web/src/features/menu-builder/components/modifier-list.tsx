import type { DefaultOption, MenuId } from '@brewline/contracts/schemas/menu';
import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Add, ArrowBack, ContentPaste } from '@mui/icons-material';
import { Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import type { DraftItem, DraftOption, FieldErrors, ItemRef, MenuAction, OptionRef } from '../model/types';
import { errorsAt, sameErrors } from '../model/field-errors';
import { useDragAccessibility } from '../hooks/menu-dnd';
import { DragHandle, OptionEditor, type OptionEditorHandlers } from './option-editor';
import { ValueComplimentaryDialogWhenAsked } from './value-complimentary-dialog-when-asked';
import { useValueComplimentaryGuard } from './value-complimentary-guard';

const optionDragId = (option: DraftOption) => `opt:${String(option.id)}`;
const defaultDragId = (option: DefaultOption) => `def:${String(option.id)}`;
const END_ZONE = 'options-end';
/**
 * The modifiers drawn in the first paint of an item's modifier list (a phone's screen of it); the others, and the
 * default modifiers' panel, follow in a transition, which React draws in slices between frames (decision 135):
 * opening an item of 5 modifiers × 5 values shows its first modifier at once instead of after mounting every field.
 * Two modifiers and the panel in the first paint took 240-290 ms at a phone's speed, one and no panel 180-230 ms.
 */
export const FIRST_DRAWN_OPTIONS = 1;

/**
 * Sensor options made once: new ones on every render would give dnd-kit new activators, and every draggable on the
 * page (hundreds of item cards) would re-render with each keystroke.
 */
const POINTER_OPTIONS = { activationConstraint: { distance: 6 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * An item's modifier list: a back arrow, Add Modifier, each modifier's editor (drag to reorder), and a
 * side panel titled Add Modifier listing the default modifiers, which can be dragged into the list or added with their
 * button (for the keyboard and for phones).
 */
export function ModifierList({
  item,
  itemRef,
  itemPath,
  errors,
  defaults,
  dispatch,
  canPasteOption,
  canPasteValue,
  shopId,
  onBack,
}: {
  item: DraftItem;
  itemRef: ItemRef;
  /** Where the item is in the menu ('categories.0.items.2'), to find its errors. */
  itemPath: string;
  errors: FieldErrors;
  defaults: readonly DefaultOption[];
  dispatch: (action: MenuAction) => void;
  canPasteOption: boolean;
  canPasteValue: boolean;
  shopId: number;
  onBack: () => void;
}) {
  const { t } = useTranslation('menu-builder');
  const confirm = useConfirm();
  const name = item.name.trim() || t('item.unnamed');
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
  const dragAccessibility = useDragAccessibility();
  // Complimentary values of one modifier: an attached default modifier's values are the default's own.
  const guard = useValueComplimentaryGuard();
  const [complimentary, setComplimentary] = useState<DraftOption | null>(null);
  // Stable callbacks (the latest guard, confirm and texts read through a ref), so memoized editors skip re-rendering.
  const latest = useRef({ guard, confirm, t });
  useEffect(() => {
    latest.current = { guard, confirm, t };
  });
  const editComplimentary = useCallback((option: DraftOption) => {
    if (latest.current.guard(option.values)) setComplimentary(option);
  }, []);
  const editAttached = useCallback(
    async (ref: OptionRef) => {
      if (await latest.current.confirm({ text: latest.current.t('modifiers.detachConfirm') }))
        dispatch({ type: 'detachDefaultOption', ref });
    },
    [dispatch],
  );
  // The same id array while the ids do not change: a new one would re-render every sortable editor.
  const idsKey = item.options.map(optionDragId).join('\n');
  const optionIds = useMemo(() => (idsKey ? idsKey.split('\n') : []), [idsKey]);
  // The same set while the same defaults are attached, so the side panel is not drawn again on every edit.
  const attachedKey = item.options
    .map((option) => option.defaultOptionId)
    .filter((id) => id !== null)
    .join(',');
  const attachedIds = useMemo(() => new Set(attachedKey ? attachedKey.split(',').map(Number) : []), [attachedKey]);
  const { categoryId, itemId } = itemRef;
  const addDefault = useCallback(
    (defaultOption: DefaultOption) => dispatch({ type: 'dropDefaultOption', ref: { categoryId, itemId }, defaultOption }),
    [dispatch, categoryId, itemId],
  );
  const closeComplimentary = useCallback(() => setComplimentary(null), []);
  const [allDrawn, setAllDrawn] = useState(item.options.length <= FIRST_DRAWN_OPTIONS);
  useEffect(() => {
    if (!allDrawn) startTransition(() => setAllDrawn(true));
  }, [allDrawn]);
  const drawn = allDrawn ? item.options : item.options.slice(0, FIRST_DRAWN_OPTIONS);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const data = active.data.current as { type: string; option?: DefaultOption } | undefined;
    const overIndex = item.options.findIndex((option) => optionDragId(option) === over.id);
    if (data?.type === 'default' && data.option) {
      dispatch({ type: 'dropDefaultOption', ref: itemRef, defaultOption: data.option, ...(overIndex >= 0 ? { toIndex: overIndex } : {}) });
      return;
    }
    const from = item.options.findIndex((option) => optionDragId(option) === active.id);
    if (from >= 0 && overIndex >= 0 && from !== overIndex) dispatch({ type: 'reorderOption', ref: itemRef, from, to: overIndex });
  };

  // A default modifier may land on any modifier or on the end of the list; a modifier only among modifiers.
  const collision: CollisionDetection = (args) => {
    const type = (args.active.data.current as { type?: string } | undefined)?.type;
    const droppableContainers = args.droppableContainers.filter((container) => type === 'default' || container.id !== END_ZONE);
    return closestCenter({ ...args, droppableContainers });
  };

  return (
    <Box component="section" aria-label={t('modifiers.sectionLabel', { name })}>
      <ModifiersHeading name={name} onBack={onBack} />
      <DndContext sensors={sensors} collisionDetection={collision} onDragEnd={onDragEnd} accessibility={dragAccessibility}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 260px' }, alignItems: 'start' }}>
          <Stack spacing={2}>
            <ModifierButtons categoryId={categoryId} itemId={itemId} dispatch={dispatch} canPasteOption={canPasteOption} />
            <SortableContext id="options" items={optionIds} strategy={verticalListSortingStrategy}>
              <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('modifiers.listLabel', { name })}>
                {drawn.map((option, index) => (
                  <SortableOption
                    key={String(option.id)}
                    option={option}
                    index={index}
                    itemRef={itemRef}
                    errors={errorsAt(errors, `${itemPath}.options.${index}`)}
                    dispatch={dispatch}
                    canPasteValue={canPasteValue}
                    onEditComplimentary={editComplimentary}
                    onEditAttached={editAttached}
                  />
                ))}
              </Stack>
            </SortableContext>
            <EndZone empty={item.options.length === 0} />
          </Stack>
          {allDrawn && <DefaultsPanel defaults={defaults} attachedIds={attachedIds} onAdd={addDefault} />}
        </Box>
      </DndContext>
      <KeptComplimentaryDialog
        open={complimentary !== null}
        shopId={shopId}
        option={complimentary}
        source={complimentary?.defaultOptionId != null ? 'default' : 'menu'}
        onClose={closeComplimentary}
      />
    </Box>
  );
}

/** The complimentary values dialog, drawn again only when it opens, closes or its modifier changes. */
const KeptComplimentaryDialog = memo(ValueComplimentaryDialogWhenAsked);

/** The back arrow and the item's name: drawn again only when the name changes, not with every edit of a modifier. */
const ModifiersHeading = memo(function ModifiersHeading({ name, onBack }: { name: string; onBack: () => void }) {
  const { t } = useTranslation('menu-builder');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
      <Tooltip title={t('modifiers.back')}>
        <IconButton aria-label={t('modifiers.back')} onClick={onBack}>
          <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        </IconButton>
      </Tooltip>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
        {t('modifiers.title', { name })}
      </Typography>
    </Stack>
  );
});

/** Add Modifier, and Paste while the clipboard holds a modifier. */
const ModifierButtons = memo(function ModifierButtons({
  categoryId,
  itemId,
  dispatch,
  canPasteOption,
}: {
  categoryId: MenuId;
  itemId: MenuId;
  dispatch: (action: MenuAction) => void;
  canPasteOption: boolean;
}) {
  const { t } = useTranslation('menu-builder');
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<Add />} onClick={() => dispatch({ type: 'addOption', ref: { categoryId, itemId } })}>
        {t('modifiers.add')}
      </Button>
      {canPasteOption && (
        <Button startIcon={<ContentPaste />} onClick={() => dispatch({ type: 'pasteOption', ref: { categoryId, itemId } })}>
          {t('modifiers.paste')}
        </Button>
      )}
    </Stack>
  );
});

/**
 * One sortable modifier, memoized: adding a value or typing in one modifier re-renders that modifier only (the
 * model keeps the identity of untouched options; errors are compared by content).
 */
const SortableOption = memo(
  SortableOptionEditor,
  (before, after) =>
    sameErrors(before.errors, after.errors) &&
    (Object.keys(after) as Array<keyof SortableOptionProps>).every((key) => key === 'errors' || before[key] === after[key]),
);

interface SortableOptionProps {
  option: DraftOption;
  index: number;
  itemRef: ItemRef;
  errors: FieldErrors;
  dispatch: (action: MenuAction) => void;
  canPasteValue: boolean;
  onEditComplimentary: (option: DraftOption) => void;
  onEditAttached: (ref: OptionRef) => Promise<void>;
}

function SortableOptionEditor({
  option,
  index,
  itemRef,
  errors,
  dispatch,
  canPasteValue,
  onEditComplimentary,
  onEditAttached,
}: SortableOptionProps) {
  const { t } = useTranslation('menu-builder');
  const fallbackName = t('option.fallback', { number: index + 1 });
  const name = option.title.trim() || fallbackName;
  const sortable = useSortable({ id: optionDragId(option), data: { type: 'option', label: name } });
  // The ref and handlers stay the same objects while the option is the same one, so the value rows can be memoized.
  const { categoryId, itemId } = itemRef;
  const optionId = option.id;
  const current = useRef(option);
  useEffect(() => {
    current.current = option;
  });
  const optionRef: OptionRef = useMemo(() => ({ categoryId, itemId, optionId }), [categoryId, itemId, optionId]);
  const handlers: OptionEditorHandlers = useMemo(
    () => ({
      update: (patch) => dispatch({ type: 'updateOption', ref: optionRef, patch }),
      addValue: () => dispatch({ type: 'addValue', ref: optionRef }),
      updateValue: (valueId, patch) => dispatch({ type: 'updateValue', ref: { ...optionRef, valueId }, patch }),
      deleteValue: (valueId) => dispatch({ type: 'deleteValue', ref: { ...optionRef, valueId } }),
      setValueSoldOut: (valueId, soldOut) => dispatch({ type: 'setValueSoldOut', ref: { ...optionRef, valueId }, soldOut }),
      copyValue: (valueId) => dispatch({ type: 'copyValue', ref: { ...optionRef, valueId } }),
      pasteValue: () => dispatch({ type: 'pasteValue', ref: optionRef }),
      copy: () => dispatch({ type: 'copyOption', ref: optionRef }),
      delete: () => dispatch({ type: 'deleteOption', ref: optionRef }),
      editComplimentary: () => onEditComplimentary(current.current),
    }),
    [dispatch, optionRef, onEditComplimentary],
  );
  const attached = useMemo(() => ({ onEdit: () => void onEditAttached(optionRef) }), [onEditAttached, optionRef]);
  // The same element while the name and dnd-kit's (memoized) attributes and listeners are the same, so the modifier's
  // memoized heading is not drawn again by Add Value.
  const { attributes, listeners } = sortable;
  const dragLabel = t('modifiers.drag', { name });
  const dragHandle = useMemo(() => <DragHandle label={dragLabel} {...attributes} {...listeners} />, [dragLabel, attributes, listeners]);
  return (
    <Box
      component="li"
      ref={sortable.setNodeRef}
      sx={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : 'auto',
      }}
    >
      <OptionEditor
        option={option}
        errors={errors}
        handlers={handlers}
        canPasteValue={canPasteValue}
        fallbackName={fallbackName}
        attached={option.defaultOptionId !== null ? attached : undefined}
        dragHandle={dragHandle}
      />
    </Box>
  );
}

/** The end of the list, where a default modifier can be dropped to add it last. */
function EndZone({ empty }: { empty: boolean }) {
  const { t } = useTranslation('menu-builder');
  const droppable = useDroppable({ id: END_ZONE, data: { label: t('modifiers.endOfList') } });
  return (
    <Box
      ref={droppable.setNodeRef}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: droppable.isOver ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
        textAlign: 'center',
        color: 'text.secondary',
      }}
    >
      {empty ? t('modifiers.empty') : t('modifiers.dropHere')}
    </Box>
  );
}

const DefaultsPanel = memo(function DefaultsPanel({
  defaults,
  attachedIds,
  onAdd,
}: {
  defaults: readonly DefaultOption[];
  attachedIds: ReadonlySet<MenuId | null>;
  onAdd: (option: DefaultOption) => void;
}) {
  const { t } = useTranslation('menu-builder');
  return (
    <Paper variant="outlined" component="aside" aria-label={t('modifiers.panelTitle')} sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('modifiers.panelTitle')}
      </Typography>
      {defaults.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('modifiers.noDefaults')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {defaults.map((option) => (
            <DefaultEntry key={option.id} option={option} attached={attachedIds.has(option.id)} onAdd={onAdd} />
          ))}
        </Stack>
      )}
    </Paper>
  );
});

function DefaultEntry({ option, attached, onAdd }: { option: DefaultOption; attached: boolean; onAdd: (option: DefaultOption) => void }) {
  const { t } = useTranslation('menu-builder');
  const draggable = useDraggable({ id: defaultDragId(option), data: { type: 'default', option, label: option.title }, disabled: attached });
  return (
    <Box
      component="li"
      ref={draggable.setNodeRef}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        transform: CSS.Translate.toString(draggable.transform),
        position: 'relative',
        zIndex: draggable.isDragging ? 3 : 'auto',
        opacity: attached ? 0.6 : 1,
      }}
    >
      <DragHandle
        label={t('modifiers.dragDefault', { title: option.title })}
        disabled={attached}
        {...draggable.attributes}
        {...draggable.listeners}
      />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {option.title}
      </Typography>
      <Button
        size="small"
        disabled={attached}
        onClick={() => onAdd(option)}
        aria-label={t('modifiers.addDefault', { title: option.title })}
      >
        {attached ? t('modifiers.added') : t('modifiers.addShort')}
      </Button>
    </Box>
  );
}
