import { describe, expect, it } from 'vitest';
import { ACTIVITY_MAX_CHANGES, detailsOfChanges } from './activity-changes.rules';

describe('the changes an activity row keeps', () => {
  it(`keeps at most ${ACTIVITY_MAX_CHANGES} changes and counts the rest`, () => {
    const changes = Array.from({ length: ACTIVITY_MAX_CHANGES + 7 }, (_, i) => ({ item: `Item ${i}`, field: 'price', from: i, to: i + 1 }));
    const details = detailsOfChanges(changes);
    expect(details.changes).toHaveLength(ACTIVITY_MAX_CHANGES);
    expect(details.more).toBe(7);
    expect(detailsOfChanges(changes.slice(0, 2))).toEqual({ changes: changes.slice(0, 2) });
  });
});
