'use client';

import { Direction } from 'radix-ui';

/**
 * Tells the Radix primitives below it (tabs, menus) the reading direction, so their arrow keys
 * follow it: the back office wraps its pages in `dir="rtl"`.
 */
export const DirectionProvider = Direction.Provider;
