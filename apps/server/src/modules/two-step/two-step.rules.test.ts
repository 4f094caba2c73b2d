import { describe, expect, it } from 'vitest';
import { formatRecoveryCode, isFreshTimeStep, shopsRequiringTwoStep, timeStepAt } from './two-step.rules';
describe('the time-step replay rule', () => {
  it('takes any step when none was used yet', () => {
    expect(isFreshTimeStep(null, 0)).toBe(true);
  });
  it('takes only a step later than the last one used', () => {
    expect(isFreshTimeStep(100, 101)).toBe(true);
    expect(isFreshTimeStep(100, 100)).toBe(false);
    // A code of the step before, still inside the ±1 window, is refused once a later one was used.
    expect(isFreshTimeStep(100, 99)).toBe(false);
  });
  it('counts steps of 30 seconds from the Unix epoch', () => {
    expect(timeStepAt(0)).toBe(0);
    expect(timeStepAt(29_999)).toBe(0);
    expect(timeStepAt(30_000)).toBe(1);
    // RFC 6238 test vectors: T = 59 s is step 1, T = 1111111109 s is step 0x23523EC.
    expect(timeStepAt(59_000)).toBe(1);
    expect(timeStepAt(1_111_111_109_000)).toBe(0x23523ec);
  });
});

describe('requirement resolution', () => {
  it('is required by a shop whose own switch is on', () => {
    expect(
      shopsRequiringTwoStep([
        { shopName: 'A', requiresTwoStep: true, chainRequiresTwoStep: null },
        { shopName: 'B', requiresTwoStep: false, chainRequiresTwoStep: null },
      ]),
    ).toEqual(['A']);
  });
  it("is required by a member shop when its chain shop's switch is on", () => {
    expect(shopsRequiringTwoStep([{ shopName: 'Ballard', requiresTwoStep: false, chainRequiresTwoStep: true }])).toEqual(['Ballard']);
  });
  it('is not required when no switch is on, or without shops', () => {
    expect(shopsRequiringTwoStep([{ shopName: 'B', requiresTwoStep: false, chainRequiresTwoStep: false }])).toEqual([]);
    expect(shopsRequiringTwoStep([])).toEqual([]);
  });
});

describe('recovery codes as shown', () => {
  it('are two groups of five', () => {
    expect(formatRecoveryCode('abcde23456')).toBe('abcde-23456');
  });
});
