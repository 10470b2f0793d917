import { createServer, type Server } from 'node:http';
import { startTestSmtp } from './smtp';

/**
 * The e2e run's mail server: a real SMTP server on E2E_SMTP_PORT (where the e2e app sends lead
 * and sign-up e-mails) plus a small HTTP control API on E2E_INBOX_PORT, so tests in any worker can
 * read what arrived and simulate an outage:
 *   GET  /messages            every message received so far ([{ raw, inquiryId, to }])
 *   POST /down                stop listening for SMTP (connections are refused)
 *   POST /up?refuse=N         listen again, refusing the next N transactions with 451
 */
export async function startE2eInbox(smtpPort: number, controlPort: number) {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>> | undefined = await startTestSmtp({
    port: smtpPort,
  });
  const archive: Awaited<ReturnType<typeof startTestSmtp>>['received'] = [];
  const messages = () => [...archive, ...(smtp?.received ?? [])];

  const control: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/messages') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(messages()));
    }
    if (req.method === 'POST' && url.pathname === '/down') {
      if (smtp) {
        archive.push(...smtp.received);
        await smtp.close();
        smtp = undefined;
      }
      return res.end('down');
    }
    if (req.method === 'POST' && url.pathname === '/up') {
      if (smtp) {
        archive.push(...smtp.received);
        await smtp.close();
      }
      smtp = await startTestSmtp({
        port: smtpPort,
        refuse: Number(url.searchParams.get('refuse') ?? 0),
      });
      return res.end('up');
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', () => resolve()));
  return {
    close: async () => {
      await smtp?.close();
      await new Promise<void>((resolve) => control.close(() => resolve()));
    },
  };
}
