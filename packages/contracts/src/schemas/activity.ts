import { z } from 'zod';
import { idParam } from './ids';
import { daysInRange, REPORT_RANGE_MAX_DAYS } from '../analytics';
import { msg } from '../messages';
import {
  ACTIVITY_ACTION_NAMES,
  ACTIVITY_AREAS,
  ACTIVITY_DEFAULT_PAGE_SIZE,
  ACTIVITY_PAGE_SIZES,
  ACTIVITY_SORT_KEYS,
  type ActivityAction,
} from '../activity';

/** A value before or after a change: money in cents, text, a flag or nothing. */
const ChangeValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ActivityChangeValue = z.infer<typeof ChangeValueSchema>;

/**
 * What a change did to one field of one thing. Fields the sentence reads: a menu item's `price` (cents), `name`,
 * `available`, `added`, `removed`, `other`; a user's permission flags; the shop's info fields and `hours`.
 */
export const ActivityChangeSchema = z.object({ item: z.string(), field: z.string(), from: ChangeValueSchema, to: ChangeValueSchema });
export type ActivityChange = z.infer<typeof ActivityChangeSchema>;

export const ActivityDetailsSchema = z.object({
  changes: z.array(ActivityChangeSchema).optional(),
  /** Changes past the kept number, counted only. */
  more: z.number().int().optional(),
  /** A sign-in failure's email, a new user's email. */
  email: z.string().optional(),
  /** A download's file name. */
  file: z.string().optional(),
  /** A refund's amount. */
  amountCents: z.number().int().optional(),
  /** A refund's guest. */
  guest: z.string().optional(),
});
export type ActivityDetails = z.infer<typeof ActivityDetailsSchema>;

export const ActivityRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorLoginId: z.number().int().nullable(),
  actorName: z.string(),
  area: z.enum(ACTIVITY_AREAS),
  action: z.enum(ACTIVITY_ACTION_NAMES as [ActivityAction, ...ActivityAction[]]),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  details: ActivityDetailsSchema,
  clientAddress: z.string().nullable(),
});
export type ActivityRow = z.infer<typeof ActivityRowSchema>;

const isoDay = z.iso.date(msg('invalidInput'));
const filters = {
  from: isoDay,
  to: isoDay,
  /** One person's rows (their login id). */
  loginId: idParam.optional(),
  area: z.enum(ACTIVITY_AREAS).optional(),
};
const rangeChecks = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((range) => range.from <= range.to, { message: msg('reportRangeInvalid'), path: ['from'] })
    .refine((range) => range.from > range.to || daysInRange(range.from, range.to) <= REPORT_RANGE_MAX_DAYS, {
      message: msg('reportRangeTooLong'),
      path: ['from'],
    });

export const ActivityQuerySchema = rangeChecks(
  z.object({
    ...filters,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((size) => (ACTIVITY_PAGE_SIZES as readonly number[]).includes(size), msg('invalidInput'))
      .default(ACTIVITY_DEFAULT_PAGE_SIZE),
    sort: z.enum(ACTIVITY_SORT_KEYS).default('createdAt'),
    direction: z.enum(['asc', 'desc']).default('desc'),
  }),
);
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

export const ActivityExportQuerySchema = rangeChecks(z.object(filters));
export type ActivityExportQuery = z.infer<typeof ActivityExportQuerySchema>;

/** A person the Who filter offers: everyone with a row in the shop's log. */
export const ActivityPersonSchema = z.object({ loginId: z.number().int(), name: z.string() });
export type ActivityPerson = z.infer<typeof ActivityPersonSchema>;

export const ActivityPageSchema = z.object({
  rows: z.array(ActivityRowSchema),
  total: z.number().int(),
  people: z.array(ActivityPersonSchema),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
