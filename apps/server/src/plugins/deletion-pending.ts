import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/** What a member of an organisation awaiting its erasure may still call: the notice, the way out, the export. */
function isOpenDuringDeletion(request: FastifyRequest): boolean {
  let path = request.url.split('?')[0] ?? '';
  while (path.endsWith('/')) path = path.slice(0, -1);
  if (path.startsWith('/api/auth/') || path.startsWith('/api/organisation/exports')) return true;
  if (path === '/api/organisation/deletion/cancel' || path === '/api/users/me') return true;
  if (path === '/api/users/profile' && request.method === 'GET') return true;
  // The platform admin keeps the admin area, whatever becomes of their own organisation.
  return request.user?.role === 'admin' && path.startsWith('/api/admin');
}

/**
 * While the organisation waits to be erased (decision 024) its members can sign in only to see the notice: every
 * other portal route answers 403 `erasure.deletionPending`. Runs after the routes' own sign-in check.
 */
export const deletionPendingPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const deletionScheduledAt = request.user?.deletionScheduledAt;
    if (!deletionScheduledAt || isOpenDuringDeletion(request)) return;
    throw new AppError('FORBIDDEN', 'erasure.deletionPending', { extra: { deletionScheduledAt } });
  });
});
