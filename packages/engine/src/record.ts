/**
 * Game records (docs/formats.md): where a game started, either a position or a seed with its shuffle version,
 * and every action since. Replaying a record gives the same game on any machine.
 */
import { readAction, type Action } from './action.js';
import { encodeAction } from './action-codec.js';
import { fromCoreState, toCoreState } from './core/convert.js';
import { dealCore } from './core/deal.js';
import { applyAction, refusalOf, statusOf } from './core/table.js';
import { expectSeed, SHUFFLE_VERSION } from './deal.js';
import type { GameEvent } from './events.js';
import { childPath, fail, readInput, type InputError } from './input-error.js';
import { expectArray, expectField, expectObject } from './json-shape.js';
import { readPosition } from './parse-position.js';
import type { Position } from './position.js';
import { Random } from './random.js';
import { err, ok, type Result } from './result.js';
import type { Status } from './status.js';
import { refusalMessage, type Refusal } from './refusal.js';

export type GameRecord = SeededRecord | PositionRecord;

export interface SeededRecord {
  readonly seed: string;
  readonly shuffle: typeof SHUFFLE_VERSION;
  readonly actions: readonly Action[];
}

export interface PositionRecord {
  readonly position: Position;
  readonly actions: readonly Action[];
}

export interface Replay {
  readonly start: Position;
  readonly position: Position;
  readonly status: Status;
  /** The events of each action, in the order of the record's actions. */
  readonly events: readonly (readonly GameEvent[])[];
}

/** The first action of a record that could not be applied, with its index in `actions`. */
export interface ReplayError extends Refusal {
  readonly action: number;
}

export function parseRecord(input: unknown): Result<GameRecord, InputError> {
  return readInput(() => readRecord(input));
}

function readRecord(input: unknown): GameRecord {
  const loose = expectObject(input, '', ['seed', 'shuffle', 'position', 'actions']);
  const actions = expectArray(expectField(loose, '', 'actions'), 'actions').map((action, index) =>
    readAction(action, childPath('actions', index)),
  );
  if (Object.hasOwn(loose, 'position')) {
    const object = expectObject(input, '', ['position', 'actions']);
    return { position: readPosition(object.position, 'position'), actions };
  }
  const object = expectObject(input, '', ['seed', 'shuffle', 'actions']);
  const seed = expectSeed(expectField(object, '', 'seed'), 'seed');
  const shuffle = expectField(object, '', 'shuffle');
  if (shuffle !== SHUFFLE_VERSION) {
    fail(
      'wrong-type',
      'shuffle',
      `unknown shuffle version ${JSON.stringify(shuffle)}; this engine knows "${SHUFFLE_VERSION}"`,
    );
  }
  return { seed, shuffle, actions };
}

export function startOf(record: GameRecord): Position {
  return 'position' in record ? record.position : fromCoreState(dealCore(Random.fromSeed(record.seed)));
}

/** Plays a record's actions from its start; stops at the first illegal one. */
export function replay(record: GameRecord): Result<Replay, ReplayError> {
  const start = startOf(record);
  const state = toCoreState(start);
  const events: GameEvent[][] = [];
  for (const [index, action] of record.actions.entries()) {
    const code = encodeAction(action);
    const refusal = refusalOf(state, code);
    if (refusal !== null) {
      return err({
        code: refusal,
        action: index,
        message: `action ${index}: ${refusalMessage(refusal, action)}`,
      });
    }
    const happened: GameEvent[] = [];
    applyAction(state, code, happened);
    events.push(happened);
  }
  return ok({ start, position: fromCoreState(state), status: statusOf(state), events });
}
