import type { TLogPlace } from '@app/contracts';
import net from 'node:net';

/**
 * Where an address is, as a code of LOG_PLACES (rendered in the reader's language), without any outside lookup
 * (no geo database ships with the product).
 */
export function describePlace(ip: string): TLogPlace {
  const addr = ip.replace(/^::ffff:/, '');
  if (addr === '127.0.0.1' || addr === '::1' || addr.startsWith('127.')) return 'local';
  if (isPrivateAddress(addr)) return 'intranet';
  return 'unknown';
}

/**
 * One IANA special-purpose block (IPv4 and IPv6 Special-Purpose Address Registries, 2025), plus multicast and
 * the reserved/deprecated ranges. `local`: this host or its own networks. `reachable`: a globally reachable
 * sub-block of a refused one. `v4At`: a translation prefix whose embedded IPv4 address (at that bit) decides.
 */
interface TBlock {
  cidr: string;
  name: string;
  local?: true;
  reachable?: true;
  v4At?: number;
}

/** The one list of address blocks an outbound call may not reach (longest prefix decides). */
export const SPECIAL_PURPOSE_BLOCKS: readonly TBlock[] = [
  { cidr: '0.0.0.0/8', name: 'this network', local: true },
  { cidr: '10.0.0.0/8', name: 'private', local: true },
  { cidr: '100.64.0.0/10', name: 'shared address space (CGNAT)', local: true },
  { cidr: '127.0.0.0/8', name: 'loopback', local: true },
  { cidr: '169.254.0.0/16', name: 'link-local', local: true },
  { cidr: '172.16.0.0/12', name: 'private', local: true },
  { cidr: '192.0.0.0/24', name: 'IETF protocol assignments' },
  { cidr: '192.0.2.0/24', name: 'documentation (TEST-NET-1)' },
  { cidr: '192.31.196.0/24', name: 'AS112-v4' },
  { cidr: '192.52.193.0/24', name: 'AMT' },
  { cidr: '192.88.99.0/24', name: 'deprecated 6to4 relay anycast' },
  { cidr: '192.168.0.0/16', name: 'private', local: true },
  { cidr: '192.175.48.0/24', name: 'AS112 direct delegation' },
  { cidr: '198.18.0.0/15', name: 'benchmarking' },
  { cidr: '198.51.100.0/24', name: 'documentation (TEST-NET-2)' },
  { cidr: '203.0.113.0/24', name: 'documentation (TEST-NET-3)' },
  { cidr: '224.0.0.0/4', name: 'multicast' },
  { cidr: '240.0.0.0/4', name: 'reserved' },
  { cidr: '255.255.255.255/32', name: 'limited broadcast' },
  { cidr: '::/128', name: 'unspecified', local: true },
  { cidr: '::1/128', name: 'loopback', local: true },
  { cidr: '::/96', name: 'deprecated IPv4-compatible' },
  { cidr: '::ffff:0:0/96', name: 'IPv4-mapped', v4At: 96 },
  { cidr: '64:ff9b::/96', name: 'IPv4/IPv6 translation', v4At: 96 },
  { cidr: '64:ff9b:1::/48', name: 'local-use IPv4/IPv6 translation' },
  { cidr: '100::/64', name: 'discard-only' },
  { cidr: '100:0:0:1::/64', name: 'dummy prefix' },
  { cidr: '2001::/23', name: 'IETF protocol assignments' },
  { cidr: '2001:1::1/128', name: 'PCP anycast', reachable: true },
  { cidr: '2001:1::2/128', name: 'TURN anycast', reachable: true },
  { cidr: '2001:1::3/128', name: 'DNS-SD SRP anycast', reachable: true },
  { cidr: '2001:3::/32', name: 'AMT', reachable: true },
  { cidr: '2001:4:112::/48', name: 'AS112-v6', reachable: true },
  { cidr: '2001:20::/28', name: 'ORCHIDv2', reachable: true },
  { cidr: '2001:30::/28', name: 'drone remote ID tags', reachable: true },
  { cidr: '2001:db8::/32', name: 'documentation' },
  { cidr: '2002::/16', name: '6to4', v4At: 16 },
  { cidr: '3fff::/20', name: 'documentation' },
  { cidr: '5f00::/16', name: 'SRv6 SIDs' },
  { cidr: 'fc00::/7', name: 'unique local', local: true },
  { cidr: 'fe80::/10', name: 'link-local', local: true },
  { cidr: 'fec0::/10', name: 'deprecated site-local', local: true },
  { cidr: 'ff00::/8', name: 'multicast' },
];

/** An address as a number: 32 bits for IPv4, 128 for IPv6 (a zone id is dropped); null when it is not one. */
function toBits(ip: string): { v6: boolean; n: bigint } | null {
  const addr = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (net.isIPv4(addr)) return { v6: false, n: addr.split('.').reduce((a, p) => (a << 8n) | BigInt(p), 0n) };
  if (!net.isIPv6(addr)) return null;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(addr);
  const hex = tail
    ? addr.replace(tail[1], (v4) =>
        ((n) => `${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`)(toBits(v4)!.n),
      )
    : addr;
  const [head, rest] = hex.split('::');
  const groups = (s: string | undefined) => (s ? s.split(':') : []);
  const fill =
    rest === undefined ? [] : Array<string>(8 - groups(head).length - groups(rest).length).fill('0');
  const all = [...groups(head), ...fill, ...groups(rest)];
  return { v6: true, n: all.reduce((a, g) => (a << 16n) | BigInt(`0x${g}`), 0n) };
}

const BLOCKS = SPECIAL_PURPOSE_BLOCKS.map((b) => {
  const [base, len] = b.cidr.split('/');
  const bits = toBits(base)!;
  const size = bits.v6 ? 128 : 32;
  return { ...b, v6: bits.v6, len: Number(len), base: bits.n >> BigInt(size - Number(len)), size };
}).sort((a, b) => b.len - a.len);

/** The most specific block holding an address (an embedded IPv4 address decides for translation prefixes). */
function blockOf(ip: string): (typeof BLOCKS)[number] | 'invalid' | null {
  const bits = toBits(ip);
  if (!bits) return 'invalid';
  const found = BLOCKS.find((b) => b.v6 === bits.v6 && bits.n >> BigInt(b.size - b.len) === b.base);
  if (found?.v4At === undefined) return found ?? null;
  const v4 = (bits.n >> BigInt(128 - found.v4At - 32)) & 0xffffffffn;
  return blockOf([24n, 16n, 8n, 0n].map((s) => (v4 >> s) & 255n).join('.'));
}

/**
 * Why an outbound call may not reach an address: the special-purpose block it is in ("192.0.2.0/24
 * documentation (TEST-NET-1)"), "not an IP address", or null when it is a globally reachable address.
 */
export function refusedRange(ip: string): string | null {
  const block = blockOf(ip);
  if (block === 'invalid') return 'not an IP address';
  return block && !block.reachable ? `${block.cidr} ${block.name}` : null;
}

/** True for this host and its own networks: loopback, private, link-local, CGNAT, unique-local (mapped too). */
export function isPrivateAddress(ip: string): boolean {
  const block = blockOf(ip);
  return block !== null && block !== 'invalid' && block.local === true;
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
