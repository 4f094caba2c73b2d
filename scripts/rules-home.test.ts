import { describe, expect, it } from 'vitest';
import { contractsExports, modulesWithRules, rulesOutOfPlace, serviceHelpers } from './rules-home.ts';

// Reading every source file takes a few seconds on a busy machine: a generous limit, not a timing.
const READS = { timeout: 60_000 };

/**
 * Values of contracts that the web does not use (issue 32): rules of the server's own, to move to the module that
 * owns them (`apps/server/src/modules/<module>/<module>.rules.ts`, decision 282), or dead code to delete. The list
 * only shrinks: a new one fails the test, and so does one that was moved and is still listed.
 */
const STILL_TO_MOVE = [
  'activity:ACTIVITY_AREA_LABELS',
  'activity:ACTIVITY_EXPORT_COLUMNS',
  'activity:ACTIVITY_MAX_CHANGES',
  'activity:ACTIVITY_PERMISSION_LABELS',
  'activity:ACTIVITY_SHOP_FIELD_LABELS',
  'activity:ACTIVITY_SHOP_INFO_FIELDS',
  'activity:ENGLISH_SENTENCE_LABELS',
  'activity:areaOfAction',
  'activity:detailsOfChanges',
  'activity:englishSentence',
  'activity:fillSentence',
  'analytics:payoutWeek',
  'auth:USER_AGENT_MAX_LENGTH',
  'languages:acceptedLanguages',
  'languages:paintsDefaultLook',
  'languages:parseLookCookie',
  'ledger:TRANSACTION_TYPE_GROUP',
  'ledger:transactionTypeLabel',
  'menu-images:MENU_IMAGE_BODY_LIMIT',
  'menu-images:MENU_IMAGE_LIBRARY_MAX',
  'menu-images:MENU_IMAGE_MAX_BYTES',
  'menu-images:isMenuImageKeyOfShop',
  'menu-images:menuImageBaseName',
  'menu-images:menuImagePrefix',
  'menu:DEFAULT_DRINK_MENU_VIEW',
  'menu:DEFAULT_FOOD_MENU_VIEW',
  'menu:DEFAULT_MENU_NAME',
  'menu:availabilityAt',
  'menu:emptyMenu',
  'permissions:canActOnShop',
  'permissions:permissionsOf',
  'promo-codes:shopToday',
  'shop-images:SHOP_IMAGE_BODY_LIMIT',
  'shop-images:SHOP_IMAGE_MAX_PIXELS',
  'shop-images:SHOP_IMAGE_MAX_SIDE',
  'shop-images:shopImageKey',
  'shop-time:FALLBACK_TIME_ZONE',
  'shop-time:STATE_TIME_ZONES',
  'shop-time:nextOpening',
  'shop-time:timeZoneOfState',
];

describe('every rule has one home', () => {
  it('contracts hold what both sides use: the server keeps its own rules', READS, () => {
    expect(rulesOutOfPlace()).toEqual(STILL_TO_MOVE);
  });

  it('a service file exports its create...Service factory and types, nothing else', READS, () => {
    expect(serviceHelpers()).toEqual([]);
  });

  it('counts a rule the web uses as shared, and one only the server reads as out of place', READS, () => {
    const byName = new Map(contractsExports().map((entry) => [`${entry.file}:${entry.name}`, entry]));
    expect(byName.get('messages:msg')?.usedBy).toContain('web');
    expect(byName.get('analytics:payoutWeek')?.usedBy).toEqual(['server']);
    expect(modulesWithRules()).toContain('promo-codes');
  });
});
