import { describe, expect, it } from 'vitest';
import { announcementStatus } from './announcements.rules';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('the status of an announcement', () => {
  it('is Active while it is younger than six days', () => {
    expect(announcementStatus({ createdAt: ago(0), retractedAt: null }, now)).toBe('active');
    expect(announcementStatus({ createdAt: ago(5 * DAY), retractedAt: null }, now)).toBe('active');
  });

  it('is still Active at exactly six days, and Expired a millisecond later', () => {
    expect(announcementStatus({ createdAt: ago(6 * DAY), retractedAt: null }, now)).toBe('active');
    expect(announcementStatus({ createdAt: ago(6 * DAY + 1), retractedAt: null }, now)).toBe('expired');
  });

  it('is Retracted once retracted, whether it was active or already expired', () => {
    expect(announcementStatus({ createdAt: ago(DAY), retractedAt: ago(1000) }, now)).toBe('retracted');
    expect(announcementStatus({ createdAt: ago(30 * DAY), retractedAt: ago(29 * DAY) }, now)).toBe('retracted');
  });

  it('reads the dates the API sends as ISO text', () => {
    expect(announcementStatus({ createdAt: ago(7 * DAY).toISOString(), retractedAt: null }, now)).toBe('expired');
  });
});
