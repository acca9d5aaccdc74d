/**
 * The bot protocol (docs/bot-protocol.md): JSON lines between a match runner and a bot program. The runner
 * speaks first; every message is one JSON object on one line with a `type`.
 *
 * Runner to bot: hello, newGame, decide, gameOver, bye. Bot to runner: hello (the answer to hello) and action
 * (the answer to decide). This module holds the message types and checks the bot's answers; it imports
 * nothing from Node, so a bot written in TypeScript for a browser can use it too.
 */
import {
  err,
  ok,
  parseAction,
  parseView,
  type Action,
  type GameOver,
  type PlayerIndex,
  type PositionView,
  type Result,
} from '@katz/engine';

export const PROTOCOL_NAME = 'katz-bot';
export const PROTOCOL_VERSION = 1;

interface HelloRequest {
  readonly type: 'hello';
  readonly protocol: typeof PROTOCOL_NAME;
  readonly version: typeof PROTOCOL_VERSION;
}

interface NewGameMessage {
  readonly type: 'newGame';
  readonly game: string;
  readonly seat: PlayerIndex;
}

interface DecideRequest {
  readonly type: 'decide';
  readonly id: number;
  readonly game: string;
  readonly view: PositionView;
  readonly legalActions: readonly Action[];
  /** How long the bot may take for this answer, in milliseconds. */
  readonly timeMs: number;
}

interface GameOverMessage {
  readonly type: 'gameOver';
  readonly game: string;
  readonly status: GameOver;
}

interface ByeMessage {
  readonly type: 'bye';
}

export type RunnerMessage = HelloRequest | NewGameMessage | DecideRequest | GameOverMessage | ByeMessage;

export interface HelloReply {
  readonly type: 'hello';
  readonly protocol: typeof PROTOCOL_NAME;
  readonly version: typeof PROTOCOL_VERSION;
  readonly name: string;
}

export interface ActionReply {
  readonly type: 'action';
  readonly id: number;
  readonly action: Action;
}

export type BotReply = HelloReply | ActionReply;

/** What is wrong with a message, for people to read. */
const fault = (message: string): Result<never, string> => err(message);

/** Parses one line of JSON into an object with a string `type`, or says what is wrong with it. */
function parseMessageObject(line: string): Result<Readonly<Record<string, unknown>>, string> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return fault(`not a line of JSON: ${quote(line)}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fault(`a message must be a JSON object, not ${quote(line)}`);
  }
  const object = value as Readonly<Record<string, unknown>>;
  if (typeof object.type !== 'string') return fault(`a message needs a string "type": ${quote(line)}`);
  return ok(object);
}

/** Checks the bot's answer to the runner's hello. */
export function parseHelloReply(line: string): Result<HelloReply, string> {
  const parsed = parseMessageObject(line);
  if (!parsed.ok) return parsed;
  const { type, protocol, version, name } = parsed.value;
  if (type !== 'hello') return fault(`expected the answer {"type": "hello", ...}, got type ${quote(type)}`);
  if (protocol !== PROTOCOL_NAME) {
    return fault(`expected "protocol": "${PROTOCOL_NAME}" in the hello, got ${quote(protocol)}`);
  }
  if (version !== PROTOCOL_VERSION) {
    return fault(
      `this runner speaks protocol version ${PROTOCOL_VERSION}, the bot answered ${quote(version)}`,
    );
  }
  if (typeof name !== 'string' || name.length === 0 || name.length > 100) {
    return fault(`the hello needs a "name" of 1 to 100 characters, got ${quote(name)}`);
  }
  return ok({ type, protocol, version, name });
}

/** Checks the bot's answer to decide request `id`; legality is the runner's next check. */
export function parseActionReply(line: string, id: number): Result<ActionReply, string> {
  const parsed = parseMessageObject(line);
  if (!parsed.ok) return parsed;
  const { type, id: answered, action } = parsed.value;
  if (type !== 'action')
    return fault(`expected {"type": "action", ...} for decide ${id}, got type ${quote(type)}`);
  if (answered !== id)
    return fault(`the answer is for decide ${quote(answered)}, but decide ${id} was asked`);
  const checked = parseAction(action, 'action');
  if (!checked.ok)
    return fault(`the action is not an action: ${checked.error.path}: ${checked.error.message}`);
  return ok({ type, id, action: checked.value });
}

/** A short JSON text of a value for messages, cut at 200 characters. */
function quote(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** Checks a message from the runner (the bot side of the protocol). */
export function parseRunnerMessage(line: string): Result<RunnerMessage, string> {
  const parsed = parseMessageObject(line);
  if (!parsed.ok) return parsed;
  const message = parsed.value;
  switch (message.type) {
    case 'hello':
      if (message.protocol !== PROTOCOL_NAME || message.version !== PROTOCOL_VERSION) {
        return fault(`this bot speaks ${PROTOCOL_NAME} version ${PROTOCOL_VERSION}, not ${quote(message)}`);
      }
      return ok({ type: 'hello', protocol: PROTOCOL_NAME, version: PROTOCOL_VERSION });
    case 'newGame':
      if (typeof message.game !== 'string') return fault('newGame needs a string "game"');
      if (message.seat !== 0 && message.seat !== 1) return fault('newGame needs "seat" 0 or 1');
      return ok({ type: 'newGame', game: message.game, seat: message.seat });
    case 'decide': {
      const { id, game, timeMs, legalActions } = message;
      if (typeof id !== 'number' || !Number.isInteger(id)) return fault('decide needs a whole number "id"');
      if (typeof game !== 'string') return fault('decide needs a string "game"');
      if (typeof timeMs !== 'number' || timeMs <= 0) return fault('decide needs a positive "timeMs"');
      if (!Array.isArray(legalActions)) return fault('decide needs an array "legalActions"');
      const view = parseView(message.view, 'view');
      if (!view.ok) return fault(`decide ${id}: ${view.error.path}: ${view.error.message}`);
      const actions: Action[] = [];
      for (const [index, raw] of (legalActions as unknown[]).entries()) {
        const action = parseAction(raw, `legalActions[${index}]`);
        if (!action.ok) return fault(`decide ${id}: ${action.error.path}: ${action.error.message}`);
        actions.push(action.value);
      }
      return ok({ type: 'decide', id, game, view: view.value, legalActions: actions, timeMs });
    }
    case 'gameOver': {
      if (typeof message.game !== 'string') return fault('gameOver needs a string "game"');
      return ok({ type: 'gameOver', game: message.game, status: message.status as GameOver });
    }
    case 'bye':
      return ok({ type: 'bye' });
    default:
      return fault(`unknown message type ${quote(message.type)}`);
  }
}
