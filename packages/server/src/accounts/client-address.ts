/**
 * The part of a client's address that limits are counted on: an IPv4 address whole, an IPv6 address by its /64
 * (one home or one server is handed a whole /64, and could otherwise take a new address for every try).
 */
import ipaddr from 'ipaddr.js';

export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const prefix = v6.parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
