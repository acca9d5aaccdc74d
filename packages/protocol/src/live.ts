/**
 * The live protocol over the WebSocket at /api/live (docs/api.md): JSON text frames, one message each, in both
 * directions. The server validates what clients send with `CLIENT_MESSAGE`; clients read what the server
 * sends with `SERVER_MESSAGE`.
 */
import { z } from 'zod';
import { ACTION, ACTIONS } from './action.js';
import { CHALLENGE, CHALLENGE_STATE } from './challenge.js';
import { API_ERROR } from './errors.js';
import { ENTRY, GAME_VIEW } from './game.js';
import { CLIENT_ACTION_ID, ID, VERSION } from './primitives.js';
import { TABLE_NEWS } from './rematch.js';

/** Any text the client wants echoed in the answer to this message. */
const REF = z.string().max(64).exactOptional();

const WATCH = z.strictObject({
  type: z.literal('watch'),
  gameId: ID,
  since: VERSION.exactOptional().meta({
    description: 'the last version the client has: it receives what came after',
  }),
  ref: REF,
});
const UNWATCH = z.strictObject({ type: z.literal('unwatch'), gameId: ID, ref: REF });
const ACT = z.strictObject({
  type: z.literal('act'),
  gameId: ID,
  version: VERSION,
  action: ACTION.exactOptional(),
  actions: ACTIONS.exactOptional().meta({ description: 'held plays confirmed together: all or none' }),
  clientActionId: CLIENT_ACTION_ID.exactOptional(),
  ref: REF,
});
const RESIGN = z.strictObject({ type: z.literal('resign'), gameId: ID, ref: REF });
const PING = z.strictObject({ type: z.literal('ping'), ref: REF });

/**
 * The phrases players may say to each other during and after a game between people (docs/social.md), each shown
 * to the other in their own language: fixed, so there is nothing to moderate.
 */
export const PHRASES = [
  'hello',
  'goodLuck',
  'goodGame',
  'wellPlayed',
  'thanks',
  'sorry',
  'oneMoment',
  'rematch',
] as const;
export const PHRASE = z.enum(PHRASES);
export type Phrase = z.infer<typeof PHRASE>;

const SAY = z
  .strictObject({ type: z.literal('say'), gameId: ID, phrase: PHRASE, ref: REF })
  .meta({ description: 'say one of the fixed phrases to the other player of your game (people only)' });
const WATCH_TOURNAMENT = z
  .strictObject({ type: z.literal('watchTournament'), tournamentId: ID, ref: REF })
  .meta({ description: "be told when the tournament's players, pairings or games change" });
const UNWATCH_TOURNAMENT = z.strictObject({
  type: z.literal('unwatchTournament'),
  tournamentId: ID,
  ref: REF,
});

export const CLIENT_MESSAGE = z
  .discriminatedUnion('type', [WATCH, UNWATCH, ACT, RESIGN, PING, WATCH_TOURNAMENT, UNWATCH_TOURNAMENT, SAY])
  .check((context) => {
    const message = context.value;
    if (message.type === 'act' && (message.action === undefined) === (message.actions === undefined)) {
      context.issues.push({
        code: 'custom',
        input: message,
        path: ['action'],
        message: 'send either "action" (one action) or "actions" (a list), not both or neither',
      });
    }
  });
export type ClientMessage = z.infer<typeof CLIENT_MESSAGE>;
export type ClientMessageType = ClientMessage['type'];

/** A handler for every message a client may send: a table missing one does not compile. */
export type ClientMessageHandlers = {
  readonly [T in ClientMessageType]: (message: Extract<ClientMessage, { type: T }>) => Promise<void>;
};

const ECHO = { ref: REF };

export const UPDATE = z
  .strictObject({
    type: z.literal('update'),
    gameId: ID,
    game: GAME_VIEW,
    entries: z
      .array(ENTRY)
      .readonly()
      .meta({ description: 'the entries this connection had not received, in order' }),
    ...ECHO,
  })
  .meta({ description: 'after every stored change of a watched game, and in answer to `watch`' });
export type UpdateMessage = z.infer<typeof UPDATE>;

/** A direct challenge to you arrived (docs/social.md): accept it with POST /api/challenges/{id}/accept. */
const CHALLENGED = z
  .strictObject({ type: z.literal('challenged'), challenge: CHALLENGE })
  .meta({ description: 'someone challenged you directly; accept or decline it' });

/** A direct challenge of yours, or to you, was answered or ran out. */
const CHALLENGE_ANSWERED = z
  .strictObject({
    type: z.literal('challengeAnswered'),
    challengeId: ID,
    state: CHALLENGE_STATE.exclude(['open']),
    gameId: ID.nullable().meta({ description: 'the game, when it was accepted' }),
  })
  .meta({
    description: 'a direct challenge of yours or to you was accepted, declined, withdrawn or ran out',
  });

/** The other player of your game said a phrase: shown in your language. */
const SAID = z
  .strictObject({ type: z.literal('said'), gameId: ID, phrase: PHRASE })
  .meta({ description: 'the other player of your game said a phrase (never sent to spectators)' });

/** The messages one process sends to every connection of one player, on any process (a notice carries them). */
export const PERSONAL_MESSAGE = z.discriminatedUnion('type', [CHALLENGED, CHALLENGE_ANSWERED, SAID]);
export type PersonalMessage = z.infer<typeof PERSONAL_MESSAGE>;

export const SERVER_MESSAGE = z.discriminatedUnion('type', [
  UPDATE,
  CHALLENGED,
  CHALLENGE_ANSWERED,
  SAID,
  z
    .strictObject({ type: z.literal('gameStarted'), gameId: ID })
    .meta({ description: 'a game with you started (someone accepted your challenge)' }),
  z.strictObject({ type: z.literal('gameChanged'), gameId: ID, version: VERSION }).meta({
    description:
      'a game of yours changed (a turn, its end): on every connection of yours, watched or not; read your games ' +
      'again with GET /api/games',
  }),
  z
    .strictObject({
      type: z.literal('ack'),
      gameId: ID,
      version: VERSION.meta({ description: 'the version the (last) action made' }),
      repeated: z.boolean(),
      ...ECHO,
    })
    .meta({ description: 'an action or resignation is stored' }),
  z.strictObject({ type: z.literal('table'), gameId: ID, ...TABLE_NEWS.shape }).meta({
    description: 'a watched game: after `watch`, and whenever its spectators or its rematch offer change',
  }),
  z.strictObject({ type: z.literal('unwatched'), gameId: ID, ...ECHO }),
  z.strictObject({ type: z.literal('tournament'), tournamentId: ID, ...ECHO }).meta({
    description:
      'a watched tournament changed (its players, pairings, games or state), at most once a second: read it again ' +
      'with GET /api/tournaments/{id}; also the answer to `watchTournament`',
  }),
  z.strictObject({ type: z.literal('pong'), ...ECHO }),
  z.strictObject({ type: z.literal('error'), error: API_ERROR, ...ECHO }),
]);
export type ServerMessage = z.infer<typeof SERVER_MESSAGE>;

/**
 * The close codes of /api/live beyond the standard ones (1001 the server stops, 1008 flooding, 1009 a frame too
 * large). 4401: the connection's session ended (a logout here or everywhere, a recovery, or a login on that
 * device): the client should show its logged-out state, not reconnect with the same cookie.
 */
export const LIVE_CLOSE = { sessionEnded: 4401 } as const;

/** Text frames longer than this are refused with an error frame; frames over `MAX_FRAME_BYTES` close the connection. */
export const MAX_MESSAGE_BYTES = 4096;
export const MAX_FRAME_BYTES = 65_536;
