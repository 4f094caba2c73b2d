// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawnInTurn } from './use-drawn-in-turn';

describe('drawing a screen part by part', () => {
  it('draws the first part at once, then one more part per commit until every part is drawn', async () => {
    const seen: number[] = [];
    const hook = renderHook(() => {
      const drawn = useDrawnInTurn(4);
      if (seen.at(-1) !== drawn) seen.push(drawn);
      return drawn;
    });
    expect(seen[0]).toBe(1);
    await act(async () => {});
    expect(hook.result.current).toBe(4);
    expect(seen).toEqual([1, 2, 3, 4]);
  });

  it('never counts past the parts there are', async () => {
    const hook = renderHook(({ total }) => useDrawnInTurn(total), { initialProps: { total: 0 } });
    await act(async () => {});
    expect(hook.result.current).toBe(0);
    hook.rerender({ total: 2 });
    await act(async () => {});
    expect(hook.result.current).toBe(2);
  });
});
