/** Generic images: coming soon, placeholder, home hero, social banner. */
import { FRONT_W, MACHINE_H, pizzaMachine, place } from './machines';
import { clock, cone, glyph } from './objects';
import { C, grey, mix, shade, tint } from './palette';
import { studio } from './products';
import {
  Scene,
  circle,
  ellipse,
  floorShadow,
  g,
  path,
  poly,
  rect,
  roundedRectPath,
  translate,
} from './svg';

/** A machine-shaped volume under a draped cloth, a cone and a clock: "coming soon". */
export function comingSoon(): string {
  const s = new Scene(1200, 900);
  const floorY = 800;
  const cloth = s.linear(
    [
      [0, tint(C.orange, 0.66)],
      [0.55, tint(C.orange, 0.52)],
      [1, tint(C.orange, 0.4)],
    ],
    [0, 0, 1, 0],
  );
  const hem =
    'L790 742Q764 772 724 786Q692 798 662 794Q632 790 602 802Q572 812 542 800Q512 790 482 804Q452 814 424 800';
  const outline =
    'M470 210Q470 160 522 158H690Q742 160 744 212C754 400 772 620 790 742' +
    hem +
    'C432 620 458 400 470 210Z';
  const fold = (x0: number, x1: number, w0: number, w1: number, color: string, o: number) =>
    poly(
      [
        [x0 - w0, 170],
        [x0 + w0, 170],
        [x1 + w1, 810],
        [x1 - w1, 810],
      ],
      color,
      { opacity: o, filter: s.blur(9) },
    );
  const folds = [
    fold(520, 478, 6, 30, shade(C.orange, 0.1), 0.35),
    fold(560, 556, 4, 22, C.white, 0.4),
    fold(612, 622, 6, 34, shade(C.orange, 0.1), 0.3),
    fold(655, 690, 4, 18, C.white, 0.35),
    fold(708, 752, 6, 34, shade(C.orange, 0.15), 0.35),
  ].join('');
  const body = [
    studio(s, 600, floorY, tint(C.amber, 0.72)),
    floorShadow(s, 640, floorY, 250, 22, 0.42),
    rect(452, 720, 300, 80, C.ink, 12),
    rect(452, 712, 300, 14, shade(C.red, 0.2)),
    ...[0, 1, 2].map((i) => rect(640 + i * 30, 770, 18, 5, grey(0.3), 2.5)),
    path(outline, cloth),
    g(
      { 'clip-path': s.clip(path(outline, '#000')) },
      folds,
      ellipse(570, 190, 130, 46, C.white, { opacity: 0.4, filter: s.blur(18) }),
      path('M790 742Q764 772 724 786Q700 770 740 740Z', shade(C.orange, 0.25), { opacity: 0.35 }),
    ),
    cone(s, 880, floorY + 20, 210),
    cone(s, 350, floorY + 30, 150),
    circle(880, 260, 94, C.white, { opacity: 0.6 }),
    clock(s, 880, 260, 70),
    circle(985, 165, 12, tint(C.orange, 0.5)),
    circle(300, 320, 8, tint(C.red, 0.6)),
  ].join('');
  return s.render(body);
}

/** Neutral placeholder: light cream-grey with an "image" glyph. */
export function placeholder(): string {
  const s = new Scene(1200, 900);
  const ink = grey(0.78);
  const body = [
    rect(
      0,
      0,
      1200,
      900,
      s.linear([
        [0, mix(C.cream, grey(0.95), 0.5)],
        [1, mix(C.cream, grey(0.9), 0.6)],
      ]),
    ),
    circle(600, 450, 300, C.white, { opacity: 0.45 }),
    rect(440, 330, 320, 240, 'none', 28, { stroke: ink, 'stroke-width': 16 }),
    circle(655, 405, 28, ink),
    path('M470 545L560 440Q572 426 584 440L640 505L664 480Q676 468 688 480L730 545Z', ink),
  ].join('');
  return s.render(body);
}

/** Home hero: the machine alone with a soft warm glow, transparent background. */
export function heroMachine(): string {
  const s = new Scene(960, 1200);
  const h = 1010;
  const w = (FRONT_W * h) / MACHINE_H;
  const x = 480 - w / 2 - 10;
  const floorY = 1140;
  const body = [
    ellipse(
      480,
      620,
      430,
      520,
      s.radial([
        [0, C.amber, 0.38],
        [0.55, C.orange, 0.16],
        [1, C.orange, 0],
      ]),
    ),
    floorShadow(s, 520, floorY, 360, 34, 0.35),
    place(x, floorY, h, pizzaMachine(s, { glow: 0.8, box: true })),
  ].join('');
  return s.render(body);
}

/** Social share banner: warm gradient, machine on the right third. */
export function ogDefault(): string {
  const s = new Scene(1200, 630);
  const h = 560;
  const w = (FRONT_W * h) / MACHINE_H;
  const x = 930 - w / 2;
  const dots: string[] = [];
  for (let i = 0; i < 9; i++)
    for (let j = 0; j < 5; j++)
      dots.push(circle(70 + i * 34, 410 + j * 34, 4, C.white, { opacity: 0.16 }));
  const body = [
    rect(
      0,
      0,
      1200,
      630,
      s.linear(
        [
          [0, shade(C.red, 0.08)],
          [0.55, C.red],
          [1, C.orange],
        ],
        [0, 0, 1, 1],
      ),
    ),
    circle(
      930,
      330,
      330,
      s.radial([
        [0, C.amber, 0.55],
        [0.6, C.orange, 0.2],
        [1, C.orange, 0],
      ]),
    ),
    circle(120, 80, 180, C.white, { opacity: 0.05 }),
    circle(560, 620, 120, C.white, { opacity: 0.06 }),
    path(roundedRectPath(-40, 560, 760, 160, [80, 80, 0, 0]), C.white, { opacity: 0.05 }),
    ...dots,
    ...(
      [
        [560, 110, 34, 20],
        [650, 300, 22, -25],
        [470, 420, 26, 35],
      ] as const
    ).map(([cx, cy, r, rot]) =>
      g(
        { transform: `${translate(cx, cy, r)} rotate(${rot})`, opacity: 0.16 },
        glyph.slice(C.white, C.white),
      ),
    ),
    ellipse(
      960,
      612,
      240,
      18,
      s.radial([
        [0, C.ink, 0.45],
        [1, C.ink, 0],
      ]),
    ),
    place(x, 612, h, pizzaMachine(s, { glow: 0.9, shadow: false })),
  ].join('');
  return s.render(body);
}
