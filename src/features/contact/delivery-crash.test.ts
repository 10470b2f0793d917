import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactInquiries, inquiryEmailAttempts } from '@/db/schema';
import { withAppUnderTest } from '../../../tests/setup/app-under-test';
import { deliverDueInquiries, retryDelayMs } from './delivery';

/**
 * Exactly once, as far as SMTP allows: a delivery that dies after the mail server has the whole
 * message but before the "sent" is recorded sends the lead again (SMTP cannot tell us better), but
 * as the same message — the same Message-ID, so the inbox can fold the two — and the attempt that
 * may have delivered it is on record.
 */

const t = withAppUnderTest();
const SITE = 'https://www.autopizza.example';
const saved = { SITE_URL: process.env.SITE_URL };
beforeAll(() => {
  process.env.SALES_EMAIL = 'sales@example.com';
  process.env.SITE_URL = SITE;
  process.env.MAIL_RETRY_SCALE = '0.02'; // 30 s -> 0.6 s
});
afterAll(() => {
  if (saved.SITE_URL === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = saved.SITE_URL;
});
beforeEach(async () => {
  await t.db.delete(contactInquiries);
  delete process.env.SMTP_URL;
});

type Received = { raw: string; messageId: string | undefined };
/** What the server does once it has a whole message: 'accept' answers 250. */
type OnMessage = (index: number) => 'accept' | 'hang up' | 'no answer';

/**
 * A real SMTP server on loopback whose reaction to each complete message the test chooses: accept
 * it, close the connection before the final reply ('hang up'; the sender cannot know whether the
 * message was taken), or say nothing (the test kills the sender meanwhile).
 */
async function startSmtp(onMessage: OnMessage) {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ raw, messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() });
        const reaction = onMessage(received.length);
        if (reaction === 'accept') callback();
        else if (reaction === 'hang up') for (const socket of sockets) socket.destroy();
      });
    },
  });
  // A peer that vanishes mid-conversation is expected here, not a failure of the test server.
  server.on('error', () => {});
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const lead = async () =>
  (
    await t.db
      .insert(contactInquiries)
      .values({ name: 'Crash', phone: '0501234567', locale: 'he', page: '/' })
      .returning()
  )[0]!;
const row = async (id: string) =>
  (await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, id)))[0]!;
const attemptsOf = (id: string) =>
  t.db
    .select()
    .from(inquiryEmailAttempts)
    .where(eq(inquiryEmailAttempts.inquiryId, id))
    .orderBy(asc(inquiryEmailAttempts.attemptedAt), asc(inquiryEmailAttempts.id));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** deliverDueInquiries in a child process (delivery.test-child.ts) against the test database. */
function deliveryProcess(): { child: ChildProcess; exited: Promise<string>; output: () => string } {
  const root = path.resolve(import.meta.dirname, '../../..');
  // node itself with tsx's loader, not the tsx command: that one runs the script in a child
  // process of its own, which a SIGKILL of the command would leave running.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'delivery.test-child.ts'), t.url],
    { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<string>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  );
  return { child, exited, output: () => output };
}

/** Runs passes until one takes the lead: a killed worker's row lock goes with its connection. */
async function deliverOnce(ms = 10_000) {
  const end = Date.now() + ms;
  for (;;) {
    const pass = await deliverDueInquiries(t.db);
    if (pass.sent + pass.failed > 0) return pass;
    if (Date.now() > end) throw new Error('the lead was never tried again');
    await sleep(50);
  }
}

const expectedMessageId = (id: string) => `<inquiry-${id}@www.autopizza.example>`;

describe('a delivery interrupted after the mail server has the message', () => {
  it('a worker killed before recording the send: the lead is sent again with the same Message-ID', async () => {
    let worker: ReturnType<typeof deliveryProcess> | undefined;
    // The first message is whole on the server: the worker dies before it hears "250" and so
    // before it can record the send.
    const smtp = await startSmtp((index) => {
      if (index > 1) return 'accept';
      worker!.child.kill('SIGKILL');
      return 'no answer';
    });
    process.env.SMTP_URL = smtp.url;
    try {
      const inquiry = await lead();
      worker = deliveryProcess();
      const ended = await worker.exited;
      expect(ended, `the worker was not killed mid-send:\n${worker.output()}`).toBe('SIGKILL');
      expect(smtp.received).toHaveLength(1);
      expect((await row(inquiry.id)).emailStatus).toBe('pending');
      // The attempt was committed before the send: the next pass knows a send may have happened.
      const interrupted = await attemptsOf(inquiry.id);
      expect(interrupted).toHaveLength(1);
      expect(interrupted[0]).toMatchObject({ ok: false });
      expect(interrupted[0]!.error).toMatch(/may have been delivered/);

      expect(await deliverOnce()).toEqual({ sent: 1, failed: 0 });

      expect(smtp.received).toHaveLength(2);
      const [first, second] = smtp.received.map((m) => m.messageId);
      expect(second).toBe(first);
      expect(first).toBe(expectedMessageId(inquiry.id));
      expect(await row(inquiry.id)).toMatchObject({ emailStatus: 'sent', emailAttempts: 1 });
      expect((await attemptsOf(inquiry.id)).map((a) => a.ok)).toEqual([false, true]);
      expect(await deliverDueInquiries(t.db)).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(2);
    } finally {
      worker?.child.kill('SIGKILL');
      await smtp.close();
    }
  });

  it('a server that hangs up before its final reply: the retry carries the same Message-ID', async () => {
    const smtp = await startSmtp((index) => (index === 1 ? 'hang up' : 'accept'));
    process.env.SMTP_URL = smtp.url;
    try {
      const inquiry = await lead();
      expect(await deliverDueInquiries(t.db)).toEqual({ sent: 0, failed: 1 });
      expect(await row(inquiry.id)).toMatchObject({ emailStatus: 'pending', emailAttempts: 1 });

      await sleep(retryDelayMs(1) + 100);
      expect(await deliverOnce()).toEqual({ sent: 1, failed: 0 });

      const ids = smtp.received.map((m) => m.messageId);
      expect(ids).toEqual([expectedMessageId(inquiry.id), expectedMessageId(inquiry.id)]);
      expect(await row(inquiry.id)).toMatchObject({ emailStatus: 'sent', emailAttempts: 2 });
      expect((await attemptsOf(inquiry.id)).map((a) => a.ok)).toEqual([false, true]);
    } finally {
      await smtp.close();
    }
  });
});
