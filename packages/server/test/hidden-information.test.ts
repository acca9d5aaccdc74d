/**
 * Hidden information never leaves the server: random games between two people through the real HTTP and
 * WebSocket API, with every kind of request and refusal along the way, and afterwards (once the revealed seed
 * allows rebuilding every position) a search of every byte each player received for what they may not see:
 * the seed, the other hand, the stocks below their tops, the draw pile's order. The server's logs are
 * searched too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
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
import { ENDPOINTS, type GameView } from '@katz/protocol';
import { Client, type LiveSocket } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { personGame, play } from './support/play.js';
import { type TestServer } from './support/test-server.js';
import { useTestServer } from './support/use-test-server.js';

/** Bytes one player received while the game went from version `from` to version `to`. */
interface Received {
  readonly text: string;
  readonly from: number;
  readonly to: number;
}

const STEPS = 70;

describe.each(DATABASE_KINDS)('hidden information $title', ({ kind, skip }) => {
  const server = useTestServer({ kind, skip });

  it.skipIf(skip)('no byte sent to a player reveals what they may not see', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[a-h0-3]{1,12}$/), async (seed) => {
        await playAndSearch(server, seed);
      }),
      { numRuns: 3 },
    );
  });
});

async function playAndSearch(server: TestServer, choiceSeed: string): Promise<void> {
  const random = Random.fromSeed(choiceSeed);
  const players = [new Client(server.url), new Client(server.url)] as const;
  await players[0].join();
  await players[1].join();
  const gameId = await personGame(players[0], players[1]);
  const sockets = [await players[0].live(), await players[1].live()] as const;
  for (const socket of sockets) socket.send({ type: 'watch', gameId });
  await Promise.all(sockets.map((socket) => socket.next('update')));
  const chunks: [Received[], Received[]] = [[], []];
  let version = 0;
  const marks = [0, 0]; // how much of each client's `received` is already filed
  const file = (to: number) => {
    for (const seat of [0, 1] as const) {
      for (const text of players[seat].received.slice(marks[seat]))
        chunks[seat].push({ text, from: version, to });
      marks[seat] = players[seat].received.length;
    }
    version = to;
  };
  file(0);

  for (let step = 0; step < STEPS; step++) {
    const toMove = (await players[0].game(gameId)).toMove;
    const mover = players[toMove];
    const other = players[toMove === 0 ? 1 : 0];
    const game = await mover.game(gameId);
    const params = { id: gameId };
    const action = game.legalActions[random.below(game.legalActions.length)]!;
    // Probes that must refuse or reveal nothing, chosen at random.
    switch (random.below(6)) {
      case 0:
        await play(other, gameId, { version, action });
        break;
      case 1:
        await play(mover, gameId, { version: version + 3, action });
        await play(mover, gameId, { version, action: { type: 'discard', card: 'QS', to: 0 } });
        // A batch whose last play is refused applies none of them.
        await play(mover, gameId, {
          version,
          actions: [action, { type: 'discard', card: absentCard(game), to: 0 }],
        });
        break;
      case 2:
        await other.attempt(ENDPOINTS.getLog, { params, query: { since: random.below(version + 1) } });
        await other.attempt(ENDPOINTS.getReplay, { params });
        await other.attempt(ENDPOINTS.getRecord, { params });
        break;
      case 3:
        await other.attempt(ENDPOINTS.listGames);
        sockets[toMove === 0 ? 1 : 0].send({
          type: 'watch',
          gameId,
          since: random.below(version + 1),
          ref: 'again',
        });
        await sockets[toMove === 0 ? 1 : 0].next('update', (m) => m.ref === 'again');
        break;
      default:
        break;
    }
    const useSocket = random.below(2) === 0;
    if (useSocket) {
      sockets[toMove].send({ type: 'act', gameId, version, action, ref: `s${step}` });
      await sockets[toMove].answer(`s${step}`);
    } else {
      await play(mover, gameId, { version, action });
    }
    const now = await players[0].game(gameId);
    await Promise.all(sockets.map((socket) => updatedTo(socket, now.version)));
    file(now.version);
    if (now.state === 'over') break;
  }
  const seedInLogs = (seed: string) => server.logs.some((line) => line.includes(seed));

  // The end: resign if still running, after which the seed and every card are revealed.
  await players[0].attempt(ENDPOINTS.resign, { params: { id: gameId } });
  const revealed = await players[0].call(ENDPOINTS.getReplay, { params: { id: gameId } });
  const positions = rebuild(revealed.seed, revealed.record.actions);
  const events = revealed.entries.map((entry) => entry.events);
  for (const socket of sockets) await socket.close();

  expect(seedInLogs(revealed.seed)).toBe(false);
  expect(server.logs.some((line) => /"(hand|drawPile|position)"/.test(line))).toBe(false);
  for (const seat of [0, 1] as const) {
    const legit = legitimateCorpus(positions, events, seat);
    for (const chunk of chunks[seat]) {
      expect(chunk.text.includes(revealed.seed), 'the seed of a running game').toBe(false);
      const secrets = [
        ...secretRuns(positions[chunk.from]!, seat),
        ...secretRuns(positions[chunk.to]!, seat),
      ];
      for (const run of secrets) {
        if (chunk.text.includes(run) && !legit.includes(run)) {
          throw new Error(`player ${seat} received hidden cards ${run} in ${chunk.text.slice(0, 300)}`);
        }
      }
      checkStructure(JSON.parse(chunk.text) as unknown, seat);
    }
  }
}

/** A card the player to move does not hold. */
function absentCard(game: GameView): Card {
  const hand = game.view.players[game.toMove].hand ?? [];
  const card = ALL_CARDS.find((candidate) => !hand.includes(candidate));
  if (!card) throw new Error('a hand cannot hold every card');
  return card;
}

/** Resolves once the socket has had an update for `version` (or a later one). */
async function updatedTo(socket: LiveSocket, version: number): Promise<void> {
  if (version === 0) return;
  await socket.next('update', (m) => m.game.version >= version);
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

/** Runs of three cards, as JSON text, that the seat may not see in a position. */
function secretRuns(position: Position, seat: PlayerIndex): string[] {
  const other = position.players[seat === 0 ? 1 : 0];
  const hidden: (readonly Card[])[] = [
    other.hand,
    position.players[0].stock.slice(0, -1),
    position.players[1].stock.slice(0, -1),
    position.drawPile,
  ];
  const runs: string[] = [];
  for (const pile of hidden) {
    for (let i = 0; i + 3 <= pile.length; i++)
      runs.push(
        pile
          .slice(i, i + 3)
          .map((card) => `"${card}"`)
          .join(','),
      );
  }
  return runs;
}

/**
 * Everything the seat may legitimately see over the whole game, as text: its view at every version and every
 * event filtered for it. A secret run that also occurs here could be a coincidence of legitimate data, so the
 * search flags only runs that never occur in it.
 */
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

/** Structural checks on a received JSON value: only the seat's own view, no secret fields, no drawn cards of the other. */
function checkStructure(value: unknown, seat: PlayerIndex): void {
  if (Array.isArray(value)) {
    for (const item of value) checkStructure(item, seat);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const object = value as Record<string, unknown>;
  for (const key of ['drawPile', 'stock', 'position', 'start', 'final', 'record']) {
    expect(object[key], `field ${key} while the game runs`).toBeUndefined();
  }
  if ('seed' in object) expect(object.seed).toBeNull();
  if ('viewer' in object && 'players' in object) {
    expect(object.viewer).toBe(seat);
    const players = object.players as { hand?: unknown }[];
    expect(players[seat === 0 ? 1 : 0]?.hand).toBeUndefined();
  }
  if (object.type === 'handRefilled' && object.player !== seat) expect(object.cards).toBeUndefined();
  for (const child of Object.values(object)) checkStructure(child, seat);
}
