import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React is taking over a page drawn at build time (app/start.tsx hydrates / and /signin), true once it
 * has, and always true on a page React drew itself. A form on a prerendered page takes no input until then:
 * what was typed before would not be in React's state, and a click would submit the bare HTML form.
 */
export const useLive = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
