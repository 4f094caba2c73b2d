import { applyToHistory, canRedo, canUndo, discardTo, redo, replaceDraft, undo, updatePresent } from './history';
import { reduceDraft } from './reduce';
import { markInvalid } from './checks';
import type { Draft, DraftCheck, DraftHistory, MenuAction } from './types';

/**
 * The builder's draft and its history as one reducer's steps (pure; `useMenuDraft` holds them in React).
 *
 * Typing is one undo step per field (decision 070): an update of the same field of the same part within a second of
 * the previous one replaces the present draft instead of pushing a new step, so Undo takes back a word, not a letter.
 */
export type Command =
  | { kind: 'action'; action: MenuAction; at: number }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'replace'; draft: Draft }
  | { kind: 'discard'; saved: Draft }
  | { kind: 'markInvalid'; check: DraftCheck };

export interface State {
  history: DraftHistory;
  /** What the last step was, to merge the keystrokes of one field into one step. */
  lastTyping: { key: string; at: number } | null;
}

const TYPING_MERGE_MS = 1000;

/** A key naming the field an update action types into, or null for actions that are always their own step. */
function typingKey(action: MenuAction): string | null {
  switch (action.type) {
    case 'updateItem':
      return `item:${String(action.ref.itemId)}:${Object.keys(action.patch).sort().join(',')}`;
    case 'updateOption':
      return `option:${String(action.ref.itemId)}:${String(action.ref.optionId)}:${Object.keys(action.patch).sort().join(',')}`;
    case 'updateValue':
      return `value:${String(action.ref.optionId)}:${String(action.ref.valueId)}:${Object.keys(action.patch).sort().join(',')}`;
    case 'editCategory':
      return `category:${String(action.categoryId)}:${Object.keys(action.patch).sort().join(',')}`;
    default:
      return null;
  }
}

export function step(state: State, command: Command): State {
  switch (command.kind) {
    case 'action': {
      const key = typingKey(command.action);
      const last = state.lastTyping;
      const merge = key !== null && last !== null && last.key === key && command.at - last.at < TYPING_MERGE_MS;
      if (merge && state.history.past.length > 0) {
        const present = reduceDraft(state.history.present, command.action);
        if (present === state.history.present) return state;
        return { history: { ...state.history, present, future: [] }, lastTyping: { key, at: command.at } };
      }
      const history = applyToHistory(state.history, command.action);
      if (history === state.history) return state;
      return { history, lastTyping: key ? { key, at: command.at } : null };
    }
    case 'undo':
      return canUndo(state.history) ? { history: undo(state.history), lastTyping: null } : state;
    case 'redo':
      return canRedo(state.history) ? { history: redo(state.history), lastTyping: null } : state;
    case 'replace':
      return { history: replaceDraft(state.history, command.draft), lastTyping: null };
    case 'discard': {
      const history = discardTo(state.history, command.saved);
      return history === state.history ? state : { history, lastTyping: null };
    }
    case 'markInvalid':
      return { ...state, history: updatePresent(state.history, (draft) => markInvalid(draft, command.check)) };
  }
}
