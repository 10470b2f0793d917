import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { trustedScriptHashes } from './inline-scripts';
import { scriptHash } from './security-headers';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const page = (...scripts: string[]) =>
  Buffer.from(`<!DOCTYPE html><html><head></head><body>${scripts.join('')}</body></html>`);

const FLIGHT = 'self.__next_f.push([1,"0:{\\"P\\":null,\\"b\\":\\"x\\"}\\n"])';
const FLIGHT_OPEN = '(self.__next_f=self.__next_f||[]).push([0])';
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"],"runtimeModuleIds":[1]})';
const SHELL_TIME = 'requestAnimationFrame(function(){$RT=performance.now()});';
const OURS = '(function(){document.documentElement.classList.add("x")})();';

describe('trustedScriptHashes', () => {
  it('allows the framework’s data scripts and our own known script, by the hash a browser computes', () => {
    const html = page(
      `<script>${FLIGHT_OPEN}</script>`,
      `<script>${FLIGHT}</script>`,
      `<script>${TURBOPACK}</script>`,
      `<script>${SHELL_TIME}</script>`,
      `<script>${OURS}</script>`,
    );
    const hashes = trustedScriptHashes(html, new Set([scriptHash(OURS)]));
    expect(hashes.sort()).toEqual(
      [sha(FLIGHT_OPEN), sha(FLIGHT), sha(TURBOPACK), sha(SHELL_TIME), sha(OURS)].sort(),
    );
  });

  it('hashes the exact UTF-8 bytes of a script with Hebrew in it', () => {
    const hebrew = 'self.__next_f.push([1,"שלום \\"עולם\\""])';
    expect(trustedScriptHashes(page(`<script>${hebrew}</script>`), new Set())).toEqual([
      sha(hebrew),
    ]);
  });

  it.each([
    ['an injected script', '<script>alert(document.cookie)</script>'],
    ['code dressed as a payload push', '<script>self.__next_f.push([1,"x"]);alert(1)</script>'],
    [
      'a push of something other than a string',
      '<script>self.__next_f.push([1,alert(1)])</script>',
    ],
    [
      'a Turbopack push that is not JSON',
      '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({a:alert(1)})</script>',
    ],
    ['a script with a src', `<script src="/x.js">${FLIGHT}</script>`],
    ['JSON-LD (data the browser never runs)', `<script type="application/ld+json">{}</script>`],
  ])('does not allow %s', (_case, script) => {
    expect(trustedScriptHashes(page(script), new Set())).toEqual([]);
  });

  it('hashes a trusted script that carries a nonce (a cached page keeps its first request’s)', () => {
    expect(trustedScriptHashes(page(`<script nonce="abc">${FLIGHT}</script>`), new Set())).toEqual([
      sha(FLIGHT),
    ]);
  });

  it('lists a script that appears twice once, and survives a truncated document', () => {
    const html = page(`<script>${FLIGHT}</script>`, `<script>${FLIGHT}</script>`, '<script>self.');
    expect(trustedScriptHashes(html, new Set())).toEqual([sha(FLIGHT)]);
  });
});
