import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';

/** The folder the e2e server writes its mail to (start-server.ts sets MAIL_OUTBOX_DIR the same way). */
export const outboxDir = () =>
  path.join(os.tmpdir(), `sofascout-e2e-${process.env.E2E_PORT ?? '3100'}-outbox`);

/**
 * The messages parsed so far, by file name. The server writes each file whole (it renames it into
 * place) and never changes it, so each is read once per worker: every test signs its users up by
 * mail, and re-reading the whole outbox on each wait grew with the run.
 */
const parsed = new Map<string, Email>();

/** Waits for a message to `to` whose subject matches, parsed from the .eml files of the outbox. */
export async function waitForMail(to: string, subject: string, timeoutMs = 15_000): Promise<Email> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await fs.readdir(outboxDir()).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.endsWith('.eml')).sort()) {
      let mail = parsed.get(file);
      if (!mail) {
        mail = await PostalMime.parse(await fs.readFile(path.join(outboxDir(), file)));
        parsed.set(file, mail);
      }
      if (mail.to?.some((address) => address.address === to) && mail.subject === subject) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail "${subject}" to ${to} within ${timeoutMs} ms`);
}

/** The path and query of the first link in the mail's text (the app's own origin). */
export function linkPath(mail: Email): string {
  const href = (mail.text ?? '').match(/https?:\/\/\S+/)?.[0];
  if (!href) throw new Error(`No link in:\n${mail.text}`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.com`;
