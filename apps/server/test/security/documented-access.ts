import type { FastifyInstance } from 'fastify';

type Operation = { security?: unknown[] };
type Document = { paths: Record<string, Record<string, Operation>> };

const shapeOf = (template: string) => template.replace(/:\w+/g, '{}').replace(/\{[^}]*\}/g, '{}');

/**
 * How the OpenAPI document says a route is reached (`GET /api/tags/:id`): 'public' (`security: []`), 'signed in',
 * or undefined when it is left out of the document. Found by the path's shape: merged paths rename parameters.
 */
export function documentedAccess(app: FastifyInstance, key: string): 'public' | 'signed in' | undefined {
  const [method = '', url = ''] = key.split(' ');
  const document = app.swagger() as unknown as Document;
  const shape = shapeOf(url.replace(/\/$/, '') || '/');
  const template = Object.keys(document.paths).find((candidate) => shapeOf(candidate) === shape);
  const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined;
  if (!operation) return undefined;
  return operation.security?.length === 0 ? 'public' : 'signed in';
}
