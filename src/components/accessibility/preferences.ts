/**
 * The accessibility menu's settings (spec: seven toggles and a text size of 80-150 % in steps of
 * 10). They live in local storage and are applied as classes and a CSS variable on <html>; the
 * boot script below applies them before the first paint, so a reload never flashes the defaults.
 */
export const A11Y_TOGGLES = [
  'contrast',
  'largeText',
  'dyslexia',
  'readingGuide',
  'bigCursor',
  'focusOutlines',
  'reduceMotion',
] as const;
export type A11yToggle = (typeof A11Y_TOGGLES)[number];
export type A11yPreferences = Record<A11yToggle, boolean> & { textSize: number };

export const A11Y_STORAGE_KEY = 'a11y-preferences';
export const TEXT_SIZE = { min: 80, max: 150, step: 10, default: 100 } as const;

export const DEFAULT_PREFERENCES: A11yPreferences = {
  contrast: false,
  largeText: false,
  dyslexia: false,
  readingGuide: false,
  bigCursor: false,
  focusOutlines: false,
  reduceMotion: false,
  textSize: TEXT_SIZE.default,
};

/** Class on <html> for each toggle, e.g. "a11y-contrast". */
export const toggleClass = (toggle: A11yToggle) =>
  `a11y-${toggle.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export function clampTextSize(value: number): number {
  const stepped = Math.round(value / TEXT_SIZE.step) * TEXT_SIZE.step;
  return Math.min(
    TEXT_SIZE.max,
    Math.max(TEXT_SIZE.min, Number.isFinite(stepped) ? stepped : TEXT_SIZE.default),
  );
}

/** Reads stored preferences, ignoring anything malformed. */
export function parsePreferences(raw: string | null): A11yPreferences {
  try {
    const stored = JSON.parse(raw ?? '{}') as Partial<Record<string, unknown>>;
    const result = { ...DEFAULT_PREFERENCES };
    for (const toggle of A11Y_TOGGLES) result[toggle] = stored[toggle] === true;
    if (typeof stored.textSize === 'number') result.textSize = clampTextSize(stored.textSize);
    return result;
  } catch {
    return { ...DEFAULT_PREFERENCES };
  }
}

/** Applies preferences to the document (classes and the text scale). */
export function applyPreferences(preferences: A11yPreferences, root: HTMLElement) {
  for (const toggle of A11Y_TOGGLES)
    root.classList.toggle(toggleClass(toggle), preferences[toggle]);
  root.style.setProperty('--a11y-text-scale', String(preferences.textSize / 100));
}

/** `toggleClass` as source text for the boot script (a unit test keeps the two the same). */
export const TOGGLE_CLASS_SOURCE =
  "function(t){return 'a11y-'+t.replace(/[A-Z]/g,function(c){return '-'+c.toLowerCase();});}";

/**
 * Inline <head> script: the same parsing and applying, self-contained (it runs before any bundle
 * loads). Built from the values above so the two cannot drift apart. Its text must not depend on
 * the compiler (no `Function.toString()`): the server allows it by its hash (scripts/start.ts).
 */
export const A11Y_BOOT_SCRIPT = `(function(){try{var A=${JSON.stringify(A11Y_TOGGLES)},D=${JSON.stringify(DEFAULT_PREFERENCES)},T=${JSON.stringify(TEXT_SIZE)};var toggleClass=${TOGGLE_CLASS_SOURCE};var clampTextSize=function(value){var s=Math.round(value/T.step)*T.step;return Math.min(T.max,Math.max(T.min,isFinite(s)?s:T.default));};var p=JSON.parse(localStorage.getItem(${JSON.stringify(A11Y_STORAGE_KEY)})||'{}');var r=document.documentElement;for(var i=0;i<A.length;i++){if(p[A[i]]===true)r.classList.add(toggleClass(A[i]));}var size=typeof p.textSize==='number'?clampTextSize(p.textSize):D.textSize;r.style.setProperty('--a11y-text-scale',String(size/100));}catch(e){}})();`;
