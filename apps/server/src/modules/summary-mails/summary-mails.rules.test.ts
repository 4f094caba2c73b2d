import { describe, expect, it } from 'vitest';
import { failureSummary, latestDueShopDate } from './summary-mails.rules';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('failureSummary', () => {
  it('keeps the kind and code of an error and leaves addresses out', () => {
    const summary = failureSummary(Object.assign(new Error('login to smtps://u:p@mail.example.com for a@b.com failed'), { code: 'EAUTH' }));
    expect(summary).toBe('Error EAUTH: login to <address> for <address> failed');
  });
});

describe('latestDueShopDate: the morning summary', () => {
  it("is today's from 7:00 shop time, yesterday's before", () => {
    // Friday 2026-11-27 in New York is UTC-5.
    expect(latestDueShopDate('morning', at('2026-11-27T11:59:59Z'), NY)).toBe('2026-11-26');
    expect(latestDueShopDate('morning', at('2026-11-27T12:00:00Z'), NY)).toBe('2026-11-27');
    expect(latestDueShopDate('morning', at('2026-11-28T04:59:00Z'), NY)).toBe('2026-11-27');
  });

  it('reads the shop’s own zone, not the server’s', () => {
    // 15:30 UTC is 7:30 in Los Angeles and 5:30 in Honolulu.
    expect(latestDueShopDate('morning', at('2026-11-27T15:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-27');
    expect(latestDueShopDate('morning', at('2026-11-27T15:30:00Z'), 'Pacific/Honolulu')).toBe('2026-11-26');
  });

  it('keeps 7:00 local across the spring change (EST to EDT on 2026-03-08)', () => {
    expect(latestDueShopDate('morning', at('2026-03-07T11:59:00Z'), NY)).toBe('2026-03-06');
    expect(latestDueShopDate('morning', at('2026-03-07T12:00:00Z'), NY)).toBe('2026-03-07');
    // The Sunday of the change: 7:00 EDT is 11:00 UTC.
    expect(latestDueShopDate('morning', at('2026-03-08T10:59:00Z'), NY)).toBe('2026-03-07');
    expect(latestDueShopDate('morning', at('2026-03-08T11:00:00Z'), NY)).toBe('2026-03-08');
  });

  it('keeps 7:00 local across the autumn change (EDT to EST on 2026-11-01)', () => {
    expect(latestDueShopDate('morning', at('2026-10-31T11:00:00Z'), NY)).toBe('2026-10-31');
    expect(latestDueShopDate('morning', at('2026-11-01T11:30:00Z'), NY)).toBe('2026-10-31');
    expect(latestDueShopDate('morning', at('2026-11-01T12:00:00Z'), NY)).toBe('2026-11-01');
  });
});

describe('latestDueShopDate: the payout statement', () => {
  it('is the latest Monday whose 7:00 has passed', () => {
    // Monday 2026-11-30.
    expect(latestDueShopDate('payoutStatement', at('2026-11-30T11:59:00Z'), NY)).toBe('2026-11-23');
    expect(latestDueShopDate('payoutStatement', at('2026-11-30T12:00:00Z'), NY)).toBe('2026-11-30');
    expect(latestDueShopDate('payoutStatement', at('2026-12-06T23:00:00Z'), NY)).toBe('2026-11-30');
    expect(latestDueShopDate('payoutStatement', at('2026-11-27T12:00:00Z'), NY)).toBe('2026-11-23');
  });

  it('is due on the Monday after the spring change at 7:00 EDT', () => {
    expect(latestDueShopDate('payoutStatement', at('2026-03-09T10:59:00Z'), NY)).toBe('2026-03-02');
    expect(latestDueShopDate('payoutStatement', at('2026-03-09T11:00:00Z'), NY)).toBe('2026-03-09');
  });
});
