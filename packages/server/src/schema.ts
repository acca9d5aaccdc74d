/**
 * The database's schema as this server wants it: the migrations (db/migrations/, one file each, history) and the
 * database functions in their current text, each in one file beside the code that calls it. Every start brings
 * the database to both (db/migrate.ts).
 */
import type { Schema } from './db/migrate.js';
import { MIGRATIONS } from './db/migrations/index.js';
import { ACCEPT_CHALLENGE } from './games/sql/accept-challenge.js';
import { GAME_WORDS } from './games/sql/game-words.js';
import { CREATE_GAMES } from './games/sql/create-games.js';
import { NEXT_TURN_DEADLINE } from './games/sql/next-turn-deadline.js';
import { STORE_PLAYS } from './games/sql/store-plays.js';
import { ENQUEUE_GAME_BEGUN } from './notifications/sql/enqueue-game-begun.js';
import { ENQUEUE_TURN_NOTICES } from './notifications/sql/enqueue-turn-notices.js';
import { NEXT_DIGEST_AT } from './notifications/sql/next-digest-at.js';
import { REMINDER_AT } from './notifications/sql/reminder-at.js';
import { TOURNAMENT_NOTICES } from './tournaments/sql/tournament-notices.js';

export const SCHEMA: Schema = {
  migrations: MIGRATIONS,
  // The plain SQL ones first, each after those it calls: they are checked when they are made, and the others
  // call them.
  definitions: [
    ...GAME_WORDS,
    REMINDER_AT,
    NEXT_DIGEST_AT,
    NEXT_TURN_DEADLINE,
    CREATE_GAMES,
    STORE_PLAYS,
    ACCEPT_CHALLENGE,
    ENQUEUE_TURN_NOTICES,
    ENQUEUE_GAME_BEGUN,
    TOURNAMENT_NOTICES,
  ],
};
