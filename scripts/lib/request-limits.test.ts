import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  AUTH_BODY_LIMIT,
  DEFAULT_BODY_LIMIT,
  refuseRequest,
  UPLOAD_BODY_LIMIT,
} from './request-limits';

const request = (method: string, headers: Record<string, string> = {}) =>
  ({ method, headers }) as unknown as IncomingMessage;

describe('refuseRequest', () => {
  it.each(['PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'CONNECT', 'PROPFIND'])(
    '%s on a page: 405 with the methods pages answer',
    (method) => {
      const refusal = refuseRequest(request(method), '/en/products');
      expect(refusal?.status).toBe(405);
      expect(refusal?.headers.Allow).toBe('GET, HEAD, POST');
    },
  );

  it.each(['TRACE', 'CONNECT', 'TRACK'])('%s on the API: 405', (method) => {
    expect(refuseRequest(request(method), '/api/auth/get-session')?.status).toBe(405);
  });

  it('leaves the methods routes serve to them', () => {
    for (const method of ['GET', 'HEAD', 'POST']) {
      expect(refuseRequest(request(method), '/')).toBeUndefined();
    }
    expect(refuseRequest(request('OPTIONS'), '/api/auth/sign-in/email')).toBeUndefined();
  });

  it.each([
    ['/api/auth/update-user', AUTH_BODY_LIMIT],
    ['/api/admin/uploads', UPLOAD_BODY_LIMIT],
    ['/admin/blogs/new', DEFAULT_BODY_LIMIT],
    ['/en/contact', DEFAULT_BODY_LIMIT],
  ])('caps the body on %s at %i bytes', (path, limit) => {
    const sized = (bytes: number) => request('POST', { 'content-length': String(bytes) });
    expect(refuseRequest(sized(limit), path)).toBeUndefined();
    expect(refuseRequest(sized(limit + 1), path)?.status).toBe(413);
  });

  it('wants the length of a body up front', () => {
    const chunked = request('POST', { 'transfer-encoding': 'chunked' });
    expect(refuseRequest(chunked, '/api/auth/update-user')?.status).toBe(411);
    expect(refuseRequest(request('POST', { 'content-length': 'abc' }), '/')?.status).toBe(411);
  });
});
