/** Tiny SVG building helpers shared by all illustrations. */
import { C } from './palette';

export type Attrs = Record<string, string | number | undefined>;
export type Pt = [number, number];
/** Gradient stop: [offset 0..1, colour, opacity?]. */
export type Stop = [number, string, number?];

const num = (v: number): string => String(Math.round(v * 100) / 100);
const esc = (v: string): string =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const a = Object.entries(attrs)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : esc(v)}"`)
    .join('');
  return children.length ? `<${tag}${a}>${children.join('')}</${tag}>` : `<${tag}${a}/>`;
}

export const g = (attrs: Attrs, ...children: string[]): string => el('g', attrs, ...children);

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  extra: Attrs = {},
): string => el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
): string => el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}): string =>
  el('path', { d, fill, ...extra });

/** Polygon through points. */
export const poly = (pts: Pt[], fill: string, extra: Attrs = {}): string =>
  el('polygon', { points: pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' '), fill, ...extra });

/** Stroked line with round caps (the standard "line weight" of the set). */
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
): string =>
  el('line', {
    x1,
    y1,
    x2,
    y2,
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    ...extra,
  });

/** Open stroked path with round caps and joins. */
export const stroke = (d: string, color: string, width: number, extra: Attrs = {}): string =>
  el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });

/** Rectangle with individual corner radii [topLeft, topRight, bottomRight, bottomLeft]. */
export function roundedRectPath(
  x: number,
  y: number,
  w: number,
  h: number,
  [tl, tr, br, bl]: [number, number, number, number],
): string {
  return [
    `M${num(x + tl)} ${num(y)}`,
    `H${num(x + w - tr)}`,
    tr ? `Q${num(x + w)} ${num(y)} ${num(x + w)} ${num(y + tr)}` : '',
    `V${num(y + h - br)}`,
    br ? `Q${num(x + w)} ${num(y + h)} ${num(x + w - br)} ${num(y + h)}` : '',
    `H${num(x + bl)}`,
    bl ? `Q${num(x)} ${num(y + h)} ${num(x)} ${num(y + h - bl)}` : '',
    `V${num(y + tl)}`,
    tl ? `Q${num(x)} ${num(y)} ${num(x + tl)} ${num(y)}` : '',
    'Z',
  ].join('');
}

/** Closed smooth blob through points (quadratic curves via midpoints). */
export function smoothClosed(pts: Pt[]): string {
  const n = pts.length;
  const at = (i: number): Pt => pts[((i % n) + n) % n] as Pt;
  const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const start = mid(at(-1), at(0));
  let d = `M${num(start[0])} ${num(start[1])}`;
  for (let i = 0; i < n; i++) {
    const p = at(i);
    const m = mid(p, at(i + 1));
    d += `Q${num(p[0])} ${num(p[1])} ${num(m[0])} ${num(m[1])}`;
  }
  return d + 'Z';
}

export const translate = (x: number, y: number, s = 1): string =>
  `translate(${num(x)} ${num(y)})${s !== 1 ? ` scale(${num(s)})` : ''}`;

/** Deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(s: string): string {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

/**
 * A drawing surface: collects <defs> (gradients, filters, clip paths) with
 * content-hashed ids so shared pieces can register them freely.
 */
export class Scene {
  private defs = new Map<string, string>();

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  private add(prefix: string, make: (id: string) => string, key: string): string {
    const id = `${prefix}${hash(key)}`;
    if (!this.defs.has(id)) this.defs.set(id, make(id));
    return `url(#${id})`;
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(([offset, color, opacity]) =>
        el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
      )
      .join('');
  }

  /** Linear gradient in bounding-box units; dir = [x1, y1, x2, y2] (default top → bottom). */
  linear(stops: Stop[], dir: [number, number, number, number] = [0, 0, 0, 1]): string {
    const body = this.stops(stops);
    const [x1, y1, x2, y2] = dir;
    return this.add(
      'lg',
      (id) => el('linearGradient', { id, x1, y1, x2, y2 }, body),
      `${body}${dir.join()}`,
    );
  }

  /** Linear gradient in user space (for gradients spanning several shapes). */
  linearAbs(stops: Stop[], [x1, y1, x2, y2]: [number, number, number, number]): string {
    const body = this.stops(stops);
    return this.add(
      'la',
      (id) => el('linearGradient', { id, x1, y1, x2, y2, gradientUnits: 'userSpaceOnUse' }, body),
      `${body}${x1},${y1},${x2},${y2}`,
    );
  }

  /** Radial gradient in bounding-box units. */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const body = this.stops(stops);
    return this.add(
      'rg',
      (id) => el('radialGradient', { id, cx, cy, r }, body),
      `${body}${cx},${cy},${r}`,
    );
  }

  /** Gaussian blur filter (std deviation in the user units of the element). */
  blur(std: number): string {
    return this.add(
      'bl',
      (id) =>
        el(
          'filter',
          // generous user-space region so thin shapes (lines) are not clipped
          { id, filterUnits: 'userSpaceOnUse', x: -4000, y: -4000, width: 10000, height: 10000 },
          el('feGaussianBlur', { stdDeviation: std }),
        ),
      String(std),
    );
  }

  /** Vertical fade mask in scene space: fully visible at y0, invisible from y1. */
  fade(y0: number, y1: number, strength = 1): string {
    const grad = this.linearAbs(
      [
        [0, C.white, strength],
        [1, C.white, 0],
      ],
      [0, y0, 0, y1],
    );
    return this.add(
      'mk',
      (id) =>
        el(
          'mask',
          { id, maskUnits: 'userSpaceOnUse', x: -5000, y: -5000, width: 12000, height: 12000 },
          rect(-5000, -5000, 12000, 12000, grad),
        ),
      `${y0},${y1},${strength}`,
    );
  }

  /** Clip path from markup (user space of the clipped element). */
  clip(markup: string): string {
    return this.add('cp', (id) => el('clipPath', { id }, markup), markup);
  }

  /** Serialise the scene; `background` is painted first unless undefined (transparent). */
  render(body: string, background?: string): string {
    const bg = background ? rect(0, 0, this.w, this.h, background) : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" ` +
      `viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${[...this.defs.values()].join('')}</defs>${bg}${body}</svg>`
    );
  }
}

/** Soft contact shadow used under every object on a floor (light from top-left). */
export function floorShadow(s: Scene, cx: number, cy: number, rx: number, ry: number, o = 0.35) {
  return ellipse(
    cx,
    cy,
    rx,
    ry,
    s.radial([
      [0, C.ink, o],
      [0.6, C.ink, o * 0.45],
      [1, C.ink, 0],
    ]),
  );
}
