/**
 * The pages a link leads to, each with something real on it, for the first-screen bench: two registered players
 * who played a rated game to a resignation (its replay, a profile with a game, a leaderboard with two rows), an
 * open invitation, and a running game against the computer at its player's turn (watched by a spectator too).
 * Made through the API, as the players' browsers would, before anything is timed.
 */
import { ENDPOINTS, type ChallengeView, type GameView } from '@katz/protocol';
import type { APIRequestContext, Browser, BrowserContext } from 'playwright-core';

/** Who opens a page: a new visitor (no cookie, no cache), or the player of the game with their session. */
export type Visitor = 'newcomer' | 'player';

export interface BenchPage {
  readonly name: string;
  readonly path: string;
  readonly as: Visitor;
  /** The element that makes the first screen usable: its main control, or its content for a page to read. */
  readonly ready: string;
}

export interface PageFixtures {
  readonly pages: readonly BenchPage[];
  /** The player's cookies, for the pages opened as them. */
  readonly player: Awaited<ReturnType<BrowserContext['storageState']>>;
}

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await request.fetch(path, { method, ...(body === undefined ? {} : { data: body }) });
  if (!response.ok())
    throw new Error(`${method} ${path}: ${String(response.status())} ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** Waits (asking every 50 ms) until the game is at its player's turn, or over. */
async function untilTurnOf(request: APIRequestContext, gameId: string): Promise<GameView> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const game = await call<GameView>(request, 'GET', `/api/games/${gameId}`);
    if (game.state !== 'running' || game.toMove === game.seat) return game;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`game ${gameId}: the player's turn never came`);
}

/**
 * A rated game between the two that each player played a turn of (builds, then a discard), so that it counts,
 * then resigned by the first. Answers the game's id.
 */
async function ratedGame(first: APIRequestContext, second: APIRequestContext): Promise<string> {
  const challenge = await call<ChallengeView>(first, 'POST', ENDPOINTS.createChallenge.path, {
    visibility: 'link',
    turnSeconds: 86_400,
    rated: true,
  });
  const { gameId } = await call<{ gameId: string }>(second, 'POST', `/api/challenges/${challenge.id}/accept`);
  const discarded = new Set<number>();
  for (let step = 0; step < 200 && discarded.size < 2; step++) {
    for (const request of [first, second]) {
      const game = await call<GameView>(request, 'GET', `/api/games/${gameId}`);
      if (game.state !== 'running') throw new Error(`game ${gameId} ended by the rules before a resignation`);
      if (game.toMove !== game.seat) continue;
      const action =
        game.legalActions.find((candidate) => candidate.type === 'build') ??
        game.legalActions.find((candidate) => candidate.type === 'discard');
      if (!action) throw new Error(`game ${gameId}: no build or discard at version ${String(game.version)}`);
      await call(request, 'POST', `/api/games/${gameId}/actions`, { version: game.version, action });
      if (action.type === 'discard') discarded.add(game.seat);
    }
  }
  await call(first, 'POST', `/api/games/${gameId}/resign`);
  return gameId;
}

export async function makePageFixtures(browser: Browser, url: string): Promise<PageFixtures> {
  const players = await Promise.all([
    browser.newContext({ baseURL: url }),
    browser.newContext({ baseURL: url }),
  ]);
  const [first, second] = [players[0].request, players[1].request];
  try {
    const stamp = String(Date.now() % 1_000_000);
    for (const [index, request] of [first, second].entries()) {
      await call(request, 'POST', ENDPOINTS.startSession.path);
      await call(request, 'POST', ENDPOINTS.register.path, {
        username: `Bench${stamp}${String(index)}`,
        password: 'a long enough bench password',
      });
    }
    const replayId = await ratedGame(first, second);
    const invitation = await call<ChallengeView>(first, 'POST', ENDPOINTS.createChallenge.path, {
      visibility: 'link',
      turnSeconds: 300,
    });
    const running = await call<GameView>(first, 'POST', ENDPOINTS.startComputerGame.path, {
      level: 'beginner',
      turnSeconds: 86_400,
    });
    const atTurn = await untilTurnOf(first, running.id);
    if (atTurn.state !== 'running') throw new Error(`game ${running.id} ended before the player's turn`);
    const game = `/game/${running.id}`;
    const pages: BenchPage[] = [
      { name: 'home', path: '/', as: 'newcomer', ready: '.home-computer .button-primary:not([disabled])' },
      {
        name: 'invite',
        path: invitation.link,
        as: 'newcomer',
        ready: '.invite-card .button-primary:not([disabled])',
      },
      { name: 'game (player)', path: game, as: 'player', ready: '.game-table [data-source]' },
      { name: 'game (spectator)', path: game, as: 'newcomer', ready: '.game-table [data-slot^="stock-"]' },
      { name: 'replay', path: `/replay/${replayId}`, as: 'newcomer', ready: '.replay-buttons .replay-play' },
      { name: 'profile', path: `/players/Bench${stamp}0`, as: 'newcomer', ready: '.profile-recent .list' },
      { name: 'leaderboard', path: '/leaderboard', as: 'newcomer', ready: '.leaderboard-table' },
      { name: 'rules', path: '/rules', as: 'newcomer', ready: '.rule-sketch' },
    ];
    return { pages, player: await players[0].storageState() };
  } finally {
    await Promise.all(players.map((context) => context.close()));
  }
}
