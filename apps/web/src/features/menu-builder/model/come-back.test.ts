import { describe, expect, it } from 'vitest';
import { comeBackWords } from './come-back';

const schedule = {
  timeZone: 'America/Los_Angeles',
  hours: Array.from({ length: 7 }, (_, day) => ({ day, openMinute: 420, isOpen: true })),
};

describe('the words of when a sold-out part comes back', () => {
  it("names the shop's weekday and time for tomorrow's opening, and 'today' after midnight", () => {
    // Wednesday 2026-11-25 10:00 in Portland.
    expect(comeBackWords({ isAvailable: false, soldOutUntil: 'nextOpening' }, schedule, new Date('2026-11-25T18:00:00Z'), 'en')).toEqual({
      today: false,
      day: 'Thu',
      time: '7:00 AM',
    });
    const stored = { isAvailable: false, soldOutUntil: '2026-11-26T15:00:00.000Z' };
    expect(comeBackWords(stored, schedule, new Date('2026-11-26T09:00:00Z'), 'en')).toMatchObject({ today: true, time: '7:00 AM' });
  });

  it("names the next opening after the shop's own day, not the day it was first asked on", () => {
    const part = { isAvailable: false, soldOutUntil: 'nextOpening' };
    // Wednesday 10:00, then Thursday 01:00 and Thursday 23:00 in Portland, with the same schedule.
    expect(comeBackWords(part, schedule, new Date('2026-11-25T18:00:00Z'), 'en')).toMatchObject({ day: 'Thu' });
    expect(comeBackWords(part, schedule, new Date('2026-11-26T09:00:00Z'), 'en')).toMatchObject({ today: false, day: 'Fri' });
    expect(comeBackWords(part, schedule, new Date('2026-11-27T07:00:00Z'), 'en')).toMatchObject({ day: 'Fri' });
    expect(comeBackWords(part, schedule, new Date('2026-11-27T07:00:00Z'), 'fr')).toMatchObject({ day: 'ven.' });
  });

  it('is nothing for an available part or a plain sold out', () => {
    expect(comeBackWords({ isAvailable: true, soldOutUntil: null }, schedule, new Date(), 'en')).toBeNull();
    expect(comeBackWords({ isAvailable: false, soldOutUntil: null }, schedule, new Date(), 'en')).toBeNull();
  });
});
