import ipaddr from 'ipaddr.js';

/**
 * Which addresses a call the server makes on a school's behalf (its store, BigBlueButton, Drive,
 * OpenID discovery, the SMS and mail gateways) may reach. By default only public unicast
 * addresses: never loopback, private, link-local, unique-local, carrier-grade NAT, multicast,
 * unspecified or reserved ranges, nor IPv6 forms that carry one of those (IPv4-mapped, NAT64,
 * 6to4, Teredo). `KAMPUS_OUTBOUND_ALLOW` names the on-premise exceptions.
 */
export interface OutboundPolicy {
  /** Host names allowed whatever they resolve to (lower case, no trailing dot). */
  hosts: ReadonlySet<string>;
  /** Address ranges allowed (an address is a range of its full length). */
  ranges: readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];
}

/** A refused destination: the message names the host and address for the log, never for a client. */
export class OutboundRefused extends Error {
  constructor(
    readonly host: string,
    readonly address: string | undefined,
    why: string,
  ) {
    super(`outbound call to ${host}${address && address !== host ? ` (${address})` : ''} refused: ${why}`);
  }
}

const hostKey = (host: string): string =>
  host
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[|\]$/g, '');

/**
 * `KAMPUS_OUTBOUND_ALLOW`: comma-separated host names, addresses and CIDR ranges
 * (`bbb.school.lan,10.0.0.0/8,fd00::/8`). A word that is none of those is a mistake the operator
 * must hear of at start, not a silent hole or a silent refusal later.
 */
export const parseOutboundAllow = (value: string | undefined): OutboundPolicy => {
  const hosts = new Set<string>();
  const ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  for (const raw of (value ?? '').split(',')) {
    const entry = hostKey(raw);
    if (entry === '') continue;
    if (ipaddr.isValidCIDR(entry)) ranges.push(ipaddr.parseCIDR(entry));
    else if (ipaddr.isValid(entry)) {
      const address = ipaddr.parse(entry);
      ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(entry)) hosts.add(entry);
    else throw new Error(`KAMPUS_OUTBOUND_ALLOW: "${raw.trim()}" is not a host name, an address or a CIDR range`);
  }
  return { hosts, ranges };
};

/** Whether the allow-list names this host (a name, or a literal address in an allowed range). */
const hostAllowed = (policy: OutboundPolicy, host: string): boolean => policy.hosts.has(hostKey(host));

const inRanges = (policy: OutboundPolicy, address: ipaddr.IPv4 | ipaddr.IPv6): boolean =>
  policy.ranges.some(([network, bits]) => {
    // An IPv4-mapped range (::ffff:10.0.0.0/104) and a plain one match the same addresses.
    const base =
      network.kind() === 'ipv6' && (network as ipaddr.IPv6).isIPv4MappedAddress()
        ? ([(network as ipaddr.IPv6).toIPv4Address(), Math.max(0, bits - 96)] as const)
        : ([network, bits] as const);
    return base[0].kind() === address.kind() && address.match(base[0], base[1]);
  });

/**
 * Throws unless `address` (what `host` resolved to, or the host itself when it is a literal) may
 * be called: a public unicast address, an address in an allowed range, or any address of an
 * allowed host name.
 */
export const checkAddress = (policy: OutboundPolicy, host: string, address: string): void => {
  if (hostAllowed(policy, host)) return;
  const key = hostKey(address);
  if (!ipaddr.isValid(key)) throw new OutboundRefused(host, address, 'not an IP address');
  // process() turns ::ffff:127.0.0.1 into 127.0.0.1, so a mapped form is judged as what it reaches.
  const parsed = ipaddr.process(key);
  if (inRanges(policy, parsed)) return;
  const range = parsed.range();
  if (range !== 'unicast') throw new OutboundRefused(host, address, `${range} address`);
};
