import { describe, expect, it } from 'vitest';
import { shortIpAddress } from './ip-address';

describe('shortIpAddress', () => {
  it('writes a stored IPv6 network in the short form', () => {
    expect(shortIpAddress('2001:0db8:0000:0000:0000:0000:0000:0000')).toBe('2001:db8::');
    expect(shortIpAddress('2001:0DB8:0000:0000:0001:0000:0000:0001')).toBe('2001:db8::1:0:0:1');
    expect(shortIpAddress('0000:0000:0000:0000:0000:0000:0000:0001')).toBe('::1');
    expect(shortIpAddress('fe80:0000:0000:0000:0000:0000:0000:0000')).toBe('fe80::');
    expect(shortIpAddress('2001:0db8:0001:0002:0003:0004:0005:0006')).toBe('2001:db8:1:2:3:4:5:6');
    // A single zero group stays a "0".
    expect(shortIpAddress('2001:0db8:0000:0001:0001:0001:0001:0001')).toBe('2001:db8:0:1:1:1:1:1');
  });

  it('leaves IPv4 and anything else as stored', () => {
    expect(shortIpAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(shortIpAddress('2001:db8::35')).toBe('2001:db8::35');
    expect(shortIpAddress('unknown')).toBe('unknown');
  });
});
