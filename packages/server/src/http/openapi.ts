/** The OpenAPI 3.1 document of the HTTP API, generated from the endpoint declarations and their schemas. */
import { z } from 'zod';
import type { Endpoint } from './endpoint.js';
import { ERROR } from './schemas.js';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> => {
  const json: Record<string, unknown> = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  delete json.$schema; // the document as a whole says which dialect it uses
  return json;
};

const REFUSAL_TEXT: Readonly<Record<number, string>> = {
  400: 'the request is malformed or fails its schema; `error.path` names the place',
  401: 'no session, or an unknown session cookie',
  403: 'not allowed: a foreign Origin, or not a player of this game',
  404: 'no such game or challenge',
  409: 'refused in the current state: stale version, not your turn, game over, challenge closed',
  413: 'the body is larger than the server accepts',
  422: 'the engine refuses the action; `error.refusal` holds the rules engine code',
  429: 'too many requests: wait for the Retry-After header seconds',
};

export function openApiDocument(endpoints: readonly Endpoint[]): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const { spec } of endpoints) {
    const path = spec.url.replace(/:(\w+)/g, '{$1}');
    const parameters = [
      ...objectFields(spec.params).map(([name, schema]) => ({ name, in: 'path', required: true, schema })),
      ...objectFields(spec.query).map(([name, schema]) => ({ name, in: 'query', required: false, schema })),
    ];
    const refusals = [400, ...(spec.session ? [401] : []), ...(spec.refusals ?? []), 429];
    const responses: Record<string, object> = {
      [String(spec.status ?? 200)]: {
        description: 'success',
        ...(spec.response
          ? { content: { 'application/json': { schema: jsonSchema(spec.response, 'output') } } }
          : {}),
      },
    };
    for (const status of refusals) {
      responses[String(status)] = {
        description: REFUSAL_TEXT[status] ?? 'refused',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    paths[path] = {
      ...paths[path],
      [spec.method.toLowerCase()]: {
        summary: spec.summary,
        tags: [spec.tag],
        ...(spec.session ? { security: [{ session: [] }] } : {}),
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(spec.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: jsonSchema(spec.body, 'input') } },
              },
            }
          : {}),
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Katz und Maus game server',
      version: '1',
      description:
        'Play Katz und Maus over HTTP; live updates over the WebSocket at /api/live (docs/api.md). ' +
        "Every state-changing request from a browser must come from the server's own origin.",
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'katz_session' } },
      schemas: { Error: jsonSchema(ERROR, 'output') },
    },
    paths,
  };
}

function objectFields(schema: z.ZodType | undefined): [string, object][] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, object> };
  return Object.entries(json.properties ?? {});
}
