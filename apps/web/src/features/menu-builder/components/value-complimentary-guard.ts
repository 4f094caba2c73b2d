import { isSavedId } from '@brewline/contracts/menu';
import type { MenuId } from '@brewline/contracts/schemas/menu';
import { useCallback } from 'react';
import { useNotice } from '../../../components/use-notice';

export interface ValueLike {
  id: MenuId;
  value: string;
}

/** True when every value is saved (has a server id). */
export const allValuesSaved = (values: readonly ValueLike[]) => values.length > 0 && values.every((value) => isSavedId(value.id));

/** Checks the values before the dialog opens: false (after a notice asking to save the menu first) when one is not saved yet. */
export function useValueComplimentaryGuard() {
  const notice = useNotice();
  return useCallback(
    (values: readonly ValueLike[]) => {
      if (allValuesSaved(values)) return true;
      notice.validation('complimentaryUnsavedValue');
      return false;
    },
    [notice],
  );
}
