/**
 * A person playing one seat of a game over the live WebSocket, as quickly as the server lets it: the first
 * legal action on every turn, each with a client action id. When its server process dies it does what a
 * browser behind a load balancer does: connects again (to `fallbackUrl`), watches from the version it has,
 * and sends the unanswered action again, unchanged, so that it is stored once whether or not it had been.
 */
import type { Action } from '@katz/engine';
import type { ClientMessage, GameView } from '@katz/protocol';
import type { Client, LiveSocket } from './client.js';

/** An action the server acknowledged: the version it made, under its client action id. */
export interface Acknowledged {
  readonly gameId: string;
  readonly clientActionId: string;
  readonly version: number;
  readonly action: Action;
}

export interface SeatPlay {
  readonly gameId: string;
  /** Where to connect once the first process is gone. */
  readonly fallbackUrl: string;
  /** Makes the client action ids unique: `${tag}-1`, `${tag}-2`, … */
  readonly tag: string;
  /** Every acknowledged action is added here. */
  readonly acknowledged: Acknowledged[];
  /** How many times the connection was made again. */
  reconnects: number;
}

type Act = Extract<ClientMessage, { type: 'act' }> & { action: Action; clientActionId: string; ref: string };

/** Plays the seat until the game is over. */
export async function playSeatLive(client: Client, play: SeatPlay): Promise<void> {
  const { gameId } = play;
  let live = await watchFrom(client, gameId, 0);
  /** The game's version this player last decided on; it waits for a newer one. */
  let needed = 0;
  let pending: Act | null = null;
  let count = 0;
  for (;;) {
    try {
      if (pending) {
        live.send(pending);
        const answer = await live.answer(pending.ref);
        if (answer.type === 'error') throw new Error(`${pending.clientActionId}: ${answer.error.message}`);
        play.acknowledged.push({
          gameId,
          clientActionId: pending.clientActionId,
          version: answer.version,
          action: pending.action,
        });
        needed = answer.version;
        pending = null;
      }
      const game = await latestGame(live, gameId, needed);
      if (game.state === 'over') {
        await live.close();
        return;
      }
      const action = game.seat === game.toMove ? game.legalActions[0] : undefined;
      if (action) {
        count++;
        const clientActionId = `${play.tag}-${count}`;
        pending = { type: 'act', gameId, version: game.version, action, clientActionId, ref: clientActionId };
      } else {
        needed = game.version + 1;
      }
    } catch (error) {
      if (!live.closed) throw error;
      play.reconnects++;
      client.base = play.fallbackUrl;
      live = await watchFrom(client, gameId, Math.max(0, needed - 1));
    }
  }
}

async function watchFrom(client: Client, gameId: string, since: number): Promise<LiveSocket> {
  const live = await client.live();
  live.send({ type: 'watch', gameId, since });
  return live;
}

/** The newest game the socket has received at `needed` or later, waiting for one if there is none yet. */
async function latestGame(live: LiveSocket, gameId: string, needed: number): Promise<GameView> {
  const fresh = (message: { gameId: string; game: GameView }) =>
    message.gameId === gameId && message.game.version >= needed;
  let game = (await live.next('update', fresh, 30_000)).game;
  for (;;) {
    const newer = await live.next('update', fresh, 0).catch(() => null);
    if (!newer) return game;
    game = newer.game;
  }
}
