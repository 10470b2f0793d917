import { createHash } from 'node:crypto';
import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as icons from '@/components/icons';

/** The names exported by src/components/icons (each drawn from the sprite). */
export function iconNames(): string[] {
  return Object.values(icons)
    .map((value) => (value as { iconName?: string }).iconName)
    .filter((name): name is string => typeof name === 'string')
    .sort();
}

/** public/icons.svg: one <symbol> per icon, its shapes as Lucide draws them. */
export function buildIconSprite(): string {
  const symbols = iconNames().map((name) => {
    const component = (lucide as unknown as Record<string, ComponentType>)[name];
    if (!component) throw new Error(`lucide-react has no icon named ${name}`);
    const svg = renderToStaticMarkup(createElement(component));
    const shapes = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

/** The sprite's URL with a hash of its content, so browsers may keep it for a year. */
export function spriteHref(sprite: string): string {
  return `/icons.svg?v=${createHash('sha256').update(sprite).digest('hex').slice(0, 10)}`;
}

export function spriteHrefModule(sprite: string): string {
  return `// Written by \`npm run icons\` with the sprite: its address changes when its content does.\nexport const SPRITE_HREF = '${spriteHref(sprite)}';\n`;
}
