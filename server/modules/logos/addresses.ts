import net from 'node:net';

/** Whether the server may connect to this address to fetch a logo. */
export type AddressPolicy = (address: string) => boolean;

/**
 * IPv4 ranges that are not the public internet (IANA's special-purpose registry): this host, private
 * networks, carrier-grade NAT, loopback, link-local (where cloud metadata services answer),
 * documentation and benchmarking ranges, multicast and the reserved rest.
 */
const NOT_PUBLIC_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.31.196.0', 24],
  ['192.52.193.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['192.175.48.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * IPv6 is public only in the global unicast block, 2000::/3, and there not in the ranges kept for
 * protocols (Teredo among them), documentation, or 6to4, which carries an IPv4 address inside it.
 * Everything else, loopback, unique-local, link-local, multicast, IPv4-mapped and NAT64, is outside.
 */
const GLOBAL_V6: [string, number] = ['2000::', 3];
const NOT_PUBLIC_V6: [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

function listOf(ranges: [string, number][], type: 'ipv4' | 'ipv6'): net.BlockList {
  const list = new net.BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, type);
  return list;
}

const notPublicV4 = listOf(NOT_PUBLIC_V4, 'ipv4');
const globalV6 = listOf([GLOBAL_V6], 'ipv6');
const notPublicV6 = listOf(NOT_PUBLIC_V6, 'ipv6');

/** The product's rule: an address on the public internet, never one on this host or a private network. */
export const isPublicAddress: AddressPolicy = (address) => {
  const family = net.isIP(address);
  if (family === 4) return !notPublicV4.check(address, 'ipv4');
  if (family === 6) return globalV6.check(address, 'ipv6') && !notPublicV6.check(address, 'ipv6');
  return false;
};
