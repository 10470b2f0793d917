import { describe, expect, it, afterEach } from 'vitest';
import {
  ACTION_BODY_LIMITS,
  actionBodyProblem,
  hasForeignOrigin,
  isPossibleServerAction,
  readBody,
  replayRequest,
} from './server-action-guard';
import { localServers } from '../../tests/setup/local-servers';

const servers = localServers();
afterEach(() => servers.closeAll());

const multipart = (fields: Record<string, string>, boundary = 'XyZ') => ({
  contentType: `multipart/form-data; boundary=${boundary}`,
  body: Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`,
  ),
});

describe('isPossibleServerAction', () => {
  it('a POST to a page with Next-Action, or with a multipart body; never the API or a read', () => {
    expect(isPossibleServerAction('POST', '/admin/machines', { 'next-action': 'abc' })).toBe(true);
    expect(
      isPossibleServerAction('POST', '/contact', { 'content-type': 'multipart/form-data; b=1' }),
    ).toBe(true);
    expect(isPossibleServerAction('POST', '/contact', { 'content-type': 'text/plain' })).toBe(
      false,
    );
    expect(isPossibleServerAction('POST', '/api/admin/uploads', { 'next-action': 'x' })).toBe(
      false,
    );
    expect(isPossibleServerAction('GET', '/', { 'next-action': 'x' })).toBe(false);
  });
});

describe('hasForeignOrigin', () => {
  it('Next’s rule: Origin must name X-Forwarded-Host (first value) or else Host', () => {
    expect(hasForeignOrigin({ host: 'site.test' })).toBe(false);
    expect(hasForeignOrigin({ host: 'site.test', origin: 'https://site.test' })).toBe(false);
    expect(hasForeignOrigin({ host: 'localhost:3000', origin: 'http://localhost:3000' })).toBe(
      false,
    );
    expect(hasForeignOrigin({ host: 'site.test', origin: 'https://evil.test' })).toBe(true);
    expect(hasForeignOrigin({ host: 'site.test', origin: 'null' })).toBe(true);
    expect(hasForeignOrigin({ host: 'site.test', origin: 'not a url' })).toBe(true);
    expect(
      hasForeignOrigin({
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'www.site.test, proxy.internal',
        origin: 'https://www.site.test',
      }),
    ).toBe(false);
  });
});

describe('actionBodyProblem', () => {
  it('what React’s encodeReply sends passes', async () => {
    expect(await actionBodyProblem(Buffer.from('["$K1",{"a":[1,2,3]}]'), 'text/plain')).toBe(
      undefined,
    );
    const form = multipart({ '1_name': 'Noa', '0': '["$K1"]' });
    expect(await actionBodyProblem(form.body, form.contentType)).toBe(undefined);
    // A form posted without JavaScript.
    const plain = multipart({ $ACTION_ID_abc: '', name: 'Noa' });
    expect(await actionBodyProblem(plain.body, plain.contentType)).toBe(undefined);
  });

  it('bad JSON, deep nesting, huge arrays and broken multipart are problems', async () => {
    const deep =
      '['.repeat(ACTION_BODY_LIMITS.depth + 1) + ']'.repeat(ACTION_BODY_LIMITS.depth + 1);
    const huge = JSON.stringify(new Array(ACTION_BODY_LIMITS.arrayLength + 1).fill(0));
    expect(await actionBodyProblem(Buffer.from('{"a":'), 'text/plain')).toMatch(/JSON/);
    expect(await actionBodyProblem(Buffer.from(deep), 'text/plain')).toMatch(/deeper/);
    expect(await actionBodyProblem(Buffer.from(huge), 'text/plain')).toMatch(/array/);
    expect(
      await actionBodyProblem(Buffer.from('--XyZ\r\nbroken'), 'multipart/form-data; boundary=XyZ'),
    ).toMatch(/multipart/);
    const badField = multipart({ '0': '[1,' });
    expect(await actionBodyProblem(badField.body, badField.contentType)).toMatch(/field 0/);
    // Exactly at the limits is fine.
    const atDepth = '['.repeat(ACTION_BODY_LIMITS.depth) + ']'.repeat(ACTION_BODY_LIMITS.depth);
    expect(await actionBodyProblem(Buffer.from(atDepth), 'text/plain')).toBe(undefined);
  });
});

describe('replayRequest', () => {
  it('a body read whole is read again, whole, from the stand-in, with the same headers', async () => {
    const origin = await servers.start(async (req, res) => {
      req.headers['x-added-by-a-step'] = 'yes';
      const body = await readBody(req);
      const replay = replayRequest(req, body);
      const again = await readBody(replay);
      res.end(
        JSON.stringify({
          same: again.equals(body),
          method: replay.method,
          url: replay.url,
          added: replay.headers['x-added-by-a-step'],
        }),
      );
    });
    const payload = 'x'.repeat(300_000);
    const response = await fetch(`${origin}/admin?x=1`, { method: 'POST', body: payload });
    expect(await response.json()).toEqual({
      same: true,
      method: 'POST',
      url: '/admin?x=1',
      added: 'yes',
    });
  });
});
