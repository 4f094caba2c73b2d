import { z } from 'zod';
import { STATIONS } from '../menu';
import { msg } from '../messages';
import { ShopIdParamsSchema } from './shops';
import { BUSY_EXTRA_MINUTES, BUSY_TARGETS, RUSH_DURATIONS_MINUTES, RUSH_LENGTH_CHOICES } from '../rush';

/** How long a busy or a pause lasts: a number of minutes, until a moment, or until someone ends it. */
export const RushLengthSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('minutes'), minutes: z.union(RUSH_DURATIONS_MINUTES.map((value) => z.literal(value))) }),
  z.object({ kind: z.literal('until'), until: z.iso.datetime({ offset: true }) }),
  z.object({ kind: z.literal('reopened') }),
]);
export type RushLength = z.infer<typeof RushLengthSchema>;

/** PUT /api/shops/:shopId/rush/busy: which station, how many extra minutes, for how long. */
export const BusyBodySchema = z.object({
  station: z.enum(BUSY_TARGETS),
  extraMinutes: z.union(
    BUSY_EXTRA_MINUTES.map((value) => z.literal(value)),
    msg('rushExtraMinutesInvalid'),
  ),
  length: RushLengthSchema,
});
export type BusyBody = z.infer<typeof BusyBodySchema>;

/** PUT /api/shops/:shopId/rush/pause: for how long ordering is paused. */
export const PauseBodySchema = z.object({ length: RushLengthSchema });
export type PauseBody = z.infer<typeof PauseBodySchema>;

/** DELETE /api/shops/:shopId/rush/busy/:station: ends a station's busy (or both) early. */
export const BusyParamsSchema = ShopIdParamsSchema.extend({ station: z.enum(BUSY_TARGETS) });

/** The busy and pause dialogs' fields: a pause reads only the length and the time. */
export const RushFormSchema = z.object({
  station: BusyBodySchema.shape.station,
  extraMinutes: BusyBodySchema.shape.extraMinutes,
  length: z.enum(RUSH_LENGTH_CHOICES),
  /** 'Until a time': minutes after the shop's midnight. */
  untilMinute: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 - 1),
});
export type RushForm = z.infer<typeof RushFormSchema>;
/** The most orders in the window an owner may set as the automatic busy's threshold. */
const AUTO_BUSY_ORDERS_MAX = 99;

/** One station's automatic busy: on or off, more than `ordersOver` orders in 10 minutes turns on `extraMinutes`. */
export const AutoBusyStationSchema = z.object({
  on: z.boolean(),
  ordersOver: z.coerce
    .number(msg('autoBusyOrdersInvalid'))
    .int(msg('autoBusyOrdersInvalid'))
    .min(1, msg('autoBusyOrdersInvalid'))
    .max(AUTO_BUSY_ORDERS_MAX, msg('autoBusyOrdersInvalid')),
  extraMinutes: z.union(
    BUSY_EXTRA_MINUTES.map((value) => z.literal(value)),
    msg('rushExtraMinutesInvalid'),
  ),
});
export type AutoBusyStation = z.infer<typeof AutoBusyStationSchema>;

/** GET /api/shops/:shopId/rush/automatic: each station's automatic busy settings. */
export const AutoBusySettingsSchema = z.object({ drinks: AutoBusyStationSchema, food: AutoBusyStationSchema });
export type AutoBusySettings = z.infer<typeof AutoBusySettingsSchema>;

/**
 * PUT /api/shops/:shopId/rush/automatic: the new settings, with those the screen loaded (`loaded`): refused with 409
 * staleCopy when someone changed them since (decision 031's way, for a small card saved on its own).
 */
export const AutoBusyBodySchema = z.object({ settings: AutoBusySettingsSchema, loaded: AutoBusySettingsSchema });
export type AutoBusyBody = z.infer<typeof AutoBusyBodySchema>;

/** A busy as the Overview shows it: its station, its extra minutes, its end (null: until ended) and who set it. */
export const BusyStateSchema = z.object({
  station: z.enum(STATIONS),
  /** Busy by itself from the order rate: it has no end and ends when the rate falls. */
  automatic: z.boolean(),
  extraMinutes: z.number().int(),
  setAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  setBy: z.string(),
});
export type BusyState = z.infer<typeof BusyStateSchema>;

/** GET /api/shops/:shopId/rush (and every change's answer): what holds now, and the shop's time zone. */
export const RushStateSchema = z.object({
  /** The server's time of the answer: the screen counts to the next end from it, whatever its own clock says. */
  now: z.iso.datetime(),
  timeZone: z.string(),
  busy: z.array(BusyStateSchema),
  pause: z.object({ setAt: z.iso.datetime(), endsAt: z.iso.datetime().nullable(), setBy: z.string() }).nullable(),
});
export type RushState = z.infer<typeof RushStateSchema>;
