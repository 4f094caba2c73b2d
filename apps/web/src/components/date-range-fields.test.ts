import { describe, expect, it } from 'vitest';
import { defaultReportRange, rangeState } from './date-range-fields';

describe('report date range', () => {
  it('opens on the previous Monday-to-Sunday week, whatever day of this week it is', () => {
    expect(defaultReportRange(new Date('2026-11-22T23:00:00Z'))).toEqual({ from: '2026-11-09', to: '2026-11-15' }); // a Sunday
    expect(defaultReportRange(new Date('2026-11-16T00:30:00Z'))).toEqual({ from: '2026-11-09', to: '2026-11-15' }); // a Monday
    expect(defaultReportRange(new Date('2026-11-18T12:00:00Z'))).toEqual({ from: '2026-11-09', to: '2026-11-15' });
  });

  it('is empty until both ends are chosen, refused when it ends after today or is reversed, else ready', () => {
    const today = '2026-11-22';
    expect(rangeState({ from: '', to: '2026-11-20' }, today)).toEqual({ kind: 'empty' });
    expect(rangeState({ from: '2026-11-20', to: '' }, today)).toEqual({ kind: 'empty' });
    expect(rangeState({ from: '2026-11-20', to: '2026-11-23' }, today)).toEqual({ kind: 'invalid', problem: 'reportRangeAfterToday' });
    expect(rangeState({ from: '2026-11-21', to: '2026-11-20' }, today)).toEqual({ kind: 'invalid', problem: 'reportRangeInvalid' });
    expect(rangeState({ from: '2020-01-01', to: '2026-11-20' }, today)).toEqual({ kind: 'invalid', problem: 'reportRangeTooLong' });
    expect(rangeState({ from: '2026-11-22', to: '2026-11-22' }, today)).toEqual({
      kind: 'ready',
      range: { from: '2026-11-22', to: '2026-11-22' },
    });
  });
});
