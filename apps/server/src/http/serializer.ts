import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType } from 'zod';

type SerializerCompiler = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Answers serialised by Fastify's compiled JSON serializer (fast-json-stringify), built from the same zod schemas
 * that document them: running zod over every answer cost a simple route a tenth of its time, and more for long lists.
 * Like zod's own serializer, it writes only the properties the schema names, so a row's other columns never leak.
 * A schema JSON Schema cannot express exactly (a transform, a date object, a custom check) keeps zod's serializer,
 * which also encodes what it transforms. Each route's serializer is built on its first answer, so an app starts
 * as fast as before (the tests start hundreds).
 */
export const compiledSerializerCompiler = (route: SerializerCompiler) => {
  let serialize: ((data: unknown) => string) | undefined;
  let zodSerialize: ((data: unknown) => string) | undefined;
  return (data: unknown) => {
    serialize ??= compile(route);
    if (!isComparingWithZod) return serialize(data);
    zodSerialize ??= zodSerializerCompiler(route) as (data: unknown) => string;
    const expected = zodSerialize(data);
    const answered = serialize(data);
    if (!isDeepStrictEqual(JSON.parse(answered), JSON.parse(expected))) {
      throw new Error(`${route.method} ${route.url}: the compiled serializer wrote ${answered}, zod ${expected}`);
    }
    return answered;
  };
};

let isComparingWithZod = false;

/**
 * The API tests switch this on (test/helpers.ts): every answer is then serialised by both and must read the same (the
 * same values; the order of keys may differ), or the request fails. Nothing in the server switches it on.
 */
export function compareSerializersWithZod(isOn: boolean) {
  isComparingWithZod = isOn;
}

function compile(route: SerializerCompiler): (data: unknown) => string {
  const schema = zodSchemaOf(route.schema);
  if (schema) {
    try {
      // draft-7 is what fast-json-stringify reads; 'output' describes what the handler answers.
      const jsonSchema = toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
      return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
    } catch {
      // Not expressible in JSON Schema: zod's serializer below.
    }
  }
  return zodSerializerCompiler(route) as (data: unknown) => string;
}

function zodSchemaOf(schema: unknown): ZodType | null {
  if (schema && typeof schema === 'object' && '_zod' in schema) return schema as ZodType;
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  if (properties && typeof properties === 'object' && '_zod' in properties) return properties as ZodType;
  return null;
}
