import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeBase } from './use-draft-storage';

/** A localStorage holding at most `room` characters of values. */
function fakeStorage(room: number, entries: Record<string, string>) {
  const data = new Map(Object.entries(entries));
  const used = () => [...data.values()].reduce((sum, text) => sum + text.length, 0);
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, text: string) => {
      if (used() - (data.get(key)?.length ?? 0) + text.length > room) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, text);
    },
    removeItem: (key: string) => void data.delete(key),
    key: (index: number) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

const stub = (storage: ReturnType<typeof fakeStorage>) => {
  const target = Object.create(storage) as Record<string, unknown>;
  // Object.keys(localStorage) lists the stored keys, as the browser's does.
  vi.stubGlobal(
    'localStorage',
    new Proxy(target, {
      ownKeys: () => [...storage.data.keys()],
      getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
    }),
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('writeBase', () => {
  it('writes the base when there is room', () => {
    const storage = fakeStorage(100, {});
    stub(storage);
    expect(writeBase('brewline.menuDraft.1.base', 'x'.repeat(50))).toBe(true);
    expect(storage.data.get('brewline.menuDraft.1.base')).toHaveLength(50);
  });

  it("makes room by removing other shops' bases that no kept draft refers to, and keeps the others", () => {
    const storage = fakeStorage(100, {
      'brewline.menuDraft.2.base': 'a'.repeat(40),
      'brewline.menuDraft.3.base': 'b'.repeat(20),
      'brewline.menuDraft.3': 'c'.repeat(5),
      token: 't',
    });
    stub(storage);
    expect(writeBase('brewline.menuDraft.1.base', 'x'.repeat(60))).toBe(true);
    expect(storage.data.has('brewline.menuDraft.2.base')).toBe(false);
    expect(storage.data.get('brewline.menuDraft.3.base')).toHaveLength(20);
    expect(storage.data.has('brewline.menuDraft.3')).toBe(true);
    expect(storage.data.get('token')).toBe('t');
  });

  it('gives up when even then there is no room', () => {
    const storage = fakeStorage(10, { 'brewline.menuDraft.2.base': 'a'.repeat(5) });
    stub(storage);
    expect(writeBase('brewline.menuDraft.1.base', 'x'.repeat(60))).toBe(false);
    expect(storage.data.has('brewline.menuDraft.1.base')).toBe(false);
  });
});
