import { and, asc, desc, eq, inArray, lt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { MailMessage, MailTransport } from './mail.ts';

const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** Delivered and given-up mails are deleted after a week: they hold reset and verification links. */
export const OUTBOX_RETENTION_MS = 7 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;
/** How long a mail a copy took stays its own: past it (the copy died mid-send), another copy may take it. */
const CLAIM_MS = 5 * 60_000;
/** What a delivered mail's body becomes: its links are of no use to anyone but the recipient. */
const DELIVERED_BODY = '(delivered; the body is not kept)';

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min ... capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export type Mailer = {
  /** Stores the mail in the outbox and hands it to the transport without making the caller wait. */
  send(message: MailMessage): Promise<void>;
  /** Delivers every due mail; used by the timer and by tests. */
  flush(): Promise<void>;
  /** Deletes delivered and given-up mails older than the retention; answers how many. */
  prune(now?: Date): Promise<number>;
  list(limit?: number): Promise<Array<typeof outbox.$inferSelect>>;
  start(): void;
  stop(): Promise<void>;
};

export function createMailer(options: {
  db: Database;
  transport: MailTransport;
  from: string;
  logger: FastifyBaseLogger;
  intervalMs?: number;
  onDelivered?: (isSent: boolean) => void;
}): Mailer {
  const { db, transport, from, logger } = options;
  // With no SMTP the outbox row is the only copy of a mail (the dev outbox shows it), so its body stays until pruned.
  const keepsBodies = transport.kind === 'log';
  const redacted = keepsBodies ? {} : { text: DELIVERED_BODY, html: DELIVERED_BODY };
  let timer: NodeJS.Timeout | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  /**
   * Takes due mails for this copy: their next attempt moves a lease ahead in the same statement (SKIP LOCKED), so two
   * copies (or two apps on one database) never deliver one mail twice; a copy that dies mid-send leaves it to the
   * others once the lease is over.
   */
  function claim() {
    return db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() + CLAIM_MS) })
      .where(
        inArray(
          outbox.id,
          db
            .select({ id: outbox.id })
            .from(outbox)
            .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, new Date())))
            .orderBy(asc(outbox.createdAt))
            .limit(BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
  }

  async function deliver(mail: typeof outbox.$inferSelect) {
    try {
      await transport.deliver({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1, lastError: null, ...redacted })
        .where(eq(outbox.id, mail.id));
      options.onDelivered?.(true);
    } catch (error) {
      options.onDelivered?.(false);
      const attempts = mail.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      logger.warn({ err: error, mailId: mail.id, attempts }, 'mail delivery failed');
      await db
        .update(outbox)
        .set({
          attempts,
          status: failed ? 'failed' : 'pending',
          lastError: String((error as Error).message ?? error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          ...(failed ? redacted : {}),
        })
        .where(eq(outbox.id, mail.id));
    }
  }

  async function deliverDue() {
    for (const mail of await claim()) await deliver(mail);
  }

  /** Mails this copy stored and is delivering now: a flush waits for them too. */
  const sending = new Set<Promise<void>>();

  async function prune(now = new Date()): Promise<number> {
    const deleted = await db
      .delete(outbox)
      .where(
        and(
          inArray(outbox.status, ['sent', 'failed']),
          lt(outbox.createdAt, new Date(now.getTime() - OUTBOX_RETENTION_MS)),
        ),
      )
      .returning({ id: outbox.id });
    return deleted.length;
  }

  async function flush(): Promise<void> {
    await Promise.all(sending);
    return sweep();
  }

  function sweep(): Promise<void> {
    if (running) {
      // A mail stored while a round is under way is taken by one more round right after it.
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue().catch((error) => logger.error({ err: error }, 'outbox flush failed'));
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    async send(message) {
      // Stored already leased to this copy, which delivers it at once: no other copy's sweep can take it first (on
      // a shared database it used to, and delivered it through that copy's transport). If this copy dies, the lease
      // runs out and a sweep delivers it.
      const [stored] = await db
        .insert(outbox)
        .values({ ...message, nextAttemptAt: new Date(Date.now() + CLAIM_MS) })
        .returning();
      const delivery = deliver(stored!)
        .catch((error) => logger.error({ err: error }, 'mail delivery failed'))
        .finally(() => sending.delete(delivery));
      sending.add(delivery);
    },
    flush,
    prune,
    list: (limit = 100) => db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit),
    start() {
      timer ??= setInterval(() => void sweep(), options.intervalMs ?? 15_000);
      timer.unref();
      const pruneNow = () => void prune().catch((error) => logger.error({ err: error }, 'outbox prune failed'));
      if (!pruneTimer) {
        pruneNow();
        pruneTimer = setInterval(pruneNow, PRUNE_EVERY_MS);
        pruneTimer.unref();
      }
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (pruneTimer) clearInterval(pruneTimer);
      timer = undefined;
      pruneTimer = undefined;
      await Promise.all(sending);
      await running;
    },
  };
}
