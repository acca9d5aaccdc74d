/**
 * Direct challenges (docs/social.md): a registered player challenges another by name, from their profile or the
 * friends page. The challenged player hears of it at once on every page they have open (a personal notice, on
 * any process), and alone may accept it (games/challenges.ts) or decline it; it runs out unanswered after a few
 * minutes for a live game, days for a correspondence game (jobs/lease-held-jobs.ts). A player who is away (no
 * live connection on any process, by the presence rows) is told by push and mail too, queued in the transaction
 * that stores the challenge. Limits keep one player from being flooded: one waiting challenge from the same
 * player, a few from everyone, a few sent by one player; and nothing passes between two players of whom one
 * blocks the other.
 */
import {
  DIRECT_CHALLENGE_MINUTES,
  DIRECT_CHALLENGES_RECEIVED,
  DIRECT_CHALLENGES_SENT,
  isCorrespondence,
} from '@katz/protocol';
import type { Database, Queryable } from '../db/database.js';
import { challengeView } from '../games/challenge-view.js';
import { findChallenge, type Challenge } from '../games/challenges.js';
import { newId } from '../identity/tokens.js';
import { announce } from '../notices/announce.js';
import { refuseIfBlocked } from './blocks.js';
import { lockPair } from './pair-lock.js';
import { PeopleRefusal } from './people-refusal.js';
import { ONLINE_SQL } from './presence-rows.js';
import type { Person } from './registered-person.js';

/** How a challenge reaches a player away from the app (docs/social.md), given by the route. */
export interface AwayNotice {
  /** How long a presence row counts (presence-registry.ts): away means what followers see as offline. */
  readonly onlineSeconds: number;
  /** Queues the challenge's push and mail (notifications/outbox-store.ts), in the transaction that stores it. */
  readonly enqueue: (tx: Queryable, challengeId: string) => Promise<void>;
}

export async function challengePlayer(
  db: Database,
  creator: Person,
  to: Person,
  terms: { readonly turnSeconds: number; readonly rated: boolean },
  away: AwayNotice,
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
    // A correspondence game's challenge waits days.
    const minutes = isCorrespondence(terms.turnSeconds)
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
    // Whether they hid their presence or not: hiding is what followers see, not whether the player hears.
    const online = await tx.query<{ online: boolean }>(`SELECT ${ONLINE_SQL('$1', '$2')} AS online`, [
      to.id,
      away.onlineSeconds,
    ]);
    if (online.rows[0]?.online !== true) await away.enqueue(tx, id);
    return made;
  });
}
