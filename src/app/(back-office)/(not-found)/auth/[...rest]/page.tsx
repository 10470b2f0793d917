/** /auth/<anything without a page>: as /admin/<anything> (../../admin/[...rest]/page.tsx says why). */
export const instant = false;

export {
  BackOfficeNotFound as default,
  backOfficeNotFoundMetadata as generateMetadata,
} from '@/features/auth/components/back-office-not-found';
