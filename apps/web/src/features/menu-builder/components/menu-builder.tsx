import type { DefaultOption, MenuResponse } from '@brewline/contracts/schemas/menu';
import { STOCK_PICTURES } from '@brewline/contracts/menu-images';
import { type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { Stack } from '@mui/material';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveBar } from '../../../components/save-bar';
import { StaleCopyAlert } from '../../../components/stale-copy-alert';
import { useNotice } from '../../../components/use-notice';
import { useSaveState } from '../../../components/use-save-state';
import { useOpeningSchedule } from '../api/opening-schedule';
import { createItemStore, ItemStoreContext } from '../hooks/item-store';
import { type Preview, PreviewContext } from '../hooks/use-preview';
import { previewInstant } from '../model/availability';
import { builderKeyboardCoordinates, useDragAccessibility } from '../hooks/menu-dnd';
import { useBuilderShortcuts } from '../hooks/use-builder-shortcuts';
import { useDraftStorage } from '../hooks/use-draft-storage';
import { useMenuDraft } from '../hooks/use-menu-draft';
import { useMenuSave } from '../hooks/use-menu-save';
import { categoriesWithErrors, type DragData, dropAction } from '../model/builder-view';
import { draftFromResponse, findItem, hasComplimentaryItem, itemPath } from '../model/draft';
import { refusalOf, refusalValues } from '../model/reduce';
import type { AvailabilityWindow, Draft, ItemRef, MenuAction, MenuId, NamedPicture } from '../model/types';

import { BuilderHeading } from './builder-bars';
import { CategoryDialog } from './category-dialog';
import type { ItemMenuAbilities } from './item-actions-menu';
import { type ItemDialogKind, ItemDialogs } from './item-dialogs';
import { ItemsHidden, type ListMemory } from './item-list';
import { ItemsArea, type ItemsAreaProps, sameArea } from './items-area';
import { ModifierList } from './modifier-list';
import { PreviewAt, type PreviewChoice } from './preview-at';
import { RestoreOffer } from './restore-offer';

/** The name-to-picture library (a picture named in an item's name is offered for it): the pictures the project ships for common items. */
const PICTURES: readonly NamedPicture[] = STOCK_PICTURES;

/**
 * Sensor options made once: new ones on every render would give dnd-kit new activators, and every draggable on the
 * page (hundreds of item cards) would re-render with each keystroke.
 */
const POINTER_OPTIONS = { activationConstraint: { distance: 6 } };
const KEYBOARD_OPTIONS = { coordinateGetter: builderKeyboardCoordinates };

/**
 * The Menu Builder of one shop: categories on the left, the chosen category's items (or an item's
 * modifiers) in the middle, Undo/Redo above and the shared save bar at the bottom. In the order a reader meets them:
 * the draft and its history (`useMenuDraft`), its copy in the browser (`useDraftStorage`), Save and Reload
 * (`useMenuSave`), what is chosen and open, the save state with its bar and leave guard (`useSaveState`) and the
 * shortcuts, dragging, and the item list kept while modifiers are open.
 * Every edit is an action of the model; refused ones are explained with the spec's text.
 */
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

  // The draft, and the menu as the server last gave it: the draft differs from it once edited.
  const [initial] = useState(() => draftFromResponse(loaded));
  const draftApi = useMenuDraft(initial);
  const { draft, dispatch: send, current, replace } = draftApi;
  const [base, setBase] = useState<Draft>(initial);
  const dirty = draft.menu !== base.menu || draft.removed !== base.removed;
  const storage = useDraftStorage(shopId, draft, loaded.menu, dirty);
  // Refused actions leave the draft as it is and say why (a category holding items cannot be deleted, ...).
  const dispatch = useCallback(
    (action: MenuAction) => {
      const refusal = refusalOf(current(), action);
      if (refusal) notice.validation(t(`messages:${refusal}`, refusalValues(current(), action)));
      else send(action);
    },
    [current, notice, send, t],
  );

  // The chosen category and the item whose modifiers are open.
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
  const openPath = openItem ? itemPath(draft, openItem) : null;
  const modifiersOpen = Boolean(openItem && openItemData && openPath);

  // Save and Reload: what the server answers becomes the draft and its base, closes the modifiers and the browser copy.
  const adopt = useCallback(
    (saved: Draft) => {
      replace(saved);
      setBase(saved);
      setOpenItem(null);
      storage.clear();
    },
    [replace, storage],
  );
  const { save, stale, reload, reloading } = useMenuSave(shopId, draftApi, adopt);
  // The shared save state (decision 200): the bar's Discard goes back to the saved menu as a step Undo takes back
  // (on a menu someone else saved over, it reads theirs); leaving asks first, and writes the browser copy before going.
  const leaveTexts = useMemo(() => ({ title: t('leave.title'), text: t('leave.text'), yes: t('leave.yes'), no: t('leave.no') }), [t]);
  const { onSave, saveBar } = useSaveState({
    dirty,
    stale,
    save,
    discard: () => (stale ? reload() : draftApi.discardTo(base)),
    leave: { beforeLeave: storage.flush, texts: leaveTexts },
  });
  useBuilderShortcuts({ undo: draftApi.undo, redo: draftApi.redo, save: onSave });

  // Going back from an item's modifiers returns to where the items were scrolled, with the cards' heights learnt.
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

  // The item's dialogs (image picker, complimentary, and for administrators subsidies), one at a time; the category's.
  const [itemDialog, setItemDialog] = useState<{ kind: ItemDialogKind; ref: ItemRef } | null>(null);
  const onPickImage = useCallback((ref: ItemRef) => setItemDialog({ kind: 'image', ref }), []);
  const onDialog = useCallback((ref: ItemRef, kind: 'complimentary' | 'subsidies' | 'availability') => setItemDialog({ kind, ref }), []);
  const dialogItem = itemDialog ? findItem(draft, itemDialog.ref) : null;
  const [categoryDialog, setCategoryDialog] = useState<{ categoryId: MenuId | null; key: number } | null>(null);
  const editingCategory = categoryDialog?.categoryId != null ? (categories.find((c) => c.id === categoryDialog.categoryId) ?? null) : null;
  const onEditCategory = useCallback((id: MenuId) => setCategoryDialog({ categoryId: id, key: Date.now() }), []);
  const onAddCategory = useCallback(() => setCategoryDialog({ categoryId: null, key: Date.now() }), []);

  // 'Preview at' (decision 297): greys out what the app would not offer then, once the shop's week is read. The
  // categories' windows are read through a key, so an edit inside an item does not make a new preview for every card.
  const [previewChoice, setPreviewChoice] = useState<PreviewChoice>(null);
  const schedule = useOpeningSchedule(shopId).data ?? null;
  const windowsKey = JSON.stringify(categories.map((category) => [category.id, category.windows]));
  const preview = useMemo((): Preview | null => {
    if (!previewChoice || !schedule) return null;
    const categoryWindows = new Map(JSON.parse(windowsKey) as Array<[MenuId, AvailabilityWindow[]]>);
    return { at: previewInstant(previewChoice, schedule.timeZone, new Date()), schedule, categoryWindows };
  }, [previewChoice, schedule, windowsKey]);

  const menuHasComplimentary = hasComplimentaryItem(draft);
  const canPasteItem = draft.clipboard?.kind === 'item';
  const abilities: ItemMenuAbilities = useMemo(
    () => ({ canPasteItem, menuHasComplimentary, complimentary: true, subsidies: isAdmin, isAdmin, pictures: PICTURES }),
    [canPasteItem, menuHasComplimentary, isAdmin],
  );
  const errorIds = useMemo(() => categoriesWithErrors(draft.errors, categories), [draft.errors, categories]);

  // Dragging: stable handlers, so the item list is not drawn again for them; the drop reads the latest draft.
  const dragAccessibility = useDragAccessibility();
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const action = dropAction(categories, selected, active.data.current as DragData | undefined, over.data.current as DragData | undefined);
    if (action) dispatch(action);
  };
  const dragEndRef = useRef(dragEnd);
  useEffect(() => {
    dragEndRef.current = dragEnd;
  });
  const onDragEnd = useCallback((event: DragEndEvent) => dragEndRef.current(event), []);

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
      <BuilderHeading title={t('title')} history={draftApi} />
      {storage.offer && (
        <RestoreOffer
          savedAtText={storage.offer.savedAtText}
          onRestore={() => {
            const restored = storage.restore();
            if (restored) replace(restored);
          }}
          onDiscard={storage.discard}
        />
      )}
      <StaleCopyAlert staleCopy={stale ? { reload, reloading } : null} />
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
      {!modifiersOpen && <PreviewAt value={previewChoice} onChange={setPreviewChoice} />}
      <ItemsHidden.Provider value={listHidden}>
        <ItemStoreContext.Provider value={itemStore}>
          <PreviewContext.Provider value={preview}>
            <div style={modifiersOpen ? { contentVisibility: 'hidden' } : undefined}>
              <ItemsArea {...shownArea} />
            </div>
          </PreviewContext.Provider>
        </ItemStoreContext.Provider>
      </ItemsHidden.Provider>
      <SaveBar {...saveBar} persistent />
      {itemDialog && dialogItem && (
        <ItemDialogs
          shopId={shopId}
          kind={itemDialog.kind}
          item={dialogItem}
          isAdmin={isAdmin}
          onImage={(imageKey) => {
            dispatch({ type: 'updateItem', ref: itemDialog.ref, patch: { imageKey } });
            setItemDialog(null);
          }}
          // The server saved the tiers' settings: the menu's flag follows, unchecked (its up-sell rule comes with it).
          onComplimentary={(isComplimentary) => send({ type: 'setComplimentary', ref: itemDialog.ref, isComplimentary })}
          onWindows={(windows) => {
            dispatch({ type: 'updateItem', ref: itemDialog.ref, patch: { windows } });
            setItemDialog(null);
          }}
          onClose={() => setItemDialog(null)}
        />
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
          onEdit={(patch) => {
            if (editingCategory && Object.keys(patch).length > 0) dispatch({ type: 'editCategory', categoryId: editingCategory.id, patch });
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
