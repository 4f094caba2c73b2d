import type { ShopSchedule } from '@brewline/contracts/availability';
import { createContext, useContext } from 'react';
import { notOfferedAt } from '../model/availability';
import type { AvailabilityWindow, MenuId } from '../model/types';

/**
 * 'Preview at' (decision 297): the moment asked about, the shop's week, and each category's windows. Null while no
 * preview is asked for (or the shop's week is not read yet): nothing is greyed out.
 */
export interface Preview {
  at: Date;
  schedule: ShopSchedule;
  categoryWindows: ReadonlyMap<MenuId, readonly AvailabilityWindow[]>;
}
export const PreviewContext = createContext<Preview | null>(null);

/**
 * Whether the app would not offer a part at the preview's moment: a category (its own windows) or an item (its
 * category's and its own). False without a preview.
 */
export function useNotOffered(categoryId: MenuId, itemWindows: readonly AvailabilityWindow[] = []): boolean {
  const preview = useContext(PreviewContext);
  if (!preview) return false;
  return notOfferedAt([preview.categoryWindows.get(categoryId) ?? [], itemWindows], preview.schedule, preview.at);
}
