/** The reports' rules, pure: the instants of a range of days. */
import { addDays, type DayRange, dayStart } from '@brewline/contracts/analytics';
import type { Span } from '../ledger/ledger.types';

/** The instants of a range of UTC days: from the first day's start to the end of the last day. */
export const spanOfDays = ({ from, to }: DayRange): Span => ({ start: dayStart(from), end: dayStart(addDays(to, 1)) });
