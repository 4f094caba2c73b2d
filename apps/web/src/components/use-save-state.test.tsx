// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSaveState } from './use-save-state';

/** A save the test finishes when it wants: what the bar shows meanwhile is observable. */
function pendingSave() {
  let finish = () => {};
  const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { save, finish: () => finish() };
}

describe('the shared save state', () => {
  it('says Saving while a save runs, and ignores a second Save meanwhile', async () => {
    const { save, finish } = pendingSave();
    const hook = renderHook(() => useSaveState({ dirty: true, save, discard: vi.fn() }));
    const first = hook.result.current.saveBar.onSave;
    act(() => hook.result.current.saveBar.onSave());
    expect(hook.result.current.saving).toBe(true);
    expect(hook.result.current.saveBar.saving).toBe(true);
    act(() => hook.result.current.saveBar.onSave());
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(hook.result.current.saving).toBe(false);
    // Stable across renders: a memoized bar or a shortcut keeps the same handler.
    expect(hook.result.current.saveBar.onSave).toBe(first);
  });

  it('is ready to save again after a save that failed', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const hook = renderHook(() => useSaveState({ dirty: true, save, discard: vi.fn() }));
    await act(() => expect(hook.result.current.save()).rejects.toThrow('offline'));
    expect(hook.result.current.saving).toBe(false);
    await act(() => hook.result.current.save());
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('runs the latest save and discard the screen gave', async () => {
    const early = vi.fn(async () => {});
    const late = vi.fn(async () => {});
    const discard = vi.fn();
    const hook = renderHook(({ save }) => useSaveState({ dirty: true, save, discard }), { initialProps: { save: early } });
    hook.rerender({ save: late });
    await act(() => hook.result.current.save());
    expect(early).not.toHaveBeenCalled();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('asks before Discard when told to, and keeps the edits on No', async () => {
    const discard = vi.fn();
    const answers = [false, true];
    const confirmDiscard = vi.fn(async () => answers.shift()!);
    const hook = renderHook(() => useSaveState({ dirty: true, save: vi.fn(async () => {}), discard, confirmDiscard }));
    await act(async () => hook.result.current.saveBar.onDiscard());
    expect(confirmDiscard).toHaveBeenCalledTimes(1);
    expect(discard).not.toHaveBeenCalled();
    await act(async () => hook.result.current.saveBar.onDiscard());
    expect(discard).toHaveBeenCalledTimes(1);
  });

  it('discards at once when not told to ask, and carries the leave guard to the bar only when asked for', () => {
    const discard = vi.fn();
    const plain = renderHook(() => useSaveState({ dirty: true, save: vi.fn(async () => {}), discard }));
    act(() => plain.result.current.saveBar.onDiscard());
    expect(discard).toHaveBeenCalledTimes(1);
    expect(plain.result.current.saveBar.leave).toBeUndefined();

    const beforeLeave = vi.fn();
    const guarded = renderHook(() => useSaveState({ dirty: true, save: vi.fn(async () => {}), discard, leave: { beforeLeave } }));
    const leave = guarded.result.current.saveBar.leave;
    expect(leave?.beforeLeave).toBe(beforeLeave);
    guarded.rerender();
    expect(guarded.result.current.saveBar.leave).toBe(leave);
  });
});
