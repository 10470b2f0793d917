import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPRITE_HREF } from '@/components/icons/sprite-href';
import { buildIconSprite, iconNames, spriteHref } from './icon-sprite';

const root = path.resolve(import.meta.dirname, '../..');

describe('the icon sprite', () => {
  it('is up to date with the icons the site exports (else run `npm run icons`)', () => {
    const sprite = buildIconSprite();
    expect(readFileSync(path.join(root, 'public/icons.svg'), 'utf8')).toBe(sprite);
    expect(SPRITE_HREF).toBe(spriteHref(sprite));
  });

  it('draws every exported icon with its shapes', () => {
    const sprite = buildIconSprite();
    expect(iconNames().length).toBeGreaterThan(50);
    for (const name of iconNames()) {
      expect(sprite).toMatch(
        new RegExp(
          `<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse)\\b`,
        ),
      );
    }
  });
});
