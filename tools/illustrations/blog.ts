/** Blog hero illustrations, 1200x675. */
import { beverageMachine, FRONT_W, MACHINE_H, pizzaMachine, place } from './machines';
import { basil, bottle, can, clock, emblem, glyph, person, pizza, slice, wave } from './objects';
import { C, cool, golden, grey, mix, shade, skin, tint } from './palette';
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
  smoothClosed,
  stroke,
  translate,
} from './svg';

const W = 1200;
const H = 675;

/** Shared blog backdrop: cream with a big soft blob and a ground line. */
function backdrop(s: Scene, accent: string, groundY = 600): string {
  return [
    rect(
      0,
      0,
      W,
      H,
      s.linear([
        [0, tint(C.cream, 0.35)],
        [1, C.cream],
      ]),
    ),
    circle(
      W * 0.5,
      groundY - 250,
      330,
      s.radial([
        [0, tint(accent, 0.8)],
        [0.7, tint(accent, 0.85), 0.7],
        [1, tint(accent, 0.9), 0],
      ]),
    ),
    rect(0, groundY, W, H - groundY, mix(C.cream, C.orange, 0.08)),
    rect(0, groundY - 2, W, 4, mix(C.cream, C.orange, 0.15)),
  ].join('');
}

function sparkle(x: number, y: number, r: number, color: string): string {
  return path(
    `M${x} ${y - r}Q${x + r * 0.15} ${y - r * 0.15} ${x + r} ${y}Q${x + r * 0.15} ${y + r * 0.15} ${x} ${y + r}Q${x - r * 0.15} ${y + r * 0.15} ${x - r} ${y}Q${x - r * 0.15} ${y - r * 0.15} ${x} ${y - r}Z`,
    color,
  );
}

/** 1. Pizza close-up: a slice lifted from the pie with stretchy cheese. */
export function blogPizzaSlice(): string {
  const s = new Scene(W, H);
  const cx = 400;
  const cy = 640;
  const r = 400;
  const theta = (-52 * Math.PI) / 180;
  const half = (22 * Math.PI) / 180;
  const dir: Pt = [Math.cos(theta), Math.sin(theta)];
  const perp: Pt = [-dir[1], dir[0]];
  const ray = (a: number, d: number) => `${cx + Math.cos(a) * d} ${cy + Math.sin(a) * d}`;
  const wedge = `M${cx} ${cy}L${ray(theta - half, r + 60)}L${ray(theta + half, r + 60)}Z`;
  const clip = s.clip(
    path(`M-2000 -2000H4000V4000H-2000Z${wedge}`, '#000', { 'clip-rule': 'evenodd' }),
  );
  const sw = 2 * r * Math.sin(half);
  const sh = r * 0.97;
  const tip: Pt = [cx + dir[0] * 230 + 40, cy + dir[1] * 230 - 28];
  const crustAt: Pt = [tip[0] + dir[0] * sh, tip[1] + dir[1] * sh];
  const rot = (theta * 180) / Math.PI + 90;
  const cheese = mix(C.amber, C.cream, 0.5);
  const strands = [-1, 0, 1]
    .map((k, i) => {
      const a: Pt = [cx + dir[0] * 60 + perp[0] * k * 40, cy + dir[1] * 60 + perp[1] * k * 40];
      const b: Pt = [
        tip[0] + perp[0] * k * 10 - dir[0] * 6,
        tip[1] + perp[1] * k * 10 - dir[1] * 6,
      ];
      const m: Pt = [(a[0] + b[0]) / 2 + 20 + k * 12, (a[1] + b[1]) / 2 + 60 - i * 14];
      const d = `M${a[0]} ${a[1]}Q${m[0]} ${m[1]} ${b[0]} ${b[1]}`;
      return (
        stroke(d, C.ink, 14 - i * 2, { opacity: 0.12, transform: 'translate(5 8)' }) +
        stroke(d, i === 1 ? tint(cheese, 0.25) : mix(cheese, C.amber, 0.25), 11 - i * 2)
      );
    })
    .join('');
  const rnd = prng(5);
  const flakes = Array.from({ length: 18 }, () =>
    circle(760 + rnd() * 420, 40 + rnd() * 600, 3 + rnd() * 4, rnd() > 0.5 ? C.red : C.amber, {
      opacity: 0.55,
    }),
  ).join('');
  const board = s.linear(
    [
      [0, golden(0.3)],
      [1, mix(golden(0.05), C.ink, 0.15)],
    ],
    [0, 0, 1, 1],
  );
  const body = [
    rect(
      0,
      0,
      W,
      H,
      s.linear(
        [
          [0, tint(C.orange, 0.74)],
          [1, tint(C.red, 0.66)],
        ],
        [0, 0, 1, 1],
      ),
    ),
    circle(1010, 130, 230, C.white, { opacity: 0.12 }),
    circle(1130, 580, 150, C.white, { opacity: 0.1 }),
    flakes,
    circle(cx + 30, cy + 40, r + 70, C.ink, { opacity: 0.16, filter: s.blur(22) }),
    circle(cx, cy, r + 60, board),
    circle(cx, cy, r + 44, 'none', { stroke: golden(0.4), 'stroke-width': 3, opacity: 0.5 }),
    g({ 'clip-path': clip }, pizza(s, cx, cy, r, 41, { slices: true, toppings: 13 })),
    strands,
    g(
      { transform: `${translate(crustAt[0], crustAt[1])} rotate(${rot})` },
      ellipse(30, sh * 0.55, sw * 0.36, sh * 0.46, C.ink, { opacity: 0.14, filter: s.blur(16) }),
      slice(s, 0, 0, sw, sh, 9),
    ),
    basil(930, 560, 96, -30),
    basil(1050, 470, 74, 200),
    g(
      {},
      circle(1020, 300, 48, C.red),
      circle(1020, 300, 38, tint(C.red, 0.2)),
      circle(1006, 286, 10, C.white, { opacity: 0.45 }),
    ),
  ].join('');
  return s.render(body);
}

/** 2. Business owner next to a rising bar chart. */
export function blogBusinessGrowth(): string {
  const s = new Scene(W, H);
  const gy = 600;
  const bars = [140, 200, 250, 330, 420];
  const colors = [tint(C.red, 0.45), tint(C.red, 0.25), C.orange, mix(C.orange, C.red, 0.5), C.red];
  const bx = 560;
  const barMarkup = bars
    .map((bh, i) =>
      rect(
        bx + i * 100,
        gy - 70 - bh,
        64,
        bh,
        s.linear([
          [0, tint(colors[i] ?? C.red, 0.1)],
          [1, colors[i] ?? C.red],
        ]),
        12,
      ),
    )
    .join('');
  const tops = bars.map((bh, i): Pt => [bx + i * 100 + 32, gy - 110 - bh]);
  const trend = tops.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y - 20}`).join('');
  const last = tops[tops.length - 1] ?? [0, 0];
  const coins = [0, 1, 2, 3]
    .map((i) =>
      ellipse(1080, gy - 12 - i * 16, 40, 12, i % 2 ? C.amber : mix(C.amber, C.orange, 0.3)),
    )
    .join('');
  const body = [
    backdrop(s, C.orange, gy),
    rect(500, 90, 560, gy - 130, C.white, 24, { opacity: 0.85 }),
    ...[0, 1, 2, 3].map((i) => line(530, 180 + i * 90, 1030, 180 + i * 90, grey(0.9), 3)),
    barMarkup,
    stroke(trend, C.green, 10),
    poly(
      [
        [last[0] + 28, last[1] - 52],
        [last[0] - 14, last[1] - 50],
        [last[0] + 16, last[1] - 10],
      ],
      C.green,
    ),
    floorShadow(s, 1090, gy, 70, 10, 0.25),
    coins,
    person(s, 330, gy, 1.3, {
      top: C.ink,
      bottom: grey(0.35),
      skin: skin.medium,
      right: [
        [60, -40],
        [120, -100],
      ],
      left: [
        [-10, 68],
        [-6, 132],
      ],
    }),
    emblem(550, 140, 26, 'slice', tint(C.orange, 0.85)),
    sparkle(1000, 150, 18, C.amber),
    sparkle(460, 260, 12, C.orange),
  ].join('');
  return s.render(body);
}

/** 3. Abstract elongated country-like shape with location pins. */
export function blogLocations(): string {
  const s = new Scene(W, H);
  const shape: Pt[] = [
    [150, 0],
    [196, 12],
    [206, 62],
    [186, 96],
    [204, 136],
    [232, 204],
    [250, 262],
    [232, 330],
    [204, 420],
    [176, 520],
    [152, 640],
    [124, 520],
    [94, 420],
    [62, 330],
    [44, 252],
    [72, 172],
    [102, 112],
    [116, 44],
  ];
  const mapT = translate(300, 25, 0.98);
  const pins: Pt[] = [
    [140, 70],
    [176, 170],
    [112, 230],
    [196, 290],
    [150, 360],
    [128, 470],
  ];
  const pin = ([x, y]: Pt, big: boolean) => {
    const sc = big ? 1.3 : 1;
    return g(
      { transform: translate(x, y, sc) },
      ellipse(2, 2, 14, 5, C.ink, { opacity: 0.25 }),
      circle(0, 0, 18, C.red, { opacity: 0.12 }),
      path(
        'M0 0C-6 -12 -18 -20 -18 -34A18 18 0 0 1 18 -34C18 -20 6 -12 0 0Z',
        s.linear([
          [0, tint(C.red, 0.1)],
          [1, shade(C.red, 0.1)],
        ]),
      ),
      circle(0, -34, 7, C.white),
    );
  };
  const route = pins.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join('');
  const dots: string[] = [];
  for (let i = 0; i < 24; i++)
    for (let j = 0; j < 14; j++)
      dots.push(circle(20 + i * 50, 20 + j * 50, 2.5, grey(0.8), { opacity: 0.6 }));
  const h = 360;
  const body = [
    rect(0, 0, W, H, mix(C.cream, cool(0.92), 0.35)),
    ...dots,
    ...[0, 1, 2, 3].map((i) =>
      stroke(`M${200 + (i % 2) * 40} ${110 + i * 120}q20 -12 40 0t40 0`, cool(0.7), 5),
    ),
    g(
      { transform: mapT },
      path(smoothClosed(shape), C.ink, { opacity: 0.1, transform: 'translate(10 12)' }),
      path(
        smoothClosed(shape),
        s.linear([
          [0, tint(C.green, 0.65)],
          [0.55, tint(C.amber, 0.6)],
          [1, tint(C.orange, 0.6)],
        ]),
      ),
      stroke(route, C.red, 4, { 'stroke-dasharray': '2 12', opacity: 0.7 }),
      ...pins.map((p, i) => pin(p, i === 3)),
    ),
    stroke('M510 310C620 310 640 240 760 240', C.red, 4, {
      'stroke-dasharray': '2 12',
      opacity: 0.7,
    }),
    rect(760, 150, 330, 440, C.white, 24, { opacity: 0.9 }),
    floorShadow(s, 930, 540, 140, 12, 0.25),
    place(800, 540, h, pizzaMachine(s, { shadow: false })),
    place(960, 540, h * 0.86, beverageMachine(s, { shadow: false })),
  ].join('');
  return s.render(body);
}

/** 4. Franchise deal: two people shaking hands next to a machine. */
export function blogFranchise(): string {
  const s = new Scene(W, H);
  const gy = 610;
  const hand: [Pt, Pt] = [
    [40, 62],
    [94, 56],
  ];
  const body = [
    backdrop(s, C.amber, gy),
    place(850, gy, 470, pizzaMachine(s)),
    person(s, 430, gy, 1.28, {
      top: C.red,
      bottom: grey(0.3),
      skin: skin.light,
      hairStyle: 'long',
      hair: shade(C.orange, 0.6),
      right: hand,
    }),
    person(s, 690, gy, 1.28, {
      top: grey(0.25),
      bottom: C.ink,
      skin: skin.dark,
      hairStyle: 'short',
      right: hand,
      facing: -1,
    }),
    ...[0, 1, 2].map((i) => stroke(`M${540 + i * 20} ${168 - (i % 2) * 10}l-10 -26`, C.orange, 6)),
    g({}, circle(250, 170, 52, C.green), stroke('M226 170l16 16l32 -34', C.white, 12)),
    sparkle(180, 300, 16, C.amber),
    sparkle(1080, 120, 20, C.orange),
    sparkle(760, 110, 12, C.red),
  ].join('');
  return s.render(body);
}

/** 5. Technician servicing a machine with an open hatch. */
export function blogMaintenance(): string {
  const s = new Scene(W, H);
  const gy = 620;
  const h = 540;
  const sc = h / MACHINE_H;
  const mx = 560;
  const my = gy - h;
  const hatch = g(
    { transform: translate(mx, my, sc) },
    rect(20, 470, 240, 100, C.ink, 10),
    rect(36, 484, 110, 70, tint(C.green, 0.25), 6),
    ...[0, 1, 2, 3].map((i) => rect(48 + i * 24, 496, 14, 14, shade(C.green, 0.3), 2)),
    line(48, 536, 130, 536, C.amber, 4),
    circle(200, 520, 34, grey(0.3)),
    ...[0, 1, 2].map((i) =>
      path(
        `M200 520L${200 + Math.cos(i * 2.1) * 30} ${520 + Math.sin(i * 2.1) * 30}A30 30 0 0 1 ${200 + Math.cos(i * 2.1 + 0.8) * 30} ${520 + Math.sin(i * 2.1 + 0.8) * 30}Z`,
        grey(0.5),
      ),
    ),
    circle(200, 520, 8, grey(0.7)),
    stroke('M150 556C170 540 160 500 190 490', C.red, 5),
    poly(
      [
        [FRONT_W, 470],
        [FRONT_W + 90, 440],
        [FRONT_W + 90, 600],
        [FRONT_W, 570],
      ],
      s.linear(
        [
          [0, shade(C.red, 0.2)],
          [1, shade(C.red, 0.4)],
        ],
        [0, 0, 1, 0],
      ),
    ),
  );
  const wrench = g(
    { transform: 'translate(608 465) rotate(128) scale(1.1) translate(0 -86)' },
    rect(-10, 0, 20, 110, grey(0.55), 10),
    path('M-26 -6A28 28 0 1 1 26 -6L12 -6L12 -28L-12 -28L-12 -6Z', grey(0.55)),
  );
  const gear = (cx: number, cy: number, r: number, color: string) =>
    g(
      {},
      ...Array.from({ length: 8 }, (_, i) =>
        rect(cx - r * 0.18, cy - r * 1.25, r * 0.36, r * 0.5, color, r * 0.08, {
          transform: `rotate(${i * 45} ${cx} ${cy})`,
        }),
      ),
      circle(cx, cy, r, color),
      circle(cx, cy, r * 0.42, C.cream),
    );
  const toolbox = g(
    {},
    floorShadow(s, 240, gy, 110, 10, 0.3),
    stroke('M200 538V522H280V538', C.ink, 8),
    rect(
      150,
      540,
      180,
      80,
      s.linear([
        [0, tint(C.red, 0.1)],
        [1, shade(C.red, 0.15)],
      ]),
      10,
    ),
    rect(150, 566, 180, 8, shade(C.red, 0.3)),
    rect(226, 560, 28, 18, grey(0.7), 4),
  );
  const body = [
    backdrop(s, C.green, gy),
    place(mx, gy, h, pizzaMachine(s)),
    hatch,
    toolbox,
    person(s, 440, gy, 1.22, {
      top: grey(0.3),
      bottom: grey(0.22),
      skin: skin.medium,
      cap: C.red,
      right: [
        [46, 88],
        [100, 165],
      ],
      left: [
        [-20, 64],
        [-10, 128],
      ],
    }),
    wrench,
    circle(608, 465, 14, skin.medium),
    gear(1000, 170, 40, tint(C.orange, 0.2)),
    gear(1070, 250, 24, tint(C.amber, 0.2)),
    clock(s, 220, 180, 50, C.green),
  ].join('');
  return s.render(body);
}

/** 6. Drinks & pizza combo on a table. */
export function blogCombo(): string {
  const s = new Scene(W, H);
  const ty = 520;
  const box = g(
    {},
    path(
      'M330 300L370 120H830L870 300Z',
      s.linear([
        [0, tint(C.cream, 0.2)],
        [1, mix(C.cream, C.orange, 0.12)],
      ]),
    ),
    g(
      { transform: translate(600, 172) },
      circle(0, 0, 34, C.red),
      g({ transform: 'scale(26)' }, glyph.slice(C.cream, C.amber)),
    ),
    path('M270 560L330 300H870L930 560Z', mix(C.cream, C.ink, 0.06)),
    path('M292 540L344 318H856L908 540Z', mix(C.cream, C.orange, 0.1)),
    path('M270 560H930V600H270Z', mix(C.cream, C.ink, 0.12)),
    rect(270, 570, 660, 12, C.red),
  );
  const body = [
    rect(
      0,
      0,
      W,
      H,
      s.linear(
        [
          [0, tint(C.amber, 0.75)],
          [1, tint(C.orange, 0.7)],
        ],
        [0, 0, 1, 1],
      ),
    ),
    circle(180, 120, 150, C.white, { opacity: 0.14 }),
    circle(1060, 160, 110, C.white, { opacity: 0.14 }),
    rect(
      0,
      ty,
      W,
      H - ty,
      s.linear([
        [0, golden(0.2)],
        [1, golden(0.05)],
      ]),
    ),
    rect(0, ty, W, 8, golden(0.4)),
    ellipse(600, 590, 360, 24, C.ink, { opacity: 0.18, filter: s.blur(10) }),
    box,
    pizza(s, 600, 430, 260, 77, { tilt: 0.42, slices: true, toppings: 12 }),
    floorShadow(s, 1020, 600, 170, 14, 0.3),
    can(s, 940, 600, 76, 140, C.red),
    bottle(s, 1020, 600, 72, 210, C.green, C.amber),
    can(s, 1100, 600, 76, 140, C.orange, C.cream),
    floorShadow(s, 150, 600, 110, 12, 0.3),
    can(s, 70, 600, 76, 140, C.amber, C.red),
    bottle(s, 150, 600, 72, 200, C.red, C.white),
    ...[470, 530, 670, 730].map((x, i) =>
      wave(x, 320 - (i % 2) * 14, 96, C.white, 7, { opacity: 0.75 }),
    ),
  ].join('');
  return s.render(body);
}
