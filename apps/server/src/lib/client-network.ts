import net from 'node:net';

/**
 * The networks a client address belongs to, for per-network limits. An IPv6 host usually gets a
 * whole /64 (often a /56 or /48), so its individual addresses are free to an attacker: counting by
 * address would give him 2^64 fresh counters. IPv4 addresses are scarcer, so they are counted one by
 * one, with a looser bucket for their /24 (a small provider's range, a cloud subnet) beside them.
 *
 * `exact` is the key of the tight limit (IPv4 address, IPv6 /64); `wide` the key of the looser one
 * (IPv4 /24, IPv6 /48). IPv4-mapped IPv6 addresses (`::ffff:1.2.3.4`) count as IPv4.
 */
export interface ClientNetwork {
  exact: string;
  wide: string;
}

/** How many more requests the wide bucket allows than the exact one, for a rule scaled by it. */
export const WIDE_BUCKET_FACTOR = 4;

function expandIpv6(address: string): number[] | undefined {
  const [head, tail] = address.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  let groups = parse(head);
  let rest = tail === undefined ? [] : parse(tail);
  // A dotted IPv4 tail (::ffff:1.2.3.4) stands for two groups.
  const fixDotted = (list: string[]) => {
    const last = list.at(-1);
    if (last?.includes('.')) {
      const bytes = last.split('.').map(Number);
      list.splice(
        -1,
        1,
        ((bytes[0]! << 8) | bytes[1]!).toString(16),
        ((bytes[2]! << 8) | bytes[3]!).toString(16),
      );
    }
    return list;
  };
  if (tail === undefined) groups = fixDotted(groups);
  else rest = fixDotted(rest);
  const missing = 8 - groups.length - rest.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return undefined;
  const all = [...groups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...rest];
  const numbers = all.map((g) => Number.parseInt(g, 16));
  return numbers.some((n) => Number.isNaN(n)) ? undefined : numbers;
}

const hex = (groups: number[]) => groups.map((g) => g.toString(16)).join(':');

export function clientNetwork(address: string): ClientNetwork {
  const unzoned = address.split('%')[0] ?? address;
  const kind = net.isIP(unzoned);
  if (kind === 6) {
    const groups = expandIpv6(unzoned.toLowerCase());
    if (groups) {
      const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
      if (isMapped) {
        const a = groups[6]!;
        const b = groups[7]!;
        return ipv4Network(`${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`);
      }
      return { exact: `${hex(groups.slice(0, 4))}::/64`, wide: `${hex(groups.slice(0, 3))}::/48` };
    }
  }
  if (kind === 4) return ipv4Network(unzoned);
  // Not an address (a Unix socket, a test double): one bucket for it.
  return { exact: address, wide: address };
}

function ipv4Network(address: string): ClientNetwork {
  const [a, b, c] = address.split('.');
  return { exact: address, wide: `${a}.${b}.${c}.0/24` };
}

/** The coarse network of an address for logs: the /24 of IPv4, the /48 of IPv6, never the host. */
export const loggedNetwork = (address: string | undefined) =>
  address === undefined ? undefined : clientNetwork(address).wide;
