/**
 * Registers an endpoint of the protocol's contract (`@katz/protocol` ENDPOINTS) with its handler: the contract's
 * schemas validate the request, so handlers receive checked values only, and the handler's answer is typed by
 * the contract's response schema. The same contracts make the OpenAPI document (openapi.ts).
 */
import type { Endpoint, ParsedOf, ReplyOf } from '@katz/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Player } from '../identity/players.js';
import { validate } from './validate.js';

interface RequestContext<E extends Endpoint> {
  readonly params: ParsedOf<E['params']>;
  readonly query: ParsedOf<E['query']>;
  readonly body: ParsedOf<E['body']>;
  /** The session's player; present whenever the endpoint needs a session. */
  readonly player: E['session'] extends true ? Player : Player | null;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type Handler<E extends Endpoint> = (context: RequestContext<E>) => Promise<ReplyOf<E>>;

/** An endpoint with its handler, its types erased, as the route table holds it. */
export interface Route {
  readonly contract: Endpoint;
  register(app: FastifyInstance, players: PlayerLookup): void;
}

export interface PlayerLookup {
  required(request: FastifyRequest): Promise<Player>;
  optional(request: FastifyRequest): Promise<Player | null>;
}

export function route<E extends Endpoint>(contract: E, handle: Handler<E>): Route {
  const part = (schema: Endpoint['params'], value: unknown, where: string): unknown =>
    schema === undefined ? undefined : validate(schema, value, where);
  return {
    contract,
    register: (app, players) => {
      app.route({
        method: contract.method,
        url: contract.path.replace(/\{(\w+)\}/g, ':$1'),
        handler: async (request, reply) => {
          const context = {
            params: part(contract.params, request.params, 'params'),
            query: part(contract.query, request.query, 'query'),
            body: part(contract.body, request.body, 'body'),
            player: contract.session ? await players.required(request) : await players.optional(request),
            request,
            reply,
          } as RequestContext<E>;
          void reply.status(contract.status); // before the handler, which may answer otherwise (/health's 503)
          return handle(context);
        },
      });
    },
  };
}
