/**
 * The three machines, drawn in a shared local frame: front face 280 wide,
 * 640 tall, feet on y = 640, right side panel (in shadow) up to x = 298.
 * Light comes from the top-left, like every other piece in the set.
 */
import { bottle, can, emblem, packet, pizza, pizzaBox } from './objects';
import { C, cool, grey, mix, shade, tint } from './palette';
import {
  Scene,
  circle,
  ellipse,
  floorShadow,
  g,
  line,
  path,
  poly,
  rect,
  roundedRectPath,
  stroke,
  translate,
} from './svg';

export const MACHINE_W = 298;
export const MACHINE_H = 640;
const FW = 280;
const R = 18; // outer corner radius
const r = 10; // inner corner radius

export interface MachineOpts {
  /** Draw the floor contact shadow (default true). */
  shadow?: boolean;
  /** Pizza box waiting in the delivery slot. */
  box?: boolean;
  /** Intensity of the oven glow 0..1 (default 0.6). */
  glow?: number;
  /** Draw the thin right side panel (default true; off for custom projections). */
  side?: boolean;
}

function sidePanel(color: string): string {
  return poly(
    [
      [FW - 2, 4],
      [FW + 18, 16],
      [FW + 18, 626],
      [FW - 2, 640],
    ],
    color,
  );
}

function glassReflection(s: Scene, x: number, y: number, w: number, h: number): string {
  const clip = s.clip(rect(x, y, w, h, '#000', r - 2));
  return g(
    { 'clip-path': clip },
    poly(
      [
        [x + w * 0.18, y],
        [x + w * 0.42, y],
        [x + w * 0.08, y + h],
        [x - w * 0.16, y + h],
      ],
      C.white,
      { opacity: 0.08 },
    ),
    poly(
      [
        [x + w * 0.5, y],
        [x + w * 0.56, y],
        [x + w * 0.22, y + h],
        [x + w * 0.16, y + h],
      ],
      C.white,
      { opacity: 0.06 },
    ),
  );
}

function edgeHighlight(y: number, h: number): string {
  return rect(5, y, 4, h, C.white, 2, { opacity: 0.16 });
}

function plinth(s: Scene): string {
  const vents = [0, 1, 2, 3, 4]
    .map((i) => line(FW / 2 - 60 + i * 30, 598, FW / 2 - 60 + i * 30 + 16, 598, grey(0.28), 5))
    .join('');
  return (
    path(
      roundedRectPath(0, 574, FW, 66, [0, 0, 14, 14]),
      s.linear([
        [0, grey(0.14)],
        [1, C.ink],
      ]),
    ) +
    line(0, 575, FW, 575, grey(0.3), 2) +
    vents
  );
}

function contactless(x: number, y: number, color: string): string {
  return [0, 1, 2]
    .map((i) =>
      stroke(
        `M${x + i * 7} ${y - 6 - i * 3}Q${x + 5 + i * 9} ${y} ${x + i * 7} ${y + 6 + i * 3}`,
        color,
        3,
      ),
    )
    .join('');
}

/** The oven window content (dark chamber, heating coil, pizza), in absolute machine coords. */
function ovenWindow(s: Scene, x: number, y: number, w: number, h: number, glow: number): string {
  const cx = x + w / 2;
  const coil = Array.from(
    { length: 9 },
    (_, i) => `${i === 0 ? 'M' : 'L'}${x + 18 + (i * (w - 36)) / 8} ${y + 20 + (i % 2) * 10}`,
  ).join('');
  return g(
    {},
    rect(
      x,
      y,
      w,
      h,
      s.radial(
        [
          [0, mix(C.orange, C.ink, 0.25)],
          [0.45, mix(C.red, C.ink, 0.55)],
          [1, C.ink],
        ],
        0.5,
        0.72,
        0.75,
      ),
      r - 2,
    ),
    ellipse(cx, y + h * 0.7, w * 0.46, h * 0.28, C.amber, {
      opacity: 0.35 * glow,
      filter: s.blur(14),
    }),
    stroke(coil, C.amber, 10, { opacity: 0.35 * glow, filter: s.blur(4) }),
    stroke(coil, mix(C.orange, C.amber, 0.5), 4),
    line(x + 14, y + h * 0.82, x + w - 14, y + h * 0.82, grey(0.45), 3),
    ellipse(cx, y + h * 0.8, w * 0.37, w * 0.09, C.ink, { opacity: 0.5 }),
    pizza(s, cx, y + h * 0.72, w * 0.37, 11, { tilt: 0.3, toppings: 10 }),
    glassReflection(s, x, y, w, h),
  );
}

function screen(s: Scene, x: number, y: number, w: number, h: number): string {
  const sx = x + 8;
  const sy = y + 8;
  const sw = w - 16;
  const sh = h - 16;
  return g(
    {},
    rect(x, y, w, h, C.ink, 12),
    rect(
      sx,
      sy,
      sw,
      sh,
      s.linear(
        [
          [0, C.white],
          [1, tint(C.orange, 0.82)],
        ],
        [0, 0, 1, 1],
      ),
      6,
    ),
    circle(sx + 26, sy + 28, 17, C.amber),
    circle(sx + 26, sy + 28, 13, mix(C.amber, C.cream, 0.5)),
    circle(sx + 21, sy + 24, 3.5, C.red),
    circle(sx + 31, sy + 30, 3.5, C.red),
    circle(sx + 23, sy + 34, 3, C.red),
    rect(sx + 52, sy + 16, sw - 64, 8, grey(0.72), 4),
    rect(sx + 52, sy + 30, (sw - 64) * 0.6, 8, grey(0.82), 4),
    rect(sx + 12, sy + 56, sw * 0.28, 8, grey(0.84), 4),
    rect(sx + 12, sy + sh - 26, sw - 24, 16, C.red, 8),
    rect(sx, sy, sw * 0.4, sh, C.white, 6, { opacity: 0.12 }),
  );
}

function paymentPad(x: number, y: number, w: number, h: number): string {
  return g(
    {},
    rect(x, y, w, h, C.ink, 12),
    rect(x + 10, y + 10, w - 20, 40, grey(0.16), 6),
    contactless(x + w / 2 - 8, y + 30, grey(0.7)),
    rect(x + 12, y + 62, w - 24, 6, grey(0.05), 3),
    circle(x + w / 2, y + 88, 5, tint(C.green, 0.2)),
    circle(x + w / 2, y + 88, 10, C.green, { opacity: 0.25 }),
  );
}

/** Automatic pizza machine in its local frame. */
export function pizzaMachine(s: Scene, o: MachineOpts = {}): string {
  const glow = o.glow ?? 0.6;
  const slot = { x: 36, y: 476, w: 208, h: 84 };
  const box = o.box ? pizzaBox(s, slot.x + 34, slot.y + 46, slot.w - 68, 20, 16) : '';
  return g(
    {},
    o.shadow === false ? '' : floorShadow(s, FW / 2 + 40, MACHINE_H - 2, 220, 20, 0.4),
    o.side === false ? '' : sidePanel(shade(C.red, 0.55)),
    rect(
      0,
      0,
      FW,
      MACHINE_H,
      s.linear(
        [
          [0, tint(C.red, 0.1)],
          [0.5, C.red],
          [1, shade(C.red, 0.15)],
        ],
        [0, 0, 1, 0],
      ),
      R,
    ),
    // header with light bar and emblem
    path(
      roundedRectPath(0, 0, FW, 110, [R, R, 0, 0]),
      s.linear([
        [0, grey(0.2)],
        [1, C.ink],
      ]),
    ),
    rect(
      0,
      102,
      FW,
      8,
      s.linear(
        [
          [0, C.amber],
          [0.5, C.orange],
          [1, C.amber],
        ],
        [0, 0, 1, 0],
      ),
    ),
    rect(0, 110, FW, 20, C.orange, 0, { opacity: 0.18 * glow + 0.05, filter: s.blur(6) }),
    emblem(FW / 2, 52, 30, 'slice'),
    stroke(`M${FW / 2 - 62} 52H${FW / 2 - 46}M${FW / 2 + 46} 52H${FW / 2 + 62}`, grey(0.4), 4),
    // oven window
    rect(22, 130, 236, 196, C.ink, 14),
    ovenWindow(s, 32, 140, 216, 176, glow),
    // controls
    screen(s, 22, 346, 152, 112),
    paymentPad(186, 346, 72, 112),
    // delivery slot
    rect(slot.x, slot.y, slot.w, slot.h, shade(C.red, 0.35), 14),
    rect(
      slot.x + 12,
      slot.y + 12,
      slot.w - 24,
      slot.h - 28,
      s.linear([
        [0, C.ink],
        [1, grey(0.22)],
      ]),
      r - 2,
    ),
    box,
    rect(
      slot.x + 6,
      slot.y + slot.h - 20,
      slot.w - 12,
      12,
      s.linear([
        [0, grey(0.85)],
        [1, grey(0.6)],
      ]),
      6,
    ),
    edgeHighlight(120, 450),
    plinth(s),
  );
}

/** Glass-fronted cabinet shared by the beverage and snack machines. */
function cabinet(
  s: Scene,
  o: MachineOpts,
  accent: string,
  kind: 'drop' | 'packet',
  interior: string,
  shelves: string,
): string {
  const glass = { x: 18, y: 78, w: 188, h: 420 };
  const px = 218;
  const keys = Array.from({ length: 12 }, (_, i) =>
    circle(px + 9 + (i % 3) * 16, 250 + Math.floor(i / 3) * 16, 5.5, grey(0.6)),
  ).join('');
  return g(
    {},
    o.shadow === false ? '' : floorShadow(s, FW / 2 + 40, MACHINE_H - 2, 220, 20, 0.4),
    o.side === false ? '' : sidePanel(C.ink),
    rect(
      0,
      0,
      FW,
      MACHINE_H,
      s.linear(
        [
          [0, grey(0.3)],
          [0.5, grey(0.2)],
          [1, grey(0.13)],
        ],
        [0, 0, 1, 0],
      ),
      R,
    ),
    path(
      roundedRectPath(0, 0, FW, 62, [R, R, 0, 0]),
      s.linear([
        [0, tint(accent, 0.1)],
        [1, shade(accent, 0.12)],
      ]),
    ),
    emblem(FW / 2, 31, 20, kind),
    stroke(
      `M${FW / 2 - 52} 31H${FW / 2 - 34}M${FW / 2 + 34} 31H${FW / 2 + 52}`,
      tint(accent, 0.45),
      4,
    ),
    // glass front with shelves
    rect(glass.x - 8, glass.y - 8, glass.w + 16, glass.h + 16, C.ink, 14),
    rect(glass.x, glass.y, glass.w, glass.h, interior, r - 2),
    g({ 'clip-path': s.clip(rect(glass.x, glass.y, glass.w, glass.h, '#000', r - 2)) }, shelves),
    rect(glass.x + 8, glass.y + 5, glass.w - 16, 5, C.white, 2.5, { opacity: 0.95 }),
    rect(glass.x + 8, glass.y + 8, glass.w - 16, 22, C.white, 0, {
      opacity: 0.35,
      filter: s.blur(8),
    }),
    glassReflection(s, glass.x, glass.y, glass.w, glass.h),
    // side controls
    rect(px - 4, 84, 58, 128, C.ink, 12),
    rect(
      px + 3,
      92,
      44,
      66,
      s.linear(
        [
          [0, C.white],
          [1, cool(0.82)],
        ],
        [0, 0, 1, 1],
      ),
      6,
    ),
    rect(px + 9, 104, 32, 6, grey(0.7), 3),
    rect(px + 9, 116, 20, 6, grey(0.82), 3),
    rect(px + 9, 138, 32, 12, accent, 6),
    contactless(px + 17, 186, grey(0.7)),
    keys,
    rect(px + 6, 332, 38, 8, C.ink, 4),
    rect(px + 14, 356, 22, 40, C.ink, 8),
    circle(px + 25, 414, 5, tint(C.green, 0.2)),
    circle(px + 25, 414, 10, C.green, { opacity: 0.25 }),
    // pickup flap
    rect(10, 516, 204, 48, C.ink, 12),
    rect(
      20,
      524,
      184,
      32,
      s.linear([
        [0, grey(0.28)],
        [1, grey(0.12)],
      ]),
      8,
    ),
    line(60, 532, 164, 532, grey(0.45), 4),
    edgeHighlight(70, 490),
    plinth(s),
  );
}

/** Cold drinks machine: rows of cans and bottles in brand colours. */
export function beverageMachine(s: Scene, o: MachineOpts = {}): string {
  const rows = [
    { kind: 'bottle', color: C.red, cap: C.white },
    { kind: 'can', color: C.orange, accent: C.cream },
    { kind: 'can', color: C.red, accent: C.white },
    { kind: 'bottle', color: C.green, cap: C.amber },
    { kind: 'can', color: C.amber, accent: C.red },
  ] as const;
  const items = rows
    .map((row, ri) => {
      const yb = 154 + ri * 80;
      const products = Array.from({ length: 5 }, (_, i) => {
        const x = 28 + i * 35.5;
        return row.kind === 'can'
          ? can(s, x, yb, 27, 50, row.color, row.accent)
          : bottle(s, x + 1, yb, 25, 66, row.color, row.cap);
      }).join('');
      return products + shelf(yb);
    })
    .join('');
  const interior = s.linear([
    [0, cool(0.95)],
    [1, cool(0.8)],
  ]);
  return cabinet(s, o, C.red, 'drop', interior, items);
}

function shelf(yb: number): string {
  return (
    rect(18, yb, 188, 5, grey(0.6)) + rect(18, yb + 5, 188, 4, grey(0.35), 0, { opacity: 0.4 })
  );
}

/** Snack machine: spiral coils with crimped packets. */
export function snackMachine(s: Scene, o: MachineOpts = {}): string {
  const colors = [
    C.red,
    C.amber,
    C.green,
    C.orange,
    C.ink,
    tint(C.red, 0.25),
    mix(C.amber, C.orange, 0.5),
  ];
  const rows = Array.from({ length: 5 }, (_, ri) => {
    const yb = 152 + ri * 82;
    const per = ri % 2 === 0 ? 4 : 3;
    const slotW = 188 / per;
    const slots = Array.from({ length: per }, (_, i) => {
      const x = 18 + i * slotW;
      const color = colors[(ri * 3 + i * 2) % colors.length] ?? C.red;
      const coil = Array.from({ length: 6 }, (_, k) => {
        const cx = x + 9 + (k * (slotW - 18)) / 5;
        return ellipse(cx, yb - 9, 4.5, 9, 'none', { stroke: grey(0.6), 'stroke-width': 2.2 });
      }).join('');
      return packet(s, x + 7, yb - 14, slotW - 14, 58 - (ri % 2) * 6, color, ri + i) + coil;
    });
    return slots.join('') + shelf(yb);
  }).join('');
  const interior = s.linear([
    [0, tint(C.cream, 0.3)],
    [1, mix(C.cream, C.amber, 0.14)],
  ]);
  return cabinet(s, o, C.orange, 'packet', interior, rows);
}

/** Place a machine: (x, yb) is the front-left bottom corner, `h` the machine height in px. */
export function place(x: number, yb: number, h: number, markup: string): string {
  const sc = h / MACHINE_H;
  return g({ transform: translate(x, yb - MACHINE_H * sc, sc) }, markup);
}

/** Mirrored, fading copy for glossy floors (pass the machine drawn with shadow: false). */
export function reflection(
  s: Scene,
  x: number,
  yb: number,
  h: number,
  markup: string,
  opacity = 0.2,
  fadeLen = 160,
): string {
  const sc = h / MACHINE_H;
  return g(
    { mask: s.fade(yb, yb + fadeLen, opacity) },
    g({ transform: `${translate(x, yb + MACHINE_H * sc)} scale(${sc} ${-sc})` }, markup),
  );
}

export const FRONT_W = FW;

/**
 * Three-quarter (oblique) projection shared by the angled product shots:
 * the front face recedes to the right, the right side face is in shadow.
 */
export const ISO = { kx: 0.84, t: 0.2, dx: 0.42, dy: -0.2 } as const;
const mat = (a: number, b: number, c: number, d: number, e: number, f: number): string =>
  `matrix(${[a, b, c, d, e, f].map((v) => Math.round(v * 1000) / 1000).join(' ')})`;
/** Front plane: local (u, v) with v pointing down. */
export const isoFront = (x = 0, y = 0): string => mat(ISO.kx, ISO.kx * ISO.t, 0, 1, x, y);
/** Side plane starting at the front's right edge u = frontW. */
export const isoSide = (frontW: number, x = 0, y = 0): string =>
  mat(ISO.dx, ISO.dy, 0, 1, x + frontW * ISO.kx, y + frontW * ISO.kx * ISO.t);
/** Top plane: (u along the front, z into depth). */
export const isoTop = (x = 0, y = 0): string => mat(ISO.kx, ISO.kx * ISO.t, ISO.dx, ISO.dy, x, y);

/** Machine in the three-quarter view; local origin = top-left of the front face. */
export function isoMachine(s: Scene, kind: 'pizza' | 'beverage', o: MachineOpts = {}): string {
  const depth = 170;
  const pizzaKind = kind === 'pizza';
  const sideBody = pizzaKind
    ? s.linear(
        [
          [0, shade(C.red, 0.48)],
          [1, shade(C.red, 0.6)],
        ],
        [0, 0, 1, 0],
      )
    : s.linear(
        [
          [0, grey(0.12)],
          [1, grey(0.06)],
        ],
        [0, 0, 1, 0],
      );
  const headerH = pizzaKind ? 110 : 62;
  const vents = [0, 1, 2, 3, 4, 5]
    .map((i) => rect(44, 190 + i * 24, 82, 8, pizzaKind ? shade(C.red, 0.72) : C.ink, 4))
    .join('');
  const side = g(
    { transform: isoSide(FW) },
    rect(0, 0, depth, MACHINE_H, sideBody),
    rect(0, 0, depth, headerH, pizzaKind ? C.ink : shade(C.red, 0.45)),
    pizzaKind ? rect(0, 102, depth, 8, shade(C.orange, 0.3)) : '',
    vents,
    rect(0, 574, depth, 66, C.ink),
    rect(0, 0, 6, MACHINE_H, C.white, 0, { opacity: 0.06 }),
  );
  const top = g(
    { transform: isoTop() },
    rect(
      0,
      0,
      FW,
      depth,
      s.linear([
        [0, grey(0.3)],
        [1, grey(0.4)],
      ]),
    ),
  );
  const frontArt = pizzaKind
    ? pizzaMachine(s, { ...o, shadow: false, side: false })
    : beverageMachine(s, { ...o, shadow: false, side: false });
  return g({}, side, top, g({ transform: isoFront() }, rect(0, 0, FW, MACHINE_H, C.ink), frontArt));
}

/** Iso floor shadow for a footprint of frontW x depth (origin = top-left of the front face). */
export function isoShadow(s: Scene, frontW: number, depth: number, height: number): string {
  const cx = (frontW * ISO.kx + depth * ISO.dx) / 2 + 40;
  const cy = height + (frontW * ISO.kx * ISO.t + depth * ISO.dy) / 2 + 10;
  return ellipse(
    cx,
    cy,
    frontW * 0.8 + depth * 0.3,
    36,
    s.radial([
      [0, C.ink, 0.4],
      [0.6, C.ink, 0.16],
      [1, C.ink, 0],
    ]),
  );
}

/** Closed pizza box in the three-quarter view; origin = top-left of its front face. */
export function isoPizzaBox(s: Scene, w: number, h: number, d: number): string {
  return g(
    {},
    g(
      { transform: isoSide(w) },
      rect(0, 0, d, h, mix(C.cream, C.ink, 0.2)),
      rect(0, h * 0.38, d, h * 0.26, shade(C.red, 0.3)),
    ),
    g(
      { transform: isoTop() },
      rect(
        0,
        0,
        w,
        d,
        s.linear([
          [0, tint(C.cream, 0.2)],
          [1, C.white],
        ]),
      ),
      circle(w / 2, d / 2, d * 0.17, C.red),
      circle(w / 2, d / 2, d * 0.12, C.amber),
      circle(w / 2 - d * 0.04, d / 2 - d * 0.03, d * 0.025, C.red),
      circle(w / 2 + d * 0.04, d / 2 + d * 0.01, d * 0.025, C.red),
      circle(w / 2 - d * 0.01, d / 2 + d * 0.05, d * 0.022, C.red),
    ),
    g(
      { transform: isoFront() },
      rect(0, 0, w, h, mix(C.cream, C.ink, 0.08)),
      rect(0, h * 0.38, w, h * 0.26, C.red),
    ),
  );
}
