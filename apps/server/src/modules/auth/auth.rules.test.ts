import { describe, expect, it } from 'vitest';
import { browserOf, sessionDevice } from './auth.rules';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('what a session keeps of its client', () => {
  it('cuts a long User-Agent to 512 characters and keeps nothing empty', () => {
    expect(sessionDevice({ userAgent: `X${'y'.repeat(5000)}`, clientAddress: '10.0.0.1' }).userAgent).toHaveLength(512);
    expect(sessionDevice({ userAgent: '  ', clientAddress: '' })).toEqual({ userAgent: null, clientAddress: null });
  });

  it('reads the browser and system from a User-Agent, and null from nothing known', () => {
    expect(browserOf(ANDROID_CHROME)).toEqual({ browser: 'Chrome', os: 'Android' });
    expect(browserOf(MAC_FIREFOX)).toEqual({ browser: 'Firefox', os: 'macOS' });
    expect(browserOf(null)).toEqual({ browser: null, os: null });
    expect(browserOf('curl-ish')).toEqual({ browser: null, os: null });
  });
});
