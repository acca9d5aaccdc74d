/**
 * The schema's history, as numbered migrations that run in order, each once, on PGlite and PostgreSQL alike: one
 * file each. Never change what a migration does once it has shipped: add the next one. The database functions
 * are not here but in their current text, applied after the migrations whenever it changes (src/schema.ts).
 *
 * Time is the database's (`now()`), so that several server processes agree on every clock.
 */
import type { Migration } from '../migrate.js';
import { migration as playersAndGames } from './01-players-and-games.js';
import { migration as accountNames } from './02-account-names.js';
import { migration as sessions } from './03-sessions.js';
import { migration as ratings } from './04-ratings.js';
import { migration as leases } from './05-leases.js';
import { migration as storePlays } from './06-store-plays.js';
import { migration as toMoveColumn } from './07-to-move-column.js';
import { migration as acceptChallenge } from './08-accept-challenge.js';
import { migration as storePlaysEndsGames } from './09-store-plays-ends-games.js';
import { migration as storePlaysCarries } from './10-store-plays-carries.js';
import { migration as acceptChallengeAnswersGame } from './11-accept-challenge-answers-game.js';
import { migration as registeredNames } from './12-registered-names.js';
import { migration as attempts } from './13-attempts.js';
import { migration as nameKeys } from './14-name-keys.js';
import { migration as notifications } from './15-notifications.js';
import { migration as acceptChallengeNotices } from './16-accept-challenge-notices.js';
import { migration as challengeAddresses } from './17-challenge-addresses.js';
import { migration as pushKeys } from './18-push-keys.js';
import { migration as outboxDeliveries } from './19-outbox-deliveries.js';
import { migration as reviews } from './20-reviews.js';
import { migration as tournaments } from './21-tournaments.js';
import { migration as arenas } from './22-arenas.js';
import { migration as gameBegunNotices } from './23-game-begun-notices.js';
import { migration as roundDays } from './24-round-days.js';
import { migration as duplicateRounds } from './25-duplicate-rounds.js';
import { migration as people } from './26-people.js';
import { migration as directChallenges } from './27-direct-challenges.js';
import { migration as pool } from './28-pool.js';
import { migration as challengeNotices } from './29-challenge-notices.js';

export const MIGRATIONS: readonly Migration[] = [
  playersAndGames,
  accountNames,
  sessions,
  ratings,
  leases,
  storePlays,
  toMoveColumn,
  acceptChallenge,
  storePlaysEndsGames,
  storePlaysCarries,
  acceptChallengeAnswersGame,
  registeredNames,
  attempts,
  nameKeys,
  notifications,
  acceptChallengeNotices,
  challengeAddresses,
  pushKeys,
  outboxDeliveries,
  reviews,
  tournaments,
  arenas,
  gameBegunNotices,
  roundDays,
  duplicateRounds,
  people,
  directChallenges,
  pool,
  challengeNotices,
];
