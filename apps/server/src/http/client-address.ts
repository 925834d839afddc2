import ipaddr from 'ipaddr.js';

/** Whether a socket address is this machine's own (127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'loopback';
}
