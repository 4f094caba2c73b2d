// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../lib/i18n';
import type { DateRangeValue } from './date-range-fields';
import { ReportFrame } from './report-frame';

const LAST_WEEK: DateRangeValue = { from: '2026-11-16', to: '2026-11-22' };
const LAST_MONTH: DateRangeValue = { from: '2026-10-01', to: '2026-10-31' };

/** A report's card as the Shops report draws it: a row's link that opens another screen on the range it was drawn for. */
const opens = (range: DateRangeValue) => (
  <button type="button" key={`${range.from}-${range.to}`}>
    Open {range.from} to {range.to}
  </button>
);

/** Never answers: a card that suspends keeps the deferred render of the new cards from finishing. */
const never = new Promise<never>(() => undefined);
function StillDrawing(): ReactNode {
  use(never);
  return null;
}

function Report({ range, loading, children }: { range?: DateRangeValue; loading: boolean; children: ReactNode }) {
  return (
    <Suspense fallback="Suspended">
      <ReportFrame
        title="Shops"
        range={range && { value: range, onChange: () => undefined }}
        loading={loading}
        error={null}
        onRetry={() => undefined}
        failedText="The report failed"
      >
        {children}
      </ReportFrame>
    </Suspense>
  );
}

/** The card can be pressed and focused: it is not inside an inert part of the page. */
const usable = (range: DateRangeValue) =>
  screen.getByRole('button', { name: `Open ${range.from} to ${range.to}` }).closest('[inert]') === null;
const busy = (container: HTMLElement) => container.querySelector('[aria-busy="true"]') !== null;

/** The report for last week, its answer in and drawn. */
async function drawnForLastWeek() {
  const view = render(
    <Report range={LAST_WEEK} loading={false}>
      {opens(LAST_WEEK)}
    </Report>,
  );
  await act(async () => undefined);
  return view;
}

afterEach(cleanup);

describe('ReportFrame', () => {
  it("keeps the last range's cards out of reach while another range loads, until that range's answer is drawn", async () => {
    const { container, rerender } = await drawnForLastWeek();
    expect(usable(LAST_WEEK)).toBe(true);
    expect(busy(container)).toBe(false);

    // A new range is chosen: the page keeps last week's answer on screen while last month's loads (keepPreviousData).
    await act(async () =>
      rerender(
        <Report range={LAST_MONTH} loading>
          {opens(LAST_WEEK)}
        </Report>,
      ),
    );
    expect(usable(LAST_WEEK)).toBe(false);
    expect(busy(container)).toBe(true);

    await act(async () =>
      rerender(
        <Report range={LAST_MONTH} loading={false}>
          {opens(LAST_MONTH)}
        </Report>,
      ),
    );
    expect(usable(LAST_MONTH)).toBe(true);
    expect(busy(container)).toBe(false);
  });

  it("keeps the last range's cards out of reach while the new range's cards are still being drawn", async () => {
    const { container, rerender } = await drawnForLastWeek();
    // Last month's answer is at hand at once (read before), but its cards are not drawn yet: last week's stay on screen.
    await act(async () =>
      rerender(
        <Report range={LAST_MONTH} loading={false}>
          <section>
            {opens(LAST_MONTH)}
            <StillDrawing />
          </section>
        </Report>,
      ),
    );
    expect(screen.queryByRole('button', { name: /^Open 2026-10-01/ })).toBeNull();
    expect(usable(LAST_WEEK)).toBe(false);
    expect(busy(container)).toBe(true);
  });

  it('leaves the cards usable while the same range reads again (a new order), and in a report without a range', async () => {
    const { rerender } = await drawnForLastWeek();
    await act(async () =>
      rerender(
        <Report range={LAST_WEEK} loading>
          {opens(LAST_WEEK)}
        </Report>,
      ),
    );
    expect(usable(LAST_WEEK)).toBe(true);

    cleanup();
    render(<Report loading={false}>{opens(LAST_WEEK)}</Report>);
    await act(async () => undefined);
    expect(usable(LAST_WEEK)).toBe(true);
  });
});
