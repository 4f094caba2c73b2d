// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import type * as Checks from '../model/checks';
import { fromMenu } from '../model/draft';
import { draftStorageKey, serializeDraft } from '../model/persist';
import { reduceDraft } from '../model/reduce';
import { testMenu } from '../model/test-menu';
import { useDraftStorage } from './use-draft-storage';

// The kept copy's reader is held back until the test lets it load, as a slow phone would.
const reader = vi.hoisted(() => ({ release: (): void => undefined }));
vi.mock('../model/checks', async (original) => ({
  ...(await original<typeof Checks>()),
  loadStoredDraftReader: () =>
    new Promise((resolve) => {
      reader.release = () => resolve(import('../model/stored-draft'));
    }),
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('a draft kept in the browser, read by a module loaded for it (decision 321)', () => {
  it('is not written over while its reader loads, then is offered back', async () => {
    const loaded = fromMenu(testMenu(), 3);
    const edited = reduceDraft(loaded, { type: 'updateItem', ref: { categoryId: 1, itemId: 10 }, patch: { name: 'Oat Latte' } });
    const kept = serializeDraft(edited, '2026-11-22T10:00:00.000Z');
    localStorage.setItem(draftStorageKey(7), kept);
    vi.useFakeTimers();
    const { result } = renderHook(() => useDraftStorage(7, loaded, testMenu(), false));
    // Long past the pause after which an unchanged draft clears the kept copy.
    act(() => vi.advanceTimersByTime(5_000));
    expect(localStorage.getItem(draftStorageKey(7))).toBe(kept);
    expect(result.current.offer).toBeNull();
    vi.useRealTimers();
    reader.release();
    await waitFor(() => expect(result.current.offer).not.toBeNull());
    expect(result.current.restore()?.menu.categories[0]?.items[0]?.name).toBe('Oat Latte');
  });
});
