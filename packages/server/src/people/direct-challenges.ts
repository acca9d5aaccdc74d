/**
 * Direct challenges (docs/social.md): a registered player challenges another by name, from their profile or the
 * friends page. The challenged player hears of it at once on every page they have open (a personal notice, on
 * any process), and alone may accept it (games/challenges.ts) or decline it; it runs out unanswered after a few
 * minutes for a live game, days for a correspondence game (jobs/lease-held-jobs.ts). Limits keep one player from
 * being flooded: one waiting challenge from the same player, a few from everyone, a few sent by one player; and
 * nothing passes between two players of whom one blocks the other.
 */
import { DIRECT_CHALLENGE_MINUTES, DIRECT_CHALLENGES_RECEIVED, DIRECT_CHALLENGES_SENT } from '@katz/protocol';
import type { Database } from '../db/database.js';
import { challengeView } from '../games/challenge-view.js';
import { findChallenge, type Challenge } from '../games/challenges.js';
import { newId } from '../identity/tokens.js';
import { announce } from '../notices/announce.js';
import { refuseIfBlocked } from './blocks.js';
import { lockPair } from './pair-lock.js';
import { PeopleRefusal } from './people-refusal.js';
import type { Person } from './registered-person.js';

/** A game of this long a turn or longer is played by correspondence, and its challenge waits days. */
const CORRESPONDENCE_SECONDS = 86_400;

export async function challengePlayer(
  db: Database,
  creator: Person,
  to: Person,
  terms: { readonly turnSeconds: number; readonly rated: boolean },
): Promise<Challenge> {
  return db.transaction(async (tx) => {
    await lockPair(tx, creator.id, to.id);
    await refuseIfBlocked(tx, creator.id, to, 'challenge them');
    // The addressee's lock too, so that challenges from many players at once cannot pass their limit together.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('challenged:' || $1))", [to.id]);
    const waiting = await tx.query<{ sent: number; received: number; same: number }>(
      `SELECT count(*) FILTER (WHERE creator = $1)::int AS sent,
              count(*) FILTER (WHERE addressee = $2)::int AS received,
              count(*) FILTER (WHERE creator = $1 AND addressee = $2)::int AS same
         FROM challenges
        WHERE state = 'open' AND addressee IS NOT NULL AND expires_at > now() AND (creator = $1 OR addressee = $2)`,
      [creator.id, to.id],
    );
    const { sent = 0, received = 0, same = 0 } = waiting.rows[0] ?? {};
    if (same > 0) {
      throw new PeopleRefusal(
        'too-many-challenges',
        `you challenged ${to.username} already: wait for the answer`,
      );
    }
    if (sent >= DIRECT_CHALLENGES_SENT) {
      throw new PeopleRefusal(
        'too-many-challenges',
        `${String(DIRECT_CHALLENGES_SENT)} of your challenges wait for an answer, the most at once: withdraw one`,
      );
    }
    if (received >= DIRECT_CHALLENGES_RECEIVED) {
      throw new PeopleRefusal(
        'too-many-challenges',
        `${to.username} has ${String(DIRECT_CHALLENGES_RECEIVED)} challenges waiting, the most at once: try again later`,
      );
    }
    const minutes =
      terms.turnSeconds >= CORRESPONDENCE_SECONDS
        ? DIRECT_CHALLENGE_MINUTES.correspondence
        : DIRECT_CHALLENGE_MINUTES.live;
    const id = newId();
    await tx.query(
      `INSERT INTO challenges (id, creator, listed, addressee, expires_at, turn_seconds, rated, state)
       VALUES ($1, $2, false, $3, now() + make_interval(mins => $4), $5, $6, 'open')`,
      [id, creator.id, to.id, minutes, terms.turnSeconds, terms.rated],
    );
    const made = await findChallenge(tx, id);
    if (made === null) throw new Error(`the challenge ${id} just made is not there`);
    await announce(tx, {
      kind: 'personal',
      player: to.id,
      message: { type: 'challenged', challenge: challengeView(made) },
    });
    return made;
  });
}
