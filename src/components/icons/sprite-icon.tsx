import type { SVGProps } from 'react';
import { SPRITE_HREF } from './sprite-href';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: number | string;
};

/** An icon component: drawn from the sprite, sized and coloured by its className (currentColor). */
export type IconComponent = ((props: IconProps) => React.JSX.Element) & { iconName: string };

/**
 * Icons are Lucide's, drawn once in /icons.svg (made by `npm run icons` from the names in
 * index.ts) and referenced with <use>: a page carries a 100-byte reference per icon instead of
 * its paths twice (in the HTML and again in the RSC payload), and no icon code ships as JS.
 * Lucide's drawing attributes live once in the `.icon` class (globals.css); `strokeWidth`, `size`,
 * `fill-current` and size utilities work as before.
 * Decorative unless given an accessible name, as Lucide's are.
 */
export function spriteIcon(iconName: string): IconComponent {
  function Icon({ size, strokeWidth, className, style, ...props }: IconProps) {
    const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
    // Only what differs from the .icon defaults (globals.css) is written out.
    const own =
      size === undefined && strokeWidth === undefined
        ? style
        : { width: size, height: size, strokeWidth, ...style };
    return (
      <svg
        aria-hidden={named ? undefined : true}
        className={className ? `icon ${className}` : 'icon'}
        // Left out when unset: an undefined prop is still sent in the RSC payload, per icon.
        {...(own && { style: own })}
        {...props}
      >
        <use href={`${SPRITE_HREF}#${iconName}`} />
      </svg>
    );
  }
  Icon.displayName = iconName;
  return Object.assign(Icon, { iconName });
}
