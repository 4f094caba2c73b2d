import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { canRedo, canUndo, createHistory } from '../model/history';
import { type State, step } from '../model/typing-steps';
import type { Draft, DraftCheck, MenuAction } from '../model/types';

/**
 * The builder's draft and its history, held in one reducer so `dispatch` is stable (item cards are memoized on it:
 * typing in one item's name re-renders that card only). The steps are `model/typing-steps`.
 */
export interface MenuDraftApi {
  draft: Draft;
  canUndo: boolean;
  canRedo: boolean;
  /** Stable across renders. */
  dispatch: (action: MenuAction) => void;
  undo: () => void;
  redo: () => void;
  replace: (draft: Draft) => void;
  /** Back to the menu as last saved, as a step Undo takes back (the save bar's Discard). */
  discardTo: (saved: Draft) => void;
  /** After a refused save: the draft shows `check`'s errors and is checked after every change from now on. */
  markInvalid: (check: DraftCheck) => void;
  /** The current draft, read without re-rendering (for handlers that must see the latest one). */
  current: () => Draft;
}

export function useMenuDraft(initial: Draft): MenuDraftApi {
  const [state, send] = useReducer(step, initial, (draft): State => ({ history: createHistory(draft), lastTyping: null }));
  const latest = useRef(state.history.present);
  useEffect(() => {
    latest.current = state.history.present;
  }, [state.history.present]);
  const dispatch = useCallback((action: MenuAction) => send({ kind: 'action', action, at: Date.now() }), []);
  const controls = useMemo(
    () => ({
      undo: () => send({ kind: 'undo' }),
      redo: () => send({ kind: 'redo' }),
      replace: (draft: Draft) => send({ kind: 'replace', draft }),
      discardTo: (saved: Draft) => send({ kind: 'discard', saved }),
      markInvalid: (check: DraftCheck) => send({ kind: 'markInvalid', check }),
      current: () => latest.current,
    }),
    [],
  );
  return {
    draft: state.history.present,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
    dispatch,
    ...controls,
  };
}
