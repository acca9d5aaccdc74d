/**
 * Whether an IP address is on the public internet, by ipaddr.js's table of special-purpose ranges (IANA's
 * registries, kept up to date by that library) rather than a list of our own. An IPv6 address that carries an
 * IPv4 address inside it is judged by the IPv4 address it carries, since that is where a packet sent to it may
 * end up: IPv4-mapped (`::ffff:a.b.c.d`) and IPv4-translated (`::ffff:0:a.b.c.d`), the deprecated IPv4-compatible
 * form (`::a.b.c.d`, which some network stacks still route to the IPv4 host), NAT64's well-known prefix
 * (`64:ff9b::/96`), 6to4 (`2002:AABB:CCDD::/48`) and Teredo (its server and its client, both). NAT64's local-use
 * prefix (`64:ff9b:1::/48`, RFC 8215) is never public: where it sits inside it is the operator's choice.
 */
import ipaddr from 'ipaddr.js';

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return isPublicIpv4(parsed as ipaddr.IPv4);
  const v6 = parsed as ipaddr.IPv6;
  const carried = carriedIpv4(v6);
  if (carried === 'never') return false;
  if (carried !== null) return carried.every(isPublicIpv4);
  // Only 2000::/3 is handed out as global unicast; the rest of the space is unassigned or special.
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST);
}

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
const NAT64_LOCAL_USE = ipaddr.parseCIDR('64:ff9b:1::/48');
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

const isPublicIpv4 = (address: ipaddr.IPv4): boolean => address.range() === 'unicast';

/** The IPv4 addresses an IPv6 address carries, 'never' for a form never public, null for none. */
function carriedIpv4(address: ipaddr.IPv6): ipaddr.IPv4[] | 'never' | null {
  const words = address.parts;
  const fromWords = (high: number, low: number) =>
    new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
  const last32 = () => fromWords(words[6] ?? 0, words[7] ?? 0);
  if (address.match(NAT64_LOCAL_USE)) return 'never';
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return [last32()];
    case '6to4':
      return [fromWords(words[1] ?? 0, words[2] ?? 0)];
    case 'teredo': {
      // RFC 4380: the server's address in words 2-3, the client's in words 6-7 with every bit flipped.
      const client = fromWords((words[6] ?? 0) ^ 0xffff, (words[7] ?? 0) ^ 0xffff);
      return [fromWords(words[2] ?? 0, words[3] ?? 0), client];
    }
    default:
      // `::` and `::1` are the unspecified and loopback addresses, which embed 0.0.0.0 and 0.0.0.1: never public.
      return address.match(IPV4_COMPATIBLE) ? [last32()] : null;
  }
}
