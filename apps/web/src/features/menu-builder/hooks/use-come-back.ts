import { SOLD_OUT_UNTIL_NEXT_OPENING } from '@brewline/contracts/menu';
import type { OpeningSchedule } from '@brewline/contracts/shop-time';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { comeBackWords } from '../model/come-back';

/** The shop's week and time zone, once read: the Sold out selects say when a part comes back from it. */
export const OpeningScheduleContext = createContext<OpeningSchedule | null>(null);

/**
 * The texts of a part's Sold out select: the 'until' choice ('Sold out until Thu 7:00 AM'; 'until tomorrow' while the
 * schedule is not known) and, when that is the choice, the line under it ('Back Thu 7:00 AM').
 */
export function useComeBackTexts(part: { isAvailable: boolean; soldOutUntil: string | null }): { choice: string; back: string | null } {
  const { t, i18n } = useTranslation('menu-builder');
  const schedule = useContext(OpeningScheduleContext);
  if (!schedule) return { choice: t('soldOut.untilNextOpening'), back: null };
  // The part's own moment (stored, or the one saving will store); for a part not sold out 'until', the one choosing
  // it now would give.
  const now = new Date();
  const own = comeBackWords(part, schedule, now, i18n.language);
  const shown = own ?? comeBackWords({ isAvailable: false, soldOutUntil: SOLD_OUT_UNTIL_NEXT_OPENING }, schedule, now, i18n.language)!;
  return {
    choice: t(shown.today ? 'soldOut.untilToday' : 'soldOut.untilDay', shown),
    back: own ? t(own.today ? 'soldOut.backToday' : 'soldOut.backDay', own) : null,
  };
}
