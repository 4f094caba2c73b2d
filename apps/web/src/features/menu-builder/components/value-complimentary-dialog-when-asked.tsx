import { lazyDialog } from '../../../components/lazy-dialog';

/** The complimentary values dialog (7 KB): the menu's first cards never wait for its code. */
export const ValueComplimentaryDialogWhenAsked = lazyDialog(
  async () => (await import('./value-complimentary-dialog')).ValueComplimentaryDialog,
);
