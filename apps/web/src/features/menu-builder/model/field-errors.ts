import type { FieldErrors } from './types';

/** The errors under one part of the draft, keyed by the path below it ('categories.0.items.2' -> { name: … }). */
export function errorsAt(errors: FieldErrors, prefix: string): FieldErrors {
  const out: FieldErrors = {};
  const start = `${prefix}.`;
  for (const [path, key] of Object.entries(errors)) if (path.startsWith(start)) out[path.slice(start.length)] = key;
  return out;
}

/** Two error maps with the same entries: lets a memoized card skip a re-render when its own errors did not change. */
export function sameErrors(a: FieldErrors, b: FieldErrors): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => a[key] === b[key]);
}
