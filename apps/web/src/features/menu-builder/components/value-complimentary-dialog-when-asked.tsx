import { lazy, Suspense, useState } from 'react';
import type { ValueComplimentaryDialogProps } from './value-complimentary-dialog';

// The menu's first cards never wait for this dialog's code (7 KB, a round trip on a phone): it loads when first opened.
const ValueComplimentaryDialog = lazy(async () => ({ default: (await import('./value-complimentary-dialog')).ValueComplimentaryDialog }));

/** The complimentary values dialog, its code fetched the first time it opens and kept for its closing and next openings. */
export function ValueComplimentaryDialogWhenAsked(props: ValueComplimentaryDialogProps) {
  const [asked, setAsked] = useState(false);
  if (props.open && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <ValueComplimentaryDialog {...props} />
    </Suspense>
  ) : null;
}
