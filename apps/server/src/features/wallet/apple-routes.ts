import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { networkOf } from '../../platform/network/ip-network.ts';
import { buildApplePass } from './apple-pass.ts';
import { ensureWalletPass } from './content.ts';
import {
  authenticatePass,
  findUpdatedSerials,
  registerDevice,
  requireOurPassType,
  unregisterDevice,
} from './passkit.ts';
import { requireWallet, sendPkpass } from './routes.ts';

const idParams = z.object({ id: z.string().max(100) });

/** GET /api/vcf-configs/:id/wallet/apple (registered under /vcf-configs). */
export const appleWalletRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireUser);

    // GET /api/vcf-configs/:id/wallet/apple - the card's Apple Wallet pass (.pkpass)
    app.get(
      '/:id/wallet/apple',
      {
        config: { scope: 'cards:read' },
        schema: {
          summary: "Get a card's Apple Wallet pass",
          description:
            'The signed .pkpass file (application/vnd.apple.pkpass) of the card as it is now; Wallet keeps it up to date. 404 when Apple Wallet is not set up on this server.',
          operationId: 'getAppleWalletPass',
          params: idParams,
        },
      },
      async (request, reply) => {
        requireWallet(deps, 'apple');
        const pass = await ensureWalletPass(deps, request.user!, request.params.id);
        return sendPkpass(reply, await buildApplePass(deps, pass));
      },
    );
  };

/** Log lines a device may send per address and minute (no credentials: each one is written to our log). */
const PASSKIT_LOGS_PER_MINUTE = 20;
/** How much of a device's log is kept: Wallet explains a refused update in a line or two. */
const LOG_ENTRIES = 10;
const LOG_ENTRY_CHARS = 500;

const deviceParams = z.object({
  deviceLibraryIdentifier: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'a device library identifier'),
  passTypeIdentifier: z.string().min(1).max(200),
});
const registrationParams = deviceParams.extend({ serialNumber: z.string().min(1).max(100) });
const passParams = z.object({
  passTypeIdentifier: z.string().min(1).max(200),
  serialNumber: z.string().min(1).max(100),
});
const registrationBody = z.object({
  pushToken: z.string().regex(/^[0-9A-Fa-f]{1,200}$/, 'a hexadecimal push token'),
});
const updatedSerialsSchema = z.object({
  serialNumbers: z.array(z.string()).describe("The serial numbers (card ids) of the device's changed passes"),
  lastUpdated: z.string().describe('The tag to send as passesUpdatedSince next time (epoch milliseconds)'),
});

/** Last-Modified/If-Modified-Since are HTTP dates, to the second: compared as whole seconds. */
const wholeSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Apple's PassKit web service (registered under /passkit; the pass's webServiceURL): devices authenticate with
 * `Authorization: ApplePass <the pass's token>`, not a session. Every route answers 404 while Apple Wallet is not set
 * up here.
 */
export const passkitRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async () => requireWallet(deps, 'apple'));

    // POST /api/passkit/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber - register
    app.post(
      '/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber',
      {
        config: { public: true },
        schema: {
          summary: "Register a device for a pass's updates",
          description:
            'PassKit web service: Wallet registers for pushes about the pass, authenticated with `Authorization: ApplePass <token>`. 201 registered, 200 already registered, 401 wrong token.',
          operationId: 'registerPassDevice',
          params: registrationParams,
          body: registrationBody,
        },
      },
      async (request, reply) => {
        const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
        const pass = await authenticatePass(deps, {
          passTypeId: passTypeIdentifier,
          serialNumber,
          authorization: request.headers.authorization,
        });
        const { created } = await registerDevice(deps, {
          deviceLibraryId: deviceLibraryIdentifier,
          passTypeId: passTypeIdentifier,
          cardId: pass.content.cardId,
          pushToken: request.body.pushToken,
        });
        return reply.status(created ? 201 : 200).send();
      },
    );

    // DELETE /api/passkit/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber
    app.delete(
      '/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber',
      {
        config: { public: true },
        schema: {
          summary: "Unregister a device from a pass's updates",
          description: 'PassKit web service: the pass left Wallet, or its updates were switched off. 401 wrong token.',
          operationId: 'unregisterPassDevice',
          params: registrationParams,
        },
      },
      async (request, reply) => {
        const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
        const pass = await authenticatePass(deps, {
          passTypeId: passTypeIdentifier,
          serialNumber,
          authorization: request.headers.authorization,
        });
        await unregisterDevice(deps, {
          deviceLibraryId: deviceLibraryIdentifier,
          passTypeId: passTypeIdentifier,
          cardId: pass.content.cardId,
        });
        return reply.status(200).send();
      },
    );

    // GET /api/passkit/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier - changed passes
    app.get(
      '/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier',
      {
        config: { public: true },
        schema: {
          summary: "List a device's changed passes",
          description:
            'PassKit web service: the serial numbers of the passes the device registered for that changed after `passesUpdatedSince` (all without it). 204 when none did.',
          operationId: 'listUpdatedPasses',
          params: deviceParams,
          querystring: z.object({
            passesUpdatedSince: z
              .string()
              .regex(/^\d{1,13}$/, 'a tag this service answered')
              .optional()
              .describe('The lastUpdated tag of the previous answer'),
          }),
          response: { 200: updatedSerialsSchema, 204: z.null().describe('No registered pass changed') },
        },
      },
      async (request, reply) => {
        const { deviceLibraryIdentifier, passTypeIdentifier } = request.params;
        requireOurPassType(deps, passTypeIdentifier);
        const since = request.query.passesUpdatedSince;
        const updated = await findUpdatedSerials(deps, {
          deviceLibraryId: deviceLibraryIdentifier,
          passTypeId: passTypeIdentifier,
          since: since === undefined ? null : new Date(Number(since)),
        });
        if (!updated) return reply.status(204).send(null);
        return updated;
      },
    );

    // GET /api/passkit/v1/passes/:passTypeIdentifier/:serialNumber - the latest version of a pass
    app.get(
      '/v1/passes/:passTypeIdentifier/:serialNumber',
      {
        config: { public: true },
        schema: {
          summary: 'Get the latest version of a pass',
          description:
            'PassKit web service: the signed .pkpass as the card is now, with Last-Modified; 304 when If-Modified-Since is not older. 401 wrong token.',
          operationId: 'getUpdatedPass',
          params: passParams,
        },
      },
      async (request, reply) => {
        const pass = await authenticatePass(deps, {
          passTypeId: request.params.passTypeIdentifier,
          serialNumber: request.params.serialNumber,
          authorization: request.headers.authorization,
        });
        const { updatedAt } = pass.content;
        const since = Date.parse(request.headers['if-modified-since'] ?? '');
        if (!Number.isNaN(since) && wholeSeconds(updatedAt) <= Math.floor(since / 1000)) {
          return reply.status(304).send();
        }
        reply.header('last-modified', updatedAt.toUTCString());
        return sendPkpass(reply, await buildApplePass(deps, pass));
      },
    );

    // POST /api/passkit/v1/log - Wallet reports a problem with our web service or passes
    app.post(
      '/v1/log',
      {
        config: { public: true },
        bodyLimit: 64 * 1024,
        schema: {
          summary: 'Receive log messages from Wallet',
          description: `PassKit web service: Wallet's error messages about this service, written to the server log (the first ${LOG_ENTRIES}, each cut at ${LOG_ENTRY_CHARS} characters).`,
          operationId: 'logPasskitMessages',
          errors: [429],
          body: z.object({ logs: z.array(z.string().max(10_000)).max(100) }),
        },
      },
      async (request, reply) => {
        const hit = await deps.rateLimiter.hit(`passkit-log:${networkOf(request.ip)}`, PASSKIT_LOGS_PER_MINUTE, 60_000);
        if (!hit.allowed) {
          reply.header('retry-after', String(hit.retryAfterSeconds));
          throw new AppError('RATE_LIMITED', 'common.tooManyRequests');
        }
        const logs = request.body.logs.slice(0, LOG_ENTRIES).map((line) => line.slice(0, LOG_ENTRY_CHARS));
        request.log.info({ passkitLogs: logs, count: request.body.logs.length }, 'PassKit device log');
        return reply.status(200).send();
      },
    );
  };
