import { createContext, useContext, useEffect } from 'react';

/**
 * A wide table asks the dashboard frame for room: while one is on screen and its columns do not fit, the sidebar
 * folds to icons. `gain` is the width a fold gives back (0 where there is nothing to fold: a phone, the admin's
 * own frame). No frame (a test, a page outside the dashboard): nothing folds.
 */
export interface TableRoom {
  gain: number;
  folded: boolean;
  request: (id: string, needed: boolean) => void;
}

export const TableRoomContext = createContext<TableRoom | null>(null);

/** Asks for room while `needed`; gives it back on unmount. */
export function useTableRoom(id: string, needed: boolean) {
  const room = useContext(TableRoomContext);
  const request = room?.request;
  useEffect(() => {
    request?.(id, needed);
  }, [request, id, needed]);
  useEffect(() => () => request?.(id, false), [request, id]);
  return room;
}
