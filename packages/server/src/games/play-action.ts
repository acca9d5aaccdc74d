/**
 * Playing one action: the only way a game's position changes. The engine validates the action; the store is
 * atomic and versioned (`UPDATE … WHERE version = $n`), so of any number of concurrent copies exactly one
 * applies, and a repeat with the same client action id is answered with the stored entry instead.
 */
import { apply, type Action, type PlayerIndex } from '@katz/engine';
import type { Database, Queryable } from '../db/database.js';
import { err, ok, type Outcome } from './outcome.js';
import { gameError, type GameError } from './game-errors.js';
import { findClientAction, loadGame } from './game-store.js';
import { announce } from './notices.js';
import { seatOfPlayer, type LogEntry, type StoredGame } from './stored-game.js';

/** Who acts: a person by their player id, or the computer in its seat (only the server's own scheduler). */
type Actor = { readonly playerId: string } | { readonly computerSeat: PlayerIndex };

export interface ActionRequest {
  readonly gameId: string;
  readonly actor: Actor;
  /** The game's version the client saw when it chose the action. */
  readonly version: number;
  readonly action: Action;
  readonly clientActionId: string | null;
}

export interface Played {
  readonly game: StoredGame;
  readonly entry: LogEntry;
  /** True when this answers a repeat of an action that was already applied. */
  readonly repeated: boolean;
}

export async function playAction(db: Database, request: ActionRequest): Promise<Outcome<Played, GameError>> {
  return db.transaction(async (tx) => {
    const game = await loadGame(tx, request.gameId);
    if (!game) return err(gameError('game-not-found', `there is no game ${request.gameId}`));
    const seat = seatOf(game, request.actor);
    if (seat === null) return err(gameError('not-seated', 'only the players of this game may act in it'));
    const repeat = await repeated(tx, game, seat, request);
    if (repeat) return ok(repeat);
    if (game.state === 'over') return err(gameError('game-over', 'the game is over'));
    if (request.version !== game.version) return err(stale(request.version, game.version));
    if (game.position.toMove !== seat) {
      return err(gameError('not-your-turn', `it is the other player's turn (seat ${game.position.toMove})`));
    }
    const applied = apply(game.position, request.action);
    if (!applied.ok) {
      return err({ code: 'illegal-action', message: applied.error.message, refusal: applied.error.code });
    }
    const { position, events, status } = applied.value;
    const turnPassed = position.toMove !== game.position.toMove;
    const nextIsPerson = game.seats[position.toMove].kind === 'person';
    const deadline = status.over ? 'none' : turnPassed ? (nextIsPerson ? 'restart' : 'none') : 'keep';
    const result = status.over ? { winner: status.winner, reason: status.reason } : null;
    const updated = await tx.query<{ turn_deadline: Date | null; updated_at: Date; read_at: Date }>(
      `UPDATE games SET position = $3, version = version + 1, state = $4, result = $5, updated_at = now(),
         turn_deadline = CASE $6 WHEN 'none' THEN NULL WHEN 'keep' THEN turn_deadline
           ELSE now() + make_interval(secs => turn_seconds) END
       WHERE id = $1 AND version = $2
       RETURNING turn_deadline, updated_at, now() AS read_at`,
      [
        game.id,
        game.version,
        JSON.stringify(position),
        status.over ? 'over' : 'running',
        result && JSON.stringify(result),
        deadline,
      ],
    );
    const stored = updated.rows[0];
    if (!stored) {
      // Another copy of this action (or another action) committed first; this one changes nothing.
      const late = await repeated(tx, game, seat, request);
      if (late) return ok(late);
      const now = await loadGame(tx, game.id);
      return err(stale(request.version, now?.version ?? request.version + 1));
    }
    const version = game.version + 1;
    await tx.query(
      `INSERT INTO game_log (game_id, version, seat, kind, action, client_action_id, events)
       VALUES ($1, $2, $3, 'action', $4, $5, $6)`,
      [
        game.id,
        version,
        seat,
        JSON.stringify(request.action),
        request.clientActionId,
        JSON.stringify(events),
      ],
    );
    await announce(tx, { game: game.id, version });
    const after: StoredGame = {
      ...game,
      version,
      position,
      state: status.over ? 'over' : 'running',
      result,
      turnDeadline: stored.turn_deadline,
      updatedAt: stored.updated_at,
      readAt: stored.read_at,
    };
    const entry: LogEntry = {
      version,
      seat,
      kind: 'action',
      action: request.action,
      clientActionId: request.clientActionId,
      events,
      createdAt: after.updatedAt,
    };
    return ok({ game: after, entry, repeated: false });
  });
}

function seatOf(game: StoredGame, actor: Actor): PlayerIndex | null {
  if ('playerId' in actor) return seatOfPlayer(game, actor.playerId);
  return game.seats[actor.computerSeat].kind === 'computer' ? actor.computerSeat : null;
}

async function repeated(
  tx: Queryable,
  game: StoredGame,
  seat: PlayerIndex,
  request: ActionRequest,
): Promise<Played | null> {
  if (request.clientActionId === null) return null;
  const entry = await findClientAction(tx, game.id, seat, request.clientActionId);
  if (!entry) return null;
  const now = await loadGame(tx, game.id);
  return now ? { game: now, entry, repeated: true } : null;
}

const stale = (sent: number, current: number): GameError =>
  gameError(
    'stale-version',
    `you sent version ${sent}, but the game is at version ${current}: fetch what you missed and choose again`,
  );
