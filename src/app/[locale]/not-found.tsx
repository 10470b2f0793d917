import { PageNotFound } from '@/components/layout/page-not-found';

/** The not-found boundary of the public site (client navigations to a missing page). */
export default function NotFound() {
  return <PageNotFound />;
}
