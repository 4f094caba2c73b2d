import { z } from 'zod';
import { msg } from './messages';

/** A visit source is the landing page's ?ref= value (spec 000 §2), kept short and plain. */
export const VISIT_SOURCE_MAX_LENGTH = 64;
export const VISIT_SOURCE_PATTERN = /^[a-z0-9._-]+$/;
export const VISIT_PATH_MAX_LENGTH = 200;
const VISIT_PATH_PATTERN = /^\/[A-Za-z0-9/._-]*$/;

/**
 * The browser's clean-up of a raw ?ref= before it is sent: lower-case, only [a-z0-9._-], at most 64
 * characters. Sources are case-insensitive so that Newsletter and newsletter count together.
 * Answers null when nothing usable is left.
 */
export function sanitizeVisitSource(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const clean = raw.trim().toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, VISIT_SOURCE_MAX_LENGTH);
  return clean.length > 0 ? clean : null;
}

/** POST /api/visits: the server takes only an already clean source and refuses anything else. */
export const RecordVisitBodySchema = z.object({
  source: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, msg('visitSourceInvalid'))
    .max(VISIT_SOURCE_MAX_LENGTH, msg('visitSourceInvalid'))
    .regex(VISIT_SOURCE_PATTERN, msg('visitSourceInvalid')),
  path: z.string().max(VISIT_PATH_MAX_LENGTH, msg('visitPathInvalid')).regex(VISIT_PATH_PATTERN, msg('visitPathInvalid')),
});
export type RecordVisitBody = z.infer<typeof RecordVisitBodySchema>;

/** GET /api/admin/visits: an optional range of whole UTC days, both ends included. */
export const VisitsReportQuerySchema = z
  .object({
    from: z.iso.date(msg('invalidInput')).optional(),
    to: z.iso.date(msg('invalidInput')).optional(),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { message: msg('visitRangeInvalid'), path: ['from'] });
export type VisitsReportQuery = z.infer<typeof VisitsReportQuerySchema>;

export const VisitSourceRowSchema = z.object({
  source: z.string(),
  visits: z.number().int(),
  firstVisitAt: z.iso.datetime(),
  lastVisitAt: z.iso.datetime(),
});
export type VisitSourceRow = z.infer<typeof VisitSourceRowSchema>;

/** Visits per source in the range, most visits first. */
export const VisitsReportSchema = z.object({
  from: z.iso.date().nullable(),
  to: z.iso.date().nullable(),
  totalVisits: z.number().int(),
  sources: z.array(VisitSourceRowSchema),
});
export type VisitsReport = z.infer<typeof VisitsReportSchema>;
