// @vitest-environment jsdom
import { PromoCodeListQuerySchema } from '@brewline/contracts/schemas/promo-codes';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../lib/i18n';
import { useFilterDraft } from './use-filter-draft';

const EMPTY = { code: '', valueUnit: '', value: '' };

/** A schema loader the test answers when it chooses: as the schemas' file arriving over a slow network. */
function heldLoader() {
  let answer: (schema: typeof PromoCodeListQuerySchema) => void = () => undefined;
  let asked = 0;
  const load = () => {
    asked += 1;
    return new Promise<typeof PromoCodeListQuerySchema>((resolve) => (answer = resolve));
  };
  return { load, answer: () => answer(PromoCodeListQuerySchema), asked: () => asked };
}

afterEach(cleanup);

describe('useFilterDraft', () => {
  it('loads the schema only on Search, then applies the draft it checked', async () => {
    const loader = heldLoader();
    const { result } = renderHook(() => useFilterDraft(loader.load, EMPTY));
    expect(loader.asked()).toBe(0);
    act(() => result.current.set('code', 'SPRING'));
    let searched: Promise<void> = Promise.resolve();
    act(() => void (searched = result.current.search()));
    expect(loader.asked()).toBe(1);
    expect(result.current.applied).toEqual({});
    await act(async () => {
      loader.answer();
      await searched;
    });
    expect(result.current.applied).toMatchObject({ code: 'SPRING' });
  });

  it('drops a Search whose schema arrives after Clear', async () => {
    const loader = heldLoader();
    const { result } = renderHook(() => useFilterDraft(loader.load, EMPTY));
    act(() => result.current.set('code', 'SPRING'));
    let searched: Promise<void> = Promise.resolve();
    act(() => void (searched = result.current.search()));
    act(() => result.current.clear());
    await act(async () => {
      loader.answer();
      await searched;
    });
    expect(result.current.applied).toEqual({});
    expect(result.current.draft).toEqual(EMPTY);
  });

  it('shows the schema’s message under the field and applies nothing', async () => {
    const { result } = renderHook(() => useFilterDraft(() => Promise.resolve(PromoCodeListQuerySchema), EMPTY));
    act(() => result.current.set('value', 'abc'));
    await act(() => result.current.search());
    expect(result.current.error('value')).toBeTruthy();
    expect(result.current.applied).toEqual({});
  });
});
