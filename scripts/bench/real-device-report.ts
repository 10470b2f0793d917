/**
 * The real-device figures (real-device.ts) as markdown tables, each target checked (✓ / ✗). The
 * hello-world page is the framework's floor: shown for comparison, without marks.
 */
import {
  JS_MARGIN_OVER_HELLO,
  REAL_DEVICE_TARGET_LCP_MS,
  type RealDeviceFigures,
  type ScriptWeight,
} from './real-device';

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const seconds = (ms: number) => (Number.isNaN(ms) ? '—' : `${(ms / 1000).toFixed(2)} s`);
// One decimal: the JS target is a 15 KB margin, whole kilobytes would blur it.
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pagePath = (url: string) => decodeURIComponent(new URL(url).pathname);

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Median FCP and LCP per page (LCP ≤ 1.0 s checked), every load's LCP and the LCP element. */
export function formatRealDevice(pages: RealDeviceFigures[], hello?: RealDeviceFigures): string {
  const row = (page: RealDeviceFigures, name: string, checked: boolean) => [
    name,
    seconds(page.fcpMs),
    `${seconds(page.lcpMs)}${checked ? ` ${mark(page.lcpMs <= REAL_DEVICE_TARGET_LCP_MS)}` : ''}`,
    page.loads
      .map((load) => (Number.isNaN(load.lcpMs) ? 'failed' : (load.lcpMs / 1000).toFixed(2)))
      .join(', '),
    `\`${page.lcpElement}\``,
  ];
  return table(
    [
      'Page',
      'FCP',
      `LCP (≤ ${REAL_DEVICE_TARGET_LCP_MS / 1000} s)`,
      'LCP each load (s)',
      'LCP element',
    ],
    [
      ...pages.map((page) => row(page, pagePath(page.url), true)),
      ...(hello ? [row(hello, 'hello-world (floor)', false)] : []),
    ],
  );
}

/**
 * Script bytes on the wire per page: all that arrive in the first 10 s (checked against hello's +
 * 15 KB) beside those the HTML's script tags alone name.
 */
export function formatScripts(
  pages: { name: string; weight: ScriptWeight }[],
  hello: ScriptWeight,
): string {
  const limit = hello.totalBytes + JS_MARGIN_OVER_HELLO;
  const row = (name: string, weight: ScriptWeight, checked: boolean) => [
    name,
    `${kb(weight.totalBytes)}${checked ? ` ${mark(weight.totalBytes <= limit)}` : ''}`,
    String(weight.count),
    kb(weight.scriptTagBytes),
    String(weight.scriptTagCount),
  ];
  return table(
    ['Page', `JS first 10 s (≤ ${kb(limit)})`, 'scripts', 'JS by script tags', 'script tags'],
    [
      ...pages.map((page) => row(page.name, page.weight, true)),
      row('hello-world (floor)', hello, false),
    ],
  );
}

/** Every script of one load: when it finished and whether the HTML names it in a script tag. */
export function formatScriptList(weight: ScriptWeight): string {
  return table(
    ['Script', 'on the wire', 'finished', 'script tag'],
    weight.scripts.map((script) => [
      script.path,
      kb(script.bytes),
      seconds(script.finishedMs),
      script.fromScriptTag ? 'yes' : 'no (lazy, idle or prefetch)',
    ]),
  );
}
