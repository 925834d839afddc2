import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text that was written to the route's response schema elsewhere (the database writes the tag list):
 * Fastify sends a string of a JSON content type as it is, without running the route's serializer over it.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
