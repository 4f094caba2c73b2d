/** The longest Facebook or Instagram address kept (a profile address is far shorter). */
export const SOCIAL_URL_MAX_LENGTH = 300;

/** True for an absolute http:// or https:// address with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
