/** A new game: a fresh secret seed, its public hash, the deal, and the first turn's clock. */
import { deal, SHUFFLE_VERSION, type Position } from '@katz/engine';
import type { Queryable } from '../db/database.js';
import type { BotLevel } from '../computer/levels.js';
import { newId, newSeed, sha256Hex } from '../identity/tokens.js';
import { gameStarts, NOTICE_CHANNEL, noticeText } from './notices.js';

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

/** The same deal again under a game id and computer randomness of its own: a duplicate pairing's second game. */
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

export async function createGame(
  db: Queryable,
  options: {
    readonly seats: readonly [NewSeat, NewSeat];
    readonly turnSeconds: number;
    /** Only between two registered people (challenges.ts checks); games against the computer are unrated. */
    readonly rated?: boolean;
  },
): Promise<string> {
  const { id, seed, seedHash, shuffle, botSeed, position } = newDeal();
  const [first, second] = options.seats;
  const player = (seat: NewSeat) => ('playerId' in seat ? seat.playerId : null);
  const computer = (seat: NewSeat) => ('computer' in seat ? seat.computer : null);
  const starterIsPerson = 'playerId' in options.seats[position.toMove];
  const people = options.seats.flatMap((seat) => ('playerId' in seat ? [seat.playerId] : []));
  const notices = gameStarts(id, people).map(noticeText);
  // The game and its notices in one statement, so that it needs no transaction of its own.
  await db.query(
    `WITH made AS (
       INSERT INTO games (id, seed, seed_hash, shuffle, bot_seed, player0, player1, computer0, computer1,
         turn_seconds, position, state, turn_deadline, rated)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::int, $11, 'running',
         CASE WHEN $12::boolean THEN next_turn_deadline($16, $10::int) END, $13)
       RETURNING id
     )
     SELECT pg_notify($14, notice) FROM made, unnest($15::text[]) WITH ORDINALITY AS n(notice, at) ORDER BY at`,
    [
      id,
      seed,
      seedHash,
      shuffle,
      botSeed,
      player(first),
      player(second),
      computer(first),
      computer(second),
      options.turnSeconds,
      JSON.stringify(position),
      starterIsPerson,
      options.rated ?? false,
      NOTICE_CHANNEL,
      notices,
      player(options.seats[position.toMove]),
    ],
  );
  return id;
}
