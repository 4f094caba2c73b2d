/** What a confirmation asks: 'Are You Sure?' with Yes and No unless the screen says otherwise. */
export interface ConfirmRequest {
  /** Defaults to 'Are You Sure?'. */
  title?: string;
  /** What happens on Yes, e.g. 'This updates the app immediately.' */
  text: string;
  /** Defaults to 'Yes'. */
  yes?: string;
  /** Defaults to 'No'. */
  no?: string;
}

export interface PendingConfirm {
  id: number;
  request: ConfirmRequest;
}

/**
 * The questions waiting for an answer, first come first asked: `ask` resolves true on Yes and false on No (or
 * Escape, or a click outside). Plain state outside React, so the rule is tested without a page.
 */
export function createConfirmStore() {
  let queue: (PendingConfirm & { resolve: (yes: boolean) => void })[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    ask(request: ConfirmRequest): Promise<boolean> {
      return new Promise((resolve) => {
        queue = [...queue, { id: nextId++, request, resolve }];
        changed();
      });
    },
    /** The question on screen, or null. The same object until it is answered (useSyncExternalStore needs that). */
    current(): PendingConfirm | null {
      return queue[0] ?? null;
    },
    /** Answers the question on screen; `id` guards against a second click answering the next one. */
    answer(id: number, yes: boolean): void {
      const [first, ...rest] = queue;
      if (!first || first.id !== id) return;
      queue = rest;
      first.resolve(yes);
      changed();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type ConfirmStore = ReturnType<typeof createConfirmStore>;
