import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verificationEmail } from '@/lib/auth/email';
import { sendMail, withoutAddresses } from './mail';

const VISITOR = { name: 'Dana Cohen', phone: '0529876543', email: 'dana.cohen@example.org' };
const SALES = 'sales@example.com';
/** A lead e-mail as the delivery worker builds it: the visitor is in the subject and Reply-To. */
const leadMail = {
  to: SALES,
  subject: `New inquiry from ${VISITOR.name} (${VISITOR.phone})`,
  text: `Name: ${VISITOR.name}\nPhone: ${VISITOR.phone}\nEmail: ${VISITOR.email}`,
  replyTo: VISITOR.email,
  messageId: '<inquiry-5b0e4c1e-0d5e-4a43-9a0c-3f0b7f6a1c2d@www.autopizza.example>',
};

let dataDir: string;
const saved = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL };
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vending-mail-'));
  process.env.DATA_DIR = dataDir;
});
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.SMTP_URL;
});
afterAll(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await rm(dataDir, { recursive: true, force: true });
});

/** Everything written to the console while `work` runs, one string per call. */
async function consoleOutput(work: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation(capture);
  }
  await work();
  return lines;
}

const expectNoPersonalData = (text: string, address: string) => {
  expect(text).not.toContain(VISITOR.name);
  expect(text).not.toContain(VISITOR.phone);
  expect(text).not.toContain(VISITOR.email);
  expect(text).not.toContain(address);
};

describe('the mail log line without SMTP_URL', () => {
  it('names the file and the Message-ID, not the visitor or the recipient', async () => {
    delete process.env.SMTP_URL;
    let sent: Awaited<ReturnType<typeof sendMail>> | undefined;
    const lines = await consoleOutput(async () => (sent = await sendMail(leadMail)));

    expect(lines).toEqual([
      `[mail] SMTP_URL not set: message ${leadMail.messageId} written to ${sent!.file}`,
    ]);
    expectNoPersonalData(lines.join('\n'), SALES);
    // The message itself is complete, with the Message-ID it was given.
    const eml = await readFile(sent!.file!, 'utf8');
    const unfolded = eml.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toContain(`Message-ID: ${leadMail.messageId}`);
    expect(eml).toContain(`Phone: ${VISITOR.phone}`);
  });

  it("an account e-mail's line does not show the user's address or name", async () => {
    const user = { email: 'ordinary.user@example.net', name: 'Ordinary User' };
    const lines = await consoleOutput(() =>
      sendMail(verificationEmail(user, 'https://www.autopizza.example/verify?token=x')),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[mail\] SMTP_URL not set: message <[^>]+@[^>]+> written to /);
    expect(lines[0]).not.toContain(user.email);
    expect(lines[0]).not.toContain(user.name);
  });
});

describe('a refused send', () => {
  it('throws an error that says why but quotes no address (callers log it)', async () => {
    // A mail server that refuses the recipient and, as real ones do, quotes it in its reply.
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const refusal = `5.1.1 <${address.address}>: Recipient address rejected: User unknown`;
        callback(Object.assign(new Error(refusal), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
    try {
      const error = (await sendMail(leadMail).catch((e: unknown) => e)) as Error &
        Record<string, unknown>;
      expect(error).toBeInstanceOf(Error);
      expect(error.message).toMatch(/550/);
      expect(error.message).toMatch(/Recipient address rejected/);
      expect(error.message).toContain('[address]');
      expect(error.responseCode).toBe(550);
      const everything = [error.message, error.stack, JSON.stringify(error)].join('\n');
      expectNoPersonalData(everything, SALES);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('withoutAddresses', () => {
  it('replaces every e-mail address and keeps the rest', () => {
    expect(
      withoutAddresses(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <dana.cohen+x@mail.example.org>: unknown; also b_c@d-e.co.il",
      ),
    ).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: unknown; also [address]",
    );
    expect(withoutAddresses('connect ECONNREFUSED 127.0.0.1:25')).toBe(
      'connect ECONNREFUSED 127.0.0.1:25',
    );
  });
});
