/**
 * The ?ref= visit source rule without zod, so the landing page can clean a source without loading the
 * schema library (visits.ts builds its schemas on these).
 */
export const VISIT_SOURCE_MAX_LENGTH = 64;
export const VISIT_SOURCE_PATTERN = /^[a-z0-9._-]+$/;

/**
 * The browser's clean-up of a raw ?ref= before it is sent: lower-case, only [a-z0-9._-], at most 64
 * characters. Sources are case-insensitive so that Newsletter and newsletter count together.
 * Answers null when nothing usable is left.
 */
export function sanitizeVisitSource(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const clean = raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, VISIT_SOURCE_MAX_LENGTH);
  return clean.length > 0 ? clean : null;
}
