import {
  AUTO_BUSY_WINDOW_MINUTES,
  automaticBusyMinutes,
  BUSY_SWITCH_EXTRA_MINUTES,
  type BusyTarget,
  requestedEndOf,
  rushEndOf,
  rushHolds,
  stationsOf,
} from '@brewline/contracts/rush';
import type { AutoBusyBody, AutoBusySettings, BusyBody, PauseBody, RushState } from '@brewline/contracts/schemas/rush';
import { STATIONS, type Station } from '@brewline/contracts/menu';
import type { OpeningSchedule } from '@brewline/contracts/shop-time';
import { AppError, notFound } from '../../errors';
import { staleCopy } from '../../lib/safe-save';
import type { Actor } from '../../lib/actor';
import type { OrderEvents } from '../../lib/order-events';
import type { ActivityRecorder } from '../activity/activity.service';
import type { ShopHoursService } from '../shop-hours/shop-hours.service';
import type { RushRepository, RushRow } from './rush.repository';
import { autoBusyOf, isStationName, sameAutoBusy } from './rush.rules';

type RushQueries = ReturnType<RushRepository['within']>;
/** A database connection inside a transaction, as `repository.transaction` hands it over. */
type Connection = Parameters<RushRepository['within']>[0];

const PAUSE = 'pause';
const MINUTE_MS = 60_000;

/** What the order intake reads of the rush at an instant: the pause holding (its end, null: until reopened) and each station's busy minutes. */
export interface RushForIntake {
  pause: { endsAt: Date | null } | null;
  busyMinutes: Partial<Record<Station, number>>;
}

/**
 * Busy for a while and pause until (decisions 299, 300). The rows are facts; what holds now is read from them with the
 * shop's opening schedule at each request (`rushHolds`), so an end or the morning reset needs no timer. Each change
 * locks the shop row, is logged with who made it, and is told on the order stream after it commits.
 */
export function createRushService({
  repository,
  activity,
  shopHours,
  events,
  now: clock,
}: {
  repository: RushRepository;
  activity: ActivityRecorder;
  /** The shop's week and time zone: the morning reset's opening. */
  shopHours: Pick<ShopHoursService, 'openingSchedule'>;
  /** Tells the live views of every process (the Overview redraws its rush panel). */
  events: OrderEvents;
  now?: () => Date;
}) {
  const now = clock ?? (() => new Date());

  const holding = (rows: RushRow[], schedule: OpeningSchedule, at: Date) => rows.filter((row) => rushHolds(row, schedule, at));

  async function holdingNow(shopId: number, at: Date) {
    const schedule = await shopHours.openingSchedule(shopId);
    return { schedule, rows: holding(await repository.findRows(shopId), schedule, at) };
  }

  /**
   * The stations busy by themselves at `at` (decision 299): those whose automatic busy is on, that no busy set by hand
   * covers, and whose orders of the last 10 minutes are more than their threshold. The orders are counted only when a
   * station's automatic busy is on.
   */
  async function automaticAt(shopId: number, at: Date, setByHand: ReadonlySet<Station>): Promise<Partial<Record<Station, number>>> {
    const settings = autoBusyOf(await repository.findAutoBusy(shopId));
    const watched = STATIONS.filter((station) => settings[station].on && !setByHand.has(station));
    if (watched.length === 0) return {};
    const counts = await repository.recentOrdersByStation(shopId, new Date(at.getTime() - AUTO_BUSY_WINDOW_MINUTES * MINUTE_MS), at);
    const minutes: Partial<Record<Station, number>> = {};
    for (const station of watched) {
      const extra = automaticBusyMinutes(settings[station], counts.find((count) => count.station === station)?.orders ?? 0);
      if (extra !== null) minutes[station] = extra;
    }
    return minutes;
  }
  const stationsSetByHand = (rows: RushRow[]) => new Set(rows.map((row) => row.target).filter(isStationName));

  /** A change in one transaction on the locked shop row, then told to the live views. */
  async function change(shopId: number, actor: Actor, work: (tx: RushQueries, db: Connection, setBy: string) => Promise<void>) {
    const setBy = await repository.loginName(actor.loginId);
    await repository.transaction(async (tx, db) => {
      if (!(await tx.lockShop(shopId))) throw notFound();
      await work(tx, db, setBy);
    });
    await events.publish({ shopId, rush: true });
  }

  const endOf = (body: { length: BusyBody['length'] }, at: Date): Date | null => {
    const endsAt = requestedEndOf(body.length, at);
    if (endsAt && endsAt.getTime() <= at.getTime()) throw new AppError(400, 'VALIDATION_FAILED', 'rushUntilPast', 'length.until');
    return endsAt;
  };

  const busyRows = (target: BusyTarget, extraMinutes: number, setAt: Date, endsAt: Date | null, setBy: string): RushRow[] =>
    stationsOf(target).map((station) => ({ target: station, extraMinutes, setAt, endsAt, setBy }));

  const service = {
    /** What holds now: each station's busy, the pause, with their ends (the morning reset included). */
    async state(shopId: number): Promise<RushState> {
      const at = now();
      const { schedule, rows } = await holdingNow(shopId, at);
      const endOfRow = (row: RushRow) => rushEndOf(row, schedule)?.toISOString() ?? null;
      const pause = rows.find((row) => row.target === PAUSE);
      const automatic = await automaticAt(shopId, at, stationsSetByHand(rows));
      const byHand = rows
        .filter((row): row is RushRow & { target: Station } => isStationName(row.target))
        .map((row) => ({
          station: row.target,
          automatic: false,
          extraMinutes: row.extraMinutes,
          setAt: row.setAt.toISOString(),
          endsAt: endOfRow(row),
          setBy: row.setBy,
        }));
      const byItself = Object.entries(automatic).map(([station, extraMinutes]) => ({
        station: station as Station,
        automatic: true,
        extraMinutes,
        setAt: at.toISOString(),
        endsAt: null,
        setBy: '',
      }));
      return {
        now: at.toISOString(),
        timeZone: schedule.timeZone,
        busy: [...byHand, ...byItself].sort((a, b) => STATIONS.indexOf(a.station) - STATIONS.indexOf(b.station)),
        pause: pause ? { setAt: pause.setAt.toISOString(), endsAt: endOfRow(pause), setBy: pause.setBy } : null,
      };
    },

    /** The pause and the busy minutes holding at `at`, for the order intake. */
    async forIntake(shopId: number, at: Date): Promise<RushForIntake> {
      const { schedule, rows } = await holdingNow(shopId, at);
      const pause = rows.find((row) => row.target === PAUSE);
      const busyMinutes: RushForIntake['busyMinutes'] = await automaticAt(shopId, at, stationsSetByHand(rows));
      for (const row of rows) if (isStationName(row.target)) busyMinutes[row.target] = row.extraMinutes;
      return { pause: pause ? { endsAt: rushEndOf(pause, schedule) } : null, busyMinutes };
    },

    /** Busy for a while: the station's (or both stations') extra minutes until the end asked for. */
    async setBusy(shopId: number, body: BusyBody, actor: Actor): Promise<RushState> {
      const at = now();
      const endsAt = endOf(body, at);
      await change(shopId, actor, async (tx, db, setBy) => {
        await tx.put(shopId, busyRows(body.station, body.extraMinutes, at, endsAt, setBy));
        await activity.within(db).record({
          shopId,
          actor,
          action: 'busyStarted',
          details: { changes: [{ item: body.station, field: body.station, from: null, to: body.extraMinutes }] },
        });
      });
      return service.state(shopId);
    },

    /** Ends a station's busy (or both) before its time; nothing is logged when none was set. */
    async endBusy(shopId: number, station: BusyTarget, actor: Actor): Promise<RushState> {
      await change(shopId, actor, async (tx, db) => {
        if ((await tx.remove(shopId, stationsOf(station))) === 0) return;
        await activity.within(db).record({
          shopId,
          actor,
          action: 'busyEnded',
          details: { changes: [{ item: station, field: station, from: null, to: null }] },
        });
      });
      return service.state(shopId);
    },

    /** Pauses ordering until the end asked for; the orders already taken are untouched. */
    async setPause(shopId: number, body: PauseBody, actor: Actor): Promise<RushState> {
      const at = now();
      const endsAt = endOf(body, at);
      await change(shopId, actor, async (tx, db, setBy) => {
        await tx.put(shopId, [{ target: PAUSE, extraMinutes: 0, setAt: at, endsAt, setBy }]);
        await activity.within(db).record({
          shopId,
          actor,
          action: 'orderingPaused',
          details: { changes: [{ item: PAUSE, field: 'until', from: null, to: endsAt?.toISOString() ?? null }] },
        });
      });
      return service.state(shopId);
    },

    /** Reopens ordering; nothing is logged when it was not paused. */
    async endPause(shopId: number, actor: Actor): Promise<RushState> {
      await change(shopId, actor, async (tx, db) => {
        if ((await tx.remove(shopId, [PAUSE])) === 0) return;
        await activity.within(db).record({ shopId, actor, action: 'orderingReopened' });
      });
      return service.state(shopId);
    },

    /**
     * Shop Info's two switches inside the Miscellaneous card's save (decision 299), which has locked the shop row:
     * Paused on sets a pause until reopened, off ends any pause; Busy on sets both stations busy with the switch's
     * extra minutes until switched off, off ends every busy. A switch left as it reads now changes nothing, so a
     * timed pause or busy set from the Overview survives a save of the card's other fields. The schedule is read
     * first, outside the save's transaction (PGlite has one connection); the answered writer runs inside it and
     * answers whether it changed the rush (then call `announce` after the commit).
     */
    async switchesWriter(shopId: number) {
      const schedule = await shopHours.openingSchedule(shopId);
      return async (db: Connection, wanted: { isPaused: boolean; isBusy: boolean }, actor: Actor): Promise<boolean> => {
        const at = now();
        const tx = repository.within(db);
        const rows = holding(await tx.findRows(shopId), schedule, at);
        const paused = rows.some((row) => row.target === PAUSE);
        const busy = rows.some((row) => isStationName(row.target));
        if (paused === wanted.isPaused && busy === wanted.isBusy) return false;
        const setBy = await tx.loginName(actor.loginId);
        const log = activity.within(db);
        if (paused !== wanted.isPaused) {
          if (wanted.isPaused) await tx.put(shopId, [{ target: PAUSE, extraMinutes: 0, setAt: at, endsAt: null, setBy }]);
          else await tx.remove(shopId, [PAUSE]);
          await log.record({ shopId, actor, action: wanted.isPaused ? 'orderingPaused' : 'orderingReopened' });
        }
        if (busy !== wanted.isBusy) {
          if (wanted.isBusy) await tx.put(shopId, busyRows('all', BUSY_SWITCH_EXTRA_MINUTES, at, null, setBy));
          else await tx.remove(shopId, STATIONS);
          await log.record({
            shopId,
            actor,
            action: wanted.isBusy ? 'busyStarted' : 'busyEnded',
            details: { changes: [{ item: 'all', field: 'all', from: null, to: wanted.isBusy ? BUSY_SWITCH_EXTRA_MINUTES : null }] },
          });
        }
        return true;
      };
    },

    /** The automatic busy's settings of each station. */
    async automaticSettings(shopId: number): Promise<AutoBusySettings> {
      await shopHours.openingSchedule(shopId);
      return autoBusyOf(await repository.findAutoBusy(shopId));
    },

    /** Saves the automatic busy's settings while they still are those the screen loaded (else 409 staleCopy). */
    async saveAutomaticSettings(shopId: number, { settings, loaded }: AutoBusyBody, actor: Actor): Promise<AutoBusySettings> {
      await change(shopId, actor, async (tx, db) => {
        if (!sameAutoBusy(autoBusyOf(await tx.findAutoBusy(shopId)), loaded)) throw staleCopy();
        await tx.putAutoBusy(
          shopId,
          STATIONS.map((station) => {
            const { on, ordersOver, extraMinutes } = settings[station];
            return { station, isOn: on, ordersOver, extraMinutes };
          }),
        );
        if (!sameAutoBusy(settings, loaded)) await activity.within(db).record({ shopId, actor, action: 'automaticBusyChanged' });
      });
      return settings;
    },

    /** Tells the live views that the rush changed (after a save that changed it commits). */
    announce: (shopId: number) => events.publish({ shopId, rush: true }),

    /** Whether ordering is paused and whether any station is busy now: what Shop Info's switches show. */
    async switches(shopId: number): Promise<{ isPaused: boolean; isBusy: boolean }> {
      const { rows } = await holdingNow(shopId, now());
      return { isPaused: rows.some((row) => row.target === PAUSE), isBusy: rows.some((row) => isStationName(row.target)) };
    },
  };
  return service;
}
export type RushService = ReturnType<typeof createRushService>;
