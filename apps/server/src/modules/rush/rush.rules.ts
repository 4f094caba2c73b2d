import { AUTO_BUSY_DEFAULT } from '@brewline/contracts/rush';
import type { AutoBusySettings } from '@brewline/contracts/schemas/rush';
import { STATIONS, type Station } from '@brewline/contracts/menu';

/** A stored target or station that is one of the two stations (`pause` is not). */
export const isStationName = (target: string): target is Station => (STATIONS as readonly string[]).includes(target);

/** The automatic busy's settings from its stored rows: a station without a row is off, with the defaults. */
export function autoBusyOf(
  rows: ReadonlyArray<{ station: string; isOn: boolean; ordersOver: number; extraMinutes: number }>,
): AutoBusySettings {
  const settings: AutoBusySettings = { drinks: { ...AUTO_BUSY_DEFAULT }, food: { ...AUTO_BUSY_DEFAULT } };
  for (const row of rows) {
    if (!isStationName(row.station)) continue;
    settings[row.station] = {
      on: row.isOn,
      ordersOver: row.ordersOver,
      extraMinutes: row.extraMinutes as AutoBusySettings['drinks']['extraMinutes'],
    };
  }
  return settings;
}

/** Whether two copies of the automatic busy's settings say the same: the save's check of what the screen loaded. */
export const sameAutoBusy = (a: AutoBusySettings, b: AutoBusySettings): boolean =>
  STATIONS.every(
    (station) =>
      a[station].on === b[station].on &&
      a[station].ordersOver === b[station].ordersOver &&
      a[station].extraMinutes === b[station].extraMinutes,
  );
