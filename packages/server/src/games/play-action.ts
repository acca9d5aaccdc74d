/**
 * Playing actions: the only way a game's position changes. The engine validates each action; the store is
 * atomic and versioned (one statement, store_plays: play-store.ts), so of any number of concurrent copies exactly
 * one applies, and a repeat with the same client action id is answered with the stored entries instead.
 *
 * A request holds one action or several (a player's held plays, confirmed together): they are stored all or
 * none, each as its own version with its own log entry.
 *
 * One action on a game this process knows at the client's version (but for a rated game's end) is stored without
 * reading the game; anything else (a batch, a refusal, a repeat, a rated end, a game changed elsewhere) takes the
 * full transaction below, which reads the game as stored, checks the request, and stores through the same
 * statement (then, at a rated game's end, moves both ratings in the same transaction).
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
import { gameError, gameNotFound, type GameError } from './game-errors.js';
import { findClientAction, loadGame, loadLog } from './game-store.js';
import { storePlays, type KnownGames } from './play-store.js';
import { storeKnownPlay } from './play-batches.js';
import { rateEnded } from './rated-end.js';
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
    if (!game) return err(gameNotFound(request.gameId));
    const seat = seatOf(game, request.actor);
    if (seat === null) return err(gameError('not-seated', 'only the players of this game may act in it'));
    const repeat = await repeated(tx, game, seat, request);
    if (repeat) return ok(repeat);
    if (game.state === 'over') return err(gameError('game-over', 'the game is over'));
    if (request.version !== game.version) return err(stale(request.version, game.version));
    // Whose turn it is, the engine says, with the same code and words as for the later actions of a batch.
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
    actions: [{ action, events }],
    clientActionId: request.clientActionId,
    position,
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
  const [stored] = await storePlays(
    tx,
    [
      {
        game,
        seat,
        actions: request.actions.map((action, index) => ({ action, events: applied.events[index] ?? [] })),
        clientActionId: request.clientActionId,
        position,
        result: resultOf(status),
      },
    ],
    // The notice says only the new version: the watchers read the change (a batch is not carried).
    { carry: false },
  );
  if (!stored) {
    // Another copy of this request (or another action) committed first; this one changes nothing.
    const late = await repeated(tx, game, seat, request);
    if (late) return ok(late);
    const now = await loadGame(tx, game.id);
    return err(stale(request.version, now?.version ?? request.version + 1));
  }
  // A rated game's end moves both ratings in this same transaction.
  const rated = status.over ? await rateEnded(tx, stored.game) : null;
  return ok({ game: rated ?? stored.game, entries: stored.entries, repeated: false });
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
