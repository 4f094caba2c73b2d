import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id.rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("a request's id", () => {
  it("keeps the caller's id when it is 1 to 128 letters, digits, dots, dashes or underscores", () => {
    expect(requestIdOf('lb-7f3a.2_x')).toBe('lb-7f3a.2_x');
    expect(requestIdOf('a')).toBe('a');
    expect(requestIdOf('x'.repeat(128))).toBe('x'.repeat(128));
    expect(requestIdOf(['first-one', 'second'])).toBe('first-one');
  });

  it('makes a new random one for no id, an empty or too long one, or one with other characters', () => {
    for (const given of [undefined, '', 'x'.repeat(129), 'has space', 'new\nline', 'quote"', 'ünïcode', '../etc']) {
      const id = requestIdOf(given);
      expect(id).toMatch(UUID);
    }
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });
});
