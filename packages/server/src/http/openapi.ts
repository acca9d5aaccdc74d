/**
 * The OpenAPI 3.1 document of the HTTP API, generated from the protocol's endpoint contracts: every request and
 * every answer, refusals included, with its full schema. The live WebSocket's messages are listed as schemas too.
 */
import { CLIENT_MESSAGE, ERROR_BODY, SERVER_MESSAGE, type Endpoint } from '@katz/protocol';
import { z } from 'zod';

/** JSON Schema without `readOnly`, which zod adds for read-only lists but means something else in OpenAPI. */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> => {
  const json: Record<string, unknown> = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  delete json.$schema; // the document as a whole says which dialect it uses
  return withoutReadOnly(json) as Record<string, unknown>;
};

function withoutReadOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutReadOnly);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'readOnly')
      .map(([key, inner]) => [key, withoutReadOnly(inner)]),
  );
}

const REFUSAL_TEXT: Readonly<Record<number, string>> = {
  400: 'the request is malformed or fails its schema; `error.path` names the place',
  401: 'no session, or an unknown session cookie',
  403: 'not allowed: a foreign Origin, or not a player of this game',
  404: 'no such game, challenge or tournament',
  409:
    'refused in the current state: stale version, not your turn, game over, challenge closed, tournament started ' +
    'or full; a replay or record (the source of the game review) asked for while the game runs, live or by ' +
    'correspondence: `game-running`; a table of a duplicate round while the deal of its round is in play ' +
    '(anything of it to anyone but its two players; its replay, record and review to everyone): `game-sealed`',
  413: 'the body is larger than the server accepts',
  422: 'the engine refuses the action; `error.refusal` holds the rules engine code',
  429: 'too many requests, or too many reviews of yours queued: wait for the Retry-After header seconds',
  503: 'the database does not answer, or the queue of reviews is full (Retry-After)',
};

const jsonContent = (schema: object) => ({ content: { 'application/json': { schema } } });

function responsesOf(contract: Endpoint): Record<string, object> {
  const success =
    contract.response === null
      ? { description: 'done; no body' }
      : { description: 'success', ...jsonContent(jsonSchema(contract.response, 'output')) };
  const responses: Record<string, object> = { [String(contract.status)]: success };
  if (contract.accepted !== null) {
    responses['202'] = {
      description: 'queued: not done yet, ask again later',
      ...jsonContent(jsonSchema(contract.accepted, 'output')),
    };
  }
  const refusals = [400, ...(contract.session ? [401] : []), ...contract.refusals, 429];
  for (const status of refusals) {
    const body =
      contract.refusalBody === null || status !== 503
        ? { $ref: '#/components/schemas/Error' }
        : jsonSchema(contract.refusalBody, 'output');
    responses[String(status)] = { description: REFUSAL_TEXT[status] ?? 'refused', ...jsonContent(body) };
  }
  return responses;
}

function operationOf(contract: Endpoint): object {
  const parameters = [
    ...objectFields(contract.params).map(([name, schema]) => ({ name, in: 'path', required: true, schema })),
    ...objectFields(contract.query).map(([name, schema]) => ({ name, in: 'query', required: false, schema })),
  ];
  return {
    summary: contract.summary,
    tags: [contract.tag],
    ...(contract.session ? { security: [{ session: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(contract.body === undefined
      ? {}
      : { requestBody: { required: true, ...jsonContent(jsonSchema(contract.body, 'input')) } }),
    responses: responsesOf(contract),
  };
}

export function openApiDocument(contracts: readonly Endpoint[]): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const contract of contracts) {
    paths[contract.path] = {
      ...paths[contract.path],
      [contract.method.toLowerCase()]: operationOf(contract),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Katz und Maus game server',
      version: '1',
      description:
        'Play Katz und Maus over HTTP; live updates over the WebSocket at /api/live (docs/api.md), whose ' +
        'messages are the schemas LiveClientMessage and LiveServerMessage. ' +
        "Every state-changing request from a browser must come from the server's own origin.",
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'katz_session' } },
      schemas: {
        Error: jsonSchema(ERROR_BODY, 'output'),
        LiveClientMessage: jsonSchema(CLIENT_MESSAGE, 'input'),
        LiveServerMessage: jsonSchema(SERVER_MESSAGE, 'output'),
      },
    },
    paths,
  };
}

function objectFields(schema: z.ZodType | undefined): [string, object][] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, object> };
  return Object.entries(json.properties ?? {});
}
