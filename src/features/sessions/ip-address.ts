/**
 * An address as /account shows it. Better Auth stores an IPv6 client by its /64 network, written
 * out in full ("2001:0db8:0000:0000:0000:0000:0000:0000"); shown in the usual short form
 * ("2001:db8::", RFC 5952: no leading zeros, the longest run of zero groups as "::"). IPv4 and
 * anything else are shown as stored.
 */
export function shortIpAddress(address: string): string {
  const groups = address.split(':');
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return address;
  const short = groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
  // The longest run of two or more "0" groups (the first of equal ones) becomes "::".
  let best = { start: -1, length: 1 };
  for (let i = 0; i < 8; i++) {
    let length = 0;
    while (i + length < 8 && short[i + length] === '0') length++;
    if (length > best.length) best = { start: i, length };
  }
  if (best.start < 0) return short.join(':');
  const head = short.slice(0, best.start).join(':');
  const tail = short.slice(best.start + best.length).join(':');
  return `${head}::${tail}`;
}
