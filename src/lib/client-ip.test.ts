import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

const req = (xff: string | undefined, peer = '10.0.0.5') => ({
  headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
  socket: { remoteAddress: peer } as never,
});

describe('clientIp', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(clientIp(req('1.2.3.4'), false)).toBe('10.0.0.5');
  });
  it('behind a trusted proxy takes the address the proxy appended (the last one)', () => {
    expect(clientIp(req('6.6.6.6, 203.0.113.9'), true)).toBe('203.0.113.9');
    expect(clientIp(req(undefined), true)).toBe('10.0.0.5');
  });
});
