import { describe, expect, it } from 'vitest';
import { addressKey, CLIENT_ADDRESS_HEADER, clientKey, UNKNOWN_CLIENT } from './client-key';

const request = (headers: Record<string, string> = {}) =>
  new Request('http://shop.test/auth/signin', { method: 'POST', headers });

describe('client key', () => {
  it('is the address header, or one unknown client without it', () => {
    expect(clientKey(request({ [CLIENT_ADDRESS_HEADER]: '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientKey(request())).toBe(UNKNOWN_CLIENT);
    expect(clientKey(request({ [CLIENT_ADDRESS_HEADER]: ' ' }))).toBe(UNKNOWN_CLIENT);
  });

  it('takes an IPv4-mapped address as the IPv4 address', () => {
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = addressKey('2001:db8:0:1:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0DB8:0000:0001::1')).toBe(key);
    expect(addressKey('2001:db8:0:1::2%eth0')).toBe(key);
    expect(addressKey('2001:db8:0:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
