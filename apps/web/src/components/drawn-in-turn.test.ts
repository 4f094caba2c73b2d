// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react';
import { createElement, useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { DrawnInTurn, useDrawnInTurn } from './drawn-in-turn';

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

describe('DrawnInTurn', () => {
  it('mounts its children one commit after another, in their order', async () => {
    // Each part notes, as it mounts, how many parts the page holds: all in one commit, each would see all three.
    const mounts: string[] = [];
    function Part({ name }: { name: string }) {
      useLayoutEffect(() => {
        mounts.push(`${name} with ${document.querySelectorAll('section').length}`);
      }, [name]);
      return createElement('section', { 'aria-label': name });
    }
    const parts = ['Info', 'Hours', 'Pick-up options'].map((name) => createElement(Part, { key: name, name }));
    await act(async () => {
      render(createElement(DrawnInTurn, null, parts));
    });
    expect(mounts).toEqual(['Info with 1', 'Hours with 2', 'Pick-up options with 3']);
    expect(screen.getAllByRole('region').map((part) => part.getAttribute('aria-label'))).toEqual(['Info', 'Hours', 'Pick-up options']);
  });
});
