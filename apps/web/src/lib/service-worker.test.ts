import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptWaitingVersion } from './service-worker';

/** A page controlled by the running version, with a new version waiting. */
function pageWithWaitingVersion() {
  const waiting = { postMessage: vi.fn() };
  const serviceWorker = Object.assign(new EventTarget(), { controller: {}, getRegistration: async () => ({ waiting }) });
  const reload = vi.fn();
  vi.stubGlobal('navigator', { serviceWorker });
  vi.stubGlobal('window', { location: { reload } });
  const handOver = () => serviceWorker.dispatchEvent(new Event('controllerchange'));
  return { waiting, reload, handOver };
}

describe('a waiting version at the app’s start (decision 280)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('is asked to take over, and a handover within 3 s reloads the page once', async () => {
    const page = pageWithWaitingVersion();
    await adoptWaitingVersion();
    expect(page.waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    vi.advanceTimersByTime(2_900);
    page.handOver();
    page.handOver();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads nothing when the browser hands over later: the page is in use by then', async () => {
    const page = pageWithWaitingVersion();
    await adoptWaitingVersion();
    vi.advanceTimersByTime(3_000);
    page.handOver();
    expect(page.reload).not.toHaveBeenCalled();
  });
});
