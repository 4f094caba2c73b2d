import { describe, expect, it } from 'vitest';
import { KEPT_FIGURES_KEY, KEPT_FOR_MS, keptAnswer, readKeptCopy } from './kept-copy';

const SAVED_AT = Date.UTC(2026, 10, 30, 8, 0);
const SUMMARY_KEY = ['shops', 7, 'summary'] as const;

function storageWith(text: string | null): Storage {
  const items = new Map<string, string>(text === null ? [] : [[KEPT_FIGURES_KEY, text]]);
  return { getItem: (key: string) => items.get(key) ?? null } as Storage;
}

const copyOf = (userId: number, dataUpdatedAt: number, data: unknown) =>
  JSON.stringify({
    userId,
    build: 'index-abc.js',
    savedAt: dataUpdatedAt,
    state: { mutations: [], queries: [{ queryKey: SUMMARY_KEY, queryHash: '', state: { data, dataUpdatedAt, status: 'success' } }] },
  });

describe('the kept copy as the boot step reads it', () => {
  it('reads one answer of the copy’s own user, at most a day old', () => {
    const copy = readKeptCopy(storageWith(copyOf(3, SAVED_AT, { membershipEnabled: true })));
    expect(keptAnswer(copy, 3, SUMMARY_KEY, SAVED_AT + 60_000)).toEqual({ membershipEnabled: true });
    expect(keptAnswer(copy, 3, SUMMARY_KEY, SAVED_AT + KEPT_FOR_MS)).toEqual({ membershipEnabled: true });
    expect(keptAnswer(copy, 3, SUMMARY_KEY, SAVED_AT + KEPT_FOR_MS + 1)).toBeUndefined();
    expect(keptAnswer(copy, 4, SUMMARY_KEY, SAVED_AT)).toBeUndefined();
    expect(keptAnswer(copy, 3, ['shops', 8, 'summary'], SAVED_AT)).toBeUndefined();
  });

  it('reads nothing from no copy, a copy that is not JSON, or one of another shape', () => {
    expect(readKeptCopy(storageWith(null))).toBeNull();
    expect(readKeptCopy(storageWith('{not json'))).toBeNull();
    expect(readKeptCopy(storageWith(JSON.stringify({ userId: 3, state: {} })))).toBeNull();
    expect(keptAnswer(null, 3, SUMMARY_KEY, SAVED_AT)).toBeUndefined();
  });
});
