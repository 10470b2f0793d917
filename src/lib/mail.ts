import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { dataDir } from './data-dir';
import { getEnv } from './env';
import { siteUrl } from './site-url';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
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

/**
 * Sends an e-mail over SMTP_URL, or — without SMTP (development, the embedded demo) — writes it
 * to `<data>/mail/*.eml` so nothing is lost and a developer can open it. Throws when SMTP refuses.
 */
export async function sendMail(mail: Mail): Promise<SentMail> {
  const message = { from: from(), ...mail };
  const url = getEnv().SMTP_URL;
  if (url) {
    const info = await smtpTransport(url).sendMail(message);
    return { via: 'smtp', id: info.messageId };
  }
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
  console.log(`[mail] SMTP_URL not set: "${mail.subject}" to ${mail.to} written to ${file}`);
  return { via: 'file', id: built.messageId, file };
}
