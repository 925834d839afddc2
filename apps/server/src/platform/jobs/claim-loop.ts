import type { FastifyBaseLogger } from 'fastify';

/** A worker over a queue table: claims one due row at a time and works it, until none is due or it stops. */
export type ClaimLoop = {
  /** Works every due row now (tests pass a clock); resolves when none is left. */
  runDue(now?: Date): Promise<void>;
  start(): void;
  /** Stops the timer, tells the row under way to let go (`signal`) and waits for it. */
  stop(): Promise<void>;
};

/**
 * The loop the export, CRM and wallet workers share: one row at a time per server copy, polled every `intervalMs`
 * and at start; a failure of the loop itself is logged and the next tick tries again. Claiming (with its lease and
 * `SKIP LOCKED`) and the work stay the worker's.
 */
export function createClaimLoop<Row>({
  name,
  intervalMs,
  logger,
  claim,
  work,
  afterStop,
}: {
  /** For the log: 'CRM worker', 'export worker' ... */
  name: string;
  intervalMs: number;
  logger: FastifyBaseLogger;
  claim(now?: Date): Promise<Row | null>;
  work(row: Row, signal: AbortSignal, now?: Date): Promise<void>;
  /** Lets go of what the work kept open (connections), once the row under way is done. */
  afterStop?(): Promise<void>;
}): ClaimLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopping = new AbortController();

  async function drain(now?: Date) {
    const { signal } = stopping;
    for (let row = await claim(now); row && !signal.aborted; row = await claim(now)) await work(row, signal, now);
  }
  const runDue = (now?: Date) => {
    running ??= drain(now)
      .catch((error) => logger.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    runDue,
    start() {
      if (stopping.signal.aborted) stopping = new AbortController();
      timer = setInterval(() => void runDue(), intervalMs);
      timer.unref();
      void runDue();
    },
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
      await afterStop?.();
    },
  };
}
