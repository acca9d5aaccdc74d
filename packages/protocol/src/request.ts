/**
 * Requests and answers for any TypeScript client: `requestOf` fills an endpoint's path and encodes its body;
 * `readReply` checks an answer against the endpoint's schemas, so a client never works with an unchecked value.
 */
import { err, ok, type Result } from '@katz/engine';
import type { Endpoint, InputOf, ReplyOf } from './endpoint.js';
import { ERROR_BODY, type ApiErrorJson } from './errors.js';

export interface RequestInput<E extends Endpoint> {
  readonly params: InputOf<E['params']>;
  readonly query: InputOf<E['query']>;
  readonly body: InputOf<E['body']>;
}

export interface HttpRequest {
  readonly method: Endpoint['method'];
  /** The path with its parameters filled in and its query appended. */
  readonly url: string;
  /** JSON text, when the endpoint takes a body. */
  readonly body?: string;
}

export function requestOf<E extends Endpoint>(
  endpoint: E,
  input: Partial<RequestInput<E>> = {},
): HttpRequest {
  const params = (input.params ?? {}) as Record<string, string>;
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${endpoint.path}: the parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return {
    method: endpoint.method,
    url: query === '' ? path : `${path}?${query}`,
    ...(endpoint.body === undefined ? {} : { body: JSON.stringify(input.body ?? {}) }),
  };
}

/** A refusal as a client reads it: the API's error and the HTTP status it came with. */
export interface ReplyError extends ApiErrorJson {
  readonly status: number;
}

/** An answer that matches neither the endpoint's schema nor the API's error: client and server are out of step. */
export class ProtocolMismatch extends Error {
  override readonly name = 'ProtocolMismatch';
}

/**
 * An answer read with the endpoint's schema, or the API's refusal. An answer that matches neither throws a
 * `ProtocolMismatch` naming the difference: that is a fault of the server or the client, not a refusal.
 */
export function readReply<E extends Endpoint>(
  endpoint: E,
  status: number,
  json: unknown,
): Result<ReplyOf<E>, ReplyError> {
  const where = `${endpoint.method} ${endpoint.path} answered ${status}`;
  if (status === endpoint.status) {
    if (endpoint.response === null) return ok(null as ReplyOf<E>);
    const parsed = endpoint.response.safeParse(json);
    if (parsed.success) return ok(parsed.data as ReplyOf<E>);
    throw new ProtocolMismatch(`${where}, not as its schema says: ${parsed.error.message}`);
  }
  if (status === 202 && endpoint.accepted !== null) {
    const parsed = endpoint.accepted.safeParse(json);
    if (parsed.success) return ok(parsed.data as ReplyOf<E>);
    throw new ProtocolMismatch(`${where}, not as its schema says: ${parsed.error.message}`);
  }
  const body = ERROR_BODY.safeParse(json);
  if (body.success) return err({ status, ...body.data.error });
  // An endpoint with a refusal body of its own (`/health`'s 503) is read as a refusal that quotes it.
  if (endpoint.refusalBody?.safeParse(json).success) {
    return err({ status, code: 'internal', message: `${where}: ${JSON.stringify(json)}` });
  }
  throw new ProtocolMismatch(`${where} without the API's error body: ${body.error.message}`);
}
