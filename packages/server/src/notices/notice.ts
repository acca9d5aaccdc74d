/**
 * The notices one process tells every other (and itself) on the database's NOTIFY channel: the process-wide bus.
 * A notice is sent inside the transaction that stores a change, so PostgreSQL delivers it at commit and never for
 * a change that was rolled back: every process that shares the database, this one included, learns of it only
 * once it is stored.
 *
 * Every notice is one of `NOTICE`'s kinds, told apart by `kind`; its payload is written in one place each way:
 * `noticeText` for a notice made in TypeScript, `noticeSql` for one a statement or trigger makes itself, whose
 * fields it types by the same union. A new kind fails to compile until every reader handles it
 * (changes/notice-feed.ts's handler table).
 */
import { PERSONAL_MESSAGE } from '@katz/protocol';
import { z } from 'zod';

export const NOTICE_CHANNEL = 'katz_events';

/**
 * A play stored in one statement (games/play-store.ts) carries itself, so that another process that kept the game
 * at the version before can rebuild the change with the engine instead of reading it (changes/carried-play.ts).
 * The storing process writes `play`; the statement adds `stored`, what only the database knows.
 */
const CARRIED_PLAY = z.strictObject({
  seat: z.union([z.literal(0), z.literal(1)]),
  // Checked by the engine where it is used.
  action: z.unknown(),
  clientActionId: z.string().nullable(),
});

const STORED_FACTS = z.strictObject({
  /** The statement's time: the game's updated_at and the entry's created_at. */
  at: z.string(),
  deadline: z.string().nullable(),
  /** The seats' names as the players table holds them now (null for a computer). */
  names: z.tuple([z.string().nullable(), z.string().nullable()]),
});

/** A game's new version was stored. */
const GAME_NOTICE = z.strictObject({
  kind: z.literal('game'),
  game: z.string(),
  version: z.number().int(),
  /** The people seated (not the computer): every page of theirs hears of the change (changes/notice-feed.ts). */
  people: z.array(z.string()).max(2),
  play: CARRIED_PLAY.optional(),
  stored: STORED_FACTS.optional(),
});

const NOTICE = z.discriminatedUnion('kind', [
  GAME_NOTICE,
  // A game began with this player seated.
  z.strictObject({ kind: z.literal('gameStarted'), player: z.string(), game: z.string() }),
  // Around a game's table, not its moves: its spectators or its rematch offer changed (no new version).
  z.strictObject({ kind: z.literal('table'), game: z.string() }),
  // A game's turn deadline moved without a new version (a vacation began or ended early: the clock stands still,
  // or runs again): every kept copy of the game holds the old one, and its players' tables show it.
  z.strictObject({ kind: z.literal('deadlineMoved'), game: z.string() }),
  // A player's name, account or rating changed: the games kept with them seated show the old ones.
  z.strictObject({ kind: z.literal('seatOf'), player: z.string() }),
  // Sessions ended (by their tokens' hashes): their live connections close, on every process.
  z.strictObject({ kind: z.literal('sessionsEnded'), hashes: z.array(z.string()).min(1) }),
  // A tournament's players, pairings, games or state changed (tournaments/sql/tournament-notices.ts).
  z.strictObject({ kind: z.literal('tournament'), tournament: z.string() }),
  // A message for every live connection of one player, on whichever process it is: a direct challenge to them,
  // its answer, a phrase from the other player of their game (docs/social.md).
  z.strictObject({ kind: z.literal('personal'), player: z.string(), message: PERSONAL_MESSAGE }),
]);

export type Notice = z.infer<typeof NOTICE>;
export type NoticeKind = Notice['kind'];
export type NoticeOf<K extends NoticeKind> = Extract<Notice, { readonly kind: K }>;
export type GameNotice = NoticeOf<'game'>;

/** The notices that a game began: its first version, then each seated person's start, in that order. */
export const gameStarts = (gameId: string, playerIds: readonly string[]): Notice[] => [
  { kind: 'game', game: gameId, version: 0, people: [...playerIds] },
  ...playerIds.map((player): Notice => ({ kind: 'gameStarted', player, game: gameId })),
];

/**
 * The notices that these sessions ended, a hundred hashes each: a notice's payload must stay under PostgreSQL's
 * 8,000 bytes.
 */
export function sessionsEnded(hashes: readonly string[]): Notice[] {
  const notices: Notice[] = [];
  for (let start = 0; start < hashes.length; start += 100) {
    notices.push({ kind: 'sessionsEnded', hashes: hashes.slice(start, start + 100) });
  }
  return notices;
}

/** The payload of a notice made here, for `announce` or a statement that sends it itself (`pg_notify`). */
export const noticeText = (notice: Notice): string => JSON.stringify(notice);

/**
 * The SQL that sends a notice made by a statement or a trigger, each field an SQL expression: for example
 * `noticeSql('deadlineMoved', { game: 'id' })`. The one way SQL writes a notice, its fields those of the kind.
 */
export function noticeSql<K extends NoticeKind>(
  kind: K,
  fields: Readonly<Required<Record<Exclude<keyof NoticeOf<K>, 'kind'>, string>>>,
): string {
  const pairs = Object.entries(fields).flatMap(([name, expression]) => [`'${name}'`, String(expression)]);
  return `pg_notify('${NOTICE_CHANNEL}', json_build_object('kind', '${kind}', ${pairs.join(', ')})::text)`;
}

/** A notice's payload, or null when it is not one of ours. */
export function readNotice(payload: string): Notice | null {
  try {
    const parsed = NOTICE.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
