import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './addresses.ts';

describe('which addresses a logo may be fetched from', () => {
  it.each(['8.8.8.8', '1.1.1.1', '151.101.1.140', '100.63.255.255', '100.128.0.0', '172.32.0.1', '2606:4700:4700::1111', '2a00:1450:4009:81f::200e'])(
    'allows the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each([
    ['0.0.0.0', 'this host'],
    ['127.0.0.1', 'loopback'],
    ['127.0.0.2', 'loopback'],
    ['10.0.0.1', 'a private network'],
    ['172.16.0.1', 'a private network'],
    ['172.31.255.255', 'a private network'],
    ['192.168.1.1', 'a private network'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['169.254.169.254', 'link-local, where cloud metadata answers'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:8.8.8.8', 'IPv4-mapped (reached over IPv4, so not fetched as IPv6)'],
    ['64:ff9b::a00:1', 'NAT64'],
    ['2001:db8::1', 'documentation'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2002:a00:1::1', '6to4, which carries 10.0.0.1'],
    ['not an address', 'a name, not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
