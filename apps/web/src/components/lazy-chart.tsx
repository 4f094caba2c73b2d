import { Skeleton } from '@mui/material';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A chart drawn by the chart library (about 80 KB as sent): the library is not part of a screen's own code, so the
 * screen's figures paint without waiting for it (decision 153). The drawing is fetched when the chart is first drawn
 * (or earlier, with `preload`); its place keeps the chart's height meanwhile, so nothing moves when it arrives.
 */
export function lazyChart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  height: number,
): ComponentType<Props> & { preload: () => Promise<unknown> } {
  const Drawing = lazy(async () => ({ default: await load() }));
  function LazyChart(props: Props) {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={height} aria-hidden="true" data-testid="chart-loading" />}>
        <Drawing {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyChart, { preload: load });
}
