import type { Locale } from '@app/contracts';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { redactText } from '../../lib/log-safety.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import { emailOutbox } from './schema.ts';
import type { MailTransport } from './transport.ts';

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: Locale;
  /** Extra headers (a mailing's List-Unsubscribe); kept only until the message is sent, like bodies. */
  headers?: Record<string, string>;
}

/** Adds a message to the durable outbox; call it in the transaction that made the reason to send it. */
export async function enqueueEmail(db: Pick<Db, 'insert'>, mail: QueuedMail): Promise<string> {
  const id = uuidv7();
  await db.insert(emailOutbox).values({
    id,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    language: mail.language,
    headers: mail.headers ?? null,
  });
  return id;
}

/**
 * How long a message is retried before it is given up: a mail server that is down delays mail and
 * loses none, across an outage of up to three days (a long weekend). Verification (24 h) and reset
 * (1 h) links may have expired by then; their pages say so and offer a new link.
 */
export const RETRY_WINDOW_HOURS = 72;
/** A claimed row whose worker vanished (crash, deploy) is retried after this lease. */
const LEASE_SECONDS = 300;
const BATCH = 10;

/**
 * 30 s, 1 min, 2 min… capped at 2 h (reached after about 2 hours of failures; then about 35
 * attempts fill the retry window), with jitter so many failed rows do not retry in step.
 */
export function retryDelaySeconds(attempts: number): number {
  const base = Math.min(30 * 2 ** Math.max(0, attempts - 1), 7200);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/**
 * The bodies carry one-time links (raw verification and reset tokens), so they are kept only
 * until the message is sent or given up; recipient, subject and times stay for the audit.
 */
const BLANK_BODIES = { textBody: '', htmlBody: '', headers: null } as const;

/**
 * Blanks the bodies of messages already sent or given up (rows written before bodies were
 * blanked on delivery). Runs in the worker's first pass.
 */
export async function blankFinishedBodies(db: Db): Promise<void> {
  await db
    .update(emailOutbox)
    .set(BLANK_BODIES)
    .where(
      and(
        inArray(emailOutbox.status, ['sent', 'failed']),
        or(ne(emailOutbox.textBody, ''), ne(emailOutbox.htmlBody, '')),
      ),
    );
}

type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Claims due rows in one statement. FOR UPDATE SKIP LOCKED lets several instances run workers
 * against the same table without two of them ever taking the same row.
 */
export async function claimDueEmails(db: Db, limit = BATCH): Promise<OutboxRow[]> {
  const result = await db.execute(sql`
    update email_outbox
       set status = 'sending', attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
     where id in (
       select id from email_outbox
        where status in ('pending', 'sending') and next_attempt_at <= now()
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
    returning id, to_address, subject, text_body, html_body, language, headers, attempts`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map(
    (row) =>
      ({
        id: row.id,
        toAddress: row.to_address,
        subject: row.subject,
        textBody: row.text_body,
        htmlBody: row.html_body,
        language: row.language,
        headers: row.headers ?? null,
        attempts: Number(row.attempts),
      }) as OutboxRow,
  );
}

interface Logger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailWorker {
  /** Sends what is due now (also runs on a timer). Resolves when this pass is done. */
  runOnce(): Promise<number>;
  /** Asks for a pass soon, e.g. right after a message was queued. */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

export function createMailWorker(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  pollIntervalMs: number;
  log: Logger;
}): MailWorker {
  const { db, transport, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;
  let blanked = false;

  async function deliver(row: OutboxRow) {
    try {
      await transport.send({
        id: row.id,
        from: options.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        language: row.language,
        headers: row.headers ?? undefined,
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null, ...BLANK_BODIES })
        .where(eq(emailOutbox.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const expired = sql`${emailOutbox.createdAt} <= now() - make_interval(hours => ${RETRY_WINDOW_HOURS})`;
      const [updated] = await db
        .update(emailOutbox)
        .set({
          status: sql`case when ${expired} then 'failed' else 'pending' end`,
          textBody: sql`case when ${expired} then '' else ${emailOutbox.textBody} end`,
          htmlBody: sql`case when ${expired} then '' else ${emailOutbox.htmlBody} end`,
          headers: sql`case when ${expired} then null else ${emailOutbox.headers} end`,
          lastError: message.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
        })
        .where(eq(emailOutbox.id, row.id))
        .returning({ status: emailOutbox.status });
      const failed = updated?.status === 'failed';
      const entry = { mailId: row.id, attempts: row.attempts, error: redactText(message) };
      if (failed) log.error(entry, 'mail delivery failed for good');
      else log.warn(entry, 'mail delivery failed; will retry');
    }
  }

  async function pass(): Promise<number> {
    if (!blanked) {
      await blankFinishedBodies(db);
      blanked = true;
    }
    let sent = 0;
    for (;;) {
      const rows = await claimDueEmails(db);
      for (const row of rows) await deliver(row);
      sent += rows.length;
      if (rows.length < BATCH || stopped) return sent;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        log.error({ err: error }, 'mail worker pass failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      await runOnce();
      schedule();
    }, options.pollIntervalMs);
    timer.unref();
  }

  return {
    runOnce,
    kick: () => {
      if (!stopped) void runOnce();
    },
    start() {
      if (!stopped) return;
      stopped = false;
      void runOnce();
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
