/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form. request.ip honours TRUST_PROXY only, so a forged X-Forwarded-For cannot pass for loopback. */
export function isLoopbackAddress(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}
