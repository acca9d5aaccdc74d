/**
 * An HTTP endpoint's contract: its method and path, the schemas of its path parameters, query and body, and
 * the schema of its answer. The server registers its handlers against these, the OpenAPI document is made
 * from them, and clients build requests and read answers with them.
 */
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | null = z.ZodType | null,
  S extends boolean = boolean,
  A extends z.ZodType | null = z.ZodType | null,
> {
  readonly method: Method;
  /** In OpenAPI's form, `/api/games/{id}`. */
  readonly path: string;
  readonly summary: string;
  readonly tag:
    'session' | 'games' | 'challenges' | 'tournaments' | 'ratings' | 'server' | 'accounts' | 'people';
  /** Whether the endpoint needs a session cookie (else it answers without one too). */
  readonly session: S;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** The success status. */
  readonly status: 200 | 201 | 204;
  /** The success body's schema; null for an empty answer. */
  readonly response: R;
  /**
   * For an endpoint that may answer "not yet": the body of its 202 (the work was queued; ask again later), a
   * success too. Null for the others.
   */
  readonly accepted: A;
  /** Refusals this endpoint may give besides 400, 401 (with a session) and 429, for the documentation. */
  readonly refusals: readonly number[];
  /** The body of those refusals when it is not the API's error body (`/health` answers 503 with its status). */
  readonly refusalBody: z.ZodType | null;
}

type Optional<S extends z.ZodType | undefined> = S extends z.ZodType ? S : undefined;

/** Declares an endpoint; the schemas it leaves out are `undefined`, and the defaults fill the rest. */
export function endpoint<
  R extends z.ZodType | null,
  S extends boolean,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends z.ZodType | null = null,
>(spec: {
  readonly method: Method;
  readonly path: string;
  readonly summary: string;
  readonly tag: Endpoint['tag'];
  readonly session: S;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly status?: Endpoint['status'];
  readonly response: R;
  readonly accepted?: A;
  readonly refusals?: readonly number[];
  readonly refusalBody?: z.ZodType;
}): Endpoint<Optional<P>, Optional<Q>, Optional<B>, R, S, A> {
  return {
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    tag: spec.tag,
    session: spec.session,
    params: spec.params as Optional<P>,
    query: spec.query as Optional<Q>,
    body: spec.body as Optional<B>,
    status: spec.status ?? 200,
    response: spec.response,
    accepted: (spec.accepted ?? null) as A,
    refusals: spec.refusals ?? [],
    refusalBody: spec.refusalBody ?? null,
  };
}

/** What a part of a request must hold, as the caller writes it (before defaults and transforms). */
export type InputOf<S extends z.ZodType | undefined> = S extends z.ZodType ? z.input<S> : undefined;
/** What a handler receives, after validation. */
export type ParsedOf<S extends z.ZodType | undefined> = S extends z.ZodType ? z.output<S> : undefined;
/** A success answer's value (a 202's too, where the endpoint has one): what a handler returns and a client reads. */
export type ReplyOf<E extends Endpoint> =
  | (E['response'] extends z.ZodType ? z.output<E['response']> : null)
  | (E['accepted'] extends z.ZodType ? z.output<E['accepted']> : never);
