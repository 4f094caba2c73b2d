import { z } from 'zod';
import { msg } from '../messages';
import { VISIT_SOURCE_MAX_LENGTH, VISIT_SOURCE_PATTERN } from '../visit-source';
import { singleLineText } from './text';
import { VISIT_PATH_MAX_LENGTH } from '../visits';

const VISIT_PATH_PATTERN = /^\/[A-Za-z0-9/._-]*$/;

/** POST /api/visits: the server takes only an already clean source and refuses anything else. */
export const RecordVisitBodySchema = z.object({
  source: singleLineText()
    .trim()
    .toLowerCase()
    .min(1, msg('visitSourceInvalid'))
    .max(VISIT_SOURCE_MAX_LENGTH, msg('visitSourceInvalid'))
    .regex(VISIT_SOURCE_PATTERN, msg('visitSourceInvalid')),
  path: singleLineText().max(VISIT_PATH_MAX_LENGTH, msg('visitPathInvalid')).regex(VISIT_PATH_PATTERN, msg('visitPathInvalid')),
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
