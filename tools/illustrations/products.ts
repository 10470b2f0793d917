/** Product shots: machines on a warm studio background. */
import {
  beverageMachine,
  FRONT_W,
  ISO,
  isoMachine,
  isoPizzaBox,
  isoShadow,
  MACHINE_H,
  pizzaMachine,
  place,
  snackMachine,
} from './machines';
import { bottle, can, clock, wave } from './objects';
import { C, cool, mix, shade, tint } from './palette';
import { Scene, circle, ellipse, floorShadow, g, rect, translate } from './svg';

/** Shared studio backdrop: cream wall, soft floor, halo behind the subject. */
export function studio(
  s: Scene,
  cx: number,
  floorY: number,
  halo: string = tint(C.orange, 0.82),
): string {
  const { w, h } = s;
  return [
    rect(
      0,
      0,
      w,
      h,
      s.linear([
        [0, tint(C.cream, 0.4)],
        [1, C.cream],
      ]),
    ),
    circle(
      cx,
      floorY - 330,
      360,
      s.radial([
        [0, halo],
        [0.7, halo, 0.6],
        [1, halo, 0],
      ]),
    ),
    rect(
      0,
      floorY,
      w,
      h - floorY,
      s.linear([
        [0, mix(C.cream, C.orange, 0.1)],
        [1, mix(C.cream, C.orange, 0.04)],
      ]),
    ),
    rect(0, floorY - 2, w, 4, mix(C.cream, C.orange, 0.16)),
    ellipse(cx + 20, floorY + 16, 420, 40, C.white, { opacity: 0.35 }),
    circle(cx - 420, 170, 10, tint(C.amber, 0.4)),
    circle(cx + 430, 250, 14, tint(C.red, 0.7)),
    circle(cx - 380, floorY - 160, 18, tint(C.orange, 0.6)),
    circle(cx + 380, floorY - 90, 8, tint(C.green, 0.6)),
  ].join('');
}

/** Product shot 1: the pizza machine, front view. */
export function pizzaMachineShot(): string {
  const s = new Scene(1200, 900);
  const floorY = 800;
  const h = 700;
  const x = 600 - (FRONT_W * h) / MACHINE_H / 2;
  const body = [
    studio(s, 600, floorY),
    place(x, floorY, h, pizzaMachine(s)),
    clock(s, 880, 210, 54),
    circle(880, 210, 70, C.orange, { opacity: 0.12 }),
  ].join('');
  return s.render(body);
}

/** Product shot 2: close-up of the oven window while baking. */
export function pizzaMachineCloseUp(): string {
  const s = new Scene(1200, 900);
  const sc = 4.3;
  // centre of the oven window in machine coordinates is (140, 228)
  const machine = g(
    { transform: translate(600 - 140 * sc, 470 - 228 * sc, sc) },
    pizzaMachine(s, { glow: 1, shadow: false }),
  );
  const heat = [430, 520, 610, 700, 780]
    .map((x, i) => wave(x, 560 - (i % 2) * 30, 170, tint(C.amber, 0.3), 7, { opacity: 0.35 }))
    .join('');
  const body = [
    rect(0, 0, 1200, 900, shade(C.red, 0.1)),
    machine,
    g(
      {
        'clip-path': s.clip(
          rect(600 - 108 * sc, 470 - 88 * sc, 216 * sc, 176 * sc, '#000', 8 * sc),
        ),
      },
      heat,
      ellipse(600, 640, 420, 160, C.orange, { opacity: 0.18, filter: s.blur(40) }),
    ),
  ].join('');
  return s.render(body);
}

/** Product shot 3: three-quarter view with a boxed pizza waiting in the tray. */
export function pizzaMachineAngle(): string {
  const s = new Scene(1200, 900);
  const floorY = 830;
  const sc = 1.06;
  const ox = 330;
  const oy = floorY - (MACHINE_H + FRONT_W * ISO.kx * ISO.t) * sc;
  const boxes = [0, 1, 2]
    .map((i) => g({ transform: translate(i * 4 - 4, -i * 40) }, isoPizzaBox(s, 200, 40, 200)))
    .join('');
  const body = [
    studio(s, 600, floorY - 20),
    g(
      { transform: translate(ox, oy, sc) },
      isoShadow(s, FRONT_W, 170, MACHINE_H),
      isoMachine(s, 'pizza', { box: true }),
    ),
    g({ transform: translate(780, floorY - 100) }, isoShadow(s, 200, 200, 20), boxes),
  ].join('');
  return s.render(body);
}

/** Beverage machine, front view. */
export function beverageShot(): string {
  const s = new Scene(1200, 900);
  const floorY = 800;
  const h = 700;
  const x = 600 - (FRONT_W * h) / MACHINE_H / 2;
  const body = [
    studio(s, 600, floorY, mix(cool(0.86), C.cream, 0.3)),
    place(x, floorY, h, beverageMachine(s)),
  ].join('');
  return s.render(body);
}

/** Snack machine, front view. */
export function snackShot(): string {
  const s = new Scene(1200, 900);
  const floorY = 800;
  const h = 700;
  const x = 600 - (FRONT_W * h) / MACHINE_H / 2;
  const body = [
    studio(s, 600, floorY, tint(C.amber, 0.75)),
    place(x, floorY, h, snackMachine(s)),
  ].join('');
  return s.render(body);
}

/** Beverage machine 2: three-quarter view with a few drinks in front. */
export function beverageAngle(): string {
  const s = new Scene(1200, 900);
  const floorY = 830;
  const sc = 1.06;
  const ox = 300;
  const oy = floorY - (MACHINE_H + FRONT_W * ISO.kx * ISO.t) * sc;
  const drinks = [
    can(s, 700, floorY, 62, 116, C.red),
    bottle(s, 780, floorY, 60, 170, C.green, C.amber),
    can(s, 858, floorY, 62, 116, C.orange, C.cream),
    can(s, 934, floorY, 62, 116, C.amber, C.red),
  ];
  const body = [
    studio(s, 600, floorY - 20, mix(cool(0.86), C.cream, 0.3)),
    g(
      { transform: translate(ox, oy, sc) },
      isoShadow(s, FRONT_W, 170, MACHINE_H),
      isoMachine(s, 'beverage'),
    ),
    floorShadow(s, 850, floorY, 190, 14, 0.3),
    ...drinks,
  ].join('');
  return s.render(body);
}
