import { scriptHash } from './security-headers';

/**
 * Which inline scripts of an HTML answer the Content Security Policy allows by hash.
 *
 * A prerendered page comes out of Next's cache without nonces, so its inline scripts are allowed
 * by their SHA-256. Not every inline script though — that would allow a script injected into the
 * page just as well. Only the shapes the framework writes, which carry data and no code of their
 * own, and the site's own known scripts:
 *
 * - the RSC payload: `self.__next_f.push([1,"…"])` with one JSON string, and its opening push;
 * - Turbopack's chunk list: `(globalThis["TURBOPACK"] || …).push({…})` with a JSON object;
 * - React's fixed one-liner that times a streamed page's shell;
 * - the exact texts given in `known` (the accessibility preferences' boot script).
 *
 * Anything else (React's streaming helpers, scripts of a page rendered for this request) needs
 * the request's nonce, which Next writes on the scripts it renders itself.
 */
const FLIGHT_OPEN = '(self.__next_f=self.__next_f||[]).push([0])';
/** React's mark of when a streamed page's shell was painted (a fixed text in the shell). */
const REACT_SHELL_TIME = 'requestAnimationFrame(function(){$RT=performance.now()});';
const FLIGHT_PUSH = /^self\.__next_f\.push\(\[\d,"(?:[^"\\]|\\.)*"\]\)$/;
const TURBOPACK_PUSH =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{.*\})\);?$/s;

function isFrameworkData(text: string): boolean {
  if (text === FLIGHT_OPEN || text === REACT_SHELL_TIME || FLIGHT_PUSH.test(text)) return true;
  const turbopack = TURBOPACK_PUSH.exec(text);
  if (!turbopack) return false;
  try {
    JSON.parse(turbopack[1]!);
    return true;
  } catch {
    return false;
  }
}

const OPEN = Buffer.from('<script');
const CLOSE = Buffer.from('</script>');
const GT = 0x3e;

/**
 * A script with a src is allowed by 'self'. One with a nonce attribute is still hashed: a page
 * rendered with one request's nonce may be cached and served again with another's.
 */
const EXTERNAL = /\ssrc=/;
const TYPE = /\stype="([^"]*)"/;
const JS_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript']);

/**
 * The hash sources to allow for `html`: one per inline script of a trusted shape (duplicates
 * once). `known` holds the hashes of the site's own inline scripts.
 */
export function trustedScriptHashes(html: Buffer, known: ReadonlySet<string>): string[] {
  const hashes = new Set<string>();
  let at = html.indexOf(OPEN);
  while (at !== -1) {
    const tagEnd = html.indexOf(GT, at + OPEN.length);
    if (tagEnd === -1) break;
    const close = html.indexOf(CLOSE, tagEnd + 1);
    if (close === -1) break;
    const attributes = html.toString('latin1', at + OPEN.length, tagEnd);
    const type = TYPE.exec(attributes)?.[1] ?? '';
    if (!EXTERNAL.test(attributes) && JS_TYPES.has(type)) {
      const body = html.subarray(tagEnd + 1, close);
      const hash = scriptHash(body);
      if (known.has(hash) || isFrameworkData(body.toString('utf8'))) hashes.add(hash);
    }
    at = html.indexOf(OPEN, close + CLOSE.length);
  }
  return [...hashes];
}
