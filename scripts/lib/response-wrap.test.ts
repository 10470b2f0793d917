import { afterEach, describe, expect, it } from 'vitest';
import { interceptResponse } from './response-wrap';
import { localServers } from '../../tests/setup/local-servers';

/**
 * The one way the server's steps change what Next writes, over real HTTP: when the head is due,
 * what `head` sees and may change, collecting an answer, and interceptions nested as the
 * pipeline nests them.
 */
const servers = localServers();
afterEach(() => servers.closeAll());

type Seen = { status: number; type: unknown; first: string | undefined; whole: boolean };

describe('interceptResponse', () => {
  it('holds writeHead and flushHeaders until the first write, then sends the head as `head` left it', async () => {
    const seen: Seen[] = [];
    let sentBeforeWrite: boolean | undefined;
    const origin = await servers.start((_req, res) => {
      interceptResponse(res, {
        head(first, whole) {
          seen.push({
            status: res.statusCode,
            type: res.getHeader('content-type'),
            first: first?.toString(),
            whole,
          });
          res.statusCode = 203;
          res.setHeader('x-seen', 'yes');
        },
      });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.flushHeaders();
      sentBeforeWrite = res.headersSent;
      res.write('one,');
      res.end('two');
    });
    const response = await fetch(origin);
    expect(response.status).toBe(203);
    expect(response.headers.get('x-seen')).toBe('yes');
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(await response.text()).toBe('one,two');
    expect(sentBeforeWrite).toBe(false);
    expect(seen).toEqual([{ status: 200, type: 'text/plain', first: 'one,', whole: false }]);
  });

  it('an answer sent by end() alone is `whole`; a string is read in its encoding', async () => {
    const seen: Seen[] = [];
    const origin = await servers.start((req, res) => {
      interceptResponse(res, {
        head(first, whole) {
          seen.push({ status: res.statusCode, type: undefined, first: first?.toString(), whole });
        },
      });
      if (req.url === '/empty') res.end();
      else res.end(Buffer.from('נקודה').toString('base64'), 'base64');
    });
    expect(await (await fetch(origin)).text()).toBe('נקודה');
    expect(await (await fetch(`${origin}/empty`)).text()).toBe('');
    expect(seen).toEqual([
      { status: 200, type: undefined, first: 'נקודה', whole: true },
      { status: 200, type: undefined, first: undefined, whole: true },
    ]);
  });

  it('an empty write makes the head due, unless it waits for bytes: then it is dropped, its callback called', async () => {
    const firsts: Record<string, (string | undefined)[]> = { plain: [], waiting: [] };
    let called = 0;
    const origin = await servers.start((req, res) => {
      const which = req.url === '/waiting' ? 'waiting' : 'plain';
      interceptResponse(res, {
        waitForBytes: which === 'waiting',
        head: (first) => void firsts[which]!.push(first?.toString()),
      });
      res.setHeader('content-type', 'text/html');
      res.write(new Uint8Array(0), () => called++);
      res.write('<p>page</p>');
      res.end();
    });
    expect(await (await fetch(origin)).text()).toBe('<p>page</p>');
    expect(await (await fetch(`${origin}/waiting`)).text()).toBe('<p>page</p>');
    expect(firsts).toEqual({ plain: [''], waiting: ['<p>page</p>'] });
    expect(called).toBe(2);
  });

  it('after the head, writes go out as they come (the answer streams)', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const origin = await servers.start(async (_req, res) => {
      interceptResponse(res, { head: () => undefined });
      res.write('first ');
      await released;
      res.end('last');
    });
    const response = await fetch(origin);
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first ');
    release();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      rest += new TextDecoder().decode(part.value);
    }
    expect(rest).toBe('last');
  });

  it('a collected answer comes whole to `end`, which sends what it likes; write callbacks still run', async () => {
    let collected = '';
    let callbacks = 0;
    const origin = await servers.start((req, res) => {
      interceptResponse(res, {
        head: () => (req.url === '/pass' ? undefined : 'collect'),
        end(body, { pass }) {
          collected = body.toString();
          res.statusCode = 404;
          res.setHeader('content-length', '7');
          setTimeout(() => pass('swapped'), 10);
        },
      });
      res.writeHead(200, { 'content-type': 'text/plain' });
      const bytes = Buffer.from('one,');
      res.write(bytes, () => callbacks++);
      // A writer reusing its buffer does not change what was collected.
      if (req.url !== '/pass') bytes.fill(0);
      res.write('two,', 'utf8', () => callbacks++);
      res.end(Buffer.from('three'));
    });
    const response = await fetch(origin);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(await response.text()).toBe('swapped');
    expect(collected).toBe('one,two,three');
    expect(callbacks).toBe(2);
    const passed = await fetch(`${origin}/pass`);
    expect([passed.status, await passed.text()]).toEqual([200, 'one,two,three']);
  });

  it('without `end`, a collected answer goes on as it was, in one piece with its length', async () => {
    let ended = false;
    const origin = await servers.start((_req, res) => {
      interceptResponse(res, { head: () => 'collect' });
      res.write('a');
      res.write('b');
      res.end('c', () => (ended = true));
    });
    const response = await fetch(origin);
    expect(response.headers.get('content-length')).toBe('3');
    expect(await response.text()).toBe('abc');
    expect(ended).toBe(true);
  });

  it('nested: the one installed last (closer to the writer) decides first; the outer one sees its headers', async () => {
    const order: string[] = [];
    const origin = await servers.start((_req, res) => {
      interceptResponse(res, {
        head() {
          order.push(`outer sees ${res.getHeader('x-inner')} ${res.statusCode}`);
          res.setHeader('x-outer', 'set');
        },
      });
      interceptResponse(res, {
        head() {
          order.push('inner');
          res.setHeader('x-inner', 'set');
          res.statusCode = 202;
        },
      });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
    const response = await fetch(origin);
    expect(response.status).toBe(202);
    expect(response.headers.get('x-outer')).toBe('set');
    expect(await response.text()).toBe('ok');
    expect(order).toEqual(['inner', 'outer sees set 202']);
  });
});
