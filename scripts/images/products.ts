/** Product shots: machines on a warm studio background. */
import { beverageMachine, FRONT_W, MACHINE_H, pizzaMachine, place, snackMachine } from './machines';
import { clock, pizza, pizzaBox, wave } from './objects';
import { C, cool, grey, mix, shade, tint } from './palette';
import { Scene, circle, ellipse, g, poly, rect, translate } from './svg';

/** Shared studio backdrop: cream wall, soft floor, halo behind the subject. */
export function studio(s: Scene, cx: number, floorY: number, halo: string = tint(C.orange, 0.82)): string {
  const { w, h } = s;
  return [
    rect(0, 0, w, h, s.linear([[0, tint(C.cream, 0.4)], [1, C.cream]])),
    circle(cx, floorY - 330, 360, s.radial([[0, halo], [0.7, halo, 0.6], [1, halo, 0]])),
    rect(0, floorY, w, h - floorY, s.linear([[0, mix(C.cream, C.orange, 0.1)], [1, mix(C.cream, C.orange, 0.04)]])),
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
  const machine = g({ transform: translate(600 - 140 * sc, 470 - 228 * sc, sc) }, pizzaMachine(s, { glow: 1, shadow: false }));
  const heat = [430, 520, 610, 700, 780]
    .map((x, i) => wave(x, 560 - (i % 2) * 30, 170, tint(C.amber, 0.3), 7, { opacity: 0.35 }))
    .join('');
  const body = [
    rect(0, 0, 1200, 900, shade(C.red, 0.1)),
    machine,
    g({ 'clip-path': s.clip(rect(600 - 108 * sc, 470 - 88 * sc, 216 * sc, 176 * sc, '#000', 8 * sc)) }, heat, ellipse(600, 640, 420, 160, C.orange, { opacity: 0.18, filter: s.blur(40) })),
  ].join('');
  return s.render(body);
}

/** Product shot 3: the machine in a three-quarter view with a boxed pizza in the tray. */
export function pizzaMachineAngle(): string {
  const s = new Scene(1200, 900);
  const floorY = 820;
  const sc = 1.08;
  const t = 0.2; // slope of the front face
  const kx = 0.84;
  const depth = 160;
  const dx = 0.42;
  const dy = -0.2;
  const nearX = FRONT_W * kx;
  const ox = 360;
  const oy = floorY - (MACHINE_H + nearX * t) * sc + 4;
  const m = (a: number, b: number, c: number, d: number, e: number, f: number) => `matrix(${a} ${b} ${c} ${d} ${e} ${f})`;
  const sideW = depth * dx;
  const sideDY = depth * dy;
  const side = g(
    { transform: m(dx, dy, 0, 1, nearX, FRONT_W * kx * t) },
    rect(0, 0, depth, MACHINE_H, s.linear([[0, shade(C.red, 0.5)], [1, shade(C.red, 0.62)]], [0, 0, 1, 0])),
    rect(0, 0, depth, 110, C.ink),
    rect(0, 102, depth, 8, shade(C.orange, 0.3)),
    rect(0, 574, depth, 66, C.ink),
    ...[0, 1, 2, 3, 4, 5].map((i) => rect(40, 180 + i * 22, 80, 8, shade(C.red, 0.7), 4)),
  );
  const topFace = poly(
    [[0, 0], [nearX, nearX * t], [nearX + sideW, nearX * t + sideDY], [sideW, sideDY]],
    grey(0.32),
  );
  const front = g({ transform: m(kx, kx * t, 0, 1, 0, 0) }, pizzaMachine(s, { shadow: false, side: false, box: true }));
  const shadow = ellipse(ox + (nearX + 180) * sc * 0.5 + 60, floorY, 330, 34, s.radial([[0, C.ink, 0.38], [0.6, C.ink, 0.16], [1, C.ink, 0]]));
  const steam = [0, 1, 2].map((i) => wave(ox + (70 + i * 40) * sc, oy + (510 + i * 8) * sc, 70, C.white, 5, { opacity: 0.7 })).join('');
  const body = [
    studio(s, 600, floorY - 20),
    shadow,
    g({ transform: translate(ox, oy, sc) }, side, topFace, front),
    steam,
    g({ transform: translate(880, floorY - 40) }, pizzaBox(s, -110, -50, 220, 38, 40), pizzaBox(s, -96, -104, 196, 34, 36)),
  ].join('');
  void pizza;
  void cool;
  return s.render(body);
}

/** Beverage machine, front view. */
export function beverageShot(): string {
  const s = new Scene(1200, 900);
  const floorY = 800;
  const h = 700;
  const x = 600 - (FRONT_W * h) / MACHINE_H / 2;
  const body = [studio(s, 600, floorY, cool(0.85)), place(x, floorY, h, beverageMachine(s))].join('');
  return s.render(body);
}

/** Snack machine, front view. */
export function snackShot(): string {
  const s = new Scene(1200, 900);
  const floorY = 800;
  const h = 700;
  const x = 600 - (FRONT_W * h) / MACHINE_H / 2;
  const body = [studio(s, 600, floorY, tint(C.amber, 0.75)), place(x, floorY, h, snackMachine(s))].join('');
  return s.render(body);
}
