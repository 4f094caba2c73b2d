import { randomUUID } from 'node:crypto';
import type { MenuItem } from '@brewline/contracts/schemas/menu';
import type { ItemData, MenuRows, MenuStamp, Tickets } from './menu.types';

/**
 * The loaded menu, kept per shop in the server's memory (decision 130), so a load of an unchanged menu neither reads
 * the menu's tables nor builds its answer again, and a save starts from the rows it already knows.
 *
 * An entry stands for the menu's rows at one (menu version, default modifiers version): every change to the menu's
 * parts moves one of them (a menu save, a default modifiers save, a chain overwrite), and both are read from the
 * database with every load and save, so an entry is never used for a menu that changed since, even one changed by
 * another server. Two things change without a version and are kept out of the entry:
 * - an event's tickets (an order takes them, a refund gives them back): the answer leaves a mark where each event's
 *   tickets go, filled with the figures read afresh with the versions;
 * - 'sold out until' ending: the entry expires at the first such moment, when the answer would read otherwise.
 */
export interface MenuSnapshot {
  menuId: number;
  version: number;
  defaultsVersion: number;
  /** The rows as they stand in the database (an event's tickets as they were when read; never used as such). */
  rows: MenuRows;
  /** When a part's 'sold out until' passes and the answer changes (ms since the epoch; Infinity: never). */
  expiresAt: number;
  /** The answer's JSON text around the event items' tickets: parts[0], tickets of eventIds[0], parts[1], … */
  parts: string[];
  eventIds: number[];
}

/** The answer `{ menu, version }` as JSON text, split where the event items' tickets go. */
export function snapshotOf(
  stamp: MenuStamp,
  rows: MenuRows,
  now: Date,
  assemble: (ticketsOf: (item: ItemData) => MenuItem['tickets']) => unknown,
): MenuSnapshot {
  // A mark no menu text holds: made afresh for each answer.
  const mark = `@tickets-${randomUUID()}:`;
  const menu = assemble((item) => `${mark}${item.id}` as unknown as MenuItem['tickets']);
  const json = JSON.stringify({ menu, version: stamp.version });
  const parts: string[] = [];
  const eventIds: number[] = [];
  const quotedMark = `"${mark}`;
  let from = 0;
  for (let at = json.indexOf(quotedMark); at !== -1; at = json.indexOf(quotedMark, from)) {
    const end = json.indexOf('"', at + quotedMark.length);
    parts.push(json.slice(from, at));
    eventIds.push(Number(json.slice(at + quotedMark.length, end)));
    from = end + 1;
  }
  parts.push(json.slice(from));
  return { ...stamp, rows, expiresAt: firstSoldOutEnd(rows, now.getTime()), parts, eventIds };
}

/** The earliest 'sold out until' still ahead of `now` among the parts sold out. */
function firstSoldOutEnd(rows: MenuRows, now: number): number {
  let first = Infinity;
  const consider = (part: { isAvailable: boolean; soldOutUntil: Date | null }) => {
    if (part.isAvailable || part.soldOutUntil === null) return;
    const at = part.soldOutUntil.getTime();
    if (at > now && at < first) first = at;
  };
  rows.items.forEach(consider);
  rows.values.forEach(consider);
  rows.defaultValues.forEach(consider);
  return first;
}

/** The answer with the tickets given; undefined when they are not those of the entry's event items. */
export function renderSnapshot(snapshot: MenuSnapshot, tickets: Tickets): string | undefined {
  if (tickets.size !== snapshot.eventIds.length) return undefined;
  let json = snapshot.parts[0]!;
  for (let i = 0; i < snapshot.eventIds.length; i++) {
    const figures = tickets.get(snapshot.eventIds[i]!);
    if (!figures) return undefined;
    json += `{"remaining":${figures.remaining},"sold":${figures.sold}}${snapshot.parts[i + 1]!}`;
  }
  return json;
}

/** The tickets of the event items among these rows, as they were read. */
export function ticketsOfRows(items: ItemData[]): Tickets {
  const tickets: Tickets = new Map();
  for (const item of items) {
    if (item.isEvent) tickets.set(item.id, { remaining: item.quantityRemaining ?? 0, sold: item.quantitySold ?? 0 });
  }
  return tickets;
}

/** Whether the entry stands for the menu at these versions, now. */
export const snapshotFits = (snapshot: MenuSnapshot | undefined, stamp: MenuStamp, now: Date): snapshot is MenuSnapshot =>
  snapshot !== undefined &&
  snapshot.menuId === stamp.menuId &&
  snapshot.version === stamp.version &&
  snapshot.defaultsVersion === stamp.defaultsVersion &&
  now.getTime() < snapshot.expiresAt;

/**
 * The entries, the most recently used kept first, up to `maxChars` of answer text in all (the rows take about as
 * much again): a 500-item menu is about 2 million characters, a usual one a few thousand.
 */
export function createMenuCache(maxChars = 24_000_000) {
  const entries = new Map<number, MenuSnapshot>();
  const sizes = new Map<number, number>();
  let total = 0;
  const drop = (shopId: number) => {
    total -= sizes.get(shopId) ?? 0;
    sizes.delete(shopId);
    entries.delete(shopId);
  };
  return {
    get(shopId: number): MenuSnapshot | undefined {
      const snapshot = entries.get(shopId);
      if (snapshot) {
        entries.delete(shopId);
        entries.set(shopId, snapshot);
      }
      return snapshot;
    },
    set(shopId: number, snapshot: MenuSnapshot) {
      drop(shopId);
      const size = snapshot.parts.reduce((sum, part) => sum + part.length, 0);
      if (size > maxChars) return;
      entries.set(shopId, snapshot);
      sizes.set(shopId, size);
      total += size;
      for (const oldest of entries.keys()) {
        if (total <= maxChars) break;
        drop(oldest);
      }
    },
    delete: drop,
  };
}
export type MenuCache = ReturnType<typeof createMenuCache>;
