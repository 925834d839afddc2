import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { RateLimiter } from '../../platform/cache/rate-limiter.ts';
import { networkOf } from '../../platform/network/ip-network.ts';
import { sendLockoutMail } from './service.ts';

const MINUTE = 60_000;

/**
 * Password guesses (sign-in, change-password), counted before the password is checked (Auth0's model):
 * per account and IP, so a lockout stays with the guesser's network and never locks the owner out from
 * elsewhere; per IP across all accounts, ten times higher, so colleagues behind one office NAT are not
 * locked out by one of them, while a spray over many accounts is still stopped.
 */
export const passwordGuessLimits = {
  perAccountAndIp: { limit: 10, windowMs: 15 * MINUTE },
  perIp: { limit: 100, windowMs: 60 * MINUTE },
} as const;

export type Guesser = { scope: 'login' | 'change-password'; account: string; ip: string };

export type GuessPermit =
  | {
      isAllowed: true;
      /** The password was right, or none was checked: the account's count starts over, the IP's gets one back. */
      giveBack(): Promise<void>;
    }
  | {
      isAllowed: false;
      retryAfterSeconds: number;
      /** The account has just been locked from an IP, the first time in this window: tell its owner. */
      shouldNotifyOwner: boolean;
    };

const keysOf = ({ scope, account, ip }: Guesser) => {
  const network = networkOf(ip);
  return {
    ip: `${scope}:ip:${network}`,
    // A network is an IPv4 address (no '/') or ends in '/64', so each key names one pair of network and account.
    accountAndIp: `${scope}:account-ip:${network}/${account}`,
    notice: `${scope}:lockout-notice:${account}`,
  };
};

/** Counts one guess before the password is checked, atomically: of N parallel guesses at most the limit pass. */
export async function countPasswordGuess(rateLimiter: RateLimiter, guesser: Guesser): Promise<GuessPermit> {
  const { perIp, perAccountAndIp } = passwordGuessLimits;
  const keys = keysOf(guesser);
  const byIp = await rateLimiter.hit(keys.ip, perIp.limit, perIp.windowMs);
  if (!byIp.allowed) return { isAllowed: false, retryAfterSeconds: byIp.retryAfterSeconds, shouldNotifyOwner: false };
  const byAccount = await rateLimiter.hit(keys.accountAndIp, perAccountAndIp.limit, perAccountAndIp.windowMs);
  if (!byAccount.allowed) {
    // A refused guess checks no password, so it does not count towards the IP's limit.
    await rateLimiter.giveBack(keys.ip);
    // Exactly one refusal sees the count just over the limit; the notice key makes it once per account.
    const isNewLockout = byAccount.count === perAccountAndIp.limit + 1;
    const shouldNotifyOwner = isNewLockout && (await rateLimiter.hit(keys.notice, 1, perAccountAndIp.windowMs)).allowed;
    return { isAllowed: false, retryAfterSeconds: byAccount.retryAfterSeconds, shouldNotifyOwner };
  }
  return {
    isAllowed: true,
    async giveBack() {
      await Promise.all([rateLimiter.reset(keys.accountAndIp), rateLimiter.giveBack(keys.ip)]);
    },
  };
}

type AllowedGuess = Extract<GuessPermit, { isAllowed: true }>;

/**
 * Counts a guess and answers its permit, or refuses it with 429 and Retry-After; an account's new lockout
 * mails its owner a reset link. The mail is not awaited, so a known and an unknown address get the same
 * answer in the same time.
 */
export async function guardPasswordGuess(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  { scope, account, email }: { scope: Guesser['scope']; account: string; email: string },
): Promise<AllowedGuess> {
  const permit = await countPasswordGuess(deps.rateLimiter, { scope, account, ip: request.ip });
  if (permit.isAllowed) return permit;
  request.log.warn({ scope, account, ip: request.ip }, 'password guess refused: too many attempts');
  if (permit.shouldNotifyOwner) {
    const lockMinutes = passwordGuessLimits.perAccountAndIp.windowMs / MINUTE;
    sendLockoutMail(deps, { email, lockMinutes }).catch((error) =>
      request.log.error({ err: error, scope }, 'the lockout mail could not be sent'),
    );
  }
  reply.header('retry-after', String(permit.retryAfterSeconds));
  throw new AppError('RATE_LIMITED', 'auth.tooManyAttempts');
}

/** A password reset proves the owner: the network they reset from may sign in again at once. */
export async function forgetPasswordGuesses(rateLimiter: RateLimiter, guesser: Guesser): Promise<void> {
  await rateLimiter.reset(keysOf(guesser).accountAndIp);
}
