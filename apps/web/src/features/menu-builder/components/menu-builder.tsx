import type { DefaultOption, MenuResponse, SaveMenuBody } from '@brewline/contracts/menu';
import { STOCK_PICTURES } from '@brewline/contracts/menu-images';
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type SensorDescriptor,
  type SensorOptions,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Redo, Undo } from '@mui/icons-material';
import { Alert, Box, Button, Paper, Stack, type Theme, Tooltip, Typography } from '@mui/material';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { StaleCopyAlert } from '../../../components/stale-copy-alert';
import { useNotice } from '../../../components/use-notice';
import { ApiError } from '../../../lib/api-client';
import { isStaleCopy } from '../../../lib/server-refusal';
import { useReloadMenu } from '../api/get-menu';
import { useSaveMenu } from '../api/save-menu';
import {
  type Draft,
  type DraftCategory,
  draftFromResponse,
  findItem,
  hasComplimentaryItem,
  type ItemRef,
  itemPath,
  type MenuAction,
  type MenuId,
  type NamedPicture,
  refusalOf,
  refusalValues,
  sameCategoryShape,
  sameCategoryTitles,
  sameIds,
  toMenu,
  validateDraft,
} from '../model';
import { CategoryDialog } from './category-dialog';
import { ComplimentaryDialog } from './complimentary-dialog';
import { CategoryList } from './category-list';
import { useDraftStorage } from './draft-storage';
import type { ItemMenuAbilities } from './item-actions-menu';
import { createItemStore, ItemStoreContext } from './item-store';
import { ImageLibraryDialog } from './image-library-dialog';
import { ItemList, ItemsHidden, type ListMemory } from './item-list';
import { builderCollision, builderKeyboardCoordinates, useDragAccessibility } from './menu-dnd';
import { ModifierList } from './modifier-list';
import { SubsidyDialog } from './subsidy-dialog';
import { useMenuDraft } from './use-menu-draft';
import { useLeaveGuard } from './use-leave-guard';

/** The name-to-picture library: the pictures the project ships for common items. */
const PICTURES: readonly NamedPicture[] = STOCK_PICTURES;

/** Is the event's target a place where keys belong to something else (an open dialog or menu)? */
const insideOverlay = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="dialog"], [role="menu"], [role="listbox"]') !== null;

/**
 * The Menu Builder of one shop: categories on the left, the chosen category's items (or an item's
 * modifiers) in the middle, Undo/Redo above and Save at the bottom. The draft lives in `useMenuDraft`; every edit is an
 * action of the model, refused ones explained with the old product's text.
 */
/**
 * Sensor options made once: new ones on every render would give dnd-kit new activators, and every draggable on the
 * page (hundreds of item cards) would re-render with each keystroke.
 */
const POINTER_OPTIONS = { activationConstraint: { distance: 6 } };
const KEYBOARD_OPTIONS = { coordinateGetter: builderKeyboardCoordinates };

export function MenuBuilder({
  shopId,
  loaded,
  defaults,
  isAdmin,
}: {
  shopId: number;
  loaded: MenuResponse;
  defaults: readonly DefaultOption[];
  isAdmin: boolean;
}) {
  const { t } = useTranslation('menu-builder');
  const notice = useNotice();
  const confirm = useConfirm();
  const saveMenu = useSaveMenu(shopId);
  const reloadMenu = useReloadMenu(shopId);
  const [initial] = useState(() => draftFromResponse(loaded));
  const draftApi = useMenuDraft(initial);
  const { draft, dispatch: send, current, replace, markInvalid } = draftApi;
  /** The draft as the server last gave it: the draft differs from it once edited. */
  const [base, setBase] = useState<Draft>(initial);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [saving, setSaving] = useState(false);
  const dirty = draft.menu !== base.menu || draft.removed !== base.removed;
  const storage = useDraftStorage(shopId, draft, loaded.menu, dirty);

  // Refused actions leave the draft as it is and say why (the category delete text).
  const dispatch = useCallback(
    (action: MenuAction) => {
      const refusal = refusalOf(current(), action);
      if (refusal) notice.validation(t(`messages:${refusal}`, refusalValues(current(), action)));
      else send(action);
    },
    [current, notice, send, t],
  );

  const categories = draft.menu.categories;
  const [selectedId, setSelectedId] = useState<MenuId | null>(categories[0]?.id ?? null);
  const [selectAfterAdd, setSelectAfterAdd] = useState<number | null>(null);
  if (selectAfterAdd !== null && categories.length > selectAfterAdd) {
    setSelectAfterAdd(null);
    setSelectedId(categories[categories.length - 1]!.id);
  }
  const selectedIndex = Math.max(
    0,
    categories.findIndex((category) => category.id === selectedId),
  );
  const selected = categories[selectedIndex] ?? null;
  const [openItem, setOpenItem] = useState<ItemRef | null>(null);
  const openItemData = openItem ? findItem(draft, openItem) : null;
  const [categoryDialog, setCategoryDialog] = useState<{ categoryId: MenuId | null; key: number } | null>(null);
  const editingCategory = categoryDialog?.categoryId != null ? (categories.find((c) => c.id === categoryDialog.categoryId) ?? null) : null;

  // Where the items were scrolled to and how tall the cards of long lists were: going back from an item's modifiers
  // returns there.
  const itemsScroll = useRef(0);
  const [listMemory] = useState<ListMemory>(() => new Map());
  const onOpenModifiers = useCallback((ref: ItemRef) => {
    itemsScroll.current = window.scrollY;
    setOpenItem(ref);
    window.scrollTo(0, 0);
  }, []);
  const onBack = useCallback(() => {
    setOpenItem(null);
    requestAnimationFrame(() => window.scrollTo(0, itemsScroll.current));
  }, []);
  // The item's dialogs (image picker, complimentary, and for administrators subsidies), one at a time.
  const [itemDialog, setItemDialog] = useState<{ kind: 'image' | 'complimentary' | 'subsidies'; ref: ItemRef } | null>(null);
  const onPickImage = useCallback((ref: ItemRef) => setItemDialog({ kind: 'image', ref }), []);
  const onDialog = useCallback((ref: ItemRef, kind: 'complimentary' | 'subsidies') => setItemDialog({ kind, ref }), []);
  const dialogItem = itemDialog ? findItem(draft, itemDialog.ref) : null;
  const menuHasComplimentary = hasComplimentaryItem(draft);
  const canPasteItem = draft.clipboard?.kind === 'item';
  const abilities: ItemMenuAbilities = useMemo(
    () => ({ canPasteItem, menuHasComplimentary, complimentary: true, subsidies: isAdmin, isAdmin, pictures: PICTURES }),
    [canPasteItem, menuHasComplimentary, isAdmin],
  );

  // Categories holding an error are marked, so a person sent back by 'Invalid Menu' finds them.
  const errorIds = useMemo(() => {
    const ids = new Set<MenuId>();
    for (const path of Object.keys(draft.errors)) {
      const match = /^categories\.(\d+)\./.exec(path);
      const category = match ? categories[Number(match[1])] : undefined;
      if (category) ids.add(category.id);
    }
    return ids;
  }, [draft.errors, categories]);

  const save = async () => {
    if (saving) return;
    // 'Saving the menu': a confirmation, then validation; an invalid menu is not sent.
    if (!(await confirm({ text: t('save.confirmText') }))) return;
    const checked = current();
    if (Object.keys(validateDraft(checked)).length > 0) {
      markInvalid();
      notice.validation(t('save.invalidText'), t('save.invalidTitle'));
      return;
    }
    setSaving(true);
    try {
      const body = { menu: toMenu(checked), removed: checked.removed, version: checked.version } as SaveMenuBody;
      const saved = draftFromResponse(await saveMenu.mutateAsync(body));
      replace(saved);
      setBase(saved);
      setOpenItem(null);
      storage.clear();
      notice.success(t('save.savedText'));
    } catch (error) {
      if (isStaleCopy(error)) setStale(true);
      else if (error instanceof ApiError && error.messageKey === 'menuRemoveRefused') notice.serverError(error, t('save.removeErrorTitle'));
      else if (error instanceof ApiError && error.status < 500 && error.messageKey) notice.serverError(error, t('save.errorTitle'));
      else notice.serverError(t('save.errorText'), t('save.errorTitle'));
    } finally {
      setSaving(false);
    }
  };
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const onSave = useCallback(() => void saveRef.current(), []);
  const onEditCategory = useCallback((id: MenuId) => setCategoryDialog({ categoryId: id, key: Date.now() }), []);
  const onAddCategory = useCallback(() => setCategoryDialog({ categoryId: null, key: Date.now() }), []);

  // Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+S saves; inside text fields too (decision 070).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || insideOverlay(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) draftApi.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') draftApi.redo();
      else if (key === 's') void saveRef.current();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [draftApi]);

  useLeaveGuard(dirty, storage.flush);

  const dragAccessibility = useDragAccessibility();
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = active.data.current as { type: string; categoryId?: MenuId; itemId?: MenuId } | undefined;
    const to = over.data.current as { type: string; categoryId?: MenuId; itemId?: MenuId } | undefined;
    if (from?.type === 'category' && to?.type === 'category') {
      const fromIndex = categories.findIndex((category) => category.id === from.categoryId);
      const toIndex = categories.findIndex((category) => category.id === to.categoryId);
      if (fromIndex >= 0 && toIndex >= 0) dispatch({ type: 'moveCategory', from: fromIndex, to: toIndex });
    } else if (from?.type === 'item' && from.categoryId !== undefined && from.itemId !== undefined) {
      const ref = { categoryId: from.categoryId, itemId: from.itemId };
      if (to?.type === 'category' && to.categoryId !== undefined) {
        if (to.categoryId !== from.categoryId) dispatch({ type: 'moveItemToCategory', ref, toCategoryId: to.categoryId });
      } else if (to?.type === 'item' && selected) {
        const fromIndex = selected.items.findIndex((item) => item.id === from.itemId);
        const toIndex = selected.items.findIndex((item) => item.id === to.itemId);
        if (fromIndex >= 0 && toIndex >= 0) dispatch({ type: 'reorderItem', categoryId: selected.id, from: fromIndex, to: toIndex });
      }
    }
  };

  // Stable, so the item list is not drawn again for it; it reads the latest draft through the ref.
  const dragEndRef = useRef(dragEnd);
  useEffect(() => {
    dragEndRef.current = dragEnd;
  });
  const onDragEnd = useCallback((event: DragEndEvent) => dragEndRef.current(event), []);

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = draftFromResponse(await reloadMenu());
      replace(fresh);
      setBase(fresh);
      setStale(false);
      setOpenItem(null);
      storage.clear();
    } catch (error) {
      notice.serverError(error);
    } finally {
      setReloading(false);
    }
  };

  const openPath = openItem ? itemPath(draft, openItem) : null;
  const modifiersOpen = Boolean(openItem && openItemData && openPath);
  // Read by the hidden list's window (not a render input): it neither follows the page's scroll nor learns card
  // heights while hidden, so going back draws the same cards as before.
  const [listHidden] = useState(() => ({ current: false }));
  useLayoutEffect(() => {
    listHidden.current = modifiersOpen;
  }, [listHidden, modifiersOpen]);

  // The item list is drawn again only when what it shows besides the items' own fields changes (decision 136): the
  // categories' titles, the chosen category's header and the order of its items, the error marks. An edit inside an
  // item reaches its card through the item store instead, after the builder has drawn. While an item's modifiers are
  // open the list is not drawn or told at all (decision 135); going back tells the cards edited meanwhile.
  const [itemStore] = useState(createItemStore);
  itemStore.set(selected, draft.errors, selectedIndex);
  useLayoutEffect(() => {
    if (!modifiersOpen) itemStore.notify();
  });
  const areaProps: ItemsAreaProps = {
    categories,
    selected,
    errorIds,
    dispatch,
    abilities,
    onOpenModifiers,
    onPickImage,
    onDialog,
    memory: listMemory,
    sensors,
    onDragEnd,
    accessibility: dragAccessibility,
    onSelect: setSelectedId,
    onEdit: onEditCategory,
    onAdd: onAddCategory,
  };
  const [shownArea, setShownArea] = useState(areaProps);
  if (!modifiersOpen && !sameArea(shownArea, areaProps)) setShownArea(areaProps);
  return (
    <Stack spacing={2} sx={{ pb: 10 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, flex: 1 }}>
          {t('title')}
        </Typography>
        <HistoryButtons canUndo={draftApi.canUndo} canRedo={draftApi.canRedo} undo={draftApi.undo} redo={draftApi.redo} />
      </Stack>
      {storage.offer && (
        <Alert
          severity="info"
          action={
            <Stack direction="row" spacing={1}>
              <Button
                color="inherit"
                variant="outlined"
                size="small"
                onClick={() => {
                  const restored = storage.restore();
                  if (restored) replace(restored);
                }}
              >
                {t('restore.restore')}
              </Button>
              <Button color="inherit" size="small" onClick={storage.discard}>
                {t('restore.discard')}
              </Button>
            </Stack>
          }
        >
          {t('restore.text', { date: storage.offer.savedAtText })}
        </Alert>
      )}
      <StaleCopyAlert staleCopy={stale ? { reload: () => void reload(), reloading } : null} />
      {openItem && openItemData && openPath && (
        // An item's modifiers take the whole width: the editors and the default-modifier panel need the room.
        <ModifierList
          key={String(openItem.itemId)}
          item={openItemData}
          itemRef={openItem}
          itemPath={openPath}
          errors={draft.errors}
          defaults={defaults}
          dispatch={dispatch}
          canPasteOption={draft.clipboard?.kind === 'option'}
          canPasteValue={draft.clipboard?.kind === 'value'}
          shopId={shopId}
          onBack={onBack}
        />
      )}
      {/* The items stay drawn, hidden and unchanged, while an item's modifiers are open (decision 135): opening them
          draws the modifiers alone, and going back shows the list as it was, re-rendering only the cards edited since.
          Hidden with content-visibility rather than display: the browser keeps the list's layout, so showing it again
          lays out nothing (its contents are not shown, focused, found or read out meanwhile). */}
      <ItemsHidden.Provider value={listHidden}>
        <ItemStoreContext.Provider value={itemStore}>
          <div style={modifiersOpen ? { contentVisibility: 'hidden' } : undefined}>
            <ItemsArea {...shownArea} />
          </div>
        </ItemStoreContext.Provider>
      </ItemsHidden.Provider>
      <SaveBar dirty={dirty} saving={saving} stale={stale} onSave={onSave} />
      {itemDialog && dialogItem && (
        <>
          <ImageLibraryDialog
            open={itemDialog.kind === 'image'}
            shopId={shopId}
            selectedKey={dialogItem.imageKey}
            onSelect={(imageKey) => {
              dispatch({ type: 'updateItem', ref: itemDialog.ref, patch: { imageKey } });
              setItemDialog(null);
            }}
            onClose={() => setItemDialog(null)}
          />
          <ComplimentaryDialog
            open={itemDialog.kind === 'complimentary'}
            shopId={shopId}
            item={dialogItem}
            onClose={() => setItemDialog(null)}
            // The item is complimentary while any tier has it free; the menu carries the flag (and its up-sell rule).
            onSaved={(settings) =>
              send({ type: 'setComplimentary', ref: itemDialog.ref, isComplimentary: settings.some((tier) => tier.complimentary) })
            }
          />
          {isAdmin && (
            <SubsidyDialog open={itemDialog.kind === 'subsidies'} shopId={shopId} item={dialogItem} onClose={() => setItemDialog(null)} />
          )}
        </>
      )}
      {categoryDialog && (
        <CategoryDialog
          key={categoryDialog.key}
          open
          category={editingCategory}
          onClose={() => setCategoryDialog(null)}
          onAdd={(category) => {
            setSelectAfterAdd(categories.length);
            setOpenItem(null);
            dispatch({ type: 'addCategory', category });
            setCategoryDialog(null);
          }}
          onRename={(title) => {
            if (editingCategory) dispatch({ type: 'renameCategory', categoryId: editingCategory.id, title });
            setCategoryDialog(null);
          }}
          onDelete={() => {
            if (!editingCategory) return;
            const action: MenuAction = { type: 'deleteCategory', categoryId: editingCategory.id };
            const refusal = refusalOf(current(), action);
            dispatch(action);
            if (!refusal) setCategoryDialog(null);
          }}
        />
      )}
    </Stack>
  );
}

interface ItemsAreaProps {
  categories: DraftCategory[];
  selected: DraftCategory | null;
  errorIds: ReadonlySet<MenuId>;
  dispatch: (action: MenuAction) => void;
  abilities: ItemMenuAbilities;
  onOpenModifiers: (ref: ItemRef) => void;
  onPickImage: (ref: ItemRef) => void;
  onDialog: (ref: ItemRef, kind: 'complimentary' | 'subsidies') => void;
  memory: ListMemory;
  sensors: SensorDescriptor<SensorOptions>[];
  onDragEnd: (event: DragEndEvent) => void;
  accessibility: { announcements: Announcements; screenReaderInstructions: { draggable: string } };
  onSelect: (id: MenuId) => void;
  onEdit: (id: MenuId) => void;
  onAdd: () => void;
}

/** What the item list shows is the same: the same categories' titles, chosen category's shape and error marks. */
function sameArea(a: ItemsAreaProps, b: ItemsAreaProps): boolean {
  return (Object.keys(b) as Array<keyof ItemsAreaProps>).every((key) => {
    if (key === 'categories') return sameCategoryTitles(a.categories, b.categories);
    if (key === 'selected') return sameCategoryShape(a.selected, b.selected);
    if (key === 'errorIds') return sameIds(a.errorIds, b.errorIds);
    return a[key] === b[key];
  });
}

/** The categories on the left and the chosen category's items, in one drag context. */
const ItemsArea = memo(function ItemsArea({
  categories,
  selected,
  errorIds,
  dispatch,
  abilities,
  onOpenModifiers,
  onPickImage,
  onDialog,
  memory,
  sensors,
  onDragEnd,
  accessibility,
  onSelect,
  onEdit,
  onAdd,
}: ItemsAreaProps) {
  const { t } = useTranslation('menu-builder');
  return (
    <DndContext sensors={sensors} collisionDetection={builderCollision} onDragEnd={onDragEnd} accessibility={accessibility}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <CategoryList
          categories={categories}
          selectedId={selected?.id ?? null}
          errorIds={errorIds}
          onSelect={onSelect}
          onEdit={onEdit}
          onAdd={onAdd}
        />
        <Box sx={{ minWidth: 0 }}>
          {selected ? (
            <ItemList
              key={String(selected.id)}
              category={selected}
              dispatch={dispatch}
              abilities={abilities}
              onOpenModifiers={onOpenModifiers}
              onPickImage={onPickImage}
              onDialog={onDialog}
              memory={memory}
            />
          ) : (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">{t('categories.empty')}</Typography>
            </Paper>
          )}
        </Box>
      </Box>
    </DndContext>
  );
});

/**
 * Undo and Redo as buttons with their words (on a phone there is no keyboard to know the shortcuts from); the shortcut
 * is in the tooltip. Drawn again only when what they can do changes (not on every keystroke).
 */
const HistoryButtons = memo(function HistoryButtons({
  canUndo,
  canRedo,
  undo,
  redo,
}: {
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
}) {
  const { t } = useTranslation('menu-builder');
  const mirrored = { transform: (theme: Theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') };
  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      <Tooltip title={t('undoHint')}>
        <span>
          <Button variant="outlined" startIcon={<Undo sx={mirrored} />} disabled={!canUndo} onClick={undo}>
            {t('undo')}
          </Button>
        </span>
      </Tooltip>
      <Tooltip title={t('redoHint')}>
        <span>
          <Button variant="outlined" startIcon={<Redo sx={mirrored} />} disabled={!canRedo} onClick={redo}>
            {t('redo')}
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
});

/** Save at the bottom, with 'unsaved changes' while the draft differs from the saved menu. */
const SaveBar = memo(function SaveBar({
  dirty,
  saving,
  stale,
  onSave,
}: {
  dirty: boolean;
  saving: boolean;
  stale: boolean;
  onSave: () => void;
}) {
  const { t } = useTranslation('menu-builder');
  return (
    <Paper
      elevation={3}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 5,
        p: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        justifyContent: 'flex-end',
      }}
    >
      {dirty && (
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {t('save.unsaved')}
        </Typography>
      )}
      <Button variant="contained" size="large" onClick={onSave} disabled={saving || stale}>
        {saving ? t('save.saving') : t('save.button')}
      </Button>
    </Paper>
  );
});
