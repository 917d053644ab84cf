import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail extends Email {
  /** Envelope recipients as the SMTP peer received them. */
  recipients: string[];
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. */
export interface SmtpCatcher {
  url: string;
  mails: CaughtMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** While down, the server refuses every message with a temporary failure. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/** On `port` when given (an SMTP server coming back where the app expects it), else any free port. */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let down = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (down) {
          callback(Object.assign(new Error('Service not available, try later'), { responseCode: 421 }));
          return;
        }
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        mails.push({ ...parsed, recipients: session.envelope.rcptTo.map((r) => r.address) });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    setDown: (value) => {
      down = value;
    },
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching mail within ${timeoutMs} ms (got ${mails.length})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text part that points at `path`. */
export function linkIn(mail: Email, path: string): URL {
  const match = (mail.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.find((href) => new URL(href).pathname.endsWith(path));
  if (!match) throw new Error(`No link to ${path} in:\n${mail.text}`);
  return new URL(match);
}
