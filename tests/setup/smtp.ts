import { SMTPServer } from 'smtp-server';

export type CapturedMail = { raw: string; inquiryId?: string; to: string[] };

/**
 * A real SMTP server on loopback for tests. It refuses the first `refuse` transactions with a
 * temporary error (as a mail server that is down or overloaded does), then accepts and keeps
 * every message.
 */
export async function startTestSmtp({ port = 0, refuse = 0 } = {}) {
  const received: CapturedMail[] = [];
  let refusals = refuse;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        const error = Object.assign(new Error('Service temporarily unavailable'), {
          responseCode: 451,
        });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          raw,
          inquiryId: /^X-Inquiry-Id: (.+)$/im.exec(raw)?.[1]?.trim(),
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
