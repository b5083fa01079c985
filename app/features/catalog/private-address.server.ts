import { BlockList, isIP } from "node:net";

// ADR 170: the link checker fetches addresses editors typed. It must not become a way into the
// server's own network (a link to http://10.0.0.5/admin or to a name that resolves to 127.0.0.1), so
// every address it connects to is refused when it is not a public one.

const blocked = new BlockList();
const IPV4 = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const;
const IPV6 = [
  ["::", 128],
  ["::1", 128],
  ["100::", 64], // discard
  ["64:ff9b:1::", 48], // local-use NAT64 (RFC 8215): a network's own translator (hostile review, session 33)
  ["::ffff:0:0:0", 96], // IPv4-translated (SIIT, RFC 2765)
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
] as const;
for (const [net, bits] of IPV4) blocked.addSubnet(net, bits, "ipv4");
for (const [net, bits] of IPV6) blocked.addSubnet(net, bits, "ipv6");

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail such as ::ffff:127.0.0.1 included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4Tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, null];
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const middle = tail === null ? [] : Array(8 - front.length - back.length).fill("0");
  return [...front, ...middle, ...back].map((group) => parseInt(group, 16));
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 one carries and routes to: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible,
 * NAT64 (64:ff9b::/96) and 6to4 (2002::/16). Null for the others.
 */
function embeddedIpv4(groups: number[]): string | null {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) return v4Of(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4Of(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return v4Of(groups[1]!, groups[2]!);
  return null;
}

/** True for loopback, private, link-local, carrier-grade NAT, multicast, documentation and reserved addresses, and for anything that is not an IP address. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare.split("%")[0]!);
  if (family === 4) return blocked.check(bare, "ipv4");
  if (family !== 6) return true;
  const plain = bare.split("%")[0]!;
  if (blocked.check(plain, "ipv6")) return true;
  const groups = ipv6Groups(plain);
  if (groups.length !== 8 || groups.some((g) => Number.isNaN(g))) return true;
  const v4 = embeddedIpv4(groups);
  return v4 !== null && blocked.check(v4, "ipv4");
}
