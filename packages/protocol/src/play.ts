/** Requests that start and play games, and their answers. */
import type { Action } from '@katz/engine';
import { z } from 'zod';
import { ACTION, ACTIONS } from './action.js';
import { ENTRY, GAME_VIEW } from './game.js';
import { LEVEL } from './levels.js';
import { CLIENT_ACTION_ID, DEFAULT_TURN_SECONDS, ID, TURN_SECONDS, VERSION } from './primitives.js';

export const GAME_PARAMS = z.strictObject({ id: ID });

export const COMPUTER_GAME_BODY = z.strictObject({
  level: LEVEL,
  turnSeconds: TURN_SECONDS.default(DEFAULT_TURN_SECONDS),
});

export const GAMES_QUERY = z.strictObject({ state: z.enum(['running', 'over']).default('running') });

export const LOG_QUERY = z.strictObject({
  since: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * One action, or several held plays confirmed together (`actions`): those are applied all or none, in order,
 * each as its own version. `version` is the game's version the client saw before the first of them.
 */
export const ACTION_BODY = z
  .strictObject({
    version: VERSION,
    action: ACTION.exactOptional(),
    actions: ACTIONS.exactOptional(),
    clientActionId: CLIENT_ACTION_ID.exactOptional(),
  })
  .check((context) => {
    const { action, actions } = context.value;
    if ((action === undefined) === (actions === undefined)) {
      context.issues.push({
        code: 'custom',
        input: context.value,
        path: ['action'],
        message: 'send either "action" (one action) or "actions" (a list), not both or neither',
      });
    }
  })
  .meta({ description: 'exactly one of `action` and `actions`' });

/** The plays a request (an HTTP body or a live `act` message) asks for, in order. */
export const playsOf = (request: {
  readonly action?: Action | undefined;
  readonly actions?: readonly Action[] | undefined;
}): readonly Action[] => request.actions ?? (request.action === undefined ? [] : [request.action]);

export const ACTION_REPLY = z.strictObject({
  repeated: z
    .boolean()
    .meta({ description: 'true when this repeats a client action id that was already applied' }),
  entry: ENTRY.meta({ description: 'the entry of the last action' }),
  entries: z.array(ENTRY).readonly().meta({ description: 'the entries of every action sent, in order' }),
  game: GAME_VIEW,
});
export type ActionReply = z.infer<typeof ACTION_REPLY>;
