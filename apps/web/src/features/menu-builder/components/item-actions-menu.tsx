import { Divider, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DraftItem, ItemRef, MenuAction, NamedPicture } from '../model/types';

/** What the item menus may offer; one object for the whole list, so memoized cards keep their props. */
export interface ItemMenuAbilities {
  /** The clipboard holds an item: Paste is shown (only when the clipboard is not empty). */
  canPasteItem: boolean;
  /** The menu has a complimentary item, so up-sell may be set on the others. */
  menuHasComplimentary: boolean;
  /** The item dialogs that have landed: complimentary editing, and for administrators Edit Subsidies. */
  complimentary: boolean;
  subsidies: boolean;
  /** In the admin area: complimentary editing for all memberships and Edit Subsidies. */
  isAdmin: boolean;
  /** The name-to-picture library a name change chooses from. */
  pictures: readonly NamedPicture[];
}

/**
 * The item's actions: Delete, Copy, Paste (only with an item on the clipboard), Move between the
 * regular and special lists, Toggle description, Toggle discount, Up-sell (only when allowed), Edit complimentary and,
 * for administrators, Edit Subsidies.
 */
export function ItemActionsMenu({
  anchor,
  onClose,
  item,
  itemRef,
  dispatch,
  abilities,
  onDialog,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  item: DraftItem;
  itemRef: ItemRef;
  dispatch: (action: MenuAction) => void;
  abilities: ItemMenuAbilities;
  onDialog?: (ref: ItemRef, dialog: 'complimentary' | 'subsidies' | 'availability') => void;
}) {
  const { t } = useTranslation('menu-builder');
  const run = (action: MenuAction) => () => {
    onClose();
    dispatch(action);
  };
  const canUpsell = item.isUpsell || (abilities.menuHasComplimentary && !item.isComplimentary);
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem onClick={run({ type: 'deleteItem', ref: itemRef })}>
        <ListItemText>{t('actions.delete')}</ListItemText>
      </MenuItem>
      <MenuItem onClick={run({ type: 'copyItem', ref: itemRef })}>
        <ListItemText>{t('actions.copy')}</ListItemText>
      </MenuItem>
      {abilities.canPasteItem && (
        <MenuItem onClick={run({ type: 'pasteItem', categoryId: itemRef.categoryId, afterItemId: itemRef.itemId })}>
          <ListItemText>{t('actions.paste')}</ListItemText>
        </MenuItem>
      )}
      <MenuItem onClick={run({ type: 'moveItemToList', ref: itemRef })}>
        <ListItemText>{item.isSpecial ? t('actions.moveToRegular') : t('actions.moveToSpecials')}</ListItemText>
      </MenuItem>
      <Divider />
      <MenuItem onClick={run({ type: 'toggleDescription', ref: itemRef })}>
        <ListItemText>{item.description === null ? t('actions.addDescription') : t('actions.removeDescription')}</ListItemText>
      </MenuItem>
      <MenuItem onClick={run({ type: 'toggleDiscount', ref: itemRef })}>
        <ListItemText>{item.discountOpen ? t('actions.removeDiscount') : t('actions.addDiscount')}</ListItemText>
      </MenuItem>
      {canUpsell && (
        <MenuItem onClick={run({ type: 'setUpsell', ref: itemRef, isUpsell: !item.isUpsell })}>
          <ListItemText>{item.isUpsell ? t('actions.upsellOff') : t('actions.upsellOn')}</ListItemText>
        </MenuItem>
      )}
      {abilities.complimentary && onDialog && (
        <MenuItem
          onClick={() => {
            onClose();
            onDialog(itemRef, 'complimentary');
          }}
        >
          <ListItemText>{t('actions.editComplimentary')}</ListItemText>
        </MenuItem>
      )}
      {onDialog && (
        <MenuItem
          onClick={() => {
            onClose();
            onDialog(itemRef, 'availability');
          }}
        >
          <ListItemText>{t('actions.editAvailability')}</ListItemText>
        </MenuItem>
      )}
      {abilities.subsidies && onDialog && (
        <MenuItem
          onClick={() => {
            onClose();
            onDialog(itemRef, 'subsidies');
          }}
        >
          <ListItemText>{t('actions.editSubsidies')}</ListItemText>
        </MenuItem>
      )}
    </Menu>
  );
}
