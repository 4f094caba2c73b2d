import { describe, expect, it } from 'vitest';
import { ActivityQuerySchema } from './schemas/activity';

describe('the rules of a row', () => {
  it('asks for a range of days, a page size of the list and a sort key of the list', () => {
    const base = { from: '2026-11-01', to: '2026-11-27' };
    expect(ActivityQuerySchema.parse(base)).toMatchObject({ page: 1, pageSize: 25, sort: 'createdAt', direction: 'desc' });
    expect(ActivityQuerySchema.safeParse({ ...base, pageSize: '7' }).success).toBe(false);
    expect(ActivityQuerySchema.safeParse({ ...base, sort: 'clientAddress' }).success).toBe(false);
    expect(ActivityQuerySchema.safeParse({ ...base, area: 'nowhere' }).success).toBe(false);
    expect(ActivityQuerySchema.safeParse({ from: '2026-11-27', to: '2026-11-01' }).success).toBe(false);
    expect(ActivityQuerySchema.parse({ ...base, loginId: '12', area: 'menu' })).toMatchObject({ loginId: 12, area: 'menu' });
  });
});
