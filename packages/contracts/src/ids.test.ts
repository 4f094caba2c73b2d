import { describe, expect, it } from 'vitest';
import { ID_MAX } from './ids';
import { idParam, idSchema } from './schemas/ids';

describe('ids', () => {
  it('take a positive whole number up to the largest int4', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(ID_MAX)).toBe(2147483647);
    expect(idParam.parse('42')).toBe(42);
    expect(idParam.parse(String(ID_MAX))).toBe(ID_MAX);
  });

  it('refuse 0, negatives, fractions and anything past int4, as invalid input', () => {
    for (const bad of [0, -1, 1.5, ID_MAX + 1, 99999999999]) {
      const body = idSchema.safeParse(bad);
      expect(body.success).toBe(false);
      expect(body.error?.issues[0]?.message).toBe('invalidInput');
      expect(idParam.safeParse(String(bad)).success).toBe(false);
    }
    expect(idParam.safeParse('abc').success).toBe(false);
    expect(idSchema.safeParse('1').success).toBe(false);
  });
});
