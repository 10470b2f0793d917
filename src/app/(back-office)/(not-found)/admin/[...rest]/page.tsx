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
 * /admin/<anything without a page>: the back office's not-found screen, HTTP 404, for anyone. In
 * this route group, not under /admin's own layout, so that a signed-out visitor or a user without
 * admin rights gets "no such page" too, not the sign-in or Access Denied screen of a real page.
 * Without it the address fell through to the public site's [locale] route, whose empty
 * notFound() shell broke in the browser.
 */
export default BackOfficeNotFound;
