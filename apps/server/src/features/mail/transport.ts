import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { redactUrl } from '../../lib/log-safety.ts';

export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
  headers?: Record<string, string> | undefined;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

interface Logger {
  info(object: object, message: string): void;
}

/**
 * Every message has a stable Message-ID derived from its outbox row, so if a message is ever
 * delivered twice (a worker dies between the SMTP answer and marking the row), mail clients
 * recognise it as the same message.
 */
function toNodemailer(mail: OutgoingMail, domain: string) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@${domain}>`,
    headers: { ...mail.headers, 'Content-Language': mail.language },
  };
}

const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';

/** Real SMTP (nodemailer) when SMTP_URL is set. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail(toNodemailer(mail, domainOf(mail.from)));
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default: each message becomes a real RFC 5322 .eml file in `outboxDir`, where a
 * developer reads it and follows its links without a mail server. The log says where the file is
 * and which pages the links open, with their tokens removed: a log reader must not be able to reset
 * someone's password. Nor does it name the recipient.
 */
export function createFolderTransport(outboxDir: string, log: Logger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail, domainOf(mail.from)));
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${mail.id}.eml`);
      // Whole or not at all: a reader of the folder never sees half a message.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).map(redactUrl);
      log.info({ mailId: mail.id, subject: mail.subject, file, links }, 'mail written to the outbox folder');
    },
    close: () => transporter.close(),
  };
}
