/**
 * The machines map's one projection (issue 31): an equirectangular projection of Israel's bounding
 * box, longitudes scaled by the cosine of the box's middle latitude so that a kilometre is about
 * as long across as it is down. Pure and shared: the generated outline
 * (scripts/build-israel-outline.ts), the public map's pins and the admin form's click-to-pick
 * all use it, so a pin lands where the outline says the place is.
 */

/**
 * The map's box in WGS 84 degrees: all of Israel, from Eilat to Mount Hermon (Natural Earth's
 * outline reaches 33.41° N). The machine form accepts coordinates inside it.
 */
export const MAP_BOUNDS = { south: 29.45, north: 33.42, west: 34.25, east: 35.9 } as const;

/** The map's height in SVG units (drawn at 1 unit = 1 CSS pixel). */
export const MAP_HEIGHT = 600;

const MID_LATITUDE = (MAP_BOUNDS.south + MAP_BOUNDS.north) / 2;
const LONGITUDE_SCALE = Math.cos((MID_LATITUDE * Math.PI) / 180);
/** SVG units per degree of latitude. */
const UNITS_PER_DEGREE = MAP_HEIGHT / (MAP_BOUNDS.north - MAP_BOUNDS.south);

/** The map's width in SVG units (about 217). */
export const MAP_WIDTH =
  Math.round((MAP_BOUNDS.east - MAP_BOUNDS.west) * LONGITUDE_SCALE * UNITS_PER_DEGREE * 10) / 10;

export type Coordinates = { latitude: number; longitude: number };
export type MapPoint = { x: number; y: number };

/** Where a place is drawn: x grows eastwards, y southwards; (0, 0) is the box's north-west. */
export function project({ latitude, longitude }: Coordinates): MapPoint {
  return {
    x: (longitude - MAP_BOUNDS.west) * LONGITUDE_SCALE * UNITS_PER_DEGREE,
    y: (MAP_BOUNDS.north - latitude) * UNITS_PER_DEGREE,
  };
}

/** The place drawn at a point of the map (the inverse of `project`), to 5 decimals (~1 m). */
export function unproject({ x, y }: MapPoint): Coordinates {
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return {
    latitude: round(MAP_BOUNDS.north - y / UNITS_PER_DEGREE),
    longitude: round(MAP_BOUNDS.west + x / (LONGITUDE_SCALE * UNITS_PER_DEGREE)),
  };
}

/** True when the place lies inside the map's box (the machine form's "inside Israel" rule). */
export function isInsideMap({ latitude, longitude }: Coordinates): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= MAP_BOUNDS.south &&
    latitude <= MAP_BOUNDS.north &&
    longitude >= MAP_BOUNDS.west &&
    longitude <= MAP_BOUNDS.east
  );
}
