import { AdminPage, adminPageMetadata } from '@/features/auth/components/admin-page';
import {
  BackToInboxLink,
  InquiryDetailView,
  inquiryTitle,
} from '@/features/contact/components/admin/inquiry-detail';

/**
 * Allowed to block: the inquiry id is known only at request time, and the back-office navigation
 * reads the pathname outside a Suspense boundary, which a route with an unknown param cannot
 * prerender.
 */
export const instant = false;

/** The tab's title names no visitor (personal data stays out of the browser's history list). */
export const generateMetadata = adminPageMetadata('inquiries');

/** /admin/inquiries/<id> — admin only: one inquiry (an unknown id: "inquiry not found"). */
export default async function InquiryAdminPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <AdminPage page="inquiries" title={await inquiryTitle(id)} backLink={<BackToInboxLink />}>
      <InquiryDetailView id={id} />
    </AdminPage>
  );
}
