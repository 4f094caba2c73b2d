// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyChart } from './lazy-chart';

type IdleCallback = (deadline: IdleDeadline) => void;

/** The browser's idle callbacks, held so a test says when the browser is idle. */
let idleCallbacks: IdleCallback[] = [];
const idleOptions: (IdleRequestOptions | undefined)[] = [];

function browserGoesIdle() {
  const callbacks = idleCallbacks;
  idleCallbacks = [];
  for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
}

function chartDrawing() {
  const load = vi.fn(async () => (props: { label: string }) => <figure aria-label={props.label}>drawn</figure>);
  return { Chart: lazyChart(load, 120), load };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a lazy chart, on a browser with idle callbacks', () => {
  beforeEach(() => {
    idleCallbacks = [];
    idleOptions.length = 0;
    vi.stubGlobal('requestIdleCallback', (callback: IdleCallback, options?: IdleRequestOptions) => {
      idleCallbacks.push(callback);
      idleOptions.push(options);
      return idleCallbacks.length;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });

  it('keeps its place, and does not ask for the chart library, until the browser is idle', async () => {
    const { Chart, load } = chartDrawing();
    render(<Chart label="Top Five Items" />);
    expect(screen.getByTestId('chart-loading')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    await act(async () => browserGoesIdle());

    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('figure', { name: 'Top Five Items' })).toBeTruthy();
    expect(screen.queryByTestId('chart-loading')).toBeNull();
  });

  it('asks to be called within two seconds, so a phone that is never idle still gets its chart', () => {
    const { Chart } = chartDrawing();
    render(<Chart label="Daily Sales" />);
    expect(idleOptions).toEqual([{ timeout: 2000 }]);
  });
});

describe('a lazy chart, on a browser without idle callbacks', () => {
  it('draws after a short pause instead', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { Chart, load } = chartDrawing();
    render(<Chart label="Active Members" />);
    expect(load).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTime(200));
    vi.useRealTimers();

    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('figure', { name: 'Active Members' })).toBeTruthy();
  });
});
