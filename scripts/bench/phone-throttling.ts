import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** Lighthouse 12's mobile throttling as DevTools applies it ('devtools' throttling: its simulated figures x 3.75 and 0.9). */
export const PHONE_THROTTLING = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
} as const;

/**
 * A page's network and CPU slowed as on a mid-range phone (PHONE_THROTTLING), through the DevTools protocol: the bench
 * times the owner's first figure under it, and the browser tests read the order of a load's requests under it.
 */
export async function throttleLikeAPhone(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_THROTTLING.latency,
    downloadThroughput: PHONE_THROTTLING.downloadThroughput,
    uploadThroughput: PHONE_THROTTLING.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_THROTTLING.cpuSlowdown });
  return cdp;
}
