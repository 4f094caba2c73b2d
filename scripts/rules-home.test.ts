import { describe, expect, it } from 'vitest';
import { contractsExports, modulesWithRules, rulesOutOfPlace, serviceHelpers } from './rules-home.ts';

// Reading every source file takes a few seconds on a busy machine: a generous limit, not a timing.
const READS = { timeout: 60_000 };

/**
 * Values of contracts that the web does not use: rules of the server's own belong to the module that owns them
 * (`apps/server/src/modules/<module>/<module>.rules.ts`), or to `apps/server/src/lib/<topic>.rules.ts` when several
 * modules read them (decision 282); a value nobody uses is deleted. None is left, and a new one fails the test.
 */
const STILL_TO_MOVE: string[] = [];

/** The customer segments' rules: one statement for both sides, which a test holds the server's SQL to (decision 289). */
const RUSH_RULES =
  "the rush's ends and the pick-up time are written once beside the schemas of what the Overview shows and the ordering app is told (decisions 299, 300)";
const SEGMENT_RULES = "the segment rules are written once for both sides (decision 289): a test holds the server's SQL counts to them";

/** The availability windows' rule: whether and when next an item is offered (decision 297). */
const AVAILABILITY_RULE =
  "the availability rule is written once for both sides (decision 297): the builder's preview asks whether an item is offered, the server also when next";

/**
 * Values of contracts that the web's code does not import and that stay there on purpose (decision 282), each with
 * why. The list is narrow: an entry that the web's code comes to use, or that leaves contracts, fails the test.
 */
const SHARED_ON_PURPOSE: Record<string, string> = {
  'availability:nextOfferedAt': AVAILABILITY_RULE,
  'availability:offerAt': AVAILABILITY_RULE,
  'activity:ACTIVITY_AREA_LABELS': "the web's test holds its English texts of the log to the download's",
  'activity:ACTIVITY_PERMISSION_LABELS': "the web's test holds its English texts of the log to the download's",
  'activity:ACTIVITY_SHOP_FIELD_LABELS': "the web's test holds its English texts of the log to the download's",
  'analytics:payoutWeek': "the web's test holds the Payouts table's week label to the download's week",
  'customer-data:erasedTombstone':
    'the tombstone is what every reader of a consumer may meet: written once with the rules it belongs to (decision 291)',
  'customers:bigSpenderThreshold': SEGMENT_RULES,
  'customers:isBigSpender': SEGMENT_RULES,
  'customers:isDrifting': SEGMENT_RULES,
  'customers:isLapsed': SEGMENT_RULES,
  'customers:isMemberAtRisk': SEGMENT_RULES,
  'customers:isNewCustomer': SEGMENT_RULES,
  'customers:isRegular': SEGMENT_RULES,
  'customers:nextRenewal': SEGMENT_RULES,
  'customers:segmentsOf': SEGMENT_RULES,
  'customers:usualGapMs': SEGMENT_RULES,
  'rush:AUTO_BUSY_DEFAULT': RUSH_RULES,
  'rush:automaticBusyMinutes': RUSH_RULES,
  'rush:pickupAtOf': RUSH_RULES,
  'rush:prepMinutesOf': RUSH_RULES,
  'rush:requestedEndOf': RUSH_RULES,
  'rush:rushEndOf': RUSH_RULES,
  'rush:rushHolds': RUSH_RULES,
  'rush:stationsOf': RUSH_RULES,
  'permissions:canActOnShop': 'the permission model is one file for both sides: this is its one authorization rule',
  'permissions:permissionsOf': 'the permission model is one file for both sides: the flags of a permission entry',
};

describe('every rule has one home', () => {
  it('contracts hold what both sides use: the server keeps its own rules', READS, () => {
    const outOfPlace = rulesOutOfPlace();
    expect(outOfPlace.filter((value) => !(value in SHARED_ON_PURPOSE))).toEqual(STILL_TO_MOVE);
    expect(Object.keys(SHARED_ON_PURPOSE).filter((value) => !outOfPlace.includes(value))).toEqual([]);
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
