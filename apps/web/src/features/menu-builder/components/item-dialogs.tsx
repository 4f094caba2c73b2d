import type { AvailabilityWindow, DraftItem } from '../model/types';
import { ComplimentaryDialog } from './complimentary-dialog';
import { lazyDialog } from '../../../components/lazy-dialog';
import { ItemAvailabilityDialog } from './item-availability-dialog';
import { SubsidyDialog } from './subsidy-dialog';

// The picture library brings the image cropper and its form code: the builder's first cards never wait for them.
const ImageLibraryDialog = lazyDialog(async () => (await import('./image-library-dialog')).ImageLibraryDialog);

export type ItemDialogKind = 'image' | 'complimentary' | 'subsidies' | 'availability';

/**
 * An item's dialogs, one open at a time: its picture, which tiers get it free, its own availability windows, and for
 * administrators its subsidies.
 */
export function ItemDialogs({
  shopId,
  kind,
  item,
  isAdmin,
  onImage,
  onComplimentary,
  onWindows,
  onClose,
}: {
  shopId: number;
  kind: ItemDialogKind;
  item: DraftItem;
  isAdmin: boolean;
  onImage: (imageKey: string | null) => void;
  /** The tiers' settings were saved: the item is complimentary while any tier has it free. */
  onComplimentary: (isComplimentary: boolean) => void;
  onWindows: (windows: AvailabilityWindow[]) => void;
  onClose: () => void;
}) {
  return (
    <>
      <ImageLibraryDialog open={kind === 'image'} shopId={shopId} selectedKey={item.imageKey} onSelect={onImage} onClose={onClose} />
      <ComplimentaryDialog
        open={kind === 'complimentary'}
        shopId={shopId}
        item={item}
        onClose={onClose}
        onSaved={(settings) => onComplimentary(settings.some((tier) => tier.complimentary))}
      />
      {kind === 'availability' && <ItemAvailabilityDialog open item={item} onSave={onWindows} onClose={onClose} />}
      {isAdmin && <SubsidyDialog open={kind === 'subsidies'} shopId={shopId} item={item} onClose={onClose} />}
    </>
  );
}
