import { describe, expect, it } from 'vitest';
import { dayRuns, notOfferedAt, previewInstant, windowWords } from './availability';
import { windowIssues } from './validate';

const plain = (text: string) => text.replace(/\s/g, ' ');
const hours = Array.from({ length: 7 }, (_, day) => ({ day, openMinute: 6 * 60, closeMinute: 18 * 60, isOpen: day !== 0 }));
const PORTLAND = { timeZone: 'America/Los_Angeles', hours };
const breakfast = [{ days: [1, 2, 3, 4, 5], startMinute: 6 * 60 + 30, endMinute: 11 * 60 }];

describe('availability windows in words', () => {
  it('groups three or more following days into a range, Monday first, Sunday after Saturday', () => {
    expect(dayRuns([5, 1, 2, 3, 4])).toEqual([[1, 5]]);
    expect(dayRuns([0, 6])).toEqual([
      [6, 6],
      [0, 0],
    ]);
    expect(dayRuns([1, 3, 4, 5, 6, 0])).toEqual([
      [1, 1],
      [3, 0],
    ]);
  });

  it('says the days and the times in the reader’s language, past midnight too', () => {
    expect(plain(windowWords(breakfast[0]!, 'en-US'))).toBe('Mon–Fri 6:30 – 11:00 AM');
    expect(plain(windowWords({ days: [0, 6], startMinute: 7 * 60, endMinute: 12 * 60 }, 'en-US'))).toBe('Sat, Sun 7:00 AM – 12:00 PM');
    expect(plain(windowWords({ days: [5], startMinute: 22 * 60, endMinute: 2 * 60 }, 'en-US'))).toBe('Fri 10:00 PM – 2:00 AM');
    expect(windowWords(breakfast[0]!, 'fr')).toContain('06:30');
    // Arabic lists the days its own way, never with an English comma.
    expect(windowWords({ days: [0, 6], startMinute: 7 * 60, endMinute: 12 * 60 }, 'ar')).not.toContain(',');
  });
});

describe('Preview at', () => {
  // Wednesday 2026-11-25 12:00 in Portland (PST).
  const now = new Date('2026-11-25T20:00:00Z');

  it('asks about the next time the shop’s clock shows that weekday and time', () => {
    expect(previewInstant({ day: 4, minute: 11 * 60 + 5 }, PORTLAND.timeZone, now)).toEqual(new Date('2026-11-26T19:05:00Z'));
    // Today, even when the time has passed: the weekday and time are what is asked, not a moment to come.
    expect(previewInstant({ day: 3, minute: 9 * 60 }, PORTLAND.timeZone, now)).toEqual(new Date('2026-11-25T17:00:00Z'));
  });

  it('greys out what the app would not offer then: outside the windows, or while the shop is closed', () => {
    const at = (day: number, minute: number) => previewInstant({ day, minute }, PORTLAND.timeZone, now);
    expect(notOfferedAt([breakfast, []], PORTLAND, at(3, 10 * 60))).toBe(false);
    expect(notOfferedAt([breakfast, []], PORTLAND, at(3, 11 * 60 + 5))).toBe(true);
    expect(notOfferedAt([[{ days: [0], startMinute: 7 * 60, endMinute: 11 * 60 }], []], PORTLAND, at(0, 8 * 60))).toBe(true);
    // Nothing scheduled: offered as always.
    expect(notOfferedAt([[], []], PORTLAND, at(0, 8 * 60))).toBe(false);
  });
});

describe('the windows editor’s messages', () => {
  it('are the contracts schema’s, under the field at fault', () => {
    expect(windowIssues(breakfast)).toEqual({});
    expect(windowIssues([{ days: [], startMinute: 9 * 60, endMinute: 9 * 60 }])).toEqual({
      '0.days': 'availabilityDaysRequired',
      '0.endMinute': 'availabilityWindowEmpty',
    });
  });
});
