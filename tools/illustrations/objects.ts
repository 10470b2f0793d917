/** Reusable props: food, drinks, plants, people, icons. All drawn lit from the top-left. */
import { C, golden, grey, mix, shade, skin, tint } from './palette';
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
  smoothClosed,
  stroke,
  translate,
} from './svg';

/** Leaf shape lying along +x with length `l` and half-width ratio `w`. */
export const leafPath = (l: number, w = 0.32): string =>
  `M0 0Q${l * 0.45} ${-l * w} ${l} 0Q${l * 0.45} ${l * w} 0 0Z`;

function wobblyCircle(r: number, jitter: number, n: number, rnd: () => number): string {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const rr = r * (1 - jitter + rnd() * jitter * 2);
    pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
  }
  return smoothClosed(pts);
}

/** Spread `count` points inside radius r with a minimum distance (deterministic). */
function scatter(count: number, r: number, minDist: number, rnd: () => number): Pt[] {
  const pts: Pt[] = [];
  for (let tries = 0; pts.length < count && tries < 2000; tries++) {
    const a = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * r;
    const p: Pt = [Math.cos(a) * d, Math.sin(a) * d];
    if (pts.every(([x, y]) => Math.hypot(x - p[0], y - p[1]) >= minDist)) pts.push(p);
  }
  return pts;
}

export function pepperoni(s: Scene, x: number, y: number, r: number, rnd: () => number): string {
  const spots = [0, 1, 2].map(() => {
    const a = rnd() * Math.PI * 2;
    const d = rnd() * r * 0.55;
    return circle(x + Math.cos(a) * d, y + Math.sin(a) * d, r * 0.12, shade(C.red, 0.35), {
      opacity: 0.55,
    });
  });
  return [
    circle(x + r * 0.08, y + r * 0.12, r, shade(C.red, 0.45), { opacity: 0.35 }),
    circle(
      x,
      y,
      r,
      s.radial(
        [
          [0, mix(C.red, C.orange, 0.12)],
          [0.8, C.red],
          [1, shade(C.red, 0.12)],
        ],
        0.4,
        0.35,
        0.7,
      ),
    ),
    ...spots,
    ellipse(x - r * 0.35, y - r * 0.4, r * 0.28, r * 0.14, C.white, {
      opacity: 0.22,
      transform: `rotate(-30 ${x - r * 0.35} ${y - r * 0.4})`,
    }),
  ].join('');
}

export function basil(x: number, y: number, l: number, angle: number): string {
  return g(
    { transform: `${translate(x, y)} rotate(${angle})` },
    path(leafPath(l, 0.3), C.green),
    path(leafPath(l, 0.13), tint(C.green, 0.2), { transform: `translate(0 ${-l * 0.04})` }),
    line(l * 0.08, 0, l * 0.85, 0, tint(C.green, 0.45), l * 0.04),
  );
}

/** A whole pizza seen from above, optionally squashed vertically (tilt) for perspective. */
export function pizza(
  s: Scene,
  cx: number,
  cy: number,
  r: number,
  seed = 1,
  opts: { tilt?: number; slices?: boolean; toppings?: number } = {},
): string {
  const rnd = prng(seed);
  const tilt = opts.tilt ?? 1;
  const cheese = mix(C.amber, C.cream, 0.55);
  const parts: string[] = [
    circle(
      0,
      0,
      r,
      s.radial(
        [
          [0, golden(0.3)],
          [0.82, golden(0.18)],
          [0.93, golden(0.02)],
          [1, mix(golden(0), C.orange, 0.55)],
        ],
        0.42,
        0.4,
        0.62,
      ),
    ),
    path(wobblyCircle(r * 0.86, 0.015, 24, rnd), shade(C.red, 0.08)),
    path(
      wobblyCircle(r * 0.8, 0.05, 20, rnd),
      s.radial(
        [
          [0, tint(cheese, 0.35)],
          [0.7, cheese],
          [1, mix(cheese, C.amber, 0.45)],
        ],
        0.4,
        0.38,
        0.7,
      ),
    ),
  ];
  // browned cheese bubbles
  for (const [x, y] of scatter(14, r * 0.7, r * 0.12, rnd)) {
    parts.push(
      ellipse(
        x,
        y,
        r * (0.04 + rnd() * 0.04),
        r * (0.03 + rnd() * 0.03),
        mix(C.amber, C.orange, 0.4),
        { opacity: 0.45 },
      ),
    );
  }
  if (opts.slices) {
    for (let i = 0; i < 4; i++) {
      const a = (i / 8) * Math.PI * 2 + 0.2;
      parts.push(
        line(
          Math.cos(a) * r * 0.92,
          Math.sin(a) * r * 0.92,
          -Math.cos(a) * r * 0.92,
          -Math.sin(a) * r * 0.92,
          mix(cheese, C.orange, 0.5),
          r * 0.018,
          { opacity: 0.5 },
        ),
      );
    }
  }
  const toppings = scatter(opts.toppings ?? 8, r * 0.6, r * 0.3, rnd);
  toppings.forEach(([x, y], i) => {
    if (i % 4 === 3) parts.push(basil(x, y, r * 0.26, rnd() * 360));
    else parts.push(pepperoni(s, x, y, r * 0.13, rnd));
  });
  return g({ transform: `${translate(cx, cy)} scale(1 ${tilt})` }, ...parts);
}

/** A single slice: crust centred on (x, y), tip pointing down at (x, y + h); w = crust width. */
export function slice(s: Scene, x: number, y: number, w: number, h: number, seed = 3): string {
  const rnd = prng(seed);
  const half = w / 2;
  const bulge = w * 0.09;
  const crustH = w * 0.12;
  const cheese = mix(C.amber, C.cream, 0.55);
  const body = `M${-half} 0Q0 ${-bulge * 2} ${half} 0L${w * 0.025} ${h - w * 0.02}Q0 ${h + w * 0.01} ${-w * 0.025} ${h - w * 0.02}Z`;
  const edge = (side: 1 | -1, t: number): Pt => [
    side * half * 0.86 * (1 - t) + (rnd() - 0.5) * w * 0.035,
    crustH * 0.8 + (h * 0.93 - crustH * 0.8) * t,
  ];
  const pts: Pt[] = [];
  for (let i = 0; i <= 6; i++) pts.push(edge(-1, i / 6));
  for (let i = 5; i >= 0; i--) pts.push(edge(1, i / 6));
  const toppings: [number, number][] = [
    [-0.3, 0.26],
    [0.28, 0.3],
    [0.02, 0.52],
    [-0.05, 0.78],
  ];
  const tops = toppings
    .map(([u, t], i) => {
      const py = crustH + (h - crustH) * t;
      const px = u * half * (1 - t) * 1.4;
      return i === 2
        ? basil(px - w * 0.1, py, w * 0.2, -15)
        : pepperoni(s, px, py, w * 0.085 * (1 - t * 0.45), rnd);
    })
    .join('');
  const crust =
    `M${-half * 1.02} 0Q0 ${-bulge * 2} ${half * 1.02} 0` +
    `L${half * 0.93} ${crustH}Q0 ${crustH - bulge * 2} ${-half * 0.93} ${crustH}Z`;
  return g(
    { transform: translate(x, y) },
    path(body, shade(C.red, 0.05)),
    path(
      smoothClosed(pts),
      s.linear(
        [
          [0, tint(cheese, 0.35)],
          [1, mix(cheese, C.amber, 0.3)],
        ],
        [0, 0, 1, 1],
      ),
    ),
    ellipse(w * 0.12, h * 0.4, w * 0.05, w * 0.035, mix(C.amber, C.orange, 0.4), { opacity: 0.45 }),
    ellipse(-w * 0.16, h * 0.18, w * 0.04, w * 0.03, mix(C.amber, C.orange, 0.4), {
      opacity: 0.45,
    }),
    tops,
    path(
      crust,
      s.linear([
        [0, golden(0.3)],
        [1, mix(golden(0), C.orange, 0.45)],
      ]),
      { stroke: golden(0.12), 'stroke-width': crustH * 0.45, 'stroke-linejoin': 'round' },
    ),
    ellipse(-w * 0.2, -bulge * 0.6, w * 0.13, crustH * 0.16, C.white, { opacity: 0.4 }),
  );
}

/** Branded-looking (logo-free) emblem glyphs, drawn centred on (0,0) within radius ~1. */
export const glyph = {
  slice: (color: string = C.red, crust: string = C.amber): string =>
    [
      path('M-0.62 -0.42Q0 -0.62 0.62 -0.42L0 0.72Z', color),
      path('M-0.7 -0.52Q0 -0.76 0.7 -0.52L0.62 -0.34Q0 -0.52 -0.62 -0.34Z', crust),
      circle(-0.16, -0.12, 0.1, C.cream),
      circle(0.14, 0.06, 0.09, C.cream),
      circle(-0.02, 0.34, 0.07, C.cream),
    ].join(''),
  drop: (color: string = C.red): string =>
    [
      path(
        'M0 -0.72C0.34 -0.28 0.52 0 0.52 0.24A0.52 0.52 0 0 1 -0.52 0.24C-0.52 0 -0.34 -0.28 0 -0.72Z',
        color,
      ),
      path('M-0.26 0.2A0.26 0.26 0 0 0 0 0.46', 'none', {
        stroke: C.cream,
        'stroke-width': 0.1,
        'stroke-linecap': 'round',
      }),
    ].join(''),
  packet: (color: string = C.orange): string =>
    [
      path(
        'M-0.52 -0.62L-0.35 -0.74L-0.17 -0.62L0 -0.74L0.17 -0.62L0.35 -0.74L0.52 -0.62L0.52 0.62L0.35 0.74L0.17 0.62L0 0.74L-0.17 0.62L-0.35 0.74L-0.52 0.62Z',
        color,
      ),
      circle(0, 0, 0.26, C.cream),
      circle(0, 0, 0.12, C.amber),
    ].join(''),
};

/** Emblem disc with glyph, used on machine headers and icons. */
export function emblem(
  cx: number,
  cy: number,
  r: number,
  kind: keyof typeof glyph,
  bg: string = C.cream,
) {
  return g(
    { transform: translate(cx, cy) },
    circle(0, 0, r, bg),
    g({ transform: `scale(${r * 0.78})` }, glyph[kind]()),
  );
}

/** Closed pizza box in slight top view; (x, y) = top-left of the front face. */
export function pizzaBox(s: Scene, x: number, y: number, w: number, h: number, d: number): string {
  const inset = d * 0.45;
  return g(
    {},
    poly(
      [
        [x + inset, y - d],
        [x + w - inset, y - d],
        [x + w, y],
        [x, y],
      ],
      s.linear([
        [0, C.white],
        [1, tint(C.cream, 0.3)],
      ]),
    ),
    g(
      { transform: `${translate(x + w / 2, y - d / 2)} scale(${d * 0.3} ${d * 0.15})` },
      circle(0, 0, 1, C.red),
      g({ transform: 'scale(0.75)' }, glyph.slice(C.cream, C.amber)),
    ),
    rect(x, y, w, h, mix(C.cream, C.ink, 0.1)),
    rect(x, y + h * 0.38, w, h * 0.26, C.red),
    line(x, y, x + w, y, C.white, Math.max(1, h * 0.06)),
  );
}

/** Drinks can standing on yb. */
export function can(
  s: Scene,
  x: number,
  yb: number,
  w: number,
  h: number,
  color: string,
  accent: string = C.white,
) {
  const top = w * 0.16;
  return g(
    {},
    rect(
      x,
      yb - h,
      w,
      h,
      s.linear(
        [
          [0, tint(color, 0.3)],
          [0.35, color],
          [1, shade(color, 0.3)],
        ],
        [0, 0, 1, 0],
      ),
      w * 0.16,
    ),
    path(
      `M${x} ${yb - h * 0.52}Q${x + w * 0.5} ${yb - h * 0.66} ${x + w} ${yb - h * 0.56}V${yb - h * 0.42}Q${x + w * 0.5} ${yb - h * 0.52} ${x} ${yb - h * 0.38}Z`,
      accent,
      { opacity: 0.9 },
    ),
    rect(
      x + w * 0.06,
      yb - h,
      w * 0.88,
      top,
      s.linear(
        [
          [0, grey(0.92)],
          [0.5, grey(0.75)],
          [1, grey(0.55)],
        ],
        [0, 0, 1, 0],
      ),
      top / 2,
    ),
    rect(x + w * 0.06, yb - top * 0.8, w * 0.88, top * 0.8, grey(0.6), top / 2.5),
    rect(x + w * 0.16, yb - h + top * 1.6, w * 0.1, h * 0.6, C.white, w * 0.05, { opacity: 0.35 }),
  );
}

/** Plastic bottle standing on yb. */
export function bottle(
  s: Scene,
  x: number,
  yb: number,
  w: number,
  h: number,
  color: string,
  cap: string = C.white,
) {
  const neck = w * 0.36;
  const cx = x + w / 2;
  const shoulder = yb - h * 0.68;
  const neckTop = yb - h * 0.88;
  const body =
    `M${x} ${yb - w * 0.2}V${shoulder + w * 0.25}Q${x} ${shoulder} ${cx - neck / 2} ${neckTop + h * 0.06}` +
    `V${neckTop}H${cx + neck / 2}V${neckTop + h * 0.06}Q${x + w} ${shoulder} ${x + w} ${shoulder + w * 0.25}` +
    `V${yb - w * 0.2}Q${x + w} ${yb} ${x + w - w * 0.2} ${yb}H${x + w * 0.2}Q${x} ${yb} ${x} ${yb - w * 0.2}Z`;
  return g(
    {},
    path(
      body,
      s.linear(
        [
          [0, tint(color, 0.55)],
          [0.4, tint(color, 0.25)],
          [1, color],
        ],
        [0, 0, 1, 0],
      ),
    ),
    rect(
      x,
      yb - h * 0.5,
      w,
      h * 0.22,
      s.linear(
        [
          [0, tint(color, 0.85)],
          [1, tint(color, 0.6)],
        ],
        [0, 0, 1, 0],
      ),
    ),
    circle(cx, yb - h * 0.39, h * 0.06, color, { opacity: 0.9 }),
    rect(cx - neck * 0.62, yb - h, neck * 1.24, h * 0.13, cap, neck * 0.2),
    rect(x + w * 0.15, shoulder + w * 0.1, w * 0.1, h * 0.5, C.white, w * 0.05, { opacity: 0.45 }),
  );
}

/** Crimped snack packet standing on yb. */
export function packet(
  s: Scene,
  x: number,
  yb: number,
  w: number,
  h: number,
  color: string,
  motif: number,
) {
  const teeth = 6;
  const tooth = h * 0.035;
  let top = `M${x} ${yb - h + tooth}`;
  for (let i = 1; i <= teeth; i++)
    top += `L${x + (w * (i - 0.5)) / teeth} ${yb - h}L${x + (w * i) / teeth} ${yb - h + tooth}`;
  let bottom = `L${x + w} ${yb - tooth}`;
  for (let i = teeth - 1; i >= 0; i--)
    bottom += `L${x + (w * (i + 0.5)) / teeth} ${yb}L${x + (w * i) / teeth} ${yb - tooth}`;
  const cx = x + w / 2;
  const cy = yb - h * 0.48;
  const motifs = [
    circle(cx, cy, w * 0.26, C.cream) +
      ellipse(cx, cy, w * 0.15, w * 0.1, C.amber, { transform: `rotate(-20 ${cx} ${cy})` }),
    rect(x, cy - h * 0.12, w, h * 0.24, C.cream, 0, { opacity: 0.9 }) +
      circle(cx, cy, w * 0.1, C.red),
    path(
      `M${x} ${cy + h * 0.05}Q${cx} ${cy - h * 0.25} ${x + w} ${cy - h * 0.05}V${cy + h * 0.15}Q${cx} ${cy - h * 0.05} ${x} ${cy + h * 0.25}Z`,
      C.cream,
      { opacity: 0.9 },
    ),
    circle(cx, cy, w * 0.26, C.white, { opacity: 0.85 }) + circle(cx, cy, w * 0.14, C.green),
  ];
  return g(
    {},
    path(
      top + bottom + 'Z',
      s.linear(
        [
          [0, tint(color, 0.25)],
          [0.45, color],
          [1, shade(color, 0.25)],
        ],
        [0, 0, 1, 0],
      ),
    ),
    rect(x, yb - h + tooth, w, h * 0.09, C.white, 0, { opacity: 0.18 }),
    motifs[motif % motifs.length] ?? '',
    rect(x + w * 0.12, yb - h * 0.8, w * 0.08, h * 0.55, C.white, w * 0.04, { opacity: 0.3 }),
  );
}

/** Potted plants. (x, yb) = centre of pot base on the floor. */
export function plant(
  s: Scene,
  x: number,
  yb: number,
  scale: number,
  kind: 'snake' | 'leafy' | 'tree',
  pot: string = C.cream,
  seed = 7,
): string {
  const rnd = prng(seed);
  const potW = 90;
  const potH = 90;
  const leaves: string[] = [];
  const greens = [C.green, shade(C.green, 0.2), tint(C.green, 0.18), mix(C.green, C.amber, 0.18)];
  const pick = () => greens[Math.floor(rnd() * greens.length)] ?? C.green;
  if (kind === 'snake') {
    for (let i = 0; i < 9; i++) {
      const bx = -30 + i * 7.5;
      const hh = 150 + rnd() * 110;
      const lean = (bx / 30) * 22 + (rnd() - 0.5) * 12;
      const w = 13 + rnd() * 6;
      const col = pick();
      leaves.push(
        path(
          `M${bx - w / 2} ${-potH + 6}Q${bx - w} ${-potH - hh * 0.55} ${bx + lean} ${-potH - hh}Q${bx + w} ${-potH - hh * 0.5} ${bx + w / 2} ${-potH + 6}Z`,
          col,
        ),
        stroke(
          `M${bx} ${-potH}Q${bx - w * 0.2} ${-potH - hh * 0.5} ${bx + lean * 0.9} ${-potH - hh * 0.94}`,
          tint(col, 0.35),
          2,
          { opacity: 0.6 },
        ),
      );
    }
  } else if (kind === 'leafy') {
    for (let i = 0; i < 11; i++) {
      const a = -160 + (i / 10) * 140 + (rnd() - 0.5) * 10;
      const len = 95 + rnd() * 70;
      const rad = (a * Math.PI) / 180;
      const sx = Math.cos(rad) * len * 0.55;
      const sy = -potH + Math.sin(rad) * len * 0.7;
      leaves.push(
        stroke(`M0 ${-potH}Q${sx * 0.3} ${sy * 0.8} ${sx} ${sy}`, shade(C.green, 0.3), 3),
      );
      leaves.push(
        g(
          { transform: `${translate(sx, sy)} rotate(${a + (rnd() - 0.5) * 30})` },
          path(leafPath(70 + rnd() * 25, 0.42), pick()),
          line(6, 0, 60, 0, tint(C.green, 0.35), 2, { opacity: 0.6 }),
        ),
      );
    }
  } else {
    leaves.push(
      path(
        `M-6 ${-potH}C-4 ${-potH - 120} -16 ${-potH - 160} -8 ${-potH - 230}L6 ${-potH - 230}C0 ${-potH - 160} 8 ${-potH - 120} 8 ${-potH}Z`,
        mix(golden(0), C.ink, 0.45),
      ),
    );
    leaves.push(
      stroke(
        `M0 ${-potH - 150}Q30 ${-potH - 180} 44 ${-potH - 220}`,
        mix(golden(0), C.ink, 0.45),
        6,
      ),
    );
    const blobs: [number, number, number][] = [
      [-48, -290, 58],
      [48, -300, 60],
      [0, -350, 66],
      [-40, -400, 50],
      [44, -395, 50],
      [4, -440, 44],
    ];
    for (const [bx, by, br] of blobs) leaves.push(circle(bx, by, br, pick()));
    for (const [bx, by, br] of blobs)
      leaves.push(
        path(
          `M${bx - br * 0.75} ${by - br * 0.2}A${br * 0.8} ${br * 0.8} 0 0 1 ${bx + br * 0.2} ${by - br * 0.75}A${br} ${br} 0 0 0 ${bx - br * 0.75} ${by - br * 0.2}Z`,
          tint(C.green, 0.4),
          { opacity: 0.5 },
        ),
      );
  }
  const potPath = `M${-potW / 2} ${-potH}H${potW / 2}L${potW * 0.4} -6Q${potW * 0.39} 0 ${potW * 0.33} 0H${-potW * 0.33}Q${-potW * 0.39} 0 ${-potW * 0.4} -6Z`;
  return g(
    { transform: translate(x, yb, scale) },
    floorShadow(s, 18, 0, 80, 12, 0.3),
    ...leaves,
    path(
      potPath,
      s.linear(
        [
          [0, tint(pot, 0.2)],
          [0.4, pot],
          [1, shade(pot, 0.22)],
        ],
        [0, 0, 1, 0],
      ),
    ),
    rect(-potW / 2 - 4, -potH - 4, potW + 8, 14, shade(pot, 0.08), 5),
  );
}

export interface PersonOpts {
  skin?: string;
  hair?: string;
  top?: string;
  bottom?: string;
  /** Arm end points relative to the shoulder: [elbow, hand] for left and right arm. */
  left?: [Pt, Pt];
  right?: [Pt, Pt];
  cap?: string;
  hairStyle?: 'short' | 'long' | 'bun';
  facing?: 1 | -1;
}

/** Geometric, faceless person standing with feet at (x, yb); height ~ 360 * scale. */
export function person(s: Scene, x: number, yb: number, scale: number, o: PersonOpts = {}): string {
  const skinC = o.skin ?? skin.light;
  const hair = o.hair ?? C.ink;
  const top = o.top ?? C.red;
  const bottom = o.bottom ?? grey(0.25);
  const armW = 24;
  const arm = (side: -1 | 1, pts: [Pt, Pt]) => {
    const sx = side * 38;
    const sy = -292;
    const [[ex, ey], [hx, hy]] = pts;
    return (
      stroke(
        `M${sx} ${sy}L${sx + ex} ${sy + ey}L${sx + hx} ${sy + hy}`,
        shade(top, side === 1 ? 0.12 : 0),
        armW,
      ) + circle(sx + hx, sy + hy, 12, skinC)
    );
  };
  const left = o.left ?? [
    [-10, 68],
    [-6, 132],
  ];
  const right = o.right ?? [
    [10, 68],
    [6, 132],
  ];
  const hairShapes = {
    short: path(
      'M-32 -336Q-36 -384 0 -385Q30 -384 32 -352Q20 -366 -4 -362Q-18 -360 -24 -346L-25 -330Q-31 -330 -32 -336Z',
      hair,
    ),
    long: path(
      'M-33 -340Q-36 -384 0 -386Q36 -384 33 -340L36 -290Q20 -300 22 -330Q8 -362 -22 -350L-24 -300Q-38 -300 -33 -340Z',
      hair,
    ),
    bun:
      path('M-31 -346Q-32 -382 0 -384Q32 -382 31 -346Q22 -364 -2 -362Q-20 -362 -31 -346Z', hair) +
      circle(0, -390, 16, hair),
  };
  return g(
    { transform: `${translate(x, yb, scale)}${o.facing === -1 ? ' scale(-1 1)' : ''}` },
    floorShadow(s, 20, 0, 70, 10, 0.3),
    rect(-28, -165, 24, 160, bottom, 10),
    rect(4, -165, 24, 160, shade(bottom, 0.12), 10),
    rect(-34, -14, 32, 14, C.ink, 7),
    rect(2, -14, 32, 14, C.ink, 7),
    arm(1, right),
    rect(-12, -326, 24, 24, shade(skinC, 0.1), 8),
    path(
      roundedRectPath(-44, -310, 88, 160, [34, 34, 12, 12]),
      s.linear(
        [
          [0, tint(top, 0.12)],
          [1, shade(top, 0.1)],
        ],
        [0, 0, 1, 1],
      ),
    ),
    path('M-16 -310L0 -288L16 -310Z', C.white, { opacity: 0.9 }),
    circle(0, -344, 30, skinC),
    o.cap
      ? path('M-31 -348Q-30 -384 0 -384Q30 -384 31 -348Z', o.cap) +
          rect(-6, -356, 50, 10, shade(o.cap, 0.2), 5)
      : hairShapes[o.hairStyle ?? 'short'],
    arm(-1, left),
  );
}

/** Analogue clock icon. */
export function clock(
  s: Scene,
  cx: number,
  cy: number,
  r: number,
  ring: string = C.orange,
): string {
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    const r1 = r * (i % 3 === 0 ? 0.66 : 0.72);
    return line(
      cx + Math.cos(a) * r1,
      cy + Math.sin(a) * r1,
      cx + Math.cos(a) * r * 0.78,
      cy + Math.sin(a) * r * 0.78,
      grey(0.55),
      r * (i % 3 === 0 ? 0.06 : 0.035),
    );
  }).join('');
  return g(
    {},
    circle(cx + r * 0.06, cy + r * 0.1, r, C.ink, { opacity: 0.12 }),
    circle(cx, cy, r, ring),
    circle(
      cx,
      cy,
      r * 0.86,
      s.linear([
        [0, C.white],
        [1, C.cream],
      ]),
    ),
    ticks,
    line(cx, cy, cx, cy - r * 0.52, C.ink, r * 0.09),
    line(cx, cy, cx + r * 0.38, cy + r * 0.12, C.ink, r * 0.09),
    circle(cx, cy, r * 0.1, C.red),
  );
}

/** Traffic cone standing on yb. */
export function cone(s: Scene, x: number, yb: number, h: number): string {
  const w = h * 0.62;
  const topW = h * 0.1;
  const at = (t: number): [number, number] => [
    x - (topW + (w * 0.78 - topW) * t) / 2,
    yb - h * 0.1 - (h * 0.9 - h * 0.06) * (1 - t),
  ];
  const band = (t0: number, t1: number) => {
    const [l0, y0] = at(t0);
    const [l1, y1] = at(t1);
    return poly(
      [
        [l0, y0],
        [2 * x - l0, y0],
        [2 * x - l1, y1],
        [l1, y1],
      ],
      C.white,
    );
  };
  return g(
    {},
    floorShadow(s, x + h * 0.1, yb, w * 0.7, h * 0.06, 0.3),
    rect(
      x - w / 2,
      yb - h * 0.1,
      w,
      h * 0.1,
      s.linear([
        [0, grey(0.3)],
        [1, C.ink],
      ]),
      h * 0.025,
    ),
    path(
      `M${x - topW / 2} ${yb - h}H${x + topW / 2}L${x + w * 0.39} ${yb - h * 0.1}H${x - w * 0.39}Z`,
      s.linear(
        [
          [0, tint(C.orange, 0.2)],
          [0.5, C.orange],
          [1, shade(C.orange, 0.2)],
        ],
        [0, 0, 1, 0],
      ),
    ),
    band(0.28, 0.42),
    band(0.62, 0.76),
    rect(x - topW / 2, yb - h - h * 0.02, topW, h * 0.04, shade(C.orange, 0.15), h * 0.02),
  );
}

/** Simple heat / steam wave. */
export const wave = (x: number, y: number, h: number, color: string, width: number, extra = {}) =>
  stroke(`M${x} ${y}q${-h * 0.12} ${-h / 4} 0 ${-h / 2}t0 ${-h / 2}`, color, width, extra);
