/**
 * One call of an endpoint and its answer, as the API client makes it: the protocol's request (`requestOf`) sent
 * on the page's own origin with its session cookie and the app's language, and the answer checked by the
 * protocol (`readReply`), with a refusal's `Retry-After`. Whether the call needs a session is the client's
 * business (api-client.ts), not this one's.
 */
import { err, type Result } from '@katz/engine';
import {
  ProtocolMismatch,
  readReply,
  requestOf,
  type Endpoint,
  type ReplyError,
  type ReplyOf,
  type RequestInput,
} from '@katz/protocol';

/** Why a call failed: the server's refusal, no answer at all, or an answer out of step with the protocol. */
export type CallError =
  /** A refusal; one that asks the client to wait (429, 503) says for how long (its `Retry-After`, in seconds). */
  | (ReplyError & { readonly retryAfterSeconds?: number })
  | { readonly status: 0; readonly code: 'network'; readonly message: string }
  | { readonly status: number; readonly code: 'mismatch'; readonly message: string };

export type CallResult<E extends Endpoint> = Result<ReplyOf<E>, CallError>;

/** The part of `fetch` the client uses, so tests can hand it a fetch with a cookie jar. */
export type Fetch = (
  url: string,
  init: {
    readonly method: string;
    readonly headers: Record<string, string>;
    readonly body?: string;
    readonly credentials: 'same-origin';
  },
) => Promise<{
  readonly status: number;
  readonly headers?: { get(name: string): string | null };
  text(): Promise<string>;
}>;

/** Where and how calls go: the server's address, the fetch to use, and the app's language if it has one. */
export interface ApiServer {
  readonly base: string;
  readonly fetch: Fetch;
  readonly language?: (() => string) | undefined;
}

export async function roundTrip<E extends Endpoint>(
  { base, fetch, language }: ApiServer,
  endpoint: E,
  input: Partial<RequestInput<E>>,
): Promise<CallResult<E>> {
  const request = requestOf(endpoint, input);
  const asked = language?.();
  let status: number;
  let text: string;
  let retryAfter: string | null;
  try {
    const response = await fetch(base + request.url, {
      method: request.method,
      headers: {
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(asked === undefined || asked === '' ? {} : { 'accept-language': asked }),
      },
      ...(request.body === undefined ? {} : { body: request.body }),
      credentials: 'same-origin',
    });
    status = response.status;
    retryAfter = response.headers?.get('retry-after') ?? null;
    text = await response.text();
  } catch (error) {
    return err({ status: 0, code: 'network', message: messageOf(error) });
  }
  try {
    const reply = readReply(endpoint, status, text === '' ? null : parseJson(text));
    const wait = secondsOf(retryAfter);
    return reply.ok || wait === null ? reply : err({ ...reply.error, retryAfterSeconds: wait });
  } catch (error) {
    if (error instanceof ProtocolMismatch) return err({ status, code: 'mismatch', message: error.message });
    throw error;
  }
}

/** A `Retry-After` in seconds (the server sends seconds, never a date), or null without a usable one. */
function secondsOf(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** The body as JSON; text that is not JSON is kept as it is, for `readReply` to name the mismatch. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
