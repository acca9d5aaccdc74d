/**
 * What a claimed outbox row says, written when it leaves (not when it was queued), so that it tells the time
 * left as it is then, and says nothing once there is nothing to say: the turn has passed, the game is over, the
 * challenge is answered or gone (challenge-message.ts), the address or the subscriptions are gone. Those rows
 * are dropped.
 */
import { DAY_SECONDS } from '@katz/protocol';
import type { Queryable } from '../db/database.js';
import { challengeLines, challengeMessage } from './challenge-message.js';
import { textsOf, timeLeft, type Message, type Words } from './messages.js';
import type { OutboxRow } from './outbox-store.js';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The one-click unsubscribe link (RFC 8058); null on a confirmation, which asks for nothing more. */
  readonly unsubscribeUrl: string | null;
}

/** What the service worker shows (packages/web/public/sw.js): one notification per game, the last replacing. */
interface PushPayload {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly tag: string;
}

export interface PushTarget {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  readonly payload: PushPayload;
  /** How long the push service keeps it for a browser that is off (its `TTL`). */
  readonly ttlSeconds: number;
}

export type Composed =
  | { readonly send: 'mail'; readonly mail: Mail }
  | { readonly send: 'push'; readonly targets: readonly PushTarget[] }
  | { readonly send: 'nothing' }
  | { readonly send: 'later'; readonly at: Date };

interface TurnRow {
  running: boolean;
  current: boolean;
  opponent: string;
  /** The tournament whose game it is, if any. */
  tournament: string | null;
  /** The game's first turn: nothing has been played before it. */
  first: boolean;
  deadline: Date | null;
  remind_at: Date | null;
  read_at: Date;
}

interface AddressRow {
  address: string;
  language: string;
  mode: string;
  confirmed: boolean;
  confirm_token: string | null;
  unsubscribe_token: string;
}

const NOTHING: Composed = { send: 'nothing' };

export async function compose(db: Queryable, row: OutboxRow, siteUrl: string): Promise<Composed> {
  if (row.channel === 'mail') {
    const address = await addressOf(db, row.player_id);
    if (!address) return NOTHING;
    if (row.kind === 'confirm') return confirmation(address, siteUrl);
    if (!address.confirmed) return NOTHING;
    if (row.kind === 'digest') return digest(db, row.player_id, address, siteUrl);
  }
  const message = await messageOf(db, row, siteUrl);
  if (message === null) return NOTHING;
  if ('later' in message) return { send: 'later', at: message.later };
  return deliver(db, row, siteUrl, message);
}

/** What a row of a challenge or a game tells now; null when nothing, later for a reminder moved on. */
async function messageOf(
  db: Queryable,
  row: OutboxRow,
  siteUrl: string,
): Promise<Message | { readonly later: Date } | null> {
  if (row.kind === 'challenged') {
    return row.challenge_id === null ? null : challengeMessage(db, row.challenge_id, row.player_id, siteUrl);
  }
  if (row.game_id === null || row.turn === null) return null;
  const words =
    row.kind === 'game-begun'
      ? await begunWords(db, row.game_id, row.turn)
      : await turnWords(db, row.kind, row.game_id, row.turn, row.player_id);
  if (words === null || 'later' in words) return words;
  // A turn lasts days: a phone that is off for a day still gets the news when it wakes.
  return {
    words,
    url: `${siteUrl}/game/${row.game_id}`,
    tag: `game-${row.game_id}`,
    ttlSeconds: DAY_SECONDS,
  };
}

/**
 * "Your move" or the reminder, while the turn that queued it is still being played (else null); later, for a
 * reminder whose deadline a vacation moved on. A tournament game's first "your move" says that it has begun.
 */
async function turnWords(
  db: Queryable,
  kind: OutboxRow['kind'],
  gameId: string,
  turnVersion: number,
  playerId: string,
): Promise<Words | { readonly later: Date } | null> {
  const turn = await turnOf(db, gameId, turnVersion, playerId);
  if (!turn?.running || !turn.current || turn.deadline === null) return null;
  const msLeft = turn.deadline.getTime() - turn.read_at.getTime();
  if (kind === 'reminder' && turn.remind_at !== null && turn.remind_at > turn.read_at) {
    // A vacation moved the deadline on: remind when a fifth of the time is left of the deadline as it is now.
    return { later: turn.remind_at };
  }
  return (language) => {
    const texts = textsOf(language);
    const left = texts.left(timeLeft(texts, msLeft));
    if (kind === 'your-move' && turn.first && turn.tournament !== null) {
      return {
        title: texts.begun(turn.opponent, turn.tournament),
        body: `${texts.yourMove(turn.opponent)}: ${left}`,
        open: texts.open,
      };
    }
    const title = (kind === 'reminder' ? texts.hurry : texts.yourMove)(turn.opponent);
    return { title, body: left, open: texts.open };
  };
}

/** "Your tournament game has begun", while nothing has been played in it yet (else null: "your move" says more). */
async function begunWords(db: Queryable, gameId: string, turnVersion: number): Promise<Words | null> {
  const found = await db.query<{ opponent: string; tournament: string }>(
    `SELECT mover.name AS opponent, t.name AS tournament
     FROM games g JOIN tournaments t ON t.id = g.tournament_id
       JOIN players mover ON mover.id = seat_player(g.to_move, g.player0, g.player1)
     WHERE g.id = $1 AND g.state = 'running' AND g.version = $2`,
    [gameId, turnVersion],
  );
  const game = found.rows[0];
  if (game === undefined) return null;
  return (language) => {
    const texts = textsOf(language);
    return {
      title: texts.begun(game.opponent, game.tournament),
      body: texts.movesFirst(game.opponent),
      open: texts.open,
    };
  };
}

/** A message by the row's channel: a mail to a confirmed address, or a push to each browser not reached. */
async function deliver(db: Queryable, row: OutboxRow, siteUrl: string, message: Message): Promise<Composed> {
  const { words, url, tag, ttlSeconds } = message;
  if (row.channel === 'mail') {
    const address = await addressOf(db, row.player_id);
    if (!address?.confirmed) return NOTHING;
    const { title, body, open } = words(address.language);
    return {
      send: 'mail',
      mail: withFooter(address, siteUrl, {
        to: address.address,
        subject: title,
        text: `${title}: ${body}.\n\n${open}: ${url}\n`,
      }),
    };
  }
  const subscriptions = await db.query<{ endpoint: string; p256dh: string; auth: string; language: string }>(
    // Not the browsers a try of this row has reached already: only the ones it has not are tried again.
    `SELECT endpoint, p256dh, auth, language FROM push_subscriptions s WHERE player_id = $1
       AND NOT EXISTS (SELECT 1 FROM outbox_deliveries d WHERE d.outbox_id = $2 AND d.endpoint = s.endpoint)`,
    [row.player_id, row.id],
  );
  if (subscriptions.rows.length === 0) return NOTHING;
  return {
    send: 'push',
    targets: subscriptions.rows.map(({ endpoint, p256dh, auth, language }) => {
      const { title, body } = words(language);
      return { endpoint, keys: { p256dh, auth }, payload: { title, body, url, tag }, ttlSeconds };
    }),
  };
}

async function addressOf(db: Queryable, playerId: string): Promise<AddressRow | undefined> {
  const found = await db.query<AddressRow>(
    `SELECT address, language, mode, confirmed_at IS NOT NULL AS confirmed, confirm_token, unsubscribe_token
     FROM mail_addresses WHERE player_id = $1`,
    [playerId],
  );
  return found.rows[0];
}

/** The game as it is now, and whether the turn that queued the row is still the one being played. */
async function turnOf(
  db: Queryable,
  gameId: string,
  turn: number,
  playerId: string,
): Promise<TurnRow | undefined> {
  const found = await db.query<TurnRow>(
    `SELECT g.state = 'running' AS running, g.turn_deadline AS deadline, now() AS read_at,
       reminder_at(g.turn_deadline, g.turn_seconds) AS remind_at,
       seat_player(g.to_move, g.player0, g.player1) = $3 AND NOT EXISTS (
         SELECT 1 FROM game_log l WHERE l.game_id = g.id AND l.version > $2 AND l.seat <> g.to_move) AS current,
       coalesce(waiting.name, 'Computer') AS opponent, t.name AS tournament,
       NOT EXISTS (SELECT 1 FROM game_log l WHERE l.game_id = g.id AND l.version <= $2) AS first
     FROM games g LEFT JOIN players waiting ON waiting.id = seat_player(1 - g.to_move, g.player0, g.player1)
       LEFT JOIN tournaments t ON t.id = g.tournament_id
     WHERE g.id = $1`,
    [gameId, turn, playerId],
  );
  return found.rows[0];
}

function confirmation(address: AddressRow, siteUrl: string): Composed {
  if (address.confirmed || address.confirm_token === null) return NOTHING;
  const texts = textsOf(address.language);
  const link = `${siteUrl}/api/mail/confirm?token=${address.confirm_token}`;
  return {
    send: 'mail',
    mail: {
      to: address.address,
      subject: texts.confirmSubject,
      text: `${texts.confirmBody}\n\n${link}\n`,
      unsubscribeUrl: null,
    },
  };
}

async function digest(
  db: Queryable,
  playerId: string,
  address: AddressRow,
  siteUrl: string,
): Promise<Composed> {
  if (address.mode !== 'digest') return NOTHING;
  const waiting = await db.query<{ id: string; opponent: string; deadline: Date; read_at: Date }>(
    `SELECT g.id, coalesce(waiting.name, 'Computer') AS opponent, g.turn_deadline AS deadline, now() AS read_at
     FROM games g LEFT JOIN players waiting ON waiting.id = seat_player(1 - g.to_move, g.player0, g.player1)
     WHERE correspondence_turn_running(g.state, g.turn_seconds, g.turn_deadline)
       AND (g.player0 = $1 OR g.player1 = $1) AND seat_player(g.to_move, g.player0, g.player1) = $1
     ORDER BY g.turn_deadline`,
    [playerId],
  );
  const texts = textsOf(address.language);
  const challenges = await challengeLines(db, playerId, texts, siteUrl);
  if (waiting.rows.length === 0 && challenges.length === 0) return NOTHING;
  const games = waiting.rows.map(
    (game) =>
      `${texts.yourMove(game.opponent)}, ${texts.left(timeLeft(texts, game.deadline.getTime() - game.read_at.getTime()))}: ${siteUrl}/game/${game.id}`,
  );
  return {
    send: 'mail',
    mail: withFooter(address, siteUrl, {
      to: address.address,
      subject:
        games.length > 0 ? texts.digestSubject(games.length) : texts.challengesSubject(challenges.length),
      text: `${[...games, ...challenges].join('\n')}\n`,
    }),
  };
}

/**
 * A mail that tells of a game ends in words, in the player's language, with the way to stop such mails (the same
 * link as its one-click `List-Unsubscribe` header).
 */
function withFooter(address: AddressRow, siteUrl: string, mail: Omit<Mail, 'unsubscribeUrl'>): Mail {
  const unsubscribeUrl = `${siteUrl}/api/mail/unsubscribe?token=${address.unsubscribe_token}`;
  const footer = `${textsOf(address.language).unsubscribeLine} ${unsubscribeUrl}`;
  return { ...mail, text: `${mail.text}\n${footer}\n`, unsubscribeUrl };
}
