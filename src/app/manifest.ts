import type { MetadataRoute } from 'next';
import { getCompany } from '@/lib/settings/company';

/**
 * /manifest.webmanifest: what a phone shows when the site is added to the home screen — the Hebrew
 * name (the site's default language), the brand red, the pizza-slice icons.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { name } = await getCompany();
  return {
    name: name.he,
    short_name: name.he,
    lang: 'he',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#fff7ed',
    theme_color: '#c62828',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
