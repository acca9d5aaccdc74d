/**
 * Making games: the one way a game comes to be (docs/architecture-server.md, "Where a game is made"). A new deal
 * (a fresh secret seed, its public hash, the cards), then the game stored by the database function create_games
 * (games/sql/create-games.ts), with its notices: one game against the computer or a rematch (`createGame`), a
 * tournament round's games in one statement (`createGames`), and an accepted challenge's game, which
 * accept_challenge makes the same way.
 */
import { deal, SHUFFLE_VERSION, type Position } from '@katz/engine';
import type { Queryable } from '../db/database.js';
import type { BotLevel } from '../computer/levels.js';
import { newId, newSeed, sha256Hex } from '../identity/tokens.js';
import { gameStarts, NOTICE_CHANNEL, noticeText } from '../notices/notice.js';

export type NewSeat = { readonly playerId: string } | { readonly computer: BotLevel };

/** What a game starts from before anyone sits down: its id, its secret seed and that seed's hash, the deal. */
export interface NewDeal {
  readonly id: string;
  readonly seed: string;
  readonly seedHash: string;
  readonly shuffle: string;
  /** The computer's own randomness; never derived from the deal. */
  readonly botSeed: string;
  readonly position: Position;
}

/** The same deal again under a game id and computer randomness of its own: a duplicate round's every table. */
export const sameDeal = (dealt: NewDeal): NewDeal => ({ ...dealt, id: newId(), botSeed: newSeed() });

export function newDeal(): NewDeal {
  const seed = newSeed();
  const dealt = deal(seed);
  if (!dealt.ok) throw new Error(`the server made a seed the engine refuses: ${dealt.error.message}`);
  return {
    id: newId(),
    seed,
    seedHash: sha256Hex(seed),
    shuffle: SHUFFLE_VERSION,
    botSeed: newSeed(),
    position: dealt.value,
  };
}

/** A game to make: its seats (seat 0, seat 1) and its deal. */
export interface NewGame {
  readonly seats: readonly [NewSeat, NewSeat];
  readonly deal: NewDeal;
}

export interface GameTerms {
  readonly turnSeconds: number;
  /** Only between two registered people (challenges.ts checks); games against the computer are unrated. */
  readonly rated?: boolean;
  /** The tournament whose round this game is, if any. */
  readonly tournamentId?: string | null;
}

const personOf = (seat: NewSeat): string | null => ('playerId' in seat ? seat.playerId : null);
const computerOf = (seat: NewSeat): BotLevel | null => ('computer' in seat ? seat.computer : null);

/**
 * The row create_games takes for a game, and the notices that it began (its first version, each seated person's
 * start): accept_challenge builds the same from its challenge in SQL.
 */
const gameRow = (game: NewGame, terms: GameTerms) => ({
  id: game.deal.id,
  seed: game.deal.seed,
  seed_hash: game.deal.seedHash,
  shuffle: game.deal.shuffle,
  bot_seed: game.deal.botSeed,
  player0: personOf(game.seats[0]),
  player1: personOf(game.seats[1]),
  computer0: computerOf(game.seats[0]),
  computer1: computerOf(game.seats[1]),
  turn_seconds: terms.turnSeconds,
  position: game.deal.position,
  rated: terms.rated ?? false,
  tournament_id: terms.tournamentId ?? null,
});

/** Makes `games`, all on the same terms, in one statement; their ids, in order. */
export async function createGames(
  db: Queryable,
  games: readonly NewGame[],
  terms: GameTerms,
): Promise<string[]> {
  if (games.length === 0) return [];
  const notices = games.flatMap((game) =>
    gameStarts(
      game.deal.id,
      game.seats.flatMap((seat) => personOf(seat) ?? []),
    ),
  );
  await db.query('SELECT create_games($1::jsonb, $2, $3::text[])', [
    JSON.stringify(games.map((game) => gameRow(game, terms))),
    NOTICE_CHANNEL,
    notices.map(noticeText),
  ]);
  return games.map((game) => game.deal.id);
}

/** Makes one game from a fresh deal; its id. */
export async function createGame(
  db: Queryable,
  options: GameTerms & { readonly seats: readonly [NewSeat, NewSeat] },
): Promise<string> {
  const [id] = await createGames(db, [{ seats: options.seats, deal: newDeal() }], options);
  if (id === undefined) throw new Error('createGame: no game was made');
  return id;
}
