/**
 * What a `challenged` outbox row says (compose.ts): "Anna challenges you", the time per turn, rated or not, and
 * how long the challenge waits for an answer, written as things are when it leaves. Nothing once the challenge
 * is no longer open (withdrawn, declined, accepted, run out; a block between the two closes it too): told
 * late, it would be a challenge the player can no longer answer. The link leads to the home page, where the app
 * shows a registered player the challenges to them (packages/web/src/app/IncomingChallenges.tsx: below the header
 * on every page) to accept or decline.
 */
import type { Queryable } from '../db/database.js';
import { textsOf, timeLeft, turnTime, type Message, type Texts } from './messages.js';

interface ChallengeRow {
  challenger: string;
  turn_seconds: number;
  rated: boolean;
  expires_at: Date;
  read_at: Date;
}

/** The open challenges to a player, as they are now, those that run out first first; `which` narrows them. */
async function openChallenges(
  db: Queryable,
  playerId: string,
  which: { readonly id: string } | 'all',
): Promise<ChallengeRow[]> {
  const found = await db.query<ChallengeRow>(
    `SELECT p.name AS challenger, c.turn_seconds, c.rated, c.expires_at, now() AS read_at
     FROM challenges c JOIN players p ON p.id = c.creator
     WHERE c.addressee = $1 AND c.state = 'open' AND c.expires_at > now() AND ($2::text IS NULL OR c.id = $2)
     ORDER BY c.expires_at`,
    [playerId, which === 'all' ? null : which.id],
  );
  return found.rows;
}

/** How long the player has left to answer, as the database read it. */
const msLeftOf = (challenge: ChallengeRow): number =>
  challenge.expires_at.getTime() - challenge.read_at.getTime();

/** "Anna challenges you" and "2 days per turn, rated; 3 days left to answer". */
function challengeWords(texts: Texts, challenge: ChallengeRow): { title: string; body: string } {
  const terms = texts.challengeTerms(turnTime(texts, challenge.turn_seconds), challenge.rated);
  return {
    title: texts.challenged(challenge.challenger),
    body: `${terms}; ${texts.toAnswer(timeLeft(texts, msLeftOf(challenge)))}`,
  };
}

/** The daily digest's lines of the challenges still open to the player, each with the link to answer it. */
export async function challengeLines(
  db: Queryable,
  playerId: string,
  texts: Texts,
  siteUrl: string,
): Promise<string[]> {
  const open = await openChallenges(db, playerId, 'all');
  return open.map((challenge) => {
    const { title, body } = challengeWords(texts, challenge);
    return `${title}: ${body}: ${siteUrl}/`;
  });
}

export async function challengeMessage(
  db: Queryable,
  challengeId: string,
  playerId: string,
  siteUrl: string,
): Promise<Message | null> {
  const [challenge] = await openChallenges(db, playerId, { id: challengeId });
  if (challenge === undefined) return null;
  return {
    words: (language) => {
      const texts = textsOf(language);
      return { ...challengeWords(texts, challenge), open: texts.answer };
    },
    url: `${siteUrl}/`,
    tag: `challenge-${challengeId}`,
    // A push that arrives after the challenge ran out would offer what is gone.
    ttlSeconds: Math.max(1, Math.ceil(msLeftOf(challenge) / 1000)),
  };
}
