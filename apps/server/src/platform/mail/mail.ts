export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Delivers one mail or throws; the outbox retries failures with backoff. */
export type MailTransport = {
  readonly kind: 'log' | 'smtp';
  deliver(message: MailMessage & { from: string }): Promise<void>;
};
