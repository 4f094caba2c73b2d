import { describe, expect, it } from 'vitest';
import { sanitizeVisitSource, VISIT_SOURCE_MAX_LENGTH } from './visit-source';
import { RecordVisitBodySchema } from './schemas/visits';

describe('sanitizeVisitSource (the ?ref= of the landing page)', () => {
  it('keeps a plain source and lower-cases it', () => {
    expect(sanitizeVisitSource('Newsletter')).toBe('newsletter');
    expect(sanitizeVisitSource('spring_2026.email-a')).toBe('spring_2026.email-a');
  });

  it('drops characters other than letters, digits, dots, dashes and underscores', () => {
    expect(sanitizeVisitSource('news letter<script>')).toBe('newsletterscript');
    expect(sanitizeVisitSource('café/ig?x=1')).toBe('cafigx1');
  });

  it('cuts a long source to 64 characters', () => {
    expect(sanitizeVisitSource('a'.repeat(100))).toHaveLength(VISIT_SOURCE_MAX_LENGTH);
  });

  it('answers null when nothing usable is left', () => {
    expect(sanitizeVisitSource(null)).toBeNull();
    expect(sanitizeVisitSource('')).toBeNull();
    expect(sanitizeVisitSource(' <> ')).toBeNull();
  });

  it('always gives a source the server accepts', () => {
    for (const raw of ['Newsletter', 'a'.repeat(100), 'x y z', 'ÄÖÜ-ok', '__..--']) {
      const source = sanitizeVisitSource(raw);
      expect(RecordVisitBodySchema.safeParse({ source, path: '/' }).success, raw).toBe(true);
    }
  });
});
