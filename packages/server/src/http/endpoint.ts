/**
 * An endpoint of the HTTP API, declared once: its schemas validate the request, and the same declaration
 * feeds the OpenAPI document (openapi.ts). Handlers receive checked values only.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Player } from '../identity/players.js';
import { validate } from './validate.js';

interface Context<P, Q, B, S extends boolean> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** The session's player; present whenever the endpoint needs a session. */
  readonly player: S extends true ? Player : Player | null;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export interface EndpointSpec<P, Q, B, S extends boolean> {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Fastify's form, `/api/games/:id`. */
  readonly url: string;
  readonly summary: string;
  readonly tag: string;
  readonly session: S;
  readonly params?: z.ZodType<P>;
  readonly query?: z.ZodType<Q>;
  readonly body?: z.ZodType<B>;
  /** The success status (200 unless given) and its body's schema. */
  readonly status?: number;
  readonly response: z.ZodType | null;
  /** Refusals this endpoint may give besides 400, 401 and 429, for the documentation. */
  readonly refusals?: readonly number[];
  readonly handle: (context: Context<P, Q, B, S>) => Promise<unknown>;
}

/** An endpoint with its types erased, as the route table holds it. */
export interface Endpoint {
  readonly spec: Omit<EndpointSpec<unknown, unknown, unknown, boolean>, 'handle'>;
  register(app: FastifyInstance, players: PlayerLookup): void;
}

export interface PlayerLookup {
  required(request: FastifyRequest): Promise<Player>;
  optional(request: FastifyRequest): Promise<Player | null>;
}

export function endpoint<P = undefined, Q = undefined, B = undefined, S extends boolean = true>(
  spec: EndpointSpec<P, Q, B, S>,
): Endpoint {
  const { handle, ...described } = spec;
  return {
    spec: described,
    register: (app, players) => {
      app.route({
        method: spec.method,
        url: spec.url,
        handler: async (request, reply) => {
          const params = (spec.params ? validate(spec.params, request.params, 'params') : undefined) as P;
          const query = (spec.query ? validate(spec.query, request.query, 'query') : undefined) as Q;
          const body = (spec.body ? validate(spec.body, request.body, 'body') : undefined) as B;
          const player = (
            spec.session ? await players.required(request) : await players.optional(request)
          ) as Context<P, Q, B, S>['player'];
          const result = await handle({ params, query, body, player, request, reply });
          if (spec.status !== undefined) void reply.status(spec.status);
          return result ?? null;
        },
      });
    },
  };
}
