import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * 127.0.0.0/8 (RFC 1122 3.2.1.3: a datagram to it never leaves the host) and the IPv6 loopback ::1
 * (RFC 4291 2.5.3). The sandbox serves and hands out nothing else, so a verifier pointed at it can
 * never reach a real mail server.
 */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export function isLoopbackAddress(ip: string): boolean {
  if (isIPv4(ip)) return LOOPBACK.check(ip, 'ipv4');
  if (isIPv6(ip)) return LOOPBACK.check(ip, 'ipv6');
  return false;
}

export function assertLoopbackAddress(ip: string, what: string): void {
  if (!isLoopbackAddress(ip)) throw new Error(`sandbox: ${what} ${JSON.stringify(ip)} is not a loopback address`);
}
