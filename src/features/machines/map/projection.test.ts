import { describe, expect, it } from 'vitest';
import { isInsideMap, MAP_BOUNDS, MAP_HEIGHT, MAP_WIDTH, project, unproject } from './projection';
import { ISRAEL_PATH } from './israel-outline';

describe('the map projection', () => {
  it('puts the box corners at the corners of the map', () => {
    expect(project({ latitude: MAP_BOUNDS.north, longitude: MAP_BOUNDS.west })).toEqual({
      x: 0,
      y: 0,
    });
    const southEast = project({ latitude: MAP_BOUNDS.south, longitude: MAP_BOUNDS.east });
    expect(southEast.x).toBeCloseTo(MAP_WIDTH, 1);
    expect(southEast.y).toBeCloseTo(MAP_HEIGHT, 6);
  });

  it('keeps a kilometre about as long across as down (cos of the middle latitude)', () => {
    // Israel's box is about 154 km wide and 434 km tall.
    expect(MAP_WIDTH / MAP_HEIGHT).toBeCloseTo(154 / 434, 1);
  });

  it('places cities where they are: north up, east right', () => {
    const haifa = project({ latitude: 32.794, longitude: 34.99 });
    const eilat = project({ latitude: 29.557, longitude: 34.952 });
    const jerusalem = project({ latitude: 31.778, longitude: 35.235 });
    const telAviv = project({ latitude: 32.085, longitude: 34.782 });
    expect(haifa.y).toBeLessThan(telAviv.y);
    expect(telAviv.y).toBeLessThan(jerusalem.y);
    expect(jerusalem.y).toBeLessThan(eilat.y);
    expect(jerusalem.x).toBeGreaterThan(telAviv.x);
    expect(eilat.y).toBeCloseTo(
      MAP_HEIGHT -
        (29.557 - MAP_BOUNDS.south) * (MAP_HEIGHT / (MAP_BOUNDS.north - MAP_BOUNDS.south)),
      6,
    );
  });

  it('turns a point of the map back into the place (to 5 decimals)', () => {
    for (const place of [
      { latitude: 32.0745, longitude: 34.792 },
      { latitude: 29.556, longitude: 34.953 },
      { latitude: 33.208, longitude: 35.57 },
    ])
      expect(unproject(project(place))).toEqual(place);
    expect(unproject({ x: 0, y: MAP_HEIGHT })).toEqual({
      latitude: MAP_BOUNDS.south,
      longitude: MAP_BOUNDS.west,
    });
  });

  it('draws Israel inside the map', () => {
    const numbers = ISRAEL_PATH.match(/-?\d+(\.\d+)?/g)!.map(Number);
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    // Only Gaza's coast reaches a little west of the box.
    expect(Math.min(...xs)).toBeGreaterThan(-5);
    expect(Math.max(...xs)).toBeLessThanOrEqual(MAP_WIDTH);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ys)).toBeLessThanOrEqual(MAP_HEIGHT);
  });
});

describe('isInsideMap (the machine form\'s "inside Israel")', () => {
  it('accepts places in Israel, edges included', () => {
    expect(isInsideMap({ latitude: 32.0745, longitude: 34.792 })).toBe(true);
    expect(isInsideMap({ latitude: 29.45, longitude: 34.25 })).toBe(true);
    expect(isInsideMap({ latitude: 33.42, longitude: 35.9 })).toBe(true);
  });

  it('refuses places outside the box and values that are not numbers', () => {
    expect(isInsideMap({ latitude: 48.8566, longitude: 2.3522 })).toBe(false); // Paris
    expect(isInsideMap({ latitude: 34.8021, longitude: 38.9968 })).toBe(false); // Syria
    expect(isInsideMap({ latitude: 29.4, longitude: 34.9 })).toBe(false); // south of Eilat
    expect(isInsideMap({ latitude: 34.792, longitude: 32.0745 })).toBe(false); // swapped
    expect(isInsideMap({ latitude: Number.NaN, longitude: 35 })).toBe(false);
  });
});
