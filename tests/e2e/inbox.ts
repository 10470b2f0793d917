import { E2E_INBOX_PORT } from '../../playwright.config';
import type { CapturedMail } from '../setup/smtp';

const control = (path: string, method = 'GET') =>
  fetch(`http://127.0.0.1:${E2E_INBOX_PORT}${path}`, { method });

/** Every e-mail the e2e app has sent so far (tests/setup/e2e-inbox.ts). */
export async function inboxMessages(): Promise<CapturedMail[]> {
  return (await (await control('/messages')).json()) as CapturedMail[];
}
/** Simulate the mail server going down / coming back (refusing the next `refuse` mails). */
export const smtpDown = () => control('/down', 'POST');
export const smtpUp = (refuse = 0) => control(`/up?refuse=${refuse}`, 'POST');
