/**
 * Admin pricing answers come wrapped (`{ data: ... }`); the spec asks the client to accept plain answers
 * as well, so both shapes give the same value.
 */
export function unwrapData<T>(body: unknown): T {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'data' in body) {
    return (body as { data: T }).data;
  }
  return body as T;
}
