/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form. request.ip honours TRUST_PROXY only, so a forged X-Forwarded-For cannot pass for loopback. */
export function isLoopbackAddress(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/**
 * A request from the machine itself: a loopback address, and not one that a proxy on the machine passed on (a proxy
 * says so in X-Forwarded-For or Forwarded; HAProxy with `option forwardfor`, nginx with proxy_set_header). Without this
 * second check, everyone reaching a proxy on the same machine would pass for it.
 */
export function isFromThisMachine(request: {
  ip: string;
  headers: { 'x-forwarded-for'?: string | string[]; forwarded?: string };
}): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return isLoopbackAddress(request.ip) && !forwarded;
}
