import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code is fetched the first time it opens, and kept for its closing and next openings: a screen's
 * first figures never wait for a dialog's code (a form, an image cropper), which would be one more file or more bytes
 * on a phone's network before them (decisions 283 and 312).
 */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function DialogWhenAsked(props: Props) {
    const [asked, setAsked] = useState(false);
    if (props.open && !asked) setAsked(true);
    return asked ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
