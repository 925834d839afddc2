import type { ChangePasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from '@nfc/contract/auth';
import type { Language } from '@nfc/contract/constants';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isCommonPassword } from '../../accounts/common-passwords.ts';
import { createOpaqueToken, hashOpaqueToken } from '../../accounts/opaque-tokens.ts';
import { createOrganisationWithOwner } from '../../accounts/organisations.ts';
import { hashPassword, verifyPassword } from '../../accounts/password.ts';
import { issueSessionToken } from '../../accounts/session-tokens.ts';
import { findUserRowByEmail, getUserRecord, type UserRow } from '../../accounts/user-records.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { emailTokens, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { msg, withMessage } from '../../i18n/messages.ts';
import { lockoutMail, passwordResetMail, registrationAttemptMail, verificationMail } from './mails.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'keys' | 'sessions'>;

/**
 * What single sign-on enforcement says of a password (features/sso, handed in by app.ts): 'sso' refuses it,
 * 'breakGlass' is the owner's way in when the identity provider fails, allowed and audited.
 */
export type PasswordVerdict = 'password' | 'sso' | 'breakGlass';
export type PasswordPolicy = {
  /** For a member who proved their password (or a reset link): by their organisation and address. */
  forMember(user: Pick<UserRow, 'email' | 'organisationId' | 'teamRole'>): Promise<PasswordVerdict>;
  /** For an address a reset is asked for, whether it has an account or not: by its domain only. */
  forAddress(email: string): Promise<PasswordVerdict>;
};

/** The web opens its SSO form on `ssoRequired` (the status alone is shared with unverified and deactivated accounts). */
const ssoRequired = () => new AppError('FORBIDDEN', 'auth.ssoRequired', { extra: { ssoRequired: true } });

const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;

function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION', 'validation.passwordCommon', { fields: { [field]: 'validation.passwordCommon' } });
  }
}

/** A hash of a random password, verified against when the e-mail is unknown so both paths take as long. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(createOpaqueToken().token);
  return dummyHash;
};

export async function warmUpLogin() {
  await getDummyHash();
}

async function sendEmailToken(
  deps: Deps,
  user: Pick<UserRow, 'id' | 'email' | 'language' | 'contactFirstName'>,
  purpose: 'verify_email' | 'reset_password',
  buildMail: typeof passwordResetMail = purpose === 'verify_email' ? verificationMail : passwordResetMail,
) {
  const { token, tokenHash } = createOpaqueToken();
  const ttl = purpose === 'verify_email' ? VERIFY_TTL_MS : RESET_TTL_MS;
  await deps.db
    .insert(emailTokens)
    .values({ userId: user.id, purpose, tokenHash, expiresAt: new Date(Date.now() + ttl) });
  const recipient = { email: user.email, language: user.language, name: user.contactFirstName };
  const page = purpose === 'verify_email' ? 'verify-email' : 'reset-password';
  const url = `${deps.config.appUrl}/${page}?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(buildMail(recipient, url));
}

/** Marks a mail token used and answers its user, or null when it is unknown, used or expired. */
async function consumeEmailToken(deps: Deps, token: string, purpose: 'verify_email' | 'reset_password') {
  const [consumed] = await deps.db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashOpaqueToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return consumed?.userId ?? null;
}

/**
 * Every well-formed registration answers the same, so the form cannot tell whether an address has an account: a new
 * address gets its verification link, a known one a mail to its owner instead.
 */
export async function register(deps: Deps, data: RegisterBody & { language: Language }) {
  refuseCommonPassword(data.password, 'password');
  // Hashed on both paths, so a known address takes as long as a new one.
  const passwordHash = await hashPassword(data.password);
  const user = await createOrganisationWithOwner(deps.db, {
    organisation: {
      name: data.organisationName,
      street: data.organisationStreet,
      number: data.organisationNumber,
      plz: data.organisationPlz,
      city: data.organisationCity,
      country: data.organisationCountry,
    },
    owner: {
      email: data.email,
      passwordHash,
      contactFirstName: data.contactFirstName,
      contactLastName: data.contactLastName,
      language: data.language,
    },
  });
  if (user) {
    await sendEmailToken(deps, user, 'verify_email');
  } else {
    const owner = await findUserRowByEmail({ db: deps.db, email: data.email });
    if (owner) {
      const recipient = { email: owner.email, language: owner.language, name: owner.contactFirstName };
      await deps.mailer.send(registrationAttemptMail(recipient, deps.config.appUrl));
    }
  }
  return withMessage(msg('auth.registered'));
}

export async function verifyEmail(deps: Deps, token: string) {
  const userId = await consumeEmailToken(deps, token, 'verify_email');
  if (!userId) throw new AppError('BAD_REQUEST', 'auth.invalidVerification');
  await deps.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId));
  deps.sessions.invalidateUser(userId);
  return withMessage(msg('auth.verified'));
}

export async function resendVerification(deps: Deps, email: string) {
  const user = await findUserRowByEmail({ db: deps.db, email });
  if (user && !user.isEmailVerified) await sendEmailToken(deps, user, 'verify_email');
  return withMessage(msg('auth.resent'));
}

export type LoginOutcome =
  | { kind: 'ok'; token: string; userId: string }
  | { kind: 'invalid' }
  | { kind: 'unverified'; userId: string }
  | { kind: 'deactivated'; userId: string }
  | { kind: 'ssoRequired'; userId: string };

export async function login(deps: Deps, data: LoginBody, policy: PasswordPolicy): Promise<LoginOutcome> {
  const user = await findUserRowByEmail({ db: deps.db, email: data.email });
  const isValid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), data.password);
  if (!user || !isValid) return { kind: 'invalid' };
  if (!user.isEmailVerified) return { kind: 'unverified', userId: user.id };
  if (!user.isActive) return { kind: 'deactivated', userId: user.id };
  // Only after the password: a wrong one says no more than that.
  const verdict = await policy.forMember(user);
  if (verdict === 'sso') return { kind: 'ssoRequired', userId: user.id };
  if (verdict === 'breakGlass') {
    await recordAudit(deps.db, {
      actor: user,
      action: 'auth.breakGlassSignIn',
      targetType: 'organisation',
      targetId: user.organisationId,
    });
  }
  return { kind: 'ok', token: await issueSessionToken(deps, user.id), userId: user.id };
}

/** Refused (403) for an address single sign-on covers, by its domain alone, so the answer tells nothing of an account. */
export async function requestPasswordReset(deps: Deps, email: string, policy: PasswordPolicy) {
  if ((await policy.forAddress(email)) === 'sso') throw ssoRequired();
  const user = await findUserRowByEmail({ db: deps.db, email });
  if (user) await sendEmailToken(deps, user, 'reset_password');
  return { data: withMessage(msg('auth.resetRequested')) };
}

/** Tells the owner of a locked account, with a reset link in case they forgot; an unknown address gets nothing. */
export async function sendLockoutMail(deps: Deps, { email, lockMinutes }: { email: string; lockMinutes: number }) {
  const user = await findUserRowByEmail({ db: deps.db, email });
  if (user) {
    await sendEmailToken(deps, user, 'reset_password', (recipient, url) => lockoutMail(recipient, url, lockMinutes));
  }
}

export async function resetPassword(deps: Deps, data: ResetPasswordBody, policy: PasswordPolicy) {
  refuseCommonPassword(data.password, 'password');
  const passwordHash = await hashPassword(data.password);
  const userId = await consumeEmailToken(deps, data.token, 'reset_password');
  if (!userId) throw new AppError('BAD_REQUEST', 'auth.invalidReset');
  // A link mailed before single sign-on was enforced sets no password that could not be used.
  const record = await getUserRecord({ db: deps.db, userId });
  if (record && (await policy.forMember(record.row)) === 'sso') throw ssoRequired();
  // The reset link proved the address, so it counts as verified; every old session dies.
  const [user] = await deps.db
    .update(users)
    .set({ passwordHash, isEmailVerified: true, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  deps.sessions.invalidateUser(userId);
  // So do the account's other reset links: one that leaked earlier cannot set the password again.
  await deps.db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'reset_password'), isNull(emailTokens.usedAt)));
  return { email: user?.email ?? null, answer: { data: withMessage(msg('auth.passwordReset')) } };
}

export async function changePassword(deps: Deps, { userId, data }: { userId: string; data: ChangePasswordBody }) {
  const record = await getUserRecord({ db: deps.db, userId });
  if (!record) throw new AppError('UNAUTHORIZED', 'auth.sessionEnded');
  if (!(await verifyPassword(record.row.passwordHash, data.currentPassword))) {
    throw new AppError('VALIDATION', 'auth.wrongCurrentPassword', {
      fields: { currentPassword: 'auth.wrongCurrentPassword' },
    });
  }
  refuseCommonPassword(data.newPassword, 'newPassword');
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(data.newPassword), tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  deps.sessions.invalidateUser(userId);
  return withMessage(msg('auth.passwordChanged'), { token: await issueSessionToken(deps, userId) });
}

/** Bumps the token version: every token issued so far stops working at once. */
export async function signOutEverywhere(deps: Pick<Deps, 'db' | 'sessions'>, { userId }: { userId: string }) {
  await deps.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  deps.sessions.invalidateUser(userId);
  return withMessage(msg('auth.signedOutEverywhere'));
}
