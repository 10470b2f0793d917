import {
  BackOfficeNotFound,
  backOfficeNotFoundMetadata,
} from '@/features/auth/components/back-office-not-found';

/**
 * Allowed to block: the session is read before anything is sent (an admin gets the back office's
 * shell, anyone else the account card), so the 404 mark is in the page's first bytes.
 */
export const instant = false;

export const generateMetadata = backOfficeNotFoundMetadata;

/**
 * /auth/<anything without a page>: the back office's not-found screen, HTTP 404, for anyone (next
 * to the admin one in this route group). Without it the address fell through to the public site's
 * [locale] route, whose empty notFound() shell broke in the browser.
 */
export default BackOfficeNotFound;
