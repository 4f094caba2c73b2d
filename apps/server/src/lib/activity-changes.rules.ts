import type { ActivityChange, ActivityDetails } from '@brewline/contracts/schemas/activity';

/** At most this many changes are kept on one row; the rest are counted in `more`. */
export const ACTIVITY_MAX_CHANGES = 50;

/** Keeps the first ACTIVITY_MAX_CHANGES changes and counts the others. */
export function detailsOfChanges(changes: readonly ActivityChange[]): ActivityDetails {
  const kept = changes.slice(0, ACTIVITY_MAX_CHANGES);
  const more = changes.length - kept.length;
  return more > 0 ? { changes: kept, more } : { changes: kept };
}
