import { describe, expect, it } from 'vitest';
import { createConfirmStore } from './confirm-store';

describe('the confirmation queue', () => {
  it('answers true on Yes and false on No', async () => {
    const store = createConfirmStore();
    const first = store.ask({ text: 'Save the hours?' });
    store.answer(store.current()!.id, true);
    await expect(first).resolves.toBe(true);
    const second = store.ask({ text: 'Save the hours?' });
    store.answer(store.current()!.id, false);
    await expect(second).resolves.toBe(false);
    expect(store.current()).toBeNull();
  });

  it('asks a second question only once the first is answered', async () => {
    const store = createConfirmStore();
    const first = store.ask({ text: 'first' });
    const second = store.ask({ text: 'second' });
    expect(store.current()!.request.text).toBe('first');
    store.answer(store.current()!.id, false);
    expect(store.current()!.request.text).toBe('second');
    store.answer(store.current()!.id, true);
    await expect(Promise.all([first, second])).resolves.toEqual([false, true]);
  });

  it('ignores a late second click meant for a question already answered', async () => {
    const store = createConfirmStore();
    const first = store.ask({ text: 'first' });
    const second = store.ask({ text: 'second' });
    const firstId = store.current()!.id;
    store.answer(firstId, true);
    store.answer(firstId, true);
    expect(store.current()!.request.text).toBe('second');
    await expect(first).resolves.toBe(true);
    store.answer(store.current()!.id, false);
    await expect(second).resolves.toBe(false);
  });

  it('tells its listeners when the question on screen changes, and keeps the same object until then', () => {
    const store = createConfirmStore();
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    void store.ask({ text: 'x' });
    expect(store.current()).toBe(store.current());
    store.answer(store.current()!.id, true);
    stop();
    void store.ask({ text: 'y' });
    expect(calls).toBe(2);
  });
});
