import { comeBackOf, type OpeningSchedule } from '@brewline/contracts/shop-time';

/**
 * The words of 'Back today 7:00 AM' / 'Back Thu 7:00 AM' for a part sold out until the shop's next opening, in the
 * shop's time zone and the reader's language; null when the part is available or sold out with no end.
 */
export function comeBackWords(
  part: { isAvailable: boolean; soldOutUntil: string | null },
  schedule: OpeningSchedule,
  now: Date,
  locale: string,
): { today: boolean; day: string; time: string } | null {
  const comeBack = comeBackOf(part, schedule, now);
  if (!comeBack) return null;
  const { timeZone } = schedule;
  return {
    today: comeBack.daysAhead === 0,
    day: new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short' }).format(comeBack.at),
    time: new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(comeBack.at),
  };
}
