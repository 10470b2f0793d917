/** Interior / exterior building blocks for the on-site ("lobby") scenes. */
import { C, cool, golden, grey, mix, shade, tint } from './palette';
import {
  type Pt,
  Scene,
  circle,
  ellipse,
  floorShadow,
  g,
  line,
  path,
  poly,
  prng,
  rect,
  roundedRectPath,
  stroke,
} from './svg';

/** One-point perspective helper: the picture plane is z = 1, deeper points have z > 1. */
export const project = (vp: Pt, [x, y]: Pt, z: number): Pt => [
  vp[0] + (x - vp[0]) / z,
  vp[1] + (y - vp[1]) / z,
];

/** Flat back wall with soft top-left light and darker floor edge. */
export function wall(s: Scene, x: number, y: number, w: number, h: number, color: string): string {
  return [
    rect(
      x,
      y,
      w,
      h,
      s.linear([
        [0, tint(color, 0.12)],
        [0.75, color],
        [1, shade(color, 0.06)],
      ]),
    ),
    rect(
      x,
      y,
      w,
      h,
      s.radial(
        [
          [0, C.white, 0.3],
          [1, C.white, 0],
        ],
        0.15,
        0.05,
        0.8,
      ),
    ),
  ].join('');
}

export function baseboard(
  s: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
): string {
  return (
    rect(
      x,
      y - h,
      w,
      h,
      s.linear([
        [0, tint(color, 0.08)],
        [1, shade(color, 0.12)],
      ]),
    ) + rect(x, y - h, w, 2, C.white, 0, { opacity: 0.25 })
  );
}

/** Floor below `y` with perspective tile lines converging to vp. */
export function floor(
  s: Scene,
  y: number,
  color: string,
  vp: Pt,
  o: {
    spacing?: number;
    lineColor?: string;
    rows?: number;
    opacity?: number;
    x0?: number;
    x1?: number;
  } = {},
): string {
  const { h } = s;
  const x0 = o.x0 ?? 0;
  const x1 = o.x1 ?? s.w;
  const spacing = o.spacing ?? 120;
  const lc = o.lineColor ?? shade(color, 0.12);
  const op = o.opacity ?? 0.5;
  const lines: string[] = [];
  const d0 = y - vp[1];
  const reach = (x: number) => vp[0] + ((x - vp[0]) * (h - vp[1])) / d0;
  for (let x = vp[0] - spacing * 30; x <= vp[0] + spacing * 30; x += spacing) {
    const xb = reach(x);
    if (Math.max(x, xb) < x0 - 50 || Math.min(x, xb) > x1 + 50) continue;
    lines.push(line(x, y, xb, h, lc, 1.6, { opacity: op }));
  }
  for (let z = 0.86; vp[1] + d0 / z < h; z *= o.rows ?? 0.82) {
    const yy = vp[1] + d0 / z;
    lines.push(line(x0, yy, x1, yy, lc, 1.6, { opacity: op }));
  }
  const clip = s.clip(rect(x0, y, x1 - x0, h - y, '#000'));
  return g(
    {},
    rect(
      x0,
      y,
      x1 - x0,
      h - y,
      s.linear([
        [0, shade(color, 0.06)],
        [1, tint(color, 0.1)],
      ]),
    ),
    g({ 'clip-path': clip }, ...lines),
  );
}

/** Light overlay for a glossy floor: a soft bright streak under the windows/lamps. */
export function floorSheen(s: Scene, x: number, y: number, w: number, h: number, o = 0.35): string {
  return ellipse(
    x + w / 2,
    y + h / 2,
    w / 2,
    h / 2,
    s.radial([
      [0, C.white, o],
      [1, C.white, 0],
    ]),
  );
}

/** Big window with a view; `view` draws the outside inside the frame. */
export function windowPane(
  s: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  view: string,
  o: { frame?: string; cols?: number; rows?: number; sky?: [string, string] } = {},
): string {
  const frame = o.frame ?? grey(0.3);
  const cols = o.cols ?? 2;
  const rows = o.rows ?? 1;
  const sky = o.sky ?? [cool(0.82), tint(C.cream, 0.3)];
  const clip = s.clip(rect(x, y, w, h, '#000'));
  const bars: string[] = [];
  for (let i = 1; i < cols; i++) bars.push(rect(x + (w * i) / cols - 4, y, 8, h, frame));
  for (let j = 1; j < rows; j++) bars.push(rect(x, y + (h * j) / rows - 4, w, 8, frame));
  return g(
    {},
    rect(
      x,
      y,
      w,
      h,
      s.linear([
        [0, sky[0]],
        [1, sky[1]],
      ]),
    ),
    g(
      { 'clip-path': clip },
      view,
      poly(
        [
          [x + w * 0.1, y],
          [x + w * 0.45, y],
          [x + w * 0.05, y + h],
          [x - w * 0.3, y + h],
        ],
        C.white,
        { opacity: 0.16 },
      ),
      poly(
        [
          [x + w * 0.55, y],
          [x + w * 0.62, y],
          [x + w * 0.22, y + h],
          [x + w * 0.15, y + h],
        ],
        C.white,
        { opacity: 0.12 },
      ),
    ),
    ...bars,
    rect(x, y, w, h, 'none', 0, { stroke: frame, 'stroke-width': 12 }),
  );
}

/** City skyline in cool tints (for office windows). */
export function skyline(
  s: Scene,
  x: number,
  yb: number,
  w: number,
  seed: number,
  far = 0.72,
  near = 0.6,
): string {
  const rnd = prng(seed);
  const out: string[] = [];
  for (const [layer, base] of [
    [0, far],
    [1, near],
  ] as const) {
    let cx = x - 20;
    while (cx < x + w) {
      const bw = 40 + rnd() * 70;
      const bh = (layer === 0 ? 180 : 120) + rnd() * (layer === 0 ? 220 : 160);
      const col = cool(base + rnd() * 0.05);
      out.push(rect(cx, yb - bh, bw, bh, col));
      if (layer === 1) {
        for (let wy = yb - bh + 14; wy < yb - 10; wy += 22)
          for (let wx = cx + 8; wx < cx + bw - 12; wx += 16)
            out.push(rect(wx, wy, 8, 10, cool(base + 0.16), 1.5));
      }
      cx += bw + (layer === 0 ? 6 : 14);
    }
  }
  return out.join('');
}

/** Rounded tree canopies (for windows looking at a garden/campus). */
export function trees(x: number, yb: number, w: number, seed: number): string {
  const rnd = prng(seed);
  const out: string[] = [rect(x, yb - 30, w, 30, tint(C.green, 0.55))];
  for (let cx = x; cx < x + w + 40; cx += 50 + rnd() * 40) {
    const r = 40 + rnd() * 40;
    out.push(rect(cx - 4, yb - r * 1.4, 8, r * 1.4, mix(golden(0.4), C.ink, 0.3)));
    out.push(circle(cx, yb - r * 1.6, r, tint(C.green, 0.35 + rnd() * 0.2)));
  }
  return out.join('');
}

export function pendantLamp(
  s: Scene,
  x: number,
  y0: number,
  y: number,
  color: string,
  glow = true,
): string {
  return g(
    {},
    line(x, y0, x, y, grey(0.3), 2),
    glow
      ? ellipse(
          x,
          y + 60,
          90,
          70,
          s.radial([
            [0, C.amber, 0.3],
            [1, C.amber, 0],
          ]),
        )
      : '',
    path(
      `M${x - 8} ${y}H${x + 8}L${x + 38} ${y + 40}H${x - 38}Z`,
      s.linear(
        [
          [0, tint(color, 0.15)],
          [1, shade(color, 0.15)],
        ],
        [0, 0, 1, 0],
      ),
    ),
    ellipse(x, y + 40, 38, 6, tint(C.amber, 0.5)),
  );
}

export function globeLamp(s: Scene, x: number, y0: number, y: number, r: number): string {
  return g(
    {},
    line(x, y0, x, y - r, golden(0.1), 2),
    circle(
      x,
      y,
      r * 3,
      s.radial([
        [0, C.amber, 0.35],
        [1, C.amber, 0],
      ]),
    ),
    circle(
      x,
      y,
      r,
      s.radial(
        [
          [0, C.white],
          [0.6, tint(C.amber, 0.55)],
          [1, tint(C.amber, 0.25)],
        ],
        0.4,
        0.35,
        0.7,
      ),
    ),
  );
}

export function ceilingPanel(s: Scene, x: number, y: number, w: number, h: number): string {
  return g(
    {},
    rect(x - w * 0.15, y - h, w * 1.3, h * 3, C.white, 0, { opacity: 0.25, filter: s.blur(h) }),
    rect(x, y, w, h, C.white, h / 3),
  );
}

/** Simple bench: slab seat on two legs. */
export function bench(
  s: Scene,
  x: number,
  yb: number,
  w: number,
  seat: string,
  legs: string = grey(0.25),
): string {
  return g(
    {},
    floorShadow(s, x + w / 2 + 16, yb, w * 0.6, 10, 0.3),
    rect(x + 14, yb - 46, 10, 46, legs, 3),
    rect(x + w - 24, yb - 46, 10, 46, legs, 3),
    rect(
      x,
      yb - 62,
      w,
      18,
      s.linear([
        [0, tint(seat, 0.15)],
        [1, shade(seat, 0.1)],
      ]),
      6,
    ),
    rect(x, yb - 62, w, 4, C.white, 2, { opacity: 0.25 }),
  );
}

export function sofa(s: Scene, x: number, yb: number, w: number, color: string): string {
  return g(
    {},
    floorShadow(s, x + w / 2 + 20, yb, w * 0.62, 12, 0.32),
    rect(x + 20, yb - 14, 10, 14, C.ink, 3),
    rect(x + w - 30, yb - 14, 10, 14, C.ink, 3),
    rect(x + 14, yb - 150, w - 28, 100, shade(color, 0.12), 22),
    rect(x + 30, yb - 86, w - 60, 40, tint(color, 0.08), 14),
    rect(x, yb - 110, 40, 98, color, 18),
    rect(x + w - 40, yb - 110, 40, 98, shade(color, 0.06), 18),
    rect(x + 10, yb - 52, w - 20, 40, shade(color, 0.05), 10),
    rect(x + 6, yb - 108, 26, 5, C.white, 2.5, { opacity: 0.25 }),
  );
}

export function armchair(
  s: Scene,
  x: number,
  yb: number,
  color: string,
  facing: 1 | -1 = 1,
): string {
  const w = 150;
  return g(
    { transform: facing === -1 ? `translate(${2 * x + w} 0) scale(-1 1)` : '' },
    floorShadow(s, x + w / 2 + 10, yb, w * 0.62, 11, 0.32),
    rect(x + 20, yb - 16, 8, 16, golden(0), 3),
    rect(x + w - 28, yb - 16, 8, 16, golden(0), 3),
    path(roundedRectPath(x + 14, yb - 170, w - 28, 120, [50, 50, 10, 10]), shade(color, 0.12)),
    rect(x, yb - 100, 34, 86, color, 16),
    rect(x + w - 34, yb - 100, 34, 86, shade(color, 0.08), 16),
    rect(x + 22, yb - 62, w - 44, 46, tint(color, 0.06), 12),
    rect(x + 6, yb - 98, 22, 5, C.white, 2.5, { opacity: 0.25 }),
  );
}

/** Framed abstract artwork (shapes only). */
export function artwork(
  s: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  colors: string[],
  seed: number,
  frame: string = grey(0.3),
): string {
  const rnd = prng(seed);
  const inner: string[] = [rect(x + 10, y + 10, w - 20, h - 20, tint(C.cream, 0.3))];
  const clip = s.clip(rect(x + 10, y + 10, w - 20, h - 20, '#000'));
  const shapes = colors.map((c, i) => {
    const cx = x + 10 + rnd() * (w - 20);
    const cy = y + 10 + rnd() * (h - 20);
    const r = Math.min(w, h) * (0.18 + rnd() * 0.22);
    return i % 2 === 0
      ? circle(cx, cy, r, c)
      : rect(cx - r, cy - r * 0.4, r * 2, r * 0.8, c, r * 0.4, {
          transform: `rotate(${rnd() * 60 - 30} ${cx} ${cy})`,
        });
  });
  return g(
    {},
    rect(x + 6, y + 8, w, h, C.ink, 3, { opacity: 0.12 }),
    rect(x, y, w, h, frame, 3),
    ...inner,
    g({ 'clip-path': clip }, ...shapes),
  );
}

export function door(
  s: Scene,
  x: number,
  yb: number,
  w: number,
  h: number,
  color: string,
  o: { window?: boolean; frame?: string } = {},
): string {
  const frame = o.frame ?? grey(0.75);
  return g(
    {},
    rect(x - 10, yb - h - 10, w + 20, h + 10, frame),
    rect(
      x,
      yb - h,
      w,
      h,
      s.linear(
        [
          [0, tint(color, 0.1)],
          [1, shade(color, 0.08)],
        ],
        [0, 0, 1, 0],
      ),
    ),
    o.window
      ? rect(x + w * 0.3, yb - h * 0.82, w * 0.4, h * 0.28, cool(0.85), 4) +
          rect(x + w * 0.3, yb - h * 0.82, w * 0.4, h * 0.28, 'none', 4, {
            stroke: grey(0.6),
            'stroke-width': 4,
          })
      : '',
    rect(x + w - 26, yb - h * 0.5, 16, 6, grey(0.55), 3),
    rect(x + 8, yb - 40, w - 16, 30, grey(0.7), 4, { opacity: 0.5 }),
  );
}

export function lockers(
  s: Scene,
  x: number,
  yb: number,
  n: number,
  w: number,
  h: number,
  color: string,
): string {
  const out: string[] = [floorShadow(s, x + (n * w) / 2 + 20, yb, (n * w) / 2 + 30, 10, 0.25)];
  for (let i = 0; i < n; i++) {
    const lx = x + i * w;
    out.push(
      rect(
        lx,
        yb - h,
        w - 4,
        h,
        s.linear(
          [
            [0, tint(color, 0.1)],
            [1, shade(color, 0.06)],
          ],
          [0, 0, 1, 0],
        ),
        4,
      ),
    );
    for (let v = 0; v < 4; v++)
      out.push(
        line(
          lx + w * 0.25,
          yb - h + 24 + v * 10,
          lx + w * 0.7,
          yb - h + 24 + v * 10,
          shade(color, 0.25),
          3,
        ),
      );
    out.push(rect(lx + w - 20, yb - h * 0.55, 6, 26, grey(0.5), 3));
    out.push(rect(lx + 2, yb - h + 2, 4, h - 4, C.white, 2, { opacity: 0.25 }));
  }
  return out.join('');
}

export function noticeBoard(
  s: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  seed: number,
): string {
  const rnd = prng(seed);
  const notes: string[] = [];
  const pins = [C.red, C.green, C.orange, C.amber];
  for (let i = 0; i < 6; i++) {
    const cellW = (w - 24) / 3;
    const cellH = (h - 24) / 2;
    const nw = cellW * (0.62 + rnd() * 0.2);
    const nh = cellH * (0.62 + rnd() * 0.22);
    const nx = x + 12 + (i % 3) * cellW + rnd() * (cellW - nw);
    const ny = y + 12 + Math.floor(i / 3) * cellH + rnd() * (cellH - nh);
    const rot = (rnd() - 0.5) * 10;
    const paper = [C.white, tint(C.amber, 0.7), tint(C.green, 0.8), C.cream][i % 4] ?? C.white;
    notes.push(
      g(
        { transform: `rotate(${rot} ${nx + nw / 2} ${ny + nh / 2})` },
        rect(nx + 3, ny + 4, nw, nh, C.ink, 2, { opacity: 0.12 }),
        rect(nx, ny, nw, nh, paper, 2),
        line(nx + 8, ny + 20, nx + nw - 10, ny + 20, grey(0.75), 3),
        line(nx + 8, ny + 30, nx + nw - 18, ny + 30, grey(0.8), 3),
        circle(nx + nw / 2, ny + 7, 4, pins[i % 4] ?? C.red),
      ),
    );
  }
  return g(
    {},
    rect(x + 6, y + 8, w, h, C.ink, 4, { opacity: 0.12 }),
    rect(x, y, w, h, golden(0.1), 4),
    rect(x + 8, y + 8, w - 16, h - 16, mix(golden(0.45), C.cream, 0.2), 2),
    ...notes,
  );
}

/** Receding corridor seen through an opening in the back wall. */
export function corridor(
  s: Scene,
  o: {
    x: number;
    y: number;
    w: number;
    h: number;
    vp: Pt;
    zEnd: number;
    wall: string;
    floor: string;
    ceiling: string;
    end: string;
    doors?: string;
    lights?: boolean;
    rail?: string;
  },
): string {
  const { x, y, w, h, vp, zEnd } = o;
  const P = (px: number, py: number, z: number) => project(vp, [px, py], z);
  const quad = (a: Pt, b: Pt, c: Pt, d: Pt, fill: string, extra = {}) =>
    poly([a, b, c, d], fill, extra);
  const tl: Pt = [x, y];
  const tr: Pt = [x + w, y];
  const br: Pt = [x + w, y + h];
  const bl: Pt = [x, y + h];
  const e = (p: Pt) => P(p[0], p[1], zEnd);
  const parts: string[] = [
    quad(
      tl,
      e(tl),
      e(bl),
      bl,
      s.linear(
        [
          [0, shade(o.wall, 0.06)],
          [1, o.wall],
        ],
        [0, 0, 1, 0],
      ),
    ),
    quad(
      tr,
      e(tr),
      e(br),
      br,
      s.linear(
        [
          [0, o.wall],
          [1, shade(o.wall, 0.1)],
        ],
        [0, 0, 1, 0],
      ),
    ),
    quad(tl, tr, e(tr), e(tl), o.ceiling),
    quad(
      bl,
      br,
      e(br),
      e(bl),
      s.linear(
        [
          [0, o.floor],
          [1, shade(o.floor, 0.08)],
        ],
        [0, 1, 0, 0],
      ),
    ),
    rect(e(tl)[0], e(tl)[1], e(tr)[0] - e(tl)[0], e(bl)[1] - e(tl)[1], o.end),
  ];
  // doors on both side walls
  const doorH = h * 0.62;
  for (const [z0, z1] of [
    [1.25, 1.6],
    [2.1, 2.45],
  ] as const) {
    for (const side of [x, x + w]) {
      parts.push(
        quad(
          P(side, y + h - doorH, z0),
          P(side, y + h - doorH, z1),
          P(side, y + h, z1),
          P(side, y + h, z0),
          o.doors ?? shade(o.wall, 0.2),
        ),
      );
    }
  }
  if (o.rail) {
    for (const side of [x, x + w]) {
      const ry = y + h - h * 0.3;
      const a = P(side, ry, 1);
      const b = P(side, ry, zEnd);
      parts.push(line(a[0], a[1], b[0], b[1], o.rail, 5));
    }
  }
  if (o.lights) {
    for (const z of [1.15, 1.5, 2, 2.7, 3.6]) {
      if (z > zEnd) continue;
      const a = P(x + w * 0.35, y, z);
      const b = P(x + w * 0.65, y, z);
      const c = P(x + w * 0.65, y, z + 0.18);
      const d = P(x + w * 0.35, y, z + 0.18);
      parts.push(quad(a, b, c, d, C.white));
    }
  }
  // floor glow and joint lines
  for (const z of [1.3, 1.8, 2.5, 3.4]) {
    if (z > zEnd) continue;
    const a = P(x, y + h, z);
    const b = P(x + w, y + h, z);
    parts.push(line(a[0], a[1], b[0], b[1], shade(o.floor, 0.12), 1.5, { opacity: 0.6 }));
  }
  return g({ 'clip-path': s.clip(rect(x, y, w, h, '#000')) }, ...parts);
}

/** Storefront with awning and abstract display (no signage text). */
export function storefront(
  s: Scene,
  x: number,
  yb: number,
  w: number,
  h: number,
  accent: string,
  seed: number,
): string {
  const rnd = prng(seed);
  const items: string[] = [];
  for (let i = 0; i < 5; i++) {
    const ix = x + 20 + i * ((w - 40) / 5);
    const ih = 30 + rnd() * 40;
    items.push(
      rect(
        ix,
        yb - 40 - ih,
        (w - 40) / 5 - 12,
        ih,
        [tint(accent, 0.3), tint(C.amber, 0.3), tint(C.green, 0.4), C.cream, tint(C.red, 0.4)][
          Math.floor(rnd() * 5)
        ] ?? C.cream,
        6,
      ),
    );
  }
  const scallops = Array.from({ length: Math.floor(w / 40) }, (_, i) =>
    circle(x + 20 + i * 40, yb - h + 46, 20, shade(accent, 0.12)),
  ).join('');
  return g(
    {},
    rect(x - 8, yb - h - 12, w + 16, h + 12, grey(0.85)),
    rect(
      x,
      yb - h + 40,
      w,
      h - 40,
      s.linear([
        [0, tint(C.cream, 0.3)],
        [1, cool(0.88)],
      ]),
    ),
    ...items,
    rect(x, yb - 44, w, 8, grey(0.7)),
    rect(x, yb - h + 40, w, h - 40, 'none', 0, { stroke: grey(0.55), 'stroke-width': 6 }),
    line(x + w / 2, yb - h + 40, x + w / 2, yb, grey(0.55), 5),
    poly(
      [
        [x + w * 0.1, yb - h + 40],
        [x + w * 0.35, yb - h + 40],
        [x + w * 0.05, yb],
        [x - w * 0.2, yb],
      ],
      C.white,
      { opacity: 0.15 },
    ),
    g({ 'clip-path': s.clip(rect(x, yb - h + 40, w, 30, '#000')) }, scallops),
    rect(x - 6, yb - h, w + 12, 46, accent, 6),
    rect(x - 6, yb - h, w + 12, 6, C.white, 3, { opacity: 0.25 }),
  );
}

export function fuelPump(s: Scene, x: number, yb: number, sc: number): string {
  return g(
    { transform: `translate(${x} ${yb}) scale(${sc})` },
    floorShadow(s, 40, 0, 150, 14, 0.3),
    rect(-110, -24, 240, 24, grey(0.72), 6),
    rect(
      -70,
      -330,
      140,
      306,
      s.linear(
        [
          [0, C.white],
          [1, grey(0.86)],
        ],
        [0, 0, 1, 0],
      ),
      14,
    ),
    rect(-70, -330, 140, 60, C.red, 14),
    rect(-70, -290, 140, 20, C.red),
    rect(-50, -250, 100, 60, C.ink, 8),
    rect(-40, -240, 80, 18, tint(C.green, 0.3), 3, { opacity: 0.8 }),
    rect(-40, -214, 50, 10, grey(0.4), 3),
    rect(-50, -170, 100, 10, grey(0.75), 5),
    rect(78, -240, 22, 80, grey(0.3), 8),
    stroke('M89 -164Q110 -60 60 -50Q20 -44 30 -120', C.ink, 7),
    rect(-60, -140, 30, 8, C.amber, 4),
  );
}

export function canopy(s: Scene, w: number, h: number): string {
  const lights = [120, 420, 720, 1020]
    .map(
      (x) =>
        ellipse(x, h + 6, 70, 7, C.white) +
        ellipse(
          x,
          h + 40,
          160,
          40,
          s.radial([
            [0, C.white, 0.35],
            [1, C.white, 0],
          ]),
        ),
    )
    .join('');
  return g(
    {},
    rect(
      0,
      0,
      w,
      h,
      s.linear([
        [0, grey(0.9)],
        [1, grey(0.8)],
      ]),
    ),
    rect(0, 0, w, h * 0.55, C.red),
    rect(0, h * 0.55, w, 6, C.orange),
    rect(0, h - 4, w, 10, grey(0.7)),
    lights,
  );
}

export function handrail(x: number, y: number, w: number, color: string): string {
  return g(
    {},
    rect(x, y, w, 14, color, 7),
    rect(x, y + 2, w, 3, C.white, 1.5, { opacity: 0.35 }),
    ...Array.from({ length: Math.floor(w / 200) + 1 }, (_, i) =>
      rect(x + 40 + i * 200, y + 12, 8, 14, shade(color, 0.2), 3),
    ),
  );
}

/** Row of connected waiting-room seats. */
export function seatRow(s: Scene, x: number, yb: number, n: number, color: string): string {
  const seatW = 78;
  const out: string[] = [
    floorShadow(s, x + (n * seatW) / 2 + 20, yb, (n * seatW) / 2 + 20, 10, 0.3),
  ];
  out.push(rect(x + 10, yb - 56, n * seatW - 20, 8, grey(0.35), 4));
  out.push(
    rect(x + 20, yb - 50, 8, 50, grey(0.35), 3),
    rect(x + n * seatW - 28, yb - 50, 8, 50, grey(0.35), 3),
  );
  for (let i = 0; i < n; i++) {
    const sx = x + i * seatW;
    out.push(
      path(roundedRectPath(sx + 6, yb - 140, seatW - 12, 70, [16, 16, 6, 6]), shade(color, 0.1)),
    );
    out.push(
      rect(
        sx + 4,
        yb - 76,
        seatW - 8,
        22,
        s.linear([
          [0, tint(color, 0.12)],
          [1, shade(color, 0.05)],
        ]),
        8,
      ),
    );
  }
  return out.join('');
}

export function sanitizer(x: number, y: number): string {
  return g(
    {},
    rect(x + 3, y + 4, 44, 76, C.ink, 8, { opacity: 0.12 }),
    rect(x, y, 44, 76, C.white, 8),
    rect(x + 10, y + 16, 24, 30, cool(0.8), 4),
    rect(x + 14, y + 56, 16, 10, grey(0.6), 3),
  );
}

export function rug(s: Scene, pts: Pt[], color: string): string {
  return (
    poly(
      pts,
      s.linear([
        [0, tint(color, 0.1)],
        [1, shade(color, 0.1)],
      ]),
    ) + poly(pts, 'none', { stroke: tint(color, 0.45), 'stroke-width': 4, opacity: 0.6 })
  );
}

export function trashBin(s: Scene, x: number, yb: number, color: string): string {
  return g(
    {},
    floorShadow(s, x + 40, yb, 60, 8, 0.3),
    path(
      `M${x} ${yb - 120}H${x + 70}L${x + 64} ${yb}H${x + 6}Z`,
      s.linear(
        [
          [0, tint(color, 0.12)],
          [1, shade(color, 0.15)],
        ],
        [0, 0, 1, 0],
      ),
    ),
    rect(x - 4, yb - 128, 78, 14, shade(color, 0.2), 6),
    rect(x + 22, yb - 126, 26, 6, C.ink, 3),
  );
}
