import { reduceDraft } from './reduce';
import type { Draft, DraftHistory, MenuAction } from './types';

/**
 * Undo and redo of every draft edit (decision 068). Every action that changes the draft is one step;
 * at most `HISTORY_LIMIT` steps are kept. The clipboard is not part of history: it is carried over by undo and redo.
 */
export const HISTORY_LIMIT = 100;

export const createHistory = (draft: Draft): DraftHistory => ({ past: [], present: draft, future: [] });

const sameContent = (a: Draft, b: Draft) => a.menu === b.menu && a.removed === b.removed;

/** `present` as a new step: the old present goes into the past (at most HISTORY_LIMIT), redo is gone. */
const pushStep = (history: DraftHistory, present: Draft): DraftHistory => {
  const past = [...history.past, history.present];
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
  return { past, present, future: [] };
};

export const applyToHistory = (history: DraftHistory, action: MenuAction): DraftHistory => {
  const next = reduceDraft(history.present, action);
  if (next === history.present) return history;
  // Copying changes only the clipboard: not a step to undo.
  if (sameContent(next, history.present)) return { ...history, present: next };
  return pushStep(history, next);
};

/** A draft from history, shown with today's clipboard and, once the menu was found invalid, today's errors. */
const restore = (draft: Draft, current: Draft): Draft => {
  const restored = { ...draft, clipboard: current.clipboard, revalidate: current.revalidate };
  return restored.revalidate ? { ...restored, errors: restored.revalidate(restored) } : { ...restored, errors: {} };
};

export const canUndo = (history: DraftHistory): boolean => history.past.length > 0;
export const canRedo = (history: DraftHistory): boolean => history.future.length > 0;

export const undo = (history: DraftHistory): DraftHistory => {
  if (!canUndo(history)) return history;
  const previous = history.past[history.past.length - 1]!;
  return {
    past: history.past.slice(0, -1),
    present: restore(previous, history.present),
    future: [history.present, ...history.future],
  };
};

export const redo = (history: DraftHistory): DraftHistory => {
  if (!canRedo(history)) return history;
  const [next, ...future] = history.future as [Draft, ...Draft[]];
  return { past: [...history.past, history.present], present: restore(next, history.present), future };
};

/**
 * Discard of the save bar (decision 200): the draft goes back to the menu as last saved, as one more step, so Undo
 * brings the discarded edits back (history is kept: nothing is lost by a slip). The clipboard is kept; errors are
 * those of the saved menu (none) once the menu was found invalid. Nothing to discard leaves history as it is.
 */
export const discardTo = (history: DraftHistory, saved: Draft): DraftHistory =>
  sameContent(saved, history.present) ? history : pushStep(history, restore(saved, history.present));

/**
 * A new starting point (the menu loaded, saved, or a stored draft restored): history starts again; the clipboard is
 * kept, so something copied before a save can still be pasted after it.
 */
export const replaceDraft = (history: DraftHistory, draft: Draft): DraftHistory =>
  createHistory({ ...draft, clipboard: history.present.clipboard });

/** The present draft changed outside an action (e.g. `markInvalid` after a refused save); not an undo step. */
export const updatePresent = (history: DraftHistory, fn: (draft: Draft) => Draft): DraftHistory => {
  const present = fn(history.present);
  return present === history.present ? history : { ...history, present };
};
