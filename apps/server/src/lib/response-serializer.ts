import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * Rewrites zod's JSON Schema into the subset fast-json-stringify serialises without a validator:
 * `anyOf: [X, { type: 'null' }]` (zod's nullable) becomes `type: [X's type, 'null']`. Returns null
 * when the schema has anything else it would have to choose between at run time (unions,
 * intersections, `not`), or no type to serialise by: such routes keep zod's serialiser.
 */
function simplify(schema: unknown): JsonSchema | null {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return null;
  const { anyOf, oneOf, allOf, not, $ref, $schema: _, ...rest } = schema as JsonSchema;
  if (oneOf !== undefined || allOf !== undefined || not !== undefined || $ref !== undefined) return null;
  if (anyOf !== undefined) {
    const branches = anyOf as unknown[];
    const others = branches.filter((b) => !isDeepStrictEqual(b, { type: 'null' }));
    if (branches.length !== 2 || others.length !== 1 || Object.keys(rest).length > 0) return null;
    const inner = simplify(others[0]);
    if (!inner || typeof inner.type !== 'string') return null;
    return { ...inner, type: [inner.type, 'null'] };
  }
  if (rest.type === undefined && rest.const === undefined && rest.enum === undefined) return null;
  const out: JsonSchema = { ...rest };
  if (rest.properties) {
    const properties: JsonSchema = {};
    for (const [name, value] of Object.entries(rest.properties as JsonSchema)) {
      const simple = simplify(value);
      if (!simple) return null;
      properties[name] = simple;
    }
    out.properties = properties;
  }
  if (rest.items !== undefined) {
    const items = simplify(rest.items);
    if (!items) return null;
    out.items = items;
  }
  if (typeof rest.additionalProperties === 'object' && rest.additionalProperties !== null) {
    const additional = simplify(rest.additionalProperties);
    if (!additional) return null;
    out.additionalProperties = additional;
  }
  return out;
}

/** The response schema as plain JSON Schema fast-json-stringify can compile, or null. */
export function serializableJsonSchema(schema: z.ZodType): JsonSchema | null {
  let json: unknown;
  try {
    // A registry of its own: schemas with an id (`.meta({ id })`) are inlined rather than `$ref`s.
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', metadata: z.registry() });
  } catch {
    return null;
  }
  return simplify(json);
}

/**
 * Response serialiser: fast-json-stringify compiled once per route from the zod response schema
 * turned into JSON Schema, instead of zod encoding every answer and `JSON.stringify` after it
 * (lists spent ~6% of their CPU there; docs/performance.md). Like zod's, it writes only the
 * properties the schema declares. Schemas it cannot compile faithfully (unions and the like) keep
 * zod's serialiser.
 *
 * With `verify` (every environment but production: tests and development), each answer is also
 * encoded by zod, which must accept it, and both outputs must be the same JSON: the contract is
 * still checked on every response the tests make, and the two serialisers cannot drift apart
 * unnoticed.
 */
export function createResponseSerializerCompiler(options: {
  verify: boolean;
}): FastifySerializerCompiler<z.ZodType | JsonSchema> {
  return (route) => {
    const zodSerializer = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const schema = route.schema;
    const json = schema instanceof z.ZodType ? serializableJsonSchema(schema) : null;
    if (!json) return zodSerializer;
    const fast = fastJsonStringify(json);
    if (!options.verify) return (data) => fast(data);
    return (data) => {
      const checked = zodSerializer(data);
      const output = fast(data);
      if (!isDeepStrictEqual(JSON.parse(output), JSON.parse(checked))) {
        throw new Error(
          `The compiled serialiser of ${route.method} ${route.url} wrote ${output}, zod wrote ${checked}`,
        );
      }
      return output;
    };
  };
}
