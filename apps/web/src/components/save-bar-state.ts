/** Where a form that edits a saved copy stands. */
export interface SaveBarInput {
  /** Something differs from what was saved. */
  dirty: boolean;
  /** A save is on its way. */
  saving: boolean;
  /** Someone else saved in the meantime: this copy cannot be saved until it is reloaded. */
  stale?: boolean;
}

/** What the save bar offers for that state (decision 180). */
export interface SaveBarView {
  /** The bar is up (sticky, 'Unsaved changes', Discard) while something differs or is being saved. */
  raised: boolean;
  canSave: boolean;
  canDiscard: boolean;
}

export function saveBarView({ dirty, saving, stale = false }: SaveBarInput): SaveBarView {
  return { raised: dirty || saving, canSave: dirty && !saving && !stale, canDiscard: dirty && !saving };
}

/** A place in the app, as the router gives it. */
export interface Place {
  pathname: string;
  search: string;
}

/**
 * Whether going from `current` to `next` leaves the screen with unsaved changes (the leave guard asks first): another
 * page, or the same page for another shop (its query); a change of the hash alone stays on the screen.
 */
export const leavesUnsaved = (dirty: boolean, current: Place, next: Place): boolean =>
  dirty && (current.pathname !== next.pathname || current.search !== next.search);
