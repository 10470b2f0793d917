import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site-url';

/** Crawlers may read the public site, not the back office, sign-in or API; the sitemap lists it. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/auth', '/account', '/api/'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
