/**
 * Hands each client message of one connection to its handler (message-handlers.ts), and answers what a handler
 * throws: its refusal, or an internal error that is logged. A connection's plays are taken in the order sent, each
 * once the one before it is stored or refused: a play sent right behind another, at the version that one makes,
 * was checked before it was stored (2 of 4 such pairs were refused as stale). Watches and the rest need no order.
 */
import type { ClientMessage } from '@katz/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../api/api-error.js';
import type { messageHandlers } from './message-handlers.js';

export function createMessageDispatch(
  handlers: ReturnType<typeof messageHandlers>,
  refuse: (error: ApiError, ref: string | undefined) => void,
  log: FastifyBaseLogger,
): (message: ClientMessage) => void {
  let plays: Promise<void> = Promise.resolve();
  return (message) => {
    // The table's type is checked by `satisfies` where it is made; here each message meets its own handler.
    const handle = handlers[message.type] as (message: ClientMessage) => Promise<void>;
    const run = () =>
      handle(message).catch((error: unknown) => {
        if (error instanceof ApiError) {
          refuse(error, message.ref);
          return;
        }
        log.error({ err: error }, 'live message failed');
        refuse(new ApiError('internal', 'the server failed to handle this message'), message.ref);
      });
    if (message.type === 'act' || message.type === 'resign') plays = plays.then(run);
    else void run();
  };
}
