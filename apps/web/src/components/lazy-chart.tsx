import { Skeleton } from '@mui/material';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/** The longest a chart waits for an idle moment: on a phone that is never idle, the chart still comes. */
const IDLE_TIMEOUT_MS = 2000;
/** Where the browser has no idle callback (Safari), a short pause lets the figures' render go first. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

/** True once the browser has had an idle moment since the component mounted (or the timeout has passed). */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const markIdle = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(markIdle, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(markIdle, NO_IDLE_CALLBACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}

/**
 * A chart drawn by the chart library (about 80 KB as sent): the library is not part of a screen's own code, so the
 * screen's figures paint without waiting for it (decision 153). The drawing is fetched once the browser is idle after
 * the chart's place is drawn (or earlier, with `preload`), so the library's download, evaluation and first drawing do
 * not land in the middle of the render that puts the figures on screen (decision 317). Its place keeps the chart's
 * height meanwhile, so nothing moves when it arrives.
 */
export function lazyChart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  height: number,
): ComponentType<Props> & { preload: () => Promise<unknown> } {
  const Drawing = lazy(async () => ({ default: await load() }));
  function LazyChart(props: Props) {
    const idle = useBrowserIdle();
    const place = <Skeleton variant="rounded" height={height} aria-hidden="true" data-testid="chart-loading" />;
    return <Suspense fallback={place}>{idle ? <Drawing {...props} /> : place}</Suspense>;
  }
  return Object.assign(LazyChart, { preload: load });
}
