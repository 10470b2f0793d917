/** The machines on site: six different locations, same machines, same light. */
import {
  beverageMachine,
  FRONT_W,
  MACHINE_H,
  pizzaMachine,
  place,
  reflection,
  snackMachine,
} from './machines';
import { clock, plant } from './objects';
import { C, cool, golden, grey, mix, shade, tint } from './palette';
import {
  armchair,
  artwork,
  baseboard,
  bench,
  canopy,
  corridor,
  door,
  floor,
  floorSheen,
  fuelPump,
  globeLamp,
  handrail,
  lockers,
  noticeBoard,
  pendantLamp,
  rug,
  sanitizer,
  seatRow,
  skyline,
  sofa,
  storefront,
  trashBin,
  trees,
  wall,
  windowPane,
} from './rooms';
import { type Pt, Scene, circle, ellipse, g, line, path, poly, rect } from './svg';

type Kind = 'pizza' | 'beverage' | 'snack';
const draw = { pizza: pizzaMachine, beverage: beverageMachine, snack: snackMachine } as const;

/** A row of machines standing on the floor at yb, with optional glossy-floor reflections. */
function machineRow(s: Scene, x: number, yb: number, h: number, kinds: Kind[], gloss = 0): string {
  const step = (FRONT_W * h) / MACHINE_H + 30;
  const refl = gloss
    ? kinds
        .map((k, i) => reflection(s, x + i * step, yb, h, draw[k](s, { shadow: false }), gloss))
        .join('')
    : '';
  const w = (FRONT_W * h) / MACHINE_H;
  // soft shadow cast on the wall behind (light from the top-left)
  const wallShadow = kinds
    .map((_, i) =>
      rect(x + i * step + 16, yb - h + 14, w, h - 20, C.ink, 14, {
        opacity: 0.14,
        filter: s.blur(12),
      }),
    )
    .join('');
  return refl + wallShadow + kinds.map((k, i) => place(x + i * step, yb, h, draw[k](s))).join('');
}

const MH = 470; // machine height in the site scenes

/** 1. Office lobby: big window on a city, wood slat wall, sofa. */
export function officeLobby(): string {
  const s = new Scene(1200, 900);
  const fy = 720;
  const vp: Pt = [640, 430];
  const slats = Array.from({ length: 25 }, (_, i) =>
    rect(436 + i * 22, 0, 15, fy, i % 3 === 0 ? golden(0.35) : golden(0.45)),
  ).join('');
  const body = [
    wall(s, 0, 0, 1200, fy, grey(0.93)),
    windowPane(s, 30, 60, 340, fy - 100, skyline(s, 30, fy - 40, 340, 4), {
      cols: 2,
      rows: 3,
      frame: grey(0.25),
    }),
    rect(420, 0, 560, fy, mix(golden(0.2), C.ink, 0.25)),
    slats,
    rect(
      420,
      0,
      560,
      fy,
      s.linear([
        [0, C.ink, 0],
        [1, C.ink, 0.12],
      ]),
    ),
    baseboard(s, 0, fy, 1200, 14, grey(0.8)),
    floor(s, fy, grey(0.86), vp, { spacing: 150, opacity: 0.45 }),
    floorSheen(s, 40, fy + 10, 380, 120, 0.45),
    sofa(s, 40, 830, 330, grey(0.4)),
    machineRow(s, 478, fy + 6, MH, ['pizza', 'beverage'], 0.18),
    plant(s, 1060, fy + 30, 1.25, 'snake', C.ink, 3),
    pendantLamp(s, 1120, 0, 120, C.ink),
    pendantLamp(s, 200, 0, 40, C.ink, false),
  ].join('');
  return s.render(body);
}

/** 2. Gas station at dusk: canopy, pump, convenience store glass front. */
export function gasStation(): string {
  const s = new Scene(1200, 900);
  const fy = 720;
  const hills = path(
    'M0 600Q160 540 320 580T640 570T1000 560T1200 575V640H0Z',
    tint(C.green, 0.55),
  );
  const far = path('M0 590Q200 520 420 560T820 540T1200 545V640H0Z', cool(0.74));
  const storeGlass = g(
    {},
    rect(560, 150, 640, fy - 150, grey(0.88)),
    windowPane(s, 590, 230, 580, fy - 260, storeInterior(590, fy - 30), {
      cols: 3,
      frame: grey(0.35),
      sky: [tint(C.cream, 0.2), tint(C.amber, 0.75)],
    }),
    rect(560, 150, 640, 60, C.ink),
    rect(560, 204, 640, 6, C.orange),
  );
  const body = [
    rect(
      0,
      0,
      1200,
      640,
      s.linear([
        [0, cool(0.8)],
        [0.55, tint(C.orange, 0.75)],
        [1, tint(C.amber, 0.65)],
      ]),
    ),
    circle(
      330,
      560,
      200,
      s.radial([
        [0, tint(C.amber, 0.4), 0.9],
        [1, tint(C.amber, 0.6), 0],
      ]),
    ),
    circle(330, 560, 70, tint(C.amber, 0.45)),
    far,
    hills,
    rect(
      0,
      630,
      1200,
      270,
      s.linear([
        [0, grey(0.5)],
        [1, grey(0.6)],
      ]),
    ),
    ...[640, 900, 1160].map((x) =>
      line(x, 770, 600 + ((x - 600) * 480) / 350, 900, C.white, 6, { opacity: 0.6 }),
    ),
    storeGlass,
    rect(540, fy, 660, 40, grey(0.82)),
    rect(540, fy + 40, 660, 10, grey(0.68)),
    machineRow(s, 760, fy + 26, 440, ['pizza']),
    trashBin(s, 1080, fy + 30, grey(0.3)),
    rect(
      410,
      110,
      44,
      790,
      s.linear(
        [
          [0, grey(0.9)],
          [1, grey(0.7)],
        ],
        [0, 0, 1, 0],
      ),
    ),
    fuelPump(s, 190, 850, 1.05),
    canopy(s, 1200, 110),
  ].join('');
  return s.render(body);
}

function storeInterior(x: number, yb: number): string {
  const shelves: string[] = [];
  const colors = [C.red, C.amber, C.green, C.orange, C.cream];
  for (let r = 0; r < 3; r++) {
    const y = yb - 60 - r * 90;
    shelves.push(rect(x + 40, y, 500, 8, grey(0.55)));
    for (let i = 0; i < 14; i++)
      shelves.push(
        rect(
          x + 46 + i * 35,
          y - 40,
          26,
          40,
          tint(colors[(i + r) % colors.length] ?? C.red, 0.35),
          4,
        ),
      );
  }
  return shelves.join('');
}

/** 3. University hallway: lockers, notice board, corridor receding to the right. */
export function universityHallway(): string {
  const s = new Scene(1200, 900);
  const fy = 720;
  const vp: Pt = [1040, 420];
  const wallC = mix(C.cream, C.amber, 0.14);
  const body = [
    wall(s, 0, 0, 1200, fy, wallC),
    rect(0, 470, 1200, fy - 470, tint(C.green, 0.72)),
    rect(0, 466, 1200, 8, tint(C.green, 0.5)),
    corridor(s, {
      x: 880,
      y: -20,
      w: 320,
      h: fy + 20,
      vp,
      zEnd: 3.6,
      wall: wallC,
      floor: mix(C.cream, C.ink, 0.1),
      ceiling: tint(C.cream, 0.3),
      end: tint(C.green, 0.7),
      doors: tint(C.green, 0.35),
      lights: true,
    }),
    rect(870, -20, 14, fy + 20, shade(wallC, 0.1)),
    floor(s, fy, mix(C.cream, C.ink, 0.1), vp, { spacing: 100, opacity: 0.35 }),
    noticeBoard(s, 40, 120, 300, 210, 21),
    lockers(s, 20, fy, 6, 58, 300, tint(C.green, 0.25)),
    clock(s, 620, 150, 48, C.ink),
    machineRow(s, 430, fy + 6, MH, ['pizza', 'beverage'], 0.1),
    bench(s, 60, 850, 320, golden(0.2)),
  ].join('');
  return s.render(body);
}

/** 4. Hotel lobby: wood wainscot, arched window, armchairs and warm globe lights. */
export function hotelLobby(): string {
  const s = new Scene(1200, 900);
  const fy = 720;
  const vp: Pt = [600, 420];
  const wallC = mix(C.cream, C.orange, 0.16);
  const walnut = shade(mix(C.orange, C.red, 0.25), 0.5);
  const panels = Array.from({ length: 8 }, (_, i) =>
    rect(14 + i * 150, 500, 124, fy - 530, 'none', 4, {
      stroke: tint(walnut, 0.2),
      'stroke-width': 3,
      opacity: 0.9,
    }),
  ).join('');
  const arch = `M540 470V230A160 160 0 0 1 860 230V470Z`;
  const clip = s.clip(path(arch, '#000'));
  const body = [
    wall(s, 0, 0, 1200, fy, wallC),
    path(`M526 484V230A174 174 0 0 1 874 230V484Z`, walnut),
    path(
      arch,
      s.linear([
        [0, cool(0.82)],
        [1, tint(C.amber, 0.75)],
      ]),
    ),
    g(
      { 'clip-path': clip },
      trees(540, 470, 320, 8),
      poly(
        [
          [600, 50],
          [700, 50],
          [600, 470],
          [500, 470],
        ],
        C.white,
        { opacity: 0.18 },
      ),
    ),
    rect(696, 60, 8, 420, walnut),
    rect(480, 470, 440, 14, tint(walnut, 0.1)),
    rect(
      0,
      484,
      1200,
      fy - 484,
      s.linear([
        [0, walnut],
        [1, shade(walnut, 0.2)],
      ]),
    ),
    panels,
    rect(0, 484, 1200, 6, tint(walnut, 0.25)),
    floor(s, fy, mix(C.cream, C.ink, 0.06), vp, {
      spacing: 180,
      opacity: 0.3,
      lineColor: golden(0.2),
    }),
    floorSheen(s, 420, fy + 20, 440, 90, 0.5),
    rug(
      s,
      [
        [700, 790],
        [1180, 790],
        [1240, 880],
        [640, 880],
      ],
      tint(C.amber, 0.45),
    ),
    plant(s, 120, fy + 40, 1.15, 'tree', mix(C.cream, C.ink, 0.1), 5),
    machineRow(s, 600, fy + 14, 490, ['pizza'], 0.16),
    artwork(s, 940, 190, 200, 150, [C.orange, C.red, C.amber, C.green], 3, walnut),
    armchair(s, 860, 840, tint(C.green, 0.08)),
    armchair(s, 1040, 850, tint(C.green, 0.08), -1),
    globeLamp(s, 330, 0, 170, 26),
    globeLamp(s, 1000, 0, 110, 22),
    rect(
      0,
      0,
      1200,
      900,
      s.radial(
        [
          [0, C.amber, 0.12],
          [1, C.amber, 0],
        ],
        0.3,
        0.2,
        0.8,
      ),
    ),
  ].join('');
  return s.render(body);
}

/** 5. Shopping mall: atrium with upper level shops and skylight. */
export function shoppingMall(): string {
  const s = new Scene(1200, 900);
  const fy = 730;
  const vp: Pt = [600, 400];
  const beams = Array.from({ length: 7 }, (_, i) => rect(i * 200 - 8, 0, 16, 70, grey(0.6))).join(
    '',
  );
  const balusters = Array.from({ length: 25 }, (_, i) => rect(i * 50, 330, 4, 56, grey(0.7))).join(
    '',
  );
  const body = [
    wall(s, 0, 0, 1200, fy, grey(0.92)),
    rect(
      0,
      0,
      1200,
      70,
      s.linear([
        [0, cool(0.8)],
        [1, cool(0.9)],
      ]),
    ),
    beams,
    rect(0, 66, 1200, 8, grey(0.6)),
    storefront(s, 40, 320, 260, 220, C.green, 2),
    storefront(s, 360, 320, 240, 220, C.amber, 3),
    storefront(s, 660, 320, 240, 220, C.red, 4),
    storefront(s, 960, 320, 260, 220, C.orange, 5),
    rect(0, 320, 1200, 70, cool(0.9), 0, { opacity: 0.55 }),
    balusters,
    rect(0, 322, 1200, 10, grey(0.55), 5),
    rect(0, 386, 1200, 34, C.cream),
    rect(0, 416, 1200, 6, grey(0.8)),
    storefront(s, 20, fy, 300, 250, C.red, 6),
    storefront(s, 900, fy, 300, 250, C.green, 7),
    floor(s, fy, grey(0.9), vp, { spacing: 190, opacity: 0.35 }),
    floorSheen(s, 330, fy + 10, 540, 110, 0.6),
    machineRow(s, 388, fy + 6, MH, ['pizza', 'beverage'], 0.2),
    planterBench(s, 860, 880),
  ].join('');
  return s.render(body);
}

function planterBench(s: Scene, x: number, yb: number): string {
  return g(
    {},
    ellipse(
      x + 190,
      yb,
      230,
      14,
      s.radial([
        [0, C.ink, 0.3],
        [1, C.ink, 0],
      ]),
    ),
    rect(
      x,
      yb - 90,
      380,
      90,
      s.linear([
        [0, grey(0.85)],
        [1, grey(0.72)],
      ]),
      10,
    ),
    rect(x - 10, yb - 100, 400, 18, golden(0.2), 8),
    plant(s, x + 120, yb - 100, 0.9, 'leafy', grey(0.85), 9),
    plant(s, x + 280, yb - 100, 0.9, 'leafy', grey(0.85), 13),
  );
}

/** 6. Hospital corridor: mint walls, handrail, waiting seats, corridor to the left. */
export function hospitalCorridor(): string {
  const s = new Scene(1200, 900);
  const fy = 720;
  const vp: Pt = [170, 420];
  const wallC = tint(C.green, 0.88);
  const floorC = mix(tint(C.green, 0.85), grey(0.84), 0.6);
  const body = [
    wall(s, 0, 0, 1200, fy, wallC),
    rect(0, 560, 1200, fy - 560, tint(C.green, 0.78)),
    corridor(s, {
      x: -20,
      y: -20,
      w: 320,
      h: fy + 20,
      vp,
      zEnd: 3.4,
      wall: wallC,
      floor: floorC,
      ceiling: C.white,
      end: tint(C.green, 0.8),
      doors: cool(0.75),
      lights: true,
      rail: grey(0.85),
    }),
    rect(296, -20, 14, fy + 20, shade(wallC, 0.08)),
    handrail(310, 530, 890, C.white),
    floor(s, fy, floorC, vp, { spacing: 120, opacity: 0.3 }),
    floorSheen(s, 300, fy + 14, 700, 120, 0.6),
    door(s, 1070, fy, 150, 420, cool(0.75), { window: true }),
    artwork(s, 800, 230, 210, 150, [tint(C.green, 0.3), C.amber, tint(C.orange, 0.3), C.green], 11),
    sanitizer(1006, 400),
    seatRow(s, 780, 800, 3, tint(C.green, 0.2)),
    machineRow(s, 360, fy + 6, MH, ['pizza', 'beverage'], 0.2),
    rect(0, 0, 1200, 900, cool(0.85), 0, { opacity: 0.08 }),
  ].join('');
  return s.render(body);
}
