import { PageUnavailable } from '@/components/layout/page-unavailable';
import { errorPageMetadata } from '@/lib/error-page-metadata';

export const generateMetadata = errorPageMetadata('common.pageError');

/**
 * What the server answers, with HTTP 503 and Retry-After, for a public page whose render failed
 * (see src/lib/not-found-pages.ts); visited directly it answers 503 too.
 */
export default function UnavailablePage() {
  return <PageUnavailable />;
}
