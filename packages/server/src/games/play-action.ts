/**
 * Playing actions: the only way a game's position changes. The engine validates each action; the store is
 * atomic and versioned (`UPDATE … WHERE version = $n`), so of any number of concurrent copies exactly one
 * applies, and a repeat with the same client action id is answered with the stored entries instead.
 *
 * A request holds one action or several (a player's held plays, confirmed together): they are applied in one
 * transaction, all or none, each as its own version with its own log entry.
 *
 * One action on a game this process knows at the client's version, that goes on with the game, is stored in
 * one statement without reading the game (known-play.ts); anything else (a batch, a refusal, a repeat, the end
 * of a game, a game changed elsewhere) takes the full transaction below, which reads the game as stored.
 */
import {
  apply,
  applyTurn,
  err,
  ok,
  resultOf,
  type Action,
  type AppliedTurn,
  type PlayerIndex,
  type Result,
} from '@katz/engine';
import { turnError } from '@katz/protocol';
import type { Database, Queryable } from '../db/database.js';
import { gameError, type GameError } from './game-errors.js';
import { findClientAction, loadGame, loadLog } from './game-store.js';
import { rateGame } from '../ratings/rate-game.js';
import { deadlineChange, type KnownGames } from './known-play.js';
import { storeKnownPlay } from './play-batches.js';
import { announce, seatsChanged } from './notices.js';
import { seatOfPlayer, type LogEntry, type StoredGame } from './stored-game.js';

/** Who acts: a person by their player id, or the computer in its seat (only the server's own scheduler). */
type Actor = { readonly playerId: string } | { readonly computerSeat: PlayerIndex };

export interface ActionRequest {
  readonly gameId: string;
  readonly actor: Actor;
  /** The game's version the client saw when it chose the first action. */
  readonly version: number;
  /** One action or more, in order; all by the actor, within one turn. */
  readonly actions: readonly Action[];
  readonly clientActionId: string | null;
}

export interface Played {
  readonly game: StoredGame;
  /** One entry per action, in order. */
  readonly entries: readonly LogEntry[];
  /** True when this answers a repeat of actions that were already applied. */
  readonly repeated: boolean;
}

export async function playAction(
  db: Database,
  request: ActionRequest,
  known: KnownGames,
): Promise<Result<Played, GameError>> {
  const quick = await playKnownGame(db, request, known);
  if (quick) return ok(quick);
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
    const applied = applyTurn(game.position, seat, request.actions);
    if (!applied.ok) return err(turnError(applied.error));
    return store(tx, game, seat, request, applied.value);
  });
}

/** The play in one statement, when it is one action on a game known at the client's version (but a rated game's end). */
async function playKnownGame(
  db: Database,
  request: ActionRequest,
  known: KnownGames,
): Promise<Played | null> {
  const game = known.latest(request.gameId);
  const [action, ...more] = request.actions;
  if (!action || more.length > 0 || game?.version !== request.version || game.state !== 'running')
    return null;
  const seat = seatOf(game, request.actor);
  if (seat === null || game.position.toMove !== seat) return null;
  const applied = apply(game.position, action);
  if (!applied.ok) return null;
  const { status, position, events } = applied.value;
  // A rated game's end moves both ratings in the same transaction: that takes the full way.
  if (status.over && game.rated) return null;
  const stored = await storeKnownPlay(db, {
    game,
    seat,
    action,
    clientActionId: request.clientActionId,
    position,
    events,
    result: resultOf(status),
  }).catch(() => null); // a clash of client action ids between processes, say: the full way says what happened
  return stored && { ...stored, repeated: false };
}

async function store(
  tx: Queryable,
  game: StoredGame,
  seat: PlayerIndex,
  request: ActionRequest,
  applied: AppliedTurn,
): Promise<Result<Played, GameError>> {
  const { position, status } = applied;
  const { over } = status;
  const result = resultOf(status);
  const deadline = deadlineChange(game, position, over);
  const version = game.version + request.actions.length;
  const updated = await tx.query<{ turn_deadline: Date | null; updated_at: Date; read_at: Date }>(
    `UPDATE games SET position = $3, version = $7, state = $4, result = $5, updated_at = now(),
       turn_deadline = CASE $6 WHEN 'none' THEN NULL WHEN 'keep' THEN turn_deadline
         ELSE next_turn_deadline(CASE $3::jsonb->>'toMove' WHEN '0' THEN player0 ELSE player1 END, turn_seconds)
       END
     WHERE id = $1 AND version = $2
     RETURNING turn_deadline, updated_at, now() AS read_at`,
    [
      game.id,
      game.version,
      JSON.stringify(position),
      over ? 'over' : 'running',
      result && JSON.stringify(result),
      deadline,
      version,
    ],
  );
  const stored = updated.rows[0];
  if (!stored) {
    // Another copy of this request (or another action) committed first; this one changes nothing.
    const late = await repeated(tx, game, seat, request);
    if (late) return ok(late);
    const now = await loadGame(tx, game.id);
    return err(stale(request.version, now?.version ?? request.version + 1));
  }
  const entries = request.actions.map((action, index): LogEntry => ({
    version: game.version + index + 1,
    seat,
    kind: 'action',
    action,
    // The id marks the last entry of a batch: its repeat is answered once the whole batch is found.
    clientActionId: index === request.actions.length - 1 ? request.clientActionId : null,
    events: applied.events[index] ?? [],
    createdAt: stored.updated_at,
  }));
  for (const entry of entries) {
    await tx.query(
      `INSERT INTO game_log (game_id, version, seat, kind, action, client_action_id, events)
       VALUES ($1, $2, $3, 'action', $4, $5, $6)`,
      [
        game.id,
        entry.version,
        seat,
        JSON.stringify(entry.action),
        entry.clientActionId,
        JSON.stringify(entry.events),
      ],
    );
  }
  // A rated game's end moves both ratings in this same transaction; the game is read again to show them.
  const rated = over && (await rateGame(tx, game.id));
  await announce(tx, { game: game.id, version }, ...(rated ? seatsChanged(game) : []));
  const reread = rated ? await loadGame(tx, game.id) : null;
  if (reread) return ok({ game: reread, entries, repeated: false });
  const after: StoredGame = {
    ...game,
    version,
    position,
    state: over ? 'over' : 'running',
    result,
    turnDeadline: stored.turn_deadline,
    updatedAt: stored.updated_at,
    readAt: stored.read_at,
  };
  return ok({ game: after, entries, repeated: false });
}

function seatOf(game: StoredGame, actor: Actor): PlayerIndex | null {
  if ('playerId' in actor) return seatOfPlayer(game, actor.playerId);
  return game.seats[actor.computerSeat].kind === 'computer' ? actor.computerSeat : null;
}

/** The stored entries of a request whose client action id was seen before, with the game as it is now. */
async function repeated(
  tx: Queryable,
  game: StoredGame,
  seat: PlayerIndex,
  request: ActionRequest,
): Promise<Played | null> {
  if (request.clientActionId === null) return null;
  const last = await findClientAction(tx, game.id, seat, request.clientActionId);
  if (!last) return null;
  const now = await loadGame(tx, game.id);
  if (!now) return null;
  const first = Math.max(1, last.version - request.actions.length + 1);
  const entries = (await loadLog(tx, game.id, first - 1)).filter((entry) => entry.version <= last.version);
  return { game: now, entries, repeated: true };
}

const stale = (sent: number, current: number): GameError =>
  gameError(
    'stale-version',
    `you sent version ${sent}, but the game is at version ${current}: fetch what you missed and choose again`,
  );
