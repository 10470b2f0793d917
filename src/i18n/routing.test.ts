import { describe, expect, it } from 'vitest';
import { isActivePath, NAV_ITEMS } from '@/components/layout/nav-items';
import { directionOf, localizedPath } from './routing';

describe('localizedPath', () => {
  it('keeps Hebrew unprefixed and puts English under /en', () => {
    expect(localizedPath('he', '/')).toBe('/');
    expect(localizedPath('he', '/products')).toBe('/products');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('en', '/location/tel-aviv')).toBe('/en/location/tel-aviv');
  });

  it('gives Hebrew right-to-left and English left-to-right', () => {
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('isActivePath', () => {
  const item = (key: string) => NAV_ITEMS.find((i) => i.key === key)!;
  it('highlights home only on the home page', () => {
    expect(isActivePath('/', item('home'))).toBe(true);
    expect(isActivePath('/products', item('home'))).toBe(false);
  });
  it('highlights a section on its detail pages', () => {
    expect(isActivePath('/products/automatic-pizza-machine', item('products'))).toBe(true);
    expect(isActivePath('/location/haifa', item('locations'))).toBe(true);
    expect(isActivePath('/rental/pizza', item('machineRental'))).toBe(true);
    expect(isActivePath('/blog/abc', item('blog'))).toBe(true);
    expect(isActivePath('/productsx', item('products'))).toBe(false);
  });
});
