import { isIP } from 'node:net';

/**
 * TRUST_PROXY: whose X-Forwarded-For a node believes. The client's address decides the sign-in
 * throttle and the request rate limits, so trusting too much lets a client choose its address.
 *
 * - A number of proxies in front (1-10) believes a hop only when it comes from a private,
 *   loopback or link-local address: a client on the Internet that reaches a node directly is
 *   not believed.
 * - Addresses and ranges: each range must lie inside one of the private networks below, or be
 *   no wider than a /16 (IPv4) or a /48 (IPv6). A range wider than a private network (or the
 *   whole Internet in two halves) is refused here, at validation.
 */

interface Range {
  version: 4 | 6;
  first: bigint;
  bits: number;
}

const PRIVATE_NETWORKS = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8',
  '169.254.0.0/16',
  '::1/128',
  'fc00::/7', // unique local
  'fe80::/10',
].map((text) => parseRange(text) as Range);

/** The widest range accepted outside the private networks, by IP version. */
const WIDEST_PUBLIC_BITS = { 4: 16, 6: 48 } as const;
const MAPPED_IPV4 = (0xffffn << 32n) as bigint;

function ipv4Value(text: string): bigint {
  return text.split('.').reduce((value, part) => (value << 8n) + BigInt(Number(part)), 0n);
}

function ipv6Value(text: string): bigint {
  // An IPv4 tail (::ffff:10.0.0.1) stands for its last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  let body = text;
  if (dotted) {
    const v4 = ipv4Value(dotted);
    body = `${text.slice(0, -dotted.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = body.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((value, group) => (value << 16n) + BigInt(Number.parseInt(group, 16)), 0n);
}

/** `address` or `address/bits`, masked to its network; null when it is not one. */
function parseRange(text: string): Range | null {
  const [address = '', bitsText, extra] = text.split('/');
  if (extra !== undefined) return null;
  // No zone (fe80::1%eth0): the proxy's address is written without one.
  const version = address.includes('%') ? 0 : isIP(address);
  if (version !== 4 && version !== 6) return null;
  const size = version === 4 ? 32 : 128;
  if (bitsText !== undefined && !/^\d{1,3}$/.test(bitsText)) return null;
  const bits = bitsText === undefined ? size : Number(bitsText);
  if (bits > size) return null;
  const value = version === 4 ? ipv4Value(address) : ipv6Value(address);
  const hostBits = BigInt(size - bits);
  return { version, first: (value >> hostBits) << hostBits, bits };
}

/** An IPv6 range inside ::ffff:0:0/96 as the IPv4 range it stands for (Node reports IPv4 clients so). */
function asIpv4(range: Range): Range | 'straddles' | null {
  if (range.version !== 6) return null;
  const inside = range.bits >= 96 && range.first >> 32n === MAPPED_IPV4 >> 32n;
  if (inside) return { version: 4, first: range.first & 0xffffffffn, bits: range.bits - 96 };
  // A wider range that contains the mapped block trusts every IPv4 client.
  const hostBits = BigInt(128 - range.bits);
  return MAPPED_IPV4 >> hostBits === range.first >> hostBits ? 'straddles' : null;
}

function within(inner: Range, outer: Range): boolean {
  if (inner.version !== outer.version || inner.bits < outer.bits) return false;
  const hostBits = BigInt((inner.version === 4 ? 32 : 128) - outer.bits);
  return inner.first >> hostBits === outer.first >> hostBits;
}

/** Why TRUST_PROXY's entry is refused, or null when it is accepted. */
export function trustedRangeProblem(entry: string): string | null {
  if (!entry) return 'an entry is empty';
  const parsed = parseRange(entry);
  if (!parsed) return `${entry} is not an IP address or a CIDR range (address/prefix length)`;
  const mapped = asIpv4(parsed);
  if (mapped === 'straddles') return `${entry} contains every IPv4 address`;
  const range = mapped ?? parsed;
  if (PRIVATE_NETWORKS.some((network) => within(range, network))) return null;
  const widest = WIDEST_PUBLIC_BITS[range.version];
  return range.bits >= widest
    ? null
    : `${entry} is wider than a private network: outside them, name the proxies' addresses or ranges of at most /${widest}`;
}

/** Whether a socket's peer address is private, loopback or link-local. */
export function isPrivateAddress(address: string): boolean {
  const parsed = parseRange(address);
  if (!parsed) return false;
  const mapped = asIpv4(parsed);
  const range = mapped && mapped !== 'straddles' ? mapped : parsed;
  return PRIVATE_NETWORKS.some((network) => within(range, network));
}

/** Fastify's trustProxy for the configuration's value. */
export function trustProxySetting(
  trust: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (address, hop) => hop < trust && isPrivateAddress(address);
}
