import { E2E_INBOX_PORT, E2E_SMTP_PORT } from '../../playwright.config';
import { startE2eInbox } from './e2e-inbox';

/** Starts the e2e mail server for the whole run; Playwright calls the returned teardown. */
export default async function globalSetup() {
  const inbox = await startE2eInbox(E2E_SMTP_PORT, E2E_INBOX_PORT);
  return () => inbox.close();
}
