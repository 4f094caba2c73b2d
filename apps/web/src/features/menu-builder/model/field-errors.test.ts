import { describe, expect, it } from 'vitest';
import { errorsAt, sameErrors } from './field-errors';

describe('a card sees only its own errors', () => {
  it('keys the errors below a part by the rest of their path', () => {
    const errors = { 'categories.0.items.1.name': 'menuFieldRequired', 'categories.0.items.10.name': 'menuFieldRequired' };
    expect(errorsAt(errors, 'categories.0.items.1')).toEqual({ name: 'menuFieldRequired' });
  });

  it('compares errors by content, so a memoized card skips a re-render', () => {
    expect(sameErrors({}, {})).toBe(true);
    expect(sameErrors({ name: 'menuFieldRequired' }, { name: 'menuFieldRequired' })).toBe(true);
    expect(sameErrors({ name: 'menuFieldRequired' }, { pickupTime: 'menuFieldRequired' })).toBe(false);
    expect(sameErrors({ name: 'menuFieldRequired' }, {})).toBe(false);
  });
});
