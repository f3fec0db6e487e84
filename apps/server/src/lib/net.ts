import net from 'node:net';

/** Describes where an address is, without any outside lookup (no geo database ships with the product). */
export function describePlace(ip: string): string {
  const addr = ip.replace(/^::ffff:/, '');
  if (addr === '127.0.0.1' || addr === '::1' || addr.startsWith('127.')) return '本机';
  if (isPrivateAddress(addr)) return '内网IP';
  return '未知';
}

/** True for loopback, private, link-local and unique-local addresses. */
export function isPrivateAddress(ip: string): boolean {
  const addr = ip.replace(/^::ffff:/, '');
  if (net.isIPv4(addr)) {
    const [a, b] = addr.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (net.isIPv6(addr)) {
    const l = addr.toLowerCase();
    return l === '::1' || l === '::' || l.startsWith('fc') || l.startsWith('fd') || l.startsWith('fe80');
  }
  return false;
}

/** A short platform name from a User-Agent. */
export function describePlatform(ua: string | undefined): string {
  const s = ua ?? '';
  if (/Android/i.test(s)) return 'Android';
  if (/iPhone|iPad/i.test(s)) return 'iOS';
  if (/Windows/i.test(s)) return 'Windows';
  if (/Mac OS X/i.test(s)) return 'macOS';
  if (/Linux/i.test(s)) return 'Linux';
  return s ? 'Other' : '';
}
