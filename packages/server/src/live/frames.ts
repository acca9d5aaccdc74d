/**
 * Reading one WebSocket frame as a client message: text, small enough, JSON, and valid by the protocol's schema.
 * Anything else is a refusal naming the fault (with the message's `ref` when it had one), and changes nothing.
 */
import { err, ok, type Result } from '@katz/engine';
import { CLIENT_MESSAGE, MAX_MESSAGE_BYTES, type ClientMessage } from '@katz/protocol';
import type { RawData } from 'ws';
import { ApiError } from '../api/api-error.js';

export interface FrameRefusal {
  readonly error: ApiError;
  readonly ref?: string;
}

export function readClientMessage(data: RawData, isBinary: boolean): Result<ClientMessage, FrameRefusal> {
  if (isBinary) return err({ error: new ApiError('binary-frame', 'messages are JSON text frames') });
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
  if (bytes.length > MAX_MESSAGE_BYTES) {
    const message = `a message has at most ${MAX_MESSAGE_BYTES} bytes, this one ${bytes.length}`;
    return err({ error: new ApiError('too-large', message) });
  }
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    const message = `the message is not JSON: ${(error as Error).message}`;
    return err({ error: new ApiError('malformed-json', message) });
  }
  const parsed = CLIENT_MESSAGE.safeParse(json);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const path = (issue?.path ?? []).map(String).join('.');
  const error = new ApiError(
    'invalid-input',
    `${path === '' ? 'message' : path}: ${issue?.message ?? 'invalid'}`,
    {
      path,
    },
  );
  const ref = refOf(json);
  return err(ref === undefined ? { error } : { error, ref });
}

/** The `ref` of a message that failed its schema, so the refusal can still be matched to it. */
function refOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || !('ref' in json)) return undefined;
  return typeof json.ref === 'string' && json.ref.length <= 64 ? json.ref : undefined;
}
