import {
  ACTIVITY_ACTION_NAMES,
  ACTIVITY_ACTIONS,
  ACTIVITY_AREAS,
  ACTIVITY_SENTENCES,
  activitySentence,
} from '@brewline/contracts/activity';
import type { ActivityRow } from '@brewline/contracts/schemas/activity';
import { describe, expect, it } from 'vitest';
import { ENGLISH_SENTENCE_LABELS, englishSentence, fillSentence } from './activity.rules';

const row = (action: ActivityRow['action'], details: ActivityRow['details'] = {}, targetName: string | null = null) => ({
  action,
  details,
  targetName,
});

describe('the sentence of an activity row', () => {
  it('tells a price change with the item, from and to, in dollars', () => {
    const price = row('menuSaved', { changes: [{ item: 'Latte (Small)', field: 'price', from: 450, to: 475 }] });
    expect(englishSentence(price)).toBe('Changed the price of Latte (Small) from $4.50 to $4.75');
    expect(activitySentence(price, ENGLISH_SENTENCE_LABELS)).toEqual({
      key: 'priceChanged',
      values: { item: 'Latte (Small)', from: '$4.50', to: '$4.75' },
      more: 0,
    });
  });

  it('counts the other changes of the save, and the ones past the kept list', () => {
    const changes = [
      { item: 'Mocha', field: 'name', from: 'Mocca', to: 'Mocha' },
      { item: 'Scone', field: 'available', from: true, to: false },
    ];
    expect(englishSentence(row('menuSaved', { changes }))).toBe('Renamed Mocca to Mocha (and 1 more)');
    expect(activitySentence(row('menuSaved', { changes, more: 3 }), ENGLISH_SENTENCE_LABELS).more).toBe(4);
  });

  it('tells each kind of menu change', () => {
    const one = (field: string, from: unknown = null, to: unknown = null) =>
      englishSentence(row('menuSaved', { changes: [{ item: 'Scone', field, from: from as null, to: to as null }] }));
    expect(one('available', true, false)).toBe('Marked Scone sold out');
    expect(one('available', false, true)).toBe('Marked Scone available');
    expect(one('added')).toBe('Added Scone to the menu');
    expect(one('removed')).toBe('Removed Scone from the menu');
    expect(one('other')).toBe('Edited Scone');
    expect(englishSentence(row('menuSaved'))).toBe('Saved the menu');
  });

  it('tells a tip pool with everyone in it and their hours, and its removal', () => {
    const changes = [
      { item: 'Ana', field: 'hours', from: 8, to: 7 },
      { item: 'Dee', field: 'hours', from: null, to: 3.5 },
      { item: 'Ben', field: 'hours', from: 6, to: null },
    ];
    expect(englishSentence(row('tipPoolSaved', { changes }, '2026-11-16 – 2026-11-22'))).toBe(
      'Shared the tips of 2026-11-16 – 2026-11-22 by hours: Ana (7), Dee (3.5)',
    );
    expect(englishSentence(row('tipPoolRemoved', { changes }, '2026-11-16 – 2026-11-22'))).toBe(
      'Removed the tip pool of 2026-11-16 – 2026-11-22',
    );
  });

  it("tells a save of the journal's account mapping", () => {
    const changes = [{ item: 'Business Checking', field: 'name', from: 'Business Checking', to: 'Chase Checking' }];
    expect(englishSentence(row('accountMappingSaved', { changes }, 'account mapping'))).toBe('Saved the journal’s account mapping');
  });

  it('tells a permission given or taken by its label, and several as a change of permissions', () => {
    const on = row('permissionsChanged', { changes: [{ item: 'Bluebird', field: 'analytics', from: false, to: true }] }, 'Sam Lee');
    expect(englishSentence(on)).toBe('Gave Sam Lee the Analytics permission');
    const off = row('permissionsChanged', { changes: [{ item: 'Bluebird', field: 'menuBuilding', from: true, to: false }] }, 'Sam Lee');
    expect(englishSentence(off)).toBe('Took the Menu Building permission from Sam Lee');
    const both = row('permissionsChanged', { changes: [on.details.changes![0]!, off.details.changes![0]!] }, 'Sam Lee');
    expect(englishSentence(both)).toBe('Changed the permissions of Sam Lee');
  });

  it('tells the shop field changed, a refund, a promo code, a download and a sign-in', () => {
    expect(englishSentence(row('shopInfoChanged', { changes: [{ item: 'Bluebird', field: 'city', from: 'Portland', to: 'Salem' }] }))).toBe(
      'Changed the shop’s city from “Portland” to “Salem”',
    );
    expect(englishSentence(row('guestRefunded', { guest: 'Grace Liu', amountCents: 4500 }, 'Latte Art Workshop'))).toBe(
      'Refunded $45.00 to Grace Liu for Latte Art Workshop',
    );
    expect(englishSentence(row('promoCodeCreated', {}, 'SPRING10'))).toBe('Created the promo code SPRING10');
    expect(englishSentence(row('promoCodeDeactivated', {}, 'SPRING10'))).toBe('Deactivated the promo code SPRING10');
    expect(englishSentence(row('exportDownloaded', { file: 'PayoutsData.xlsx' }))).toBe('Downloaded PayoutsData.xlsx');
    expect(englishSentence(row('signedIn'))).toBe('Signed in');
    expect(englishSentence(row('signInFailed'))).toBe('Failed to sign in (wrong password)');
    expect(englishSentence(row('shopHoursChanged'))).toBe('Changed the opening hours');
    expect(englishSentence(row('payoutSettingsChanged'))).toBe('Changed the payout settings');
  });

  it('tells a busy set or ended with its station, and a pause', () => {
    expect(englishSentence(row('busyStarted', { changes: [{ item: 'food', field: 'food', from: null, to: 15 }] }))).toBe(
      'Set food busy: 15 more minutes',
    );
    expect(englishSentence(row('busyEnded', { changes: [{ item: 'all', field: 'all', from: null, to: null }] }))).toBe(
      'Ended busy for every station',
    );
    expect(englishSentence(row('orderingPaused'))).toBe('Paused ordering');
    expect(englishSentence(row('orderingReopened'))).toBe('Reopened ordering');
  });

  it('has a sentence for every action, and every action an area of the list', () => {
    for (const action of ACTIVITY_ACTION_NAMES) {
      expect(ACTIVITY_AREAS).toContain(ACTIVITY_ACTIONS[action]);
      expect(ACTIVITY_SENTENCES[activitySentence(row(action), ENGLISH_SENTENCE_LABELS).key]).toBeTruthy();
    }
    expect(Object.keys(ACTIVITY_ACTIONS)).toEqual(ACTIVITY_ACTION_NAMES);
  });

  it('fills placeholders and leaves no unknown one behind', () => {
    expect(fillSentence('{{a}} and {{b}}', { a: 'x' })).toBe('x and ');
  });
});
