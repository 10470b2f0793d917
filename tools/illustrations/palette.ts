/**
 * Brand palette for the generated illustrations. Everything drawn by the image
 * scripts is derived from these few colours: tints (mixed with white) and
 * shades (mixed with the ink colour) only.
 */
export const C = {
  red: '#c62828',
  orange: '#f57c00',
  ink: '#1c1f26',
  cream: '#fff7ed',
  green: '#2e7d32',
  amber: '#f9a825',
  white: '#ffffff',
} as const;

function parse(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: [number, number, number]): string {
  return '#' + rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
}

/** Linear mix of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parse(a);
  const [br, bg, bb] = parse(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** Lighter version of a colour (t = share of white). */
export const tint = (color: string, t: number): string => mix(color, C.white, t);

/** Darker version of a colour (t = share of ink). */
export const shade = (color: string, t: number): string => mix(color, C.ink, t);

/** Grey ramp derived from ink: 0 = ink, 1 = white. */
export const grey = (lightness: number): string => mix(C.ink, C.white, lightness);

/** Cool glass / cold-light tint (ink grey nudged towards a pale blue). */
export const cool = (lightness = 0.9): string =>
  mix(mix(C.ink, '#5b86b0', 0.55), C.white, lightness);

/** Warm golden crust / wood tone, derived from amber and orange. */
export const golden = (lightness = 0.25): string => tint(mix(C.amber, C.orange, 0.4), lightness);

/** Skin tones derived from orange and ink. */
export const skin = {
  light: tint(mix(C.orange, C.amber, 0.3), 0.68),
  medium: tint(shade(C.orange, 0.25), 0.35),
  dark: shade(mix(C.orange, C.red, 0.3), 0.5),
} as const;
