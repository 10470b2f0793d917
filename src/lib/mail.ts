import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { dataDir } from './data-dir';
import { getEnv } from '@/config/env';
import { siteUrl } from './site-url';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /**
   * "<id@host>"; nodemailer makes a random one when absent. A fixed one lets every send of one
   * message (a retry) be recognised as the same message.
   */
  messageId?: string;
};

export type SentMail = { via: 'smtp' | 'file'; id: string; file?: string };

const from = () => getEnv().MAIL_FROM ?? `AutoPizza <no-reply@${new URL(siteUrl()).hostname}>`;

let transport: { url: string; transporter: Transporter } | undefined;

/** nodemailer options from an smtp:// or smtps:// URL, with short timeouts. */
export function smtpOptions(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    ...(parsed.username
      ? {
          auth: {
            user: decodeURIComponent(parsed.username),
            pass: decodeURIComponent(parsed.password),
          },
        }
      : {}),
    // A hanging server must not hold a delivery worker for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

function smtpTransport(url: string): Transporter {
  if (transport?.url !== url)
    transport = { url, transporter: nodemailer.createTransport(smtpOptions(url)) };
  return transport.transporter;
}

/** An e-mail address, as SMTP replies and nodemailer's errors quote them ("<a@b.example>"). */
const ADDRESS = /[^\s<>()[\]{}"'`,;:@]+@[^\s<>()[\]{}"'`,;:@]+/g;

/** A text with every e-mail address replaced: what may go to a log or the leads inbox. */
export const withoutAddresses = (text: string): string => text.replace(ADDRESS, '[address]');

/**
 * A failed send's error without the recipient: nodemailer's message ("… all recipients were
 * rejected: 550 5.1.1 <someone@example.com> …"), stack and `rejected` list quote it, and callers
 * log the message. A new error keeps what says why (message, SMTP code and reply, command).
 */
function addressFreeError(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(withoutAddresses(String(error)));
  const { code, command, response, responseCode } = error as Error & Record<string, unknown>;
  const copy = new Error(withoutAddresses(error.message));
  copy.name = error.name;
  return Object.assign(copy, {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof command === 'string' ? { command } : {}),
    ...(typeof response === 'string' ? { response: withoutAddresses(response) } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  });
}

async function sendOverSmtp(url: string, message: Mail & { from: string }): Promise<SentMail> {
  const info = await smtpTransport(url).sendMail(message);
  return { via: 'smtp', id: info.messageId };
}

/** Writes the message to `<data>/mail/*.eml`; the log names the file and the Message-ID only. */
async function writeToFile(message: Mail & { from: string }): Promise<SentMail> {
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    .sendMail(message);
  const dir = path.join(dataDir(), 'mail');
  await mkdir(/* turbopackIgnore: true */ dir, { recursive: true });
  const file = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
  );
  await writeFile(/* turbopackIgnore: true */ file, built.message as Buffer, { mode: 0o600 });
  // Not the subject or the recipient: a lead's subject names the visitor, an account e-mail goes
  // to a user's address.
  console.log(`[mail] SMTP_URL not set: message ${built.messageId} written to ${file}`);
  return { via: 'file', id: built.messageId, file };
}

/**
 * Sends an e-mail over SMTP_URL, or — without SMTP (development, the embedded demo) — writes it
 * to `<data>/mail/*.eml` so nothing is lost and a developer can open it. Throws when SMTP refuses,
 * with an error that names no address (it is logged).
 */
export async function sendMail(mail: Mail): Promise<SentMail> {
  const message = { from: from(), ...mail };
  const url = getEnv().SMTP_URL;
  try {
    return await (url ? sendOverSmtp(url, message) : writeToFile(message));
  } catch (error) {
    throw addressFreeError(error);
  }
}
