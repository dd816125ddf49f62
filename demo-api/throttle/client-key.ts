/**
 * Who "the client" is for the per-client attempt limits: the address the request came from.
 * The demo server puts the connection's remote address in CLIENT_ADDRESS_HEADER and replaces any
 * value the client sent itself, so it cannot pick its own key. In-process MSW tests may set the
 * header to play several clients; without it every request is the same, unknown client.
 */
export const CLIENT_ADDRESS_HEADER = 'x-demo-client-address';

export const UNKNOWN_CLIENT = 'unknown-client';

/**
 * IPv4 as is (also when written IPv4-mapped, ::ffff:1.2.3.4). IPv6 by its /64 prefix: one home
 * or phone gets a whole /64, so counting single IPv6 addresses would let it try 2^64 times.
 */
export function addressKey(address: string): string {
  const bare = address.split('%')[0] ?? address; // no zone id (fe80::1%eth0)
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!bare.includes(':')) return bare;
  const halves = bare.split('::');
  if (halves.length > 2) return bare;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves[1] ? halves[1].split(':') : [];
  const missing = halves.length === 2 ? Math.max(8 - head.length - tail.length, 0) : 0;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail].slice(0, 4);
  if (groups.length < 4 || groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return bare;
  return `${groups.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

export function clientKey(request: Request): string {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  return address ? addressKey(address) : UNKNOWN_CLIENT;
}
