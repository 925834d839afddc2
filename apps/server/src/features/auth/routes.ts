import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  dataMessageResponseSchema,
  emailBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@nfc/contract/auth';
import type { Language } from '@nfc/contract/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { preferredLanguage } from '../../http/language.ts';
import { msg, withMessage } from '../../i18n/messages.ts';
import { networkOf } from '../../platform/network/ip-network.ts';
import { forgetPasswordGuesses, guardPasswordGuess } from './password-guesses.ts';
import {
  changePassword,
  login,
  type PasswordPolicy,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signOutEverywhere,
  verifyEmail,
  warmUpLogin,
} from './service.ts';

const MINUTE = 60_000;
/** Per IP and per e-mail: how often registration and each mail-sending call may run (sign-ins: password-guesses.ts). */
export const authLimits = {
  register: { perIp: 10, perEmail: 3, windowMs: 60 * MINUTE },
  mail: { perIp: 20, perEmail: 5, windowMs: 15 * MINUTE },
} as const;

function languageOf(request: FastifyRequest, chosen: Language | undefined): Language {
  return chosen ?? preferredLanguage(request.headers['accept-language']);
}

export const authRoutes =
  (deps: AppDeps, { passwordPolicy }: { passwordPolicy: PasswordPolicy }): FastifyPluginAsyncZod =>
  async (app) => {
    const { rateLimiter } = deps;
    // The stand-in hash for unknown addresses exists before the first sign-in, so that one is not slower either.
    await warmUpLogin();

    function tooMany(reply: FastifyReply, retryAfterSeconds: number): never {
      reply.header('retry-after', String(retryAfterSeconds));
      throw new AppError('RATE_LIMITED', 'auth.tooManyAttempts');
    }

    /** Counts every call per IP, valid or not, before the body is even read. */
    const limitIp =
      (scope: string, limits: { perIp: number; windowMs: number }) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const byIp = await rateLimiter.hit(`${scope}:ip:${networkOf(request.ip)}`, limits.perIp, limits.windowMs);
        if (!byIp.allowed) tooMany(reply, byIp.retryAfterSeconds);
      };

    /** Counts one call per (normalised) e-mail address. */
    async function limitEmail(
      reply: FastifyReply,
      scope: string,
      email: string,
      limits: { perEmail: number; windowMs: number },
    ) {
      const byEmail = await rateLimiter.hit(`${scope}:email:${email}`, limits.perEmail, limits.windowMs);
      if (!byEmail.allowed) tooMany(reply, byEmail.retryAfterSeconds);
    }

    // POST /api/auth/register - create an organisation account and mail the verification link
    app.post(
      '/register',
      {
        config: { public: true },
        onRequest: limitIp('register', authLimits.register),
        schema: {
          summary: 'Create an organisation account',
          operationId: 'register',
          errors: [429],
          body: registerBodySchema,
          response: { 201: messageResponseSchema },
        },
      },
      async (request, reply) => {
        await limitEmail(reply, 'register', request.body.email, authLimits.register);
        const result = await register(deps, { ...request.body, language: languageOf(request, request.body.language) });
        return reply.status(201).send(result);
      },
    );

    // GET /api/auth/verify-email/:token - confirm the address (24 h, single use)
    app.get(
      '/verify-email/:token',
      {
        config: { public: true },
        onRequest: limitIp('verify', authLimits.mail),
        schema: {
          summary: 'Confirm an e-mail address',
          operationId: 'verifyEmail',
          params: z.object({ token: z.string().min(1).max(200) }),
          response: { 200: messageResponseSchema },
        },
      },
      (request) => verifyEmail(deps, request.params.token),
    );

    // POST /api/auth/resend-verification - a fresh verification link; the same answer for every address
    app.post(
      '/resend-verification',
      {
        config: { public: true },
        onRequest: limitIp('resend', authLimits.mail),
        schema: {
          summary: 'Mail a fresh verification link',
          operationId: 'resendVerification',
          errors: [429],
          body: emailBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request, reply) => {
        await limitEmail(reply, 'resend', request.body.email, authLimits.mail);
        return resendVerification(deps, request.body.email);
      },
    );

    // POST /api/auth/login - a session token; 400 for any bad credentials, 403 when not verified or deactivated
    app.post(
      '/login',
      {
        config: { public: true },
        schema: {
          summary: 'Sign in and get a session token',
          operationId: 'login',
          errors: [429],
          body: loginBodySchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request, reply) => {
        const { email } = request.body;
        // Counted before the password is checked (see password-guesses.ts); a right password gives it back.
        const permit = await guardPasswordGuess(deps, request, reply, { scope: 'login', account: email, email });
        const outcome = await login(deps, request.body, passwordPolicy).catch(async (error: unknown) => {
          await permit.giveBack();
          throw error;
        });
        if (outcome.kind === 'invalid') {
          request.log.warn({ email, ip: request.ip }, 'sign-in failed: bad credentials');
          throw new AppError('INVALID_CREDENTIALS', 'auth.invalidCredentials');
        }
        await permit.giveBack();
        if (outcome.kind === 'unverified') {
          request.log.info({ userId: outcome.userId }, 'sign-in refused: e-mail not verified');
          throw new AppError('FORBIDDEN', 'auth.needsVerification', { extra: { needsVerification: true } });
        }
        if (outcome.kind === 'deactivated') {
          request.log.info({ userId: outcome.userId }, 'sign-in refused: deactivated by the organisation');
          throw new AppError('FORBIDDEN', 'auth.deactivated');
        }
        if (outcome.kind === 'ssoRequired') {
          request.log.info({ userId: outcome.userId }, 'sign-in refused: the organisation requires single sign-on');
          throw new AppError('FORBIDDEN', 'auth.ssoRequired', { extra: { ssoRequired: true } });
        }
        return withMessage(msg('auth.loggedIn'), { token: outcome.token });
      },
    );

    // POST /api/auth/request-password-reset - mail a reset link; the same answer for every address (403 where SSO is required)
    app.post(
      '/request-password-reset',
      {
        config: { public: true },
        onRequest: limitIp('reset', authLimits.mail),
        schema: {
          summary: 'Mail a password reset link',
          operationId: 'requestPasswordReset',
          errors: [429],
          body: emailBodySchema,
          response: { 200: dataMessageResponseSchema },
        },
      },
      async (request, reply) => {
        await limitEmail(reply, 'reset', request.body.email, authLimits.mail);
        return requestPasswordReset(deps, request.body.email, passwordPolicy);
      },
    );

    // POST /api/auth/reset-password - set a new password with a reset link (1 h, single use)
    app.post(
      '/reset-password',
      {
        config: { public: true },
        onRequest: limitIp('reset-password', authLimits.mail),
        schema: {
          summary: 'Set a new password with a reset link',
          operationId: 'resetPassword',
          body: resetPasswordBodySchema,
          response: { 200: dataMessageResponseSchema },
        },
      },
      async (request) => {
        const { email, answer } = await resetPassword(deps, request.body, passwordPolicy);
        // Whoever holds the mailed link owns the account: their network is no longer locked out of it.
        if (email) await forgetPasswordGuesses(rateLimiter, { scope: 'login', account: email, ip: request.ip });
        return answer;
      },
    );

    // POST /api/auth/sign-out-everywhere - revoke every token of the account (this device's too)
    app.post(
      '/sign-out-everywhere',
      {
        onRequest: app.requireUser,
        schema: {
          summary: 'Revoke every session of the account',
          operationId: 'signOutEverywhere',
          response: { 200: messageResponseSchema },
        },
      },
      (request) => signOutEverywhere(deps, { userId: request.user!.id }),
    );
  };

/** The signed-in user's password change, registered under /api/users beside the profile (app.ts). */
export const passwordChangeRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireUser);

    // PUT /api/users/change-password - checks the current password; answers a fresh token
    app.put(
      '/change-password',
      {
        schema: {
          summary: 'Change the password',
          operationId: 'changePassword',
          errors: [429],
          body: changePasswordBodySchema,
          response: { 200: changePasswordResponseSchema },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        // Current passwords are guesses like sign-ins (per user and IP), so a stolen session cannot guess the password.
        const permit = await guardPasswordGuess(deps, request, reply, {
          scope: 'change-password',
          account: user.id,
          email: user.email,
        });
        try {
          const changed = await changePassword(deps, { userId: user.id, data: request.body });
          await permit.giveBack();
          return changed;
        } catch (error) {
          const isWrongPassword = error instanceof AppError && Boolean(error.fields?.currentPassword);
          if (!isWrongPassword) await permit.giveBack();
          throw error;
        }
      },
    );
  };
