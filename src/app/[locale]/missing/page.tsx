import { PageNotFound } from '@/components/layout/page-not-found';
import { errorPageMetadata } from '@/lib/error-page-metadata';

export const generateMetadata = errorPageMetadata('notFound');

/**
 * What the server answers, with HTTP 404, for an address that leads to no page (see
 * src/lib/not-found-pages.ts for why this is a route); visited directly it answers 404 too.
 */
export default function MissingPage() {
  return <PageNotFound />;
}
