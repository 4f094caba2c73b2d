import { useEffect } from 'react';

/** Is the event's target a place where keys belong to something else (an open dialog or menu)? */
const insideOverlay = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="dialog"], [role="menu"], [role="listbox"]') !== null;

/** Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+S saves; inside text fields too (decision 070). */
export function useBuilderShortcuts({ undo, redo, save }: { undo: () => void; redo: () => void; save: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || insideOverlay(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else if (key === 's') save();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo, save]);
}
