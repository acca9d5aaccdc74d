/** Two registered players in a correspondence game, for the tests of what reaches them away from the site. */
import { ENDPOINTS, type GameView } from '@katz/protocol';
import { Client } from './client.js';
import { firstDiscard, personGame, play, played } from './play.js';
import { freshUsername, registerClient } from './registered.js';

export const DAY_SECONDS = 86_400;

export interface Correspondent {
  readonly client: Client;
  readonly name: string;
}

/** A guest of the server at `url`, registered under a fresh name. */
export async function registeredPlayer(url: string, prefix: string): Promise<Correspondent> {
  const client = new Client(url);
  await client.join();
  const name = freshUsername(prefix);
  await registerClient(client, name);
  return { client, name };
}

/** A game of `days` a turn between the two, the first the challenge's creator (seat 0). */
export const correspondenceGame = (players: readonly [Correspondent, Correspondent], days = 2) =>
  personGame(players[0].client, players[1].client, days * DAY_SECONDS);

/** The player to move ends their turn with a discard; returns the game as the mover saw it before. */
export async function endTurn(
  players: readonly [Correspondent, Correspondent],
  gameId: string,
): Promise<GameView> {
  const seat = (await players[0].client.game(gameId)).toMove;
  const mover = players[seat].client;
  const game = await mover.game(gameId);
  played(await play(mover, gameId, { version: game.version, action: firstDiscard(game.legalActions) }));
  return game;
}

/** The player to move now. */
export async function toMove(
  players: readonly [Correspondent, Correspondent],
  gameId: string,
): Promise<Correspondent> {
  return players[(await players[0].client.game(gameId)).toMove];
}

export const settingsOf = (player: Correspondent) => player.client.call(ENDPOINTS.getNotifications);
