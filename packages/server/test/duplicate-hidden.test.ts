/**
 * A duplicate round reveals nothing of a table to anyone but its two players while the round is in play
 * (docs/tournaments.md, "What stays hidden"). Five registered players: two tables dealt the round's one deal and a
 * bye; both tables played with random legal actions through the real HTTP and WebSocket API, the first ended
 * while the second plays on. Meanwhile every client (each table's players, the bye's player, a guest, and a client
 * without a session) walks every endpoint of the API and every frame of the live connection with the other table's
 * game, players and tournament. Once the round is over and its seed revealed, every position of both tables is
 * rebuilt, and each client's every byte received before the end is searched for cards of a table it did not sit
 * at (any pile: hands, stocks, draw pile, discards, building piles and those taken off) that it could not see at
 * its own table.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  deal,
  Random,
  viewEvent,
  viewPosition,
  type Action,
  type Card,
  type GameEvent,
  type PlayerIndex,
  type Position,
} from '@katz/engine';
import { ENDPOINTS, type Endpoint, type SwissTournamentView } from '@katz/protocol';
import { Client, type LiveSocket } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { playRandomAction } from './support/play.js';
import { freshUsername, registerClient } from './support/registered.js';
import { useTestServer } from './support/use-test-server.js';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/**
 * Every endpoint of the API, and what the walk sends it: the other table's game for those about a game, the
 * tournament for those about it, a player of the other table for those about a player. An endpoint missing from
 * this table fails the test, so a new door is walked (or said here to be about none of these).
 */
type Walk = 'game' | 'tournament' | 'player' | 'plain' | 'none';
const WALKS: Record<keyof typeof ENDPOINTS, Walk> = {
  getGame: 'game',
  getLog: 'game',
  play: 'game',
  resign: 'game',
  getReplay: 'game',
  getRecord: 'game',
  getReview: 'game',
  tableNews: 'game',
  offerRematch: 'game',
  declineRematch: 'game',
  getGamePause: 'game',
  getTournament: 'tournament',
  joinTournament: 'tournament',
  startTournament: 'tournament',
  getProfile: 'player',
  playerRating: 'player',
  playerRatingHistory: 'player',
  // Followed first, so that the list of followed players after it would name the other table's game if it leaked.
  follow: 'player',
  listGames: 'plain',
  listFollows: 'plain',
  listBlocks: 'plain',
  listTournaments: 'plain',
  leaderboard: 'plain',
  getSession: 'plain',
  listChallenges: 'plain',
  getNotifications: 'plain',
  // About none of these (the session itself, accounts, challenges, computer games, mail and pushes, vacations,
  // the server's health), or a change the walk must not make (withdrawing from the tournament, logging out).
  startSession: 'none',
  renamePlayer: 'none',
  listLevels: 'none',
  startComputerGame: 'none',
  createChallenge: 'none',
  getChallenge: 'none',
  acceptChallenge: 'none',
  cancelChallenge: 'none',
  health: 'none',
  register: 'none',
  logIn: 'none',
  logOut: 'none',
  logOutEverywhere: 'none',
  recover: 'none',
  computerRatings: 'none',
  setMail: 'none',
  removeMail: 'none',
  addPush: 'none',
  removePush: 'none',
  planVacation: 'none',
  endVacation: 'none',
  createTournament: 'none',
  leaveTournament: 'none',
  unfollow: 'none',
  setPresence: 'none',
  block: 'none',
  unblock: 'none',
  challengePlayer: 'none',
  declineChallenge: 'none',
  joinPool: 'none',
  leavePool: 'none',
  poolState: 'plain',
};

interface Seat {
  readonly client: Client;
  readonly name: string;
  readonly id: string;
}

interface Table {
  readonly gameId: string;
  /** The players in seat 0 and seat 1. */
  readonly seats: readonly [Seat, Seat];
}

describe.each(DATABASE_KINDS)('a duplicate round reveals nothing $title', ({ kind, skip }) => {
  const server = useTestServer({ kind, skip });

  it.skipIf(skip)(
    'no byte received by anyone while the round is in play holds a card of a table they do not sit at',
    { timeout: 300_000 },
    async () => {
      const random = Random.fromSeed(`duplicate-${kind}`);
      const players = await Promise.all(
        Array.from({ length: 5 }, async (_, index): Promise<Seat> => {
          const client = new Client(server.url);
          const { id } = await client.join();
          const name = freshUsername(`dup${String(index)}_${kind}`);
          await registerClient(client, name);
          return { client, name, id };
        }),
      );
      const byId = new Map(players.map((player) => [player.id, player]));
      const [creator] = players;
      if (creator === undefined) throw new Error('no players');
      const made = await creator.client.call(ENDPOINTS.createTournament, {
        body: { name: 'Sealed', rounds: 1, duplicate: true, turnSeconds: 600, startsAt: inAnHour() },
      });
      for (const player of players.slice(1))
        await player.client.call(ENDPOINTS.joinTournament, { params: { id: made.id } });
      const started = await creator.client.call(ENDPOINTS.startTournament, { params: { id: made.id } });
      if (started.format !== 'swiss') throw new Error('a Swiss was made');
      const tables: Table[] = started.pairings.flatMap((pairing) => {
        const game = pairing.games[0];
        const second = pairing.players[1];
        if (game === undefined || second === null) return [];
        const seat0 = byId.get(game.seat0);
        const seat1 = byId.get(game.seat0 === pairing.players[0].id ? second.id : pairing.players[0].id);
        if (seat0 === undefined || seat1 === undefined) throw new Error('a table of strangers');
        return [{ gameId: game.id, seats: [seat0, seat1] as const }];
      });
      expect(tables).toHaveLength(2);
      const [first, second] = tables as [Table, Table];
      const bye = players.find((player) => !tables.some((table) => table.seats.includes(player)));
      if (bye === undefined) throw new Error('no bye');
      const guest = new Client(server.url);
      await guest.join();
      const nobody = new Client(server.url);

      // Everyone with a session follows the tournament live; each table's players follow their own game, and
      // try to follow the other's.
      const sockets = new Map<Client, LiveSocket>();
      for (const client of [...players.map((player) => player.client), guest]) {
        const socket = await client.live();
        sockets.set(client, socket);
        socket.send({ type: 'watchTournament', tournamentId: made.id, ref: 'tournament' });
        await socket.next('tournament', (message) => message.ref === 'tournament');
      }
      for (const table of tables) {
        for (const seat of table.seats) {
          const socket = sockets.get(seat.client);
          socket?.send({ type: 'watch', gameId: table.gameId });
          await socket?.next('update', (message) => message.gameId === table.gameId);
        }
      }

      /** Every door, tried by `client` on the table it does not sit at (or on both, if it sits at none). */
      const walk = async (client: Client, sitsAt: Table | null) => {
        for (const target of tables.filter((table) => table !== sitsAt)) {
          for (const [key, kind] of Object.entries(WALKS) as [keyof typeof ENDPOINTS, Walk][]) {
            if (kind === 'none') continue;
            const endpoint: Endpoint = ENDPOINTS[key];
            const answer = await client.attempt(endpoint, inputFor(endpoint, kind, target, made.id, random));
            if (kind === 'game' && client.cookie !== null) {
              // A door about the game answers that it is sealed, or (an action) that the client has no seat there:
              // both the same whatever the table's state.
              const code = answer.result.ok ? 'ok' : answer.result.error.code;
              expect([key, code]).toEqual([key, expect.stringMatching(/^(game-sealed|not-seated)$/)]);
            }
          }
          const socket = sockets.get(client);
          if (socket !== undefined) {
            socket.send({ type: 'watch', gameId: target.gameId, ref: 'peek' });
            expect(await refusedOrShown(socket, 'peek')).toBe('error');
            socket.send({
              type: 'act',
              gameId: target.gameId,
              version: 1,
              action: { type: 'discard', card: 'KS', to: 0 },
              ref: 'poke',
            });
            expect((await socket.answer('poke')).type).toBe('error');
          }
        }
      };
      const everyone: readonly [Client, Table | null][] = [
        ...tables.flatMap((table) => table.seats.map((seat): [Client, Table | null] => [seat.client, table])),
        [bye.client, null],
        [guest, null],
        [nobody, null],
      ];

      // Both tables played, each door walked by everyone now and then; the first table ends (its seat 1
      // resigns) while the second plays on.
      const running = new Set(tables);
      for (let step = 0; step < 60; step++) {
        if (step === 30) {
          await first.seats[1].client.call(ENDPOINTS.resign, { params: { id: first.gameId } });
          running.delete(first);
        }
        for (const table of running) {
          const answer = await playRandomAction(
            [table.seats[0].client, table.seats[1].client],
            table.gameId,
            random,
          );
          if (answer === null) running.delete(table);
        }
        if (step % 12 === 5) for (const [client, sitsAt] of everyone) await walk(client, sitsAt);
      }
      for (const [client, sitsAt] of everyone) await walk(client, sitsAt);
      const seenBefore = new Map(everyone.map(([client]) => [client, client.received.length]));

      // The round ends: its seed and both tables' records are revealed, to everyone.
      if ((await second.seats[0].client.game(second.gameId)).state === 'running')
        await second.seats[0].client.call(ENDPOINTS.resign, { params: { id: second.gameId } });
      const positions = new Map<Table, { positions: Position[]; events: GameEvent[][] }>();
      for (const table of tables) {
        const replay = await nobody.call(ENDPOINTS.getReplay, { params: { id: table.gameId } });
        positions.set(table, {
          positions: rebuild(replay.seed, replay.record.actions),
          events: replay.entries.map((entry) => [...entry.events]),
        });
      }
      const over = await nobody.call(ENDPOINTS.getTournament, { params: { id: made.id } });
      expect((over as SwissTournamentView).deals[0]?.seed).toBe(
        (await nobody.call(ENDPOINTS.getReplay, { params: { id: first.gameId } })).seed,
      );
      for (const socket of sockets.values()) await socket.close();

      for (const [client, sitsAt] of everyone) {
        const seat =
          sitsAt === null ? null : (sitsAt.seats.findIndex((one) => one.client === client) as PlayerIndex);
        const own = sitsAt === null ? undefined : positions.get(sitsAt);
        const legit =
          own === undefined || seat === null ? '' : legitimateCorpus(own.positions, own.events, seat);
        const secrets = new Set<string>();
        for (const table of tables) {
          const played = positions.get(table);
          if (played === undefined) continue;
          for (const position of played.positions) {
            const runs = table === sitsAt && seat !== null ? hiddenRuns(position, seat) : everyRun(position);
            for (const run of runs) if (!legit.includes(run)) secrets.add(run);
          }
        }
        expect(secrets.size).toBeGreaterThan(100);
        const chunks = client.received.slice(0, seenBefore.get(client));
        expect(chunks.length).toBeGreaterThan(50);
        for (const chunk of chunks) {
          for (const run of secrets) {
            if (chunk.includes(run))
              throw new Error(`a client received ${run} of another table in ${chunk.slice(0, 300)}`);
          }
          // An answer without a body (204: a follow) has no structure to look into.
          if (chunk !== '') checkStructure(JSON.parse(chunk) as unknown, sitsAt?.gameId ?? null);
        }
      }
    },
  );
});

/** Whether a `watch` sent with `ref` was answered by an error or by the game's first update. */
async function refusedOrShown(socket: LiveSocket, ref: string): Promise<'error' | 'update'> {
  const answers = [
    socket.next('error', (message) => message.ref === ref).then(() => 'error' as const),
    socket.next('update', (message) => message.ref === ref).then(() => 'update' as const),
  ];
  for (const answer of answers) answer.catch(() => undefined);
  return Promise.any(answers);
}

/** What the walk sends an endpoint: its parameters, and a query and a body where it takes them. */
function inputFor(
  endpoint: Endpoint,
  kind: Walk,
  target: Table,
  tournamentId: string,
  random: Random,
): Record<string, unknown> {
  const params =
    kind === 'game'
      ? { id: target.gameId }
      : kind === 'tournament'
        ? { id: tournamentId }
        : kind === 'player'
          ? { name: target.seats[random.below(2)]?.name ?? '' }
          : undefined;
  return {
    ...(params === undefined ? {} : { params }),
    ...(endpoint.query === undefined ? {} : { query: kind === 'game' ? { since: random.below(5) } : {} }),
    ...(endpoint.body === undefined
      ? {}
      : { body: { version: random.below(40), action: { type: 'discard', card: 'KH', to: 1 } } }),
  };
}

/** The position after each number of actions, from the revealed seed. */
function rebuild(seed: string, actions: readonly Action[]): Position[] {
  const dealt = deal(seed);
  if (!dealt.ok) throw new Error(dealt.error.message);
  const positions = [dealt.value];
  for (const action of actions) {
    const applied = apply(positions.at(-1)!, action);
    if (!applied.ok) throw new Error(applied.error.message);
    positions.push(applied.value.position);
  }
  return positions;
}

/** Runs of three cards, as JSON text, of a pile. */
function runsOf(pile: readonly Card[]): string[] {
  const runs: string[] = [];
  for (let i = 0; i + 3 <= pile.length; i++)
    runs.push(
      pile
        .slice(i, i + 3)
        .map((card) => `"${card}"`)
        .join(','),
    );
  return runs;
}

/** Every run of a table one does not sit at: all of it is another table's. */
const everyRun = (position: Position): string[] =>
  [
    position.drawPile,
    position.removed,
    ...position.building,
    ...position.players.flatMap((player) => [player.hand, player.stock, ...player.discards]),
  ].flatMap(runsOf);

/** The runs of one's own table one may not see: the other hand, the stocks below their tops, the draw pile. */
const hiddenRuns = (position: Position, seat: PlayerIndex): string[] =>
  [
    position.players[seat === 0 ? 1 : 0].hand,
    position.players[0].stock.slice(0, -1),
    position.players[1].stock.slice(0, -1),
    position.drawPile,
  ].flatMap(runsOf);

/** Everything the seat may see of its own table over the whole game, as text. */
function legitimateCorpus(
  positions: readonly Position[],
  events: readonly (readonly GameEvent[])[],
  seat: PlayerIndex,
): string {
  return [
    ...positions.map((position) => JSON.stringify(viewPosition(position, seat))),
    ...events.map((list) => JSON.stringify(list.map((event) => viewEvent(event, seat)))),
  ].join('\n');
}

/** No game shown but one's own, and no seed, while the round is in play. */
function checkStructure(value: unknown, ownGame: string | null): void {
  if (Array.isArray(value)) {
    for (const item of value) checkStructure(item, ownGame);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const object = value as Record<string, unknown>;
  if ('view' in object && 'seats' in object) expect(object.id).toBe(ownGame);
  if ('seed' in object) expect(object.seed).toBeNull();
  for (const key of ['drawPile', 'position', 'start', 'final', 'record']) expect(object[key]).toBeUndefined();
  for (const child of Object.values(object)) checkStructure(child, ownGame);
}
