import { SOLD_OUT_UNTIL_NEXT_OPENING } from '@brewline/contracts/menu';
import { comeBackOf, type OpeningSchedule, wallClock } from '@brewline/contracts/shop-time';

type ComeBackWords = { today: boolean; day: string; time: string };

/** The weekday and time formatters of a language and time zone, made once (making one costs far more than using it). */
const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formatsOf(locale: string, timeZone: string) {
  const key = `${locale}\n${timeZone}`;
  let found = formats.get(key);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short' }),
      time: new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }),
    };
    formats.set(key, found);
  }
  return found;
}

/**
 * The words of 'until the next opening' not yet saved, by schedule, language and the shop's day: the same for every
 * sold-out select of the builder on one day (each item card and value row draws one), so worked out once a day.
 */
const nextOpeningWords = new WeakMap<OpeningSchedule, Map<string, ComeBackWords | null>>();

/**
 * The words of 'Back today 7:00 AM' / 'Back Thu 7:00 AM' for a part sold out until the shop's next opening, in the
 * shop's time zone and the reader's language; null when the part is available or sold out with no end.
 */
export function comeBackWords(
  part: { isAvailable: boolean; soldOutUntil: string | null },
  schedule: OpeningSchedule,
  now: Date,
  locale: string,
): ComeBackWords | null {
  if (part.isAvailable || part.soldOutUntil === null) return null;
  if (part.soldOutUntil !== SOLD_OUT_UNTIL_NEXT_OPENING) return wordsOf(part, schedule, now, locale);
  // The next opening and whether it is today depend on the shop's day alone.
  const key = `${locale}\n${Math.floor(wallClock(now.getTime(), schedule.timeZone) / 86_400_000)}`;
  let bySchedule = nextOpeningWords.get(schedule);
  if (!bySchedule) nextOpeningWords.set(schedule, (bySchedule = new Map()));
  if (!bySchedule.has(key)) bySchedule.set(key, wordsOf(part, schedule, now, locale));
  return bySchedule.get(key)!;
}

function wordsOf(
  part: { isAvailable: boolean; soldOutUntil: string | null },
  schedule: OpeningSchedule,
  now: Date,
  locale: string,
): ComeBackWords | null {
  const comeBack = comeBackOf(part, schedule, now);
  if (!comeBack) return null;
  const format = formatsOf(locale, schedule.timeZone);
  return { today: comeBack.daysAhead === 0, day: format.day.format(comeBack.at), time: format.time.format(comeBack.at) };
}
