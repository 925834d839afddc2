import ipaddr from 'ipaddr.js';

/**
 * The network a per-IP limit counts: an IPv4 address as it is, an IPv6 address by its /64, since one subscriber
 * (a household, a customer) holds a whole /64 and hopping inside it must gain no budget.
 */
export function networkOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${address.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}
